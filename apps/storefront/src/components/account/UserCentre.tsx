import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { IconIdcard, IconLeft, IconMobile, IconUser } from '@arco-design/web-react/icon';
import { useAppSelector } from '@shop/api/hooks';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { USER_MENU, activeMenuItem } from '../../account/user-menu.ts';
import { AccountShell } from './AccountShell.tsx';
import { PhoneUserMenu } from './PhoneUserMenu.tsx';
import { RequireLogin } from './RequireLogin.tsx';

/**
 * The user-centre frame for every `/user/**` page: signed-in only (the user record is
 * re-read on entry); on the left the shopper's card (avatar, nickname, profile completeness, security marks)
 * and the menu groups with the current page highlighted; on the right the page itself under its title, with
 * `extra` (e.g. an article's views) at the title's right.
 * `guests` opens the page to signed-out visitors too (the help articles the site header links to): they get the
 * same frame with only the help group, no card and no member links that would bounce them to the login page.
 * On phones there is no room for the menu beside the page: `home` (the dashboard, `/user`) becomes the 我的 page
 * (the card, the page, then the menu as a list of rows); every other page gets a slim bar with a way back to
 * 我的 and its title instead.
 *
 * @example <UserCentre title={t('account.info.title')} testId="user-info"><ProfileForm /></UserCentre>
 */
export function UserCentre({
  title,
  extra,
  children,
  testId,
  guests = false,
  home = false,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  testId: string;
  guests?: boolean;
  home?: boolean;
}) {
  const { t } = useTranslation();
  const isLogin = useAppSelector((state) => state.auth.isLogin);
  const isPhone = useIsPhone();
  const frame = isPhone ? (
    <AccountShell>
      <div className={home ? 'user-centre user-centre--home' : 'user-centre'}>
        {home ? (
          <UserCard />
        ) : (
          <header className="user-centre__bar">
            {/* A guest reading a help article has no 我的 to go back to: the home page instead. */}
            <Link
              href={isLogin ? '/user' : '/'}
              className="user-centre__back"
              aria-label={t('account.centre.back')}
              data-testid="user-centre-back"
            >
              <IconLeft aria-hidden="true" />
            </Link>
            {title != null && <h2 className="user-centre__title">{title}</h2>}
            {extra}
          </header>
        )}
        <section className="user-centre__main" data-testid={testId}>
          {children}
        </section>
        {home && <PhoneUserMenu />}
      </div>
    </AccountShell>
  ) : (
    <AccountShell>
      <div className="user-centre">
        <aside className="user-centre__side">
          {isLogin && <UserCard />}
          <UserMenu onlyHelp={!isLogin} />
        </aside>
        <section className="user-centre__main" data-testid={testId}>
          {title != null && (
            <header className="user-centre__head">
              <h2 className="user-centre__title">{title}</h2>
              {extra}
            </header>
          )}
          {children}
        </section>
      </div>
    </AccountShell>
  );
  if (guests && !isLogin) return frame;
  return <RequireLogin refresh="always">{frame}</RequireLogin>;
}

/** The shopper's card (the frame refreshes the record on entry, so balances and marks are current). */
function UserCard() {
  const { t } = useTranslation();
  const completenessId = useId();
  const user = useAppSelector((state) => state.auth.user);

  const verified = user?.check === true;
  const hasPhone = typeof user?.phone === 'string' && user.phone !== '';
  return (
    <div className="user-card">
      <div className="user-card__avatar" data-testid="user-avatar">
        {user?.avatar ? <img src={user.avatar} alt="" /> : <IconUser />}
      </div>
      <div className="user-card__name" data-testid="user-nickname">
        {user ? user.nickname || user.username || t('common.empty') : t('common.loading')}
      </div>
      <Link href="/user/info" className="user-card__edit">
        {t('account.centre.editInfo')}
      </Link>
      <div className="user-card__row">
        <span id={completenessId}>{t('account.centre.completeness')}</span>
        {/* Arco's Progress puts role="progressbar" on an inner element that its props cannot name. */}
        <div
          className={`user-card__progress ${verified ? 'is-done' : ''}`}
          role="progressbar"
          aria-labelledby={completenessId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={verified ? 100 : 50}
        >
          <span style={{ width: verified ? '100%' : '50%' }} />
        </div>
      </div>
      <div className="user-card__row">
        <span>{t('account.centre.security')}</span>
        <span
          className={`user-card__mark ${hasPhone ? 'is-on' : ''}`}
          title={t(hasPhone ? 'account.centre.phoneBound' : 'account.centre.phoneUnbound')}
          data-testid="user-mark-phone"
        >
          <IconMobile />
        </span>
        <span
          className={`user-card__mark ${verified ? 'is-on' : ''}`}
          title={t(verified ? 'account.centre.verified' : 'account.centre.unverified')}
          data-testid="user-mark-check"
        >
          <IconIdcard />
        </span>
      </div>
    </div>
  );
}

function UserMenu({ onlyHelp }: { onlyHelp: boolean }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const active = activeMenuItem(location);
  const groups = onlyHelp ? USER_MENU.filter((group) => group.key === 'help') : USER_MENU;
  return (
    <nav className="user-menu" data-testid="user-menu">
      {groups.map((group) => (
        <div key={group.key} className="user-menu__group">
          <div className="user-menu__title">{t(`account.centre.groups.${group.key}`)}</div>
          <ul>
            {group.items.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.path}
                  className={item.key === active ? 'is-active' : undefined}
                  aria-current={item.key === active ? 'page' : undefined}
                  data-testid={`user-menu-${item.key}`}
                >
                  {t(`account.centre.items.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
