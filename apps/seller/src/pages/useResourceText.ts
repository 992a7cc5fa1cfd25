import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * `t` for the back-office resource labels (`resources.<resource>.*`), which are added at run time by
 * `addBackOfficeResources` and so are not part of the typed base keys.
 *
 * @example const text = useResourceText(); text('resources.advs.messages.sizeHint', { width: 750, height: 300 })
 */
export function useResourceText(): (key: string, options?: Record<string, unknown>) => string {
  const { t } = useTranslation();
  return useCallback(
    (key, options) => (t as unknown as (k: string, o?: Record<string, unknown>) => string)(key, options),
    [t],
  );
}
