import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useGetCommonQuery } from '@shop/api/endpoints/site';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { signOut } from '@shop/api/session';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** Top bar of every storefront page: site name, login state, language. */
export function SiteHeader() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { isLogin, user } = useAppSelector((state) => state.auth);
  const { data } = useGetCommonQuery();
  const siteName = data?.common?.web_name || t('home.siteNameFallback');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          {siteName}
        </Link>
        <nav className="site-header__nav">
          {isLogin ? (
            <>
              <Link href="/user" data-testid="header-nickname">
                {user?.nickname || '-'}
              </Link>
              <button
                type="button"
                className="link-button"
                data-testid="header-logout"
                onClick={() => void dispatch(signOut())}
              >
                {t('common.logout')}
              </button>
            </>
          ) : (
            <>
              <Link href="/login">{t('common.login')}</Link>
              <Link href="/register">{t('common.register')}</Link>
            </>
          )}
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
