import { useTranslation } from 'react-i18next';
import { menuLabel } from '@shop/api/menu-tree';
import { AppConsole } from './AppConsole.tsx';
import type { MenuPageProps } from './pages.ts';

/**
 * A menu entry whose `view` names no page of this version (every seeded view has one; an administrator may type
 * another in the menu editor): says so, with the view, instead of a blank screen.
 */
export default function UnknownViewPage({ route }: MenuPageProps) {
  const { t, i18n } = useTranslation();
  const body = (
    <section className="menu-unknown-view" data-testid="menu-unknown-view" data-view={route.menu.view}>
      <h3>{menuLabel(route.menu, i18n.language)}</h3>
      <p>{t('menu.unknownView', { view: route.menu.view })}</p>
    </section>
  );
  return route.standalone ? <AppConsole hideFrame>{body}</AppConsole> : body;
}
