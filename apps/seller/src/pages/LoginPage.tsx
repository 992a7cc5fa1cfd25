import { useTranslation } from 'react-i18next';
import { setLanguage } from '@shop/i18n';
import { LanguageSwitch } from '@shop/ui/console/LanguageSwitch';
import { useBackOfficeSignIn } from '@shop/backoffice/shell/useBackOfficeSignIn';
import { ChallengeWidget } from '@shop/ui/login/ChallengeWidget';
import { LoginForm } from '@shop/ui/login/LoginForm';
import { signInWithChallenge, useSignInChallenge } from '@shop/ui/login/useSignInChallenge';

/**
 * Seller login (`/Seller/login`): `POST /login` with provider users and area seller (the store's area), then the
 * user info, the seller menus, and on to the first menu page. After a few failures from this address the server
 * answers 428: the proof-of-work widget appears, solves its challenge and the login is sent again with it.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const signIn = useBackOfficeSignIn();
  const { gate, view } = useSignInChallenge('seller');
  return (
    <LoginForm
      title={t('login.sellerTitle')}
      subtitle={t('login.subtitle')}
      top={<LanguageSwitch onChange={(language) => void setLanguage(language)} />}
      verify={view ? <ChallengeWidget gate={gate} view={view} /> : null}
      onSubmit={(credentials) =>
        signInWithChallenge(gate, credentials.username, (sign) => signIn({ ...credentials, sign }))
      }
    />
  );
}
