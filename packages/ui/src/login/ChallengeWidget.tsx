import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import type { ChallengeView } from '@shop/api/sign-in-challenge';
import type { SignInChallengeGate } from '@shop/api/sign-in-challenge';
import './challenge.css';

/** The widget's element, as far as this page drives it (altcha's own typings come with its lazily loaded module). */
interface AltchaElement extends HTMLElement {
  configure(config: Record<string, unknown>): Promise<void>;
  verify(): Promise<unknown>;
  reset(): void;
  getState(): string;
}

type AltchaStrings = Record<string, string>;
interface AltchaGlobal {
  i18n: { set(language: string, strings: AltchaStrings): void };
}

/**
 * The proof-of-work widget (altcha) for the challenge the gate holds: it solves it at once by itself, with
 * nothing to drag, see or hear; its checkbox is a real, labelled control (Tab, Space) for starting again after an
 * error, and its state is announced to screen readers. The widget's code (about 35 kB gzipped) loads only when a
 * challenge is to be shown, in a chunk of its own: a login page without one never fetches it.
 */
export function ChallengeWidget({ gate, view }: { gate: SignInChallengeGate; view: ChallengeView }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<AltchaElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const language = i18n.language === 'en' ? 'en' : 'zh-cn';

  useEffect(() => {
    let live = true;
    void import('altcha').then(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!loaded) return;
    // The widget's texts from our catalogues, so they follow the page's language (zh and en).
    const altcha = (globalThis as unknown as { $altcha?: AltchaGlobal }).$altcha;
    altcha?.i18n.set(language, {
      label: t('login.challenge.label'),
      verify: t('login.challenge.label'),
      verifying: t('login.challenge.verifying'),
      loading: t('login.challenge.verifying'),
      verified: t('login.challenge.verified'),
      error: t('login.challenge.error'),
      expired: t('login.challenge.expired'),
      waitAlert: t('login.challenge.waitAlert'),
      verificationRequired: t('login.challenge.verificationRequired'),
      reload: t('login.challenge.retry'),
      footer: '',
      ariaLinkLabel: 'ALTCHA',
    });
  }, [loaded, language, t]);

  // Each new challenge: hand it over and solve it right away.
  useEffect(() => {
    const widget = ref.current;
    if (!loaded || !widget) return;
    const { serial, challenge } = view;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (state === 'verified' && payload) gate.solved(serial, payload);
      else if (state === 'expired') gate.expired(serial);
      else if (state === 'error') gate.failed(serial, t('login.challenge.error'));
    };
    widget.addEventListener('statechange', onState);
    void (async () => {
      await widget.configure({ challenge, language, auto: 'off', hideFooter: true, hideLogo: true });
      widget.reset();
      await widget.verify();
    })();
    return () => widget.removeEventListener('statechange', onState);
  }, [loaded, view, gate, language, t]);

  // The whole row (48 px high, the form's width) starts it again after an error, not only the widget's 22 px box:
  // a finger on a phone needs a 44 px target. Keyboards use the widget's own checkbox.
  const retry = () => {
    const widget = ref.current;
    const state = widget?.getState();
    if (widget && (state === 'error' || state === 'expired' || state === 'unverified')) void widget.verify();
  };

  return (
    <div className="login-challenge" data-testid="login-challenge" onClick={retry}>
      {loaded ? (
        <altcha-widget ref={ref} type="checkbox" language={language} name="altcha" />
      ) : (
        <span className="login-challenge__loading" role="status">
          {t('login.challenge.verifying')}
        </span>
      )}
    </div>
  );
}
