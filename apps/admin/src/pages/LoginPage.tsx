import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AREAS } from '@shop/api/areas';
import { useIsLoginQuery } from '@shop/api/auth';
import { getToken, setSetToken } from '@shop/api/storage';
import { setLanguage } from '@shop/i18n';
import { LanguageSwitch } from '@shop/ui/console/LanguageSwitch';
import { useBackOfficeSignIn } from '@shop/backoffice/shell/useBackOfficeSignIn';
import { ChallengeWidget } from '@shop/ui/login/ChallengeWidget';
import { LoginForm } from '@shop/ui/login/LoginForm';
import { signInWithChallenge, useSignInChallenge } from '@shop/ui/login/useSignInChallenge';
import { AREA } from '../area.ts';

/**
 * Admin login (`/Admin/login`): a proof-of-work challenge from `POST /captcha` on opening, which the widget solves
 * while the admin types (unless the server says the captcha is off), then `POST /login` with provider admins and
 * the solution as `sign`, the user info, the menus, and on to `defaultUrl` or the first menu page. A solution is
 * good once: after each try a fresh challenge is solved; a 428 (failures made it dearer) is solved and sent again.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signIn = useBackOfficeSignIn();
  const { gate, view } = useSignInChallenge(AREA);

  // An admin who is still logged in goes straight to the console (probe with the stored token).
  const stored = getToken(AREA);
  useEffect(() => {
    if (stored) setSetToken(stored);
  }, [stored]);
  const probe = useIsLoginQuery({ provider: AREAS[AREA].provider }, { skip: !stored });
  useEffect(() => {
    if (typeof probe.data === 'number' && probe.data > 0) navigate('/');
  }, [probe.data, navigate]);

  return (
    <LoginForm
      title={t('login.adminTitle')}
      subtitle={t('login.subtitle')}
      top={<LanguageSwitch onChange={(language) => void setLanguage(language)} />}
      verify={view ? <ChallengeWidget gate={gate} view={view} /> : null}
      onSubmit={(credentials) =>
        signInWithChallenge(gate, credentials.username, (sign) => signIn({ ...credentials, sign }))
      }
    />
  );
}
