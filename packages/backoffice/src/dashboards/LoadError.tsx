import { useDashText } from './useDashText.ts';

/** Said above the figures when they could not be loaded (the http client has already shown why). */
export function LoadError() {
  const t = useDashText();
  return (
    <p className="dash-error" role="alert">
      {t('loadFailed')}
    </p>
  );
}
