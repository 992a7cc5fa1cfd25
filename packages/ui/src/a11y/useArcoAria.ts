import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { observeArcoAria, type ArcoAriaTexts } from './arco-aria.ts';

/**
 * Keeps Arco's markup repaired (arco-aria.ts) in the whole document while the calling component is mounted, with
 * names in the interface language. Mounted once per app, by `ArcoProvider`.
 */
export function useArcoAria(): void {
  const { t, i18n } = useTranslation();
  const texts = useRef<ArcoAriaTexts>({ jumpToPage: '', pageSize: '' });
  texts.current = { jumpToPage: t('a11y.jumpToPage'), pageSize: t('a11y.pageSize') };
  // Re-attached per language so the names already written are rewritten in it.
  useEffect(() => observeArcoAria(document.body, () => texts.current), [i18n.language]);
}
