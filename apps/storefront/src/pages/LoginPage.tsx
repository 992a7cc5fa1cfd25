import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { useAppDispatch } from '@shop/api/hooks';
import { signIn } from '@shop/api/session';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import type { PageProps } from '../routes.ts';
import '../styles/login.css';

/**
 * Storefront login: `POST /login` with provider users, then the user info; a sub-account is refused
 * (spec §5, handled by the `signIn` thunk), otherwise the shopper goes home.
 */
export default function LoginPage(_props: PageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!username || !password) {
      Message.error(t('login.enterAccount'));
      return;
    }
    setBusy(true);
    try {
      await dispatch(signIn({ username, password })).unwrap();
      Message.success(t('messages.loginSuccess'));
      navigate('/');
    } catch {
      // The interceptor or the thunk already showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-card__top">
          <Link href="/">{t('common.backHome')}</Link>
          <LanguageSwitch />
        </div>
        <h1 className="login-title">{t('login.storefrontTitle')}</h1>
        <form className="login-form" onSubmit={(event) => void submit(event)} noValidate>
          <Input
            size="large"
            name="username"
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
            aria-label={t('common.username')}
            value={username}
            onChange={setUsername}
            data-testid="login-username"
          />
          <Input.Password
            size="large"
            name="password"
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            aria-label={t('common.password')}
            value={password}
            onChange={setPassword}
            data-testid="login-password"
          />
          <Button type="primary" size="large" long htmlType="submit" loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
          <div className="login-links">
            <span>
              {t('login.noAccount')} <Link href="/register">{t('login.toRegister')}</Link>
            </span>
            <Link href="/forget_password">{t('common.forgetPassword')}</Link>
          </div>
        </form>
      </div>
    </div>
  );
}
