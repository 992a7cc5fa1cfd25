import { useCallback } from 'react';
import { useOrderText } from '../orders/useOrderText.ts';

/** Texts of the dashboards: a key under `resources.dashboards` (`common.`, `resources.` keys pass through). */
export type DashText = (key: string, values?: Record<string, unknown>) => string;

/**
 * `t` for the dashboards' labels, which the back offices add at run time with the other resource groups (so they
 * are not typed keys); built on the order screens' untyped lookup, which passes full keys through.
 */
export function useDashText(): DashText {
  const text = useOrderText();
  return useCallback<DashText>(
    (key, values) => text(/^(common|resources)\./.test(key) ? key : `resources.dashboards.${key}`, values),
    [text],
  );
}
