import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from './goods-form.ts';

/** Texts of the goods screens: `resources.goods.<key>` from the back-office group (`@shop/i18n/backoffice`). */
export type GoodsText = (key: string, values?: Record<string, unknown>) => string;

/**
 * The translator of the goods editor. Its keys live in the back-office labels, added at run time by
 * `addBackOfficeResources`, so they are outside the typed base keys; full keys (those starting with
 * `messages.`, `crud.`, `common.` or `resources.`) pass through as they are.
 *
 * @example const g = useGoodsText(); g('editor.submit') // 发布
 */
export function useGoodsText(): { g: GoodsText; errorText: (error: FieldError | undefined) => string } {
  const { t } = useTranslation();
  const g = useCallback<GoodsText>(
    (key, values) => {
      const full = /^(messages|crud|common|resources)\./.test(key) ? key : `resources.goods.${key}`;
      return (t as unknown as (k: string, o?: Record<string, unknown>) => string)(full, values);
    },
    [t],
  );
  const errorText = useCallback(
    (error: FieldError | undefined) => {
      if (!error) return '';
      if (error.text !== undefined) return error.text;
      return g(error.key.includes('.') ? error.key : `validation.${error.key}`, error.values);
    },
    [g],
  );
  return { g, errorText };
}
