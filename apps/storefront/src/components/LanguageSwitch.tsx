import { useTranslation } from 'react-i18next';
import { setLanguage, type Language } from '@shop/i18n';

/** Toggles zh-cn ↔ en; the label names the language it switches to. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === 'en' ? 'zh-cn' : 'en';
  return (
    <button
      type="button"
      className={`lang-switch ${className ?? ''}`}
      data-testid="lang-switch"
      lang={next === 'en' ? 'en' : 'zh-CN'}
      title={t('common.language')}
      onClick={() => void setLanguage(next)}
    >
      {t(`languages.${next}`)}
    </button>
  );
}
