import { Suspense, lazy, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css.js';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import type { MenuEntry } from '@shop/api/menu';
import { buildMenuRoutes, menuLabel, menuTarget, type MenuRoute } from '@shop/api/menu-tree';
import { signOut } from '@shop/api/session';
import { AREA } from '../area.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { PageSpin } from './PageSpin.tsx';
import './console.css';

const UserInfoDialog = lazy(() => import('./UserInfoDialog.tsx'));

export interface ConsoleLayoutProps {
  menus: MenuEntry[];
  /** The route being shown; undefined on an area without routes. */
  route?: MenuRoute | undefined;
  /** Hide the page title and divider. */
  hideTitle?: boolean;
  children?: ReactNode;
}

function MenuIcon({ icon }: { icon?: string | undefined }) {
  return icon ? <i className={`fa ${icon} console-icon`} aria-hidden="true" /> : null;
}

/**
 * The back-office frame of spec §2.5: module tabs and user area on top, the active module's children on
 * the left (collapsible 200px ↔ 63px), the page title and the page in the main area.
 */
export function ConsoleLayout({ menus, route, hideTitle = false, children }: ConsoleLayoutProps) {
  const { t, i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const [collapsed, setCollapsed] = useState(false);
  const [checkedModule, setCheckedModule] = useState(route?.moduleIndex ?? 0);
  const [userInfoOpen, setUserInfoOpen] = useState(false);
  const routes = useMemo(() => buildMenuRoutes(menus, AREA), [menus]);
  const language = i18n.language;

  const routeModule = route?.moduleIndex;
  const routeId = route?.menu.id;
  useEffect(() => {
    // A new page highlights its own module; a clicked tab without a route keeps its check until then.
    if (routeModule !== undefined) setCheckedModule(routeModule);
  }, [routeModule, routeId]);

  const byId = useMemo(() => {
    const map = new Map<string, MenuEntry>();
    const walk = (entries: MenuEntry[] | undefined) =>
      entries?.forEach((entry) => {
        map.set(String(entry.id), entry);
        walk(entry.children);
      });
    walk(menus);
    return map;
  }, [menus]);

  /** Spec §2.5 "Clicking a menu item". */
  const open = (entry: MenuEntry): void => {
    const target = menuTarget(entry, AREA, routes, window.location.origin);
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
    else if (target.kind === 'route') navigate(target.path);
    else console.error(target.reason);
  };

  const sideItems = menus[checkedModule]?.children ?? [];
  const nickname = user?.nickname || '-';
  const title = route ? menuLabel(route.menu, language) : t('menu.menuName');

  return (
    <div className={`console ${collapsed ? 'console--collapsed' : ''}`} data-testid="console">
      <aside className="console-side" style={{ width: collapsed ? 63 : 200 }}>
        <div className="console-logo" title={t('menu.systemName')}>
          <span className="console-logo__mark">Q</span>
          {!collapsed && <span className="console-logo__text">{t('menu.systemName')}</span>}
        </div>
        {sideItems.length === 0 ? (
          <div className="console-empty-menus">{t('menu.emptyMenus')}</div>
        ) : (
          <Menu
            theme="dark"
            collapse={collapsed}
            className="console-menu"
            selectedKeys={route ? [String(route.menu.id)] : []}
            defaultOpenKeys={sideItems.filter((item) => item.children?.length).map((item) => String(item.id))}
            onClickMenuItem={(key) => {
              const entry = byId.get(key);
              if (entry) open(entry);
            }}
          >
            {sideItems.map((item) =>
              item.children?.length ? (
                <Menu.SubMenu
                  key={String(item.id)}
                  title={
                    <>
                      <MenuIcon icon={item.icon} />
                      <span>{menuLabel(item, language)}</span>
                    </>
                  }
                >
                  {item.children.map((leaf) => (
                    <Menu.Item key={String(leaf.id)}>
                      <MenuIcon icon={leaf.icon} />
                      {menuLabel(leaf, language)}
                    </Menu.Item>
                  ))}
                </Menu.SubMenu>
              ) : (
                <Menu.Item key={String(item.id)}>
                  <MenuIcon icon={item.icon} />
                  {menuLabel(item, language)}
                </Menu.Item>
              ),
            )}
          </Menu>
        )}
      </aside>

      <div className="console-body">
        <header className="console-header">
          <button
            type="button"
            className="console-fold"
            aria-label={collapsed ? t('common.unfold') : t('common.fold')}
            aria-pressed={collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            {collapsed ? '»' : '«'}
          </button>
          <nav className="console-modules" aria-label="modules">
            {menus.map((module, index) => (
              <button
                type="button"
                key={module.id}
                className={`console-module ${index === checkedModule ? 'console-module--checked' : ''}`}
                aria-current={index === checkedModule ? 'true' : undefined}
                data-testid="console-module"
                onClick={() => {
                  open(module);
                  setCheckedModule(index);
                }}
              >
                <MenuIcon icon={module.icon} />
                {menuLabel(module, language)}
              </button>
            ))}
          </nav>
          <div className="console-user">
            {user?.avatar ? (
              <img className="console-avatar" src={user.avatar} alt="" width={30} height={30} />
            ) : (
              <span className="console-avatar console-avatar--empty" aria-hidden="true">
                {nickname.slice(0, 1)}
              </span>
            )}
            <span className="console-greeting">{t('common.greeting')}</span>
            <span className="console-nickname" data-testid="console-nickname">
              {nickname}
            </span>
            <button
              type="button"
              className="console-link"
              data-testid="console-userinfo"
              onClick={() => setUserInfoOpen(true)}
            >
              {t('common.userInfo')}
            </button>
            <button
              type="button"
              className="console-link"
              data-testid="console-logout"
              onClick={() => void dispatch(signOut())}
            >
              {t('common.logout')}
            </button>
            <LanguageSwitch className="console-link" />
          </div>
        </header>

        <main className="console-main">
          <div className="console-card">
            {!hideTitle && (
              <>
                <h2 className="console-title" data-testid="console-title">
                  {title}
                </h2>
                <hr className="console-divider" />
              </>
            )}
            <div className="console-view" key={location}>
              <Suspense fallback={<PageSpin />}>{children}</Suspense>
            </div>
          </div>
        </main>
      </div>

      {userInfoOpen && (
        <Suspense fallback={null}>
          <UserInfoDialog onClose={() => setUserInfoOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
