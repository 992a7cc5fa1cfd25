import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { AREAS } from '@shop/api/areas';
import { useCaptchaChallengeMutation, useIsLoginQuery, type CaptchaChallenge } from '@shop/api/auth';
import { getToken, setSetToken } from '@shop/api/storage';
import { setLanguage } from '@shop/i18n';
import { LanguageSwitch } from '@shop/ui/console/LanguageSwitch';
import { useBackOfficeSignIn } from '@shop/backoffice/shell/useBackOfficeSignIn';
import { LoginForm } from '@shop/ui/login/LoginForm';
import { SlideVerify } from '@shop/ui/login/SlideVerify';
import { AREA } from '../area.ts';

/** Seconds before the server forgets a challenge that the page replaces an untouched one. */
const RENEW_MARGIN = 10;

/**
 * Admin login (`/Admin/login`): the slider's challenge from `POST /captcha`, then on submit the answer (where
 * the handle is) for the sign, `POST /login` with provider admins and the sign, the user info, the menus, and on
 * to `defaultUrl` or the first menu page. Any failed attempt spends the challenge, so a fresh one follows.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const signIn = useBackOfficeSignIn();
  const [requestChallenge] = useCaptchaChallengeMutation();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [failed, setFailed] = useState(false);
  const [step, setStep] = useState(0);

  const renew = useCallback(async () => {
    setChallenge(null);
    setFailed(false);
    setStep(0);
    try {
      setChallenge(await requestChallenge().unwrap());
    } catch {
      setFailed(true);
    }
  }, [requestChallenge]);

  useEffect(() => {
    void renew();
  }, [renew]);

  // A challenge nobody has touched yet is replaced before it expires; a moved handle is left alone (if it has
  // expired by the time of the submit, the server says so and a fresh challenge follows).
  useEffect(() => {
    if (!challenge || step > 0) return;
    const timer = setTimeout(() => void renew(), Math.max(challenge.expires_in - RENEW_MARGIN, 5) * 1000);
    return () => clearTimeout(timer);
  }, [challenge, step, renew]);

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
          challenge={challenge}
          value={step}
          onChange={setStep}
          failed={failed}
          onReload={() => void renew()}
        />
      }
      validate={() => (!challenge ? t('login.verifyLoading') : step > 0 ? undefined : t('login.verifyFirst'))}
      onSubmit={async (credentials) => {
        if (!challenge) return;
        try {
          await signIn({ ...credentials, key: challenge.key, step });
        } catch {
          // The interceptor already showed the server's message (a missed gap, a wrong password...).
          await renew();
        }
      }}
    />
  );
}
