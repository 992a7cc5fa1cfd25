import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { signOut } from '@shop/api/session';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import { useSite } from './site.ts';

/** The 30 px bar above the header: greeting, login state, sign-up, language. */
export function TopBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isLogin, user } = useAppSelector((state) => state.auth);
  const site = useSite();
  return (
    <div className="topbar">
      <div className="w1200 topbar__inner">
        <span className="topbar__welcome">{site.name ? t('browse.top.welcome', { name: site.name }) : ''}</span>
        <nav className="topbar__links">
          {isLogin ? (
            <>
              <span>
                {t('browse.top.hello')}
                <Link href="/user" data-testid="header-nickname">
                  {user?.nickname || t('common.empty')}
                </Link>
              </span>
              <Link href="/user" data-testid="header-user-centre">
                {t('browse.top.userCenter')}
              </Link>
              <button
                type="button"
                className="link-button"
                data-testid="header-logout"
                onClick={() => void dispatch(signOut())}
              >
                {t('browse.top.logout')}
              </button>
            </>
          ) : (
            <>
              <Link href="/login" data-testid="header-login">
                {t('common.login')}
              </Link>
              <Link href="/register" data-testid="header-register">
                {t('common.register')}
              </Link>
            </>
          )}
          <Link href="/store/join" className="topbar__join" data-testid="header-store-join">
            {t('browse.top.join')}
          </Link>
          <LanguageSwitch className="topbar__lang" />
        </nav>
      </div>
    </div>
  );
}
