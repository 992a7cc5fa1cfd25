import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { IconRight } from '@arco-design/web-react/icon';
import { useAppDispatch } from '@shop/api/hooks';
import { signOut } from '@shop/api/session';
import { USER_MENU } from '../../account/user-menu.ts';
import { LanguageSwitch } from '../LanguageSwitch.tsx';

/**
 * The user-centre menu as phones show it on 我的 (`/user`): each group a block of full-width rows with a chevron,
 * the items keeping the desktop menu's test ids. A last group holds what the desktop top bar offers and phones
 * hide: merchant sign-up, the language switch and signing out.
 */
export function PhoneUserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <nav className="phone-menu" data-testid="user-menu">
      {USER_MENU.map((group) => {
        // 我的 is the dashboard itself: no row leading back to it.
        const items = group.items.filter((item) => item.key !== 'dashboard');
        return (
          <section key={group.key} className="phone-menu__group">
            <h3 className="phone-menu__title">{t(`account.centre.groups.${group.key}`)}</h3>
            <ul>
              {items.map((item) => (
                <li key={item.key}>
                  <Link href={item.path} className="phone-menu__row" data-testid={`user-menu-${item.key}`}>
                    {t(`account.centre.items.${item.key}`)}
                    <IconRight aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <section className="phone-menu__group">
        <h3 className="phone-menu__title">{t('account.centre.groups.more')}</h3>
        <ul>
          <li>
            <Link href="/store/join" className="phone-menu__row" data-testid="user-menu-store-join">
              {t('browse.top.join')}
              <IconRight aria-hidden="true" />
            </Link>
          </li>
          <li className="phone-menu__row">
            {t('common.language')}
            <LanguageSwitch className="phone-menu__lang" />
          </li>
          <li>
            <button
              type="button"
              className="phone-menu__row phone-menu__logout"
              data-testid="user-menu-logout"
              onClick={() => void dispatch(signOut())}
            >
              {t('account.centre.logout')}
            </button>
          </li>
        </ul>
      </section>
    </nav>
  );
}
