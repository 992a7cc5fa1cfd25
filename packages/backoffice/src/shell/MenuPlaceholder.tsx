import { useTranslation } from 'react-i18next';
import { menuLabel } from '@shop/api/menu-tree';
import { AppConsole } from './AppConsole.tsx';
import type { MenuPageProps } from './pages.ts';

/** Stand-in page for a menu entry: shows its localized name until the real page exists. */
export default function MenuPlaceholder({ route }: MenuPageProps) {
  const { t, i18n } = useTranslation();
  const body = (
    <section className="menu-placeholder" data-testid="menu-page" data-view={route.menu.view}>
      <h3>{menuLabel(route.menu, i18n.language)}</h3>
      <p>{t('menu.pageWaiting')}</p>
    </section>
  );
  // Standalone entries (is_open 1) embed the console themselves, as their real pages (dashboards) will.
  return route.standalone ? <AppConsole hideFrame>{body}</AppConsole> : body;
}
