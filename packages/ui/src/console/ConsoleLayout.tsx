import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackOfficeArea, MenuNode } from '@shop/api/endpoints/access';
import { menuLabel } from '@shop/api/menu-tree';
import type { Language } from '@shop/i18n';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ModuleTabs } from './ModuleTabs.tsx';
import { PageLoading, TopProgress } from './progress.tsx';
import { SideMenu } from './SideMenu.tsx';
import { useConsoleMenu } from './useConsoleMenu.ts';
import { UserArea, type ConsoleUser } from './UserArea.tsx';
import { PageNameContext } from '../crud/PageName.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import './console.css';

export type { ConsoleUser };

/** Sidebar widths. */
export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 63;

/** Below this the console opens with the sidebar folded: the top bar needs the room for its module tabs. */
export const NARROW_QUERY = '(max-width: 1023px)';

const narrowWindow = () => typeof window !== 'undefined' && !!window.matchMedia?.(NARROW_QUERY).matches;

export interface ConsoleLayoutProps {
  /** Which back office: decides how menu `apis` map to app paths (`/Admin/goods` → `/goods`). */
  area: BackOfficeArea;
  /** The area's menu tree as `load_menu` returns it; top-level entries are the module tabs. */
  menus: ReadonlyArray<MenuNode>;
  /** The current path relative to the app base, e.g. `/goods`. */
  path: string;
  /** The signed-in account (nickname, avatar). */
  user?: ConsoleUser | null | undefined;
  /** Navigate to an app path (a menu route). */
  onNavigate: (path: string) => void;
  /** Open an external menu address; default `window.open` in a new tab. */
  onOpenExternal?: ((url: string) => void) | undefined;
  /** 'logout' in the user dropdown. */
  onLogout: () => void;
  /** 'user info' in the user dropdown; the app opens `UserInfoDialog`. */
  onOpenUserInfo: () => void;
  /** The language switch was clicked: store and apply the language. */
  onLanguageChange: (language: Language) => void;
  /** Module checked when the path matches no route: the stored route point index. */
  defaultModuleIndex?: number | undefined;
  /** A module tab was clicked: store its index as the route point index. */
  onModuleChange?: ((index: number) => void) | undefined;
  /** Start with the sidebar collapsed (63px, icons only); by default only in a window narrower than 1024 px. */
  defaultCollapsed?: boolean | undefined;
  onCollapsedChange?: ((collapsed: boolean) => void) | undefined;
  /** Replaces the title; default the current route's menu name, or 'Menu Name'. */
  title?: ReactNode;
  /** Hide the title and its divider. */
  hideTitle?: boolean | undefined;
  /** Hide the white frame (and the title): the page is rendered bare, as the dashboards are. */
  hideFrame?: boolean | undefined;
  /** The page. Lazily loaded pages suspend here: the top progress bar runs meanwhile. */
  children?: ReactNode;
}

/**
 * The back-office frame: module tabs, fold toggle, language switch and user area on top;
 * the checked module's menu on the left (200px, or 63px with icons only); the page title, a divider and
 * the page (fading in on each route) in the main area. Pure: everything comes in through props.
 *
 * @example
 * <ConsoleLayout area="admin" menus={menus} path="/goods" user={user} onNavigate={navigate}
 *   onLogout={logout} onOpenUserInfo={openDialog} onLanguageChange={setLanguage}>
 *   <GoodsPage />
 * </ConsoleLayout>
 */
export function ConsoleLayout({
  area,
  menus,
  path,
  user,
  onNavigate,
  onOpenExternal,
  onLogout,
  onOpenUserInfo,
  onLanguageChange,
  defaultModuleIndex,
  onModuleChange,
  defaultCollapsed,
  onCollapsedChange,
  title,
  hideTitle = false,
  hideFrame = false,
  children,
}: ConsoleLayoutProps) {
  const { t, i18n } = useTranslation();
  const [collapsed, setCollapsed] = useState(() => defaultCollapsed ?? narrowWindow());
  const { route, moduleIndex, sideItems, open, selectModule } = useConsoleMenu({
    menus,
    area,
    path,
    onNavigate,
    onOpenExternal,
    defaultModuleIndex,
    onModuleChange,
  });

  const toggle = () => {
    setCollapsed(!collapsed);
    onCollapsedChange?.(!collapsed);
  };
  const menuName = route ? menuLabel(route.menu, i18n.language) : undefined;
  const heading = title ?? menuName ?? t('menu.menuName');
  // Keyed by path so each route's view mounts afresh and fades in; its own Suspense runs the top bar.
  const view = (
    <div className="console-view" key={path}>
      {/* Pages read the menu name (e.g. to name an exported spreadsheet) from this context. */}
      <PageNameContext.Provider value={menuName}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </PageErrorBoundary>
      </PageNameContext.Provider>
    </div>
  );

  return (
    <div className={`console ${collapsed ? 'console--collapsed' : ''}`} data-testid="console">
      <TopProgress />
      <aside
        className="console-side"
        style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH }}
        data-testid="console-side"
      >
        <div className="console-logo" title={t('menu.systemName')}>
          <span className="console-logo__mark" aria-hidden="true">
            <i className="fa fa-shopping-cart" />
          </span>
          {!collapsed && <span className="console-logo__text">{t('menu.systemName')}</span>}
        </div>
        {/* Keyed by module: each module's menu mounts with its own groups open. */}
        <SideMenu key={moduleIndex} items={sideItems} selectedId={route?.menu.id} collapsed={collapsed} onOpen={open} />
      </aside>

      <div className="console-body">
        <header className="console-header">
          <button
            type="button"
            className="console-fold"
            aria-label={collapsed ? t('common.unfold') : t('common.fold')}
            aria-pressed={collapsed}
            data-testid="console-fold"
            onClick={toggle}
          >
            <i className={`fa ${collapsed ? 'fa-indent' : 'fa-outdent'}`} aria-hidden="true" />
          </button>
          <ModuleTabs modules={menus} checked={moduleIndex} onSelect={selectModule} />
          <LanguageSwitch className="console-lang" onChange={onLanguageChange} />
          <UserArea user={user} onOpenUserInfo={onOpenUserInfo} onLogout={onLogout} />
        </header>

        <main className="console-main">
          {hideFrame ? (
            view
          ) : (
            <div className="console-card">
              {!hideTitle && (
                <>
                  <h2 className="console-title" data-testid="console-title">
                    {heading}
                  </h2>
                  <hr className="console-divider" />
                </>
              )}
              {view}
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
