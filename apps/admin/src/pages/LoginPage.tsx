import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AREAS } from '@shop/api/areas';
import { useIsLoginQuery } from '@shop/api/auth';
import { getToken, setSetToken } from '@shop/api/storage';
import { setLanguage } from '@shop/i18n';
import { LanguageSwitch } from '@shop/ui/console/LanguageSwitch';
import { useBackOfficeSignIn } from '@shop/ui/backoffice/useBackOfficeSignIn';
import { LoginForm } from '@shop/ui/login/LoginForm';
import { AREA } from '../area.ts';
import { SlideVerify } from './SlideVerify.tsx';

/**
 * Admin login (`/Admin/login`): slide to verify, then `POST /captcha` for the sign, `POST /login` with
 * provider admins and the sign, the user info, the menus, and on to `defaultUrl` or the first menu page.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signIn = useBackOfficeSignIn();
  const [verified, setVerified] = useState(false);
  const [step, setStep] = useState(0);

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
      verify={
        <SlideVerify
          verified={verified}
          onVerify={(position) => {
            setStep(position);
            setVerified(true);
          }}
          onReset={(position) => setStep(position)}
        />
      }
      validate={() => (verified ? undefined : t('login.verifyFirst'))}
      onSubmit={async (credentials) => {
        try {
          await signIn({ ...credentials, step });
        } catch {
          // The interceptor already showed the server's message; verify again, as after a failed captcha.
          setVerified(false);
        }
      }}
    />
  );
}
