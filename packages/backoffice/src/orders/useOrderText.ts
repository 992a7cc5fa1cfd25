import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Texts of the order screens: `resources.orders.<key>` from the back-office group (`@shop/i18n/backoffice`). */
export type OrderText = (key: string, values?: Record<string, unknown>) => string;

/**
 * The translator of the order, after-sale, review and settlement screens. Their keys live in the back-office
 * labels, added at run time by `addBackOfficeResources`, so they are outside the typed base keys; full keys
 * (those starting with `messages.`, `crud.`, `common.` or `resources.`) pass through as they are.
 *
 * @example const o = useOrderText(); o('deliver.submit') // 确认发货
 */
export function useOrderText(): OrderText {
  const { t } = useTranslation();
  return useCallback<OrderText>(
    (key, values) => {
      const full = /^(messages|crud|common|resources)\./.test(key) ? key : `resources.orders.${key}`;
      return (t as unknown as (k: string, o?: Record<string, unknown>) => string)(full, values);
    },
    [t],
  );
}
