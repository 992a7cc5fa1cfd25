import { useTranslation } from 'react-i18next';
import { setLanguage } from '@shop/i18n';
import { LanguageSwitch } from '@shop/ui/console/LanguageSwitch';
import { useBackOfficeSignIn } from '@shop/backoffice/shell/useBackOfficeSignIn';
import { LoginForm } from '@shop/ui/login/LoginForm';

/**
 * Seller login (`/Seller/login`): no captcha; `POST /login` with provider users and area seller (the store's
 * area), then the user info, the seller menus, and on to the first menu page.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const signIn = useBackOfficeSignIn();
  return (
    <LoginForm
      title={t('login.sellerTitle')}
      subtitle={t('login.subtitle')}
      top={<LanguageSwitch onChange={(language) => void setLanguage(language)} />}
      onSubmit={signIn}
    />
  );
}
