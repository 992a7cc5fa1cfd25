import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Message } from '@arco-design/web-react';
import { useAppDispatch } from '@shop/api/hooks';
import { signIn } from '@shop/api/session';
import { LoginForm } from '@shop/ui/login/LoginForm';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import type { PageProps } from '../routes.ts';

/**
 * Storefront login: `POST /login` with provider users, then the user info; a sub-account is refused
 * (spec §5, handled by the `signIn` thunk), otherwise the shopper goes home.
 */
export default function LoginPage(_props: PageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  return (
    <LoginForm
      title={t('login.storefrontTitle')}
      top={
        <>
          <Link href="/">{t('common.backHome')}</Link>
          <LanguageSwitch />
        </>
      }
      footer={
        <div className="login-links">
          <span>
            {t('login.noAccount')} <Link href="/register">{t('login.toRegister')}</Link>
          </span>
          <Link href="/forget_password">{t('common.forgetPassword')}</Link>
        </div>
      }
      onSubmit={async (credentials) => {
        // A rejection (shown by the interceptor or the thunk) leaves the form as it was.
        await dispatch(signIn(credentials)).unwrap();
        Message.success(t('messages.loginSuccess'));
        navigate('/');
      }}
    />
  );
}
