import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import { useAppDispatch } from '@shop/api/hooks';
import { menuApi } from '@shop/api/menu';
import { landingPath, toFullPath } from '@shop/api/menu-tree';
import { signIn } from '@shop/api/session';
import { setLanguage } from '@shop/i18n';
import { LanguageSwitch } from '@shop/ui/console/LanguageSwitch';
import { AREA } from '../area.ts';
import '../console/login.css';

/**
 * Seller login (`/Seller/login`): no captcha; `POST /login` with provider users and area seller, then the
 * user info, the seller menus, and on to the first menu page.
 */
export default function LoginPage() {
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
      const user = await dispatch(signIn({ username, password })).unwrap();
      const menus = await dispatch(menuApi.endpoints.loadMenu.initiate({ area: AREA })).unwrap();
      Message.success(t('messages.loginSuccess'));
      const landing = landingPath(menus, AREA, user.defaultUrl);
      navigate(landing ? `~${toFullPath(landing, AREA)}` : '/');
    } catch {
      // The interceptor already showed the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-card__top">
          <LanguageSwitch onChange={(language) => void setLanguage(language)} />
        </div>
        <h1 className="login-title">{t('login.sellerTitle')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
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
        </form>
      </div>
    </div>
  );
}
