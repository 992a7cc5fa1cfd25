import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { IconIdcard, IconLock, IconMobile, IconSafe } from '@arco-design/web-react/icon';
import { useAppSelector } from '@shop/api/hooks';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

/**
 * Account security: login password, payment password, phone and identity, each
 * with a line that follows the account's state and a link to its page.
 */
export default function UserSafePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.safe.title')} testId="user-safe">
      <SafeRows />
    </UserCentre>
  );
}

/**
 * Registration gives an account both passwords; an account made by a WeChat sign-in has neither until its shopper
 * sets them (`has_password`, `has_pay_password` of the account; unknown reads as set).
 */
const PASSWORD_ROWS = [
  {
    kind: 'password',
    flag: 'has_password',
    icon: <IconLock />,
    href: '/user/safe/password',
    testId: 'safe-password-link',
  },
  {
    kind: 'payPassword',
    flag: 'has_pay_password',
    icon: <IconSafe />,
    href: '/user/safe/pay_password',
    testId: 'safe-pay-password-link',
  },
] as const;

function SafeRows() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const phone = typeof user?.phone === 'string' ? user.phone : '';
  const verified = user?.check === true;
  return (
    <ul className="safe-rows">
      {PASSWORD_ROWS.map((row) => {
        const set = Number(user?.[row.flag] ?? 1) !== 0;
        return (
          <SafeRow
            key={row.kind}
            icon={row.icon}
            title={t(`account.safe.${row.kind}.title`)}
            text={set ? t(`account.safe.${row.kind}.desc`) : t(`account.safe.${row.kind}.unset`)}
            href={row.href}
            action={set ? t('account.safe.change') : t('account.safe.set')}
            testId={row.testId}
            done={set}
          />
        );
      })}
      <SafeRow
        icon={<IconMobile />}
        title={t('account.safe.phone.title')}
        text={phone ? t('account.safe.phone.bound', { phone: maskPhone(phone) }) : t('account.safe.phone.unbound')}
        href="/user/safe/phone"
        action={phone ? t('account.safe.change') : t('account.safe.bind')}
        testId="safe-phone-link"
        done={!!phone}
      />
      <SafeRow
        icon={<IconIdcard />}
        title={t('account.safe.check.title')}
        text={verified ? t('account.safe.check.done') : t('account.safe.check.todo')}
        href="/user/safe/check"
        action={verified ? t('account.safe.check.view') : t('account.safe.check.verifyNow')}
        testId="safe-check-link"
        done={verified}
      />
    </ul>
  );
}

/** 13800001234 → 138****1234. */
function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

function SafeRow(props: {
  icon: ReactNode;
  title: string;
  text: string;
  href: string;
  action: string;
  testId: string;
  done: boolean;
}) {
  return (
    <li className={`safe-row ${props.done ? 'is-done' : ''}`}>
      <span className="safe-row__icon">{props.icon}</span>
      <strong className="safe-row__title">{props.title}</strong>
      <span className="safe-row__text">{props.text}</span>
      <Link href={props.href} className="safe-row__action" data-testid={props.testId}>
        {props.action}
      </Link>
    </li>
  );
}
