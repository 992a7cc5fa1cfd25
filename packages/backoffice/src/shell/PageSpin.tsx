import { useTranslation } from 'react-i18next';

/** Full-area loading indicator (route chunks, menus). */
export function PageSpin() {
  const { t } = useTranslation();
  return (
    <div className="page-spin" role="status" aria-live="polite">
      <span className="page-spin__dot" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
