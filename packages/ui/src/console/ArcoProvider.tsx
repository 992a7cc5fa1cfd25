import type { ReactNode } from 'react';
import { ConfigProvider } from '@arco-design/web-react';
import enUS from '@arco-design/web-react/es/locale/en-US';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { useTranslation } from 'react-i18next';
import { useArcoAria } from '../a11y/useArcoAria.ts';

/** Interface components sit at z-index 3000. */
export const COMPONENT_Z_INDEX = 3000;

/**
 * Arco's own texts (pagination, pickers, modal buttons) follow the interface language, so an English
 * console shows no Chinese; also sets the components' z-index and repairs the ARIA Arco gets wrong
 * (a11y/arco-aria.ts). Wrap each app (and Storybook) once.
 *
 * @example <ArcoProvider><App /></ArcoProvider>
 */
export function ArcoProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useArcoAria();
  return (
    <ConfigProvider locale={i18n.language === 'en' ? enUS : zhCN} zIndex={COMPONENT_Z_INDEX}>
      {children}
    </ConfigProvider>
  );
}
