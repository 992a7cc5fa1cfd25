import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import './login.css';

export interface LoginCredentials {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** The card's heading, e.g. `t('login.adminTitle')`. */
  title: ReactNode;
  /** The small line under the title; none when omitted. */
  subtitle?: ReactNode;
  /**
   * The bar above the title (a language switch; the storefront adds its back link); none when omitted. No
   * default, so the storefront's page does not pull in the back-office switch and its CSS.
   */
  top?: ReactNode;
  /** Between the password and the button: the sign-in challenge's widget, when one is asked. */
  verify?: ReactNode;
  /** Under the button, inside the form: links (register, forgotten password). */
  footer?: ReactNode;
  /**
   * A check after the empty-field check, before `onSubmit`: return the message to show (as an error toast)
   * to stop, e.g. 'verify first'.
   */
  validate?: () => string | undefined;
  /**
   * Signs in. The button shows its loading state until the promise settles; a rejection needs no handling
   * here (the http interceptor already showed the server's message), the form is simply usable again.
   */
  onSubmit: (credentials: LoginCredentials) => Promise<unknown> | void;
}

/**
 * The login card of the three login pages (Admin, Seller, storefront): account and password (both required,
 * else the 'enter account' toast), submit by button or Enter, one submission at a time. Pages fill the slots
 * (title, verify control, footer links) and decide what signing in means.
 *
 * @example
 * <LoginForm
 *   title={t('login.sellerTitle')}
 *   subtitle={t('login.subtitle')}
 *   top={<LanguageSwitch onChange={(language) => void setLanguage(language)} />}
 *   onSubmit={useBackOfficeSignIn()}
 * />
 */
export function LoginForm({ title, subtitle, top, verify, footer, validate, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = !username || !password ? t('login.enterAccount') : validate?.();
    if (problem) {
      Message.error(problem);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ username, password });
    } catch {
      // Already shown to the user by the http interceptor (or by the page's own handler).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-card">
        {top != null && top !== false && <div className="login-card__top">{top}</div>}
        <h1 className="login-title">{title}</h1>
        {subtitle != null && subtitle !== false && <p className="login-subtitle">{subtitle}</p>}
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
          {verify}
          <Button type="primary" size="large" long htmlType="submit" loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
          {footer}
        </form>
      </div>
    </div>
  );
}
