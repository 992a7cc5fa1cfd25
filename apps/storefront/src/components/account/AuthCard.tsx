import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LanguageSwitch } from '../LanguageSwitch.tsx';
import '../../account/texts.ts';
import '../../styles/account.css';
import './auth-phone.css';

/**
 * The card of the register and forgotten-password pages, matching the login card: a way home, the
 * language switch, the title, then the form.
 */
export function AuthCard({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page" data-testid={testId}>
      <div className="auth-card">
        <div className="auth-card__top">
          <Link href="/">{t('common.backHome')}</Link>
          <LanguageSwitch />
        </div>
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
