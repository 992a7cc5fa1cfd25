import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Message } from '@arco-design/web-react';
import { useAppDispatch } from '@shop/api/hooks';
import { signIn } from '@shop/api/session';
import { ChallengeWidget } from '@shop/ui/login/ChallengeWidget';
import { LoginForm } from '@shop/ui/login/LoginForm';
import { signInWithChallenge, useSignInChallenge } from '@shop/ui/login/useSignInChallenge';
import { captureInviter, safeRedirect, withRedirect } from '../account/redirect.ts';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { WechatLogin } from '../components/account/WechatLogin.tsx';
import type { PageProps } from '../routes.ts';
import '../components/account/auth-links.css';
import '../components/account/auth-phone.css';

/**
 * Storefront login: `POST /login` with provider users, then the user info; a sub-account is refused, as
 * it signs in only to its store's back office (the `signIn` thunk: toast, token discarded, no navigation),
 * otherwise the shopper returns to the page that sent them here (`?redirect=`), or home. A referral
 * (`?inviter_id=`) is kept for a later registration. WeChat login, when configured, and its return: `WechatLogin`.
 * After a few failures from this address the server answers 428: the proof-of-work widget (loaded only then)
 * solves a challenge and the login is sent again with it.
 */
export default function LoginPage(_props: PageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const dispatch = useAppDispatch();
  const { gate, view } = useSignInChallenge('home');

  useEffect(() => captureInviter(search), [search]);

  return (
    <LoginForm
      title={t('login.storefrontTitle')}
      top={
        <>
          <Link href="/">{t('common.backHome')}</Link>
          <LanguageSwitch />
        </>
      }
      verify={view ? <ChallengeWidget gate={gate} view={view} /> : null}
      footer={
        <>
          <div className="login-links">
            <span>
              {t('login.noAccount')}{' '}
              <Link href={withRedirect('/register', search)} data-testid="login-to-register">
                {t('login.toRegister')}
              </Link>
            </span>
            <Link href={withRedirect('/forget_password', search)} data-testid="login-to-forget">
              {t('common.forgetPassword')}
            </Link>
          </div>
          <WechatLogin search={search} />
        </>
      }
      onSubmit={async (credentials) => {
        // A rejection (shown by the interceptor or the thunk) leaves the form as it was.
        await signInWithChallenge(gate, credentials.username, (sign) =>
          dispatch(signIn({ ...credentials, sign })).unwrap(),
        );
        Message.success(t('messages.loginSuccess'));
        navigate(safeRedirect(search));
      }}
    />
  );
}
