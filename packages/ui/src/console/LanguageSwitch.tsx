import { useTranslation } from 'react-i18next';
import type { Language } from '@shop/i18n';
import './language-switch.css';

export interface LanguageSwitchProps {
  /** Called with the other language (zh-cn ↔ en); the app stores it and switches i18n. */
  onChange: (language: Language) => void;
  className?: string;
}

/**
 * Toggles zh-cn ↔ en. The label names the language it switches to, in that language.
 *
 * @example <LanguageSwitch onChange={(lng) => void setLanguage(lng)} />
 */
export function LanguageSwitch({ onChange, className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'en' ? 'zh-cn' : 'en';
  return (
    <button
      type="button"
      className={`lang-switch ${className ?? ''}`}
      data-testid="lang-switch"
      lang={next === 'en' ? 'en' : 'zh-CN'}
      title={t('common.language')}
      onClick={() => onChange(next)}
    >
      {t(`languages.${next}`)}
    </button>
  );
}
