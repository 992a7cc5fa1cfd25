import { Menu } from '@arco-design/web-react';
import '@arco-design/web-react/es/Menu/style/css.js';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@shop/api/endpoints/access';
import { menuLabel } from '@shop/api/menu-tree';
import { MenuIcon } from './MenuIcon.tsx';

export interface SideMenuProps {
  /** The checked module's children: items, or groups of items (one level). */
  items: ReadonlyArray<MenuNode>;
  /** Id of the current route's entry. */
  selectedId: number | undefined;
  collapsed: boolean;
  onOpen: (entry: MenuNode) => void;
}

// A collapsed sidebar shows only icons, so top-level entries without one get a neutral icon.
const GROUP_ICON = 'fa-folder-o';
const ITEM_ICON = 'fa-file-o';

/**
 * The left menu: the children of the active module, nested one level, or 'empty menus'.
 */
export function SideMenu({ items, selectedId, collapsed, onOpen }: SideMenuProps) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) {
    return (
      <div className="console-empty-menus" data-testid="console-empty-menus">
        {collapsed ? '-' : t('menu.emptyMenus')}
      </div>
    );
  }
  const byId = new Map<string, MenuNode>();
  for (const item of items) {
    byId.set(String(item.id), item);
    for (const leaf of item.children ?? []) byId.set(String(leaf.id), leaf);
  }
  const label = (entry: MenuNode) => menuLabel(entry, i18n.language);
  return (
    <Menu
      theme="dark"
      collapse={collapsed}
      className="console-menu"
      selectedKeys={selectedId === undefined ? [] : [String(selectedId)]}
      defaultOpenKeys={items.filter((item) => item.children?.length).map((item) => String(item.id))}
      onClickMenuItem={(key) => {
        const entry = byId.get(key);
        if (entry) onOpen(entry);
      }}
    >
      {items.map((item) =>
        item.children?.length ? (
          <Menu.SubMenu
            key={String(item.id)}
            data-testid="console-menu-group"
            title={
              <>
                <MenuIcon icon={item.icon || GROUP_ICON} />
                <span>{label(item)}</span>
              </>
            }
          >
            {item.children.map((leaf) => (
              <Menu.Item key={String(leaf.id)} data-testid="console-menu-item">
                <MenuIcon icon={leaf.icon} />
                {label(leaf)}
              </Menu.Item>
            ))}
          </Menu.SubMenu>
        ) : (
          <Menu.Item key={String(item.id)} data-testid="console-menu-item">
            <MenuIcon icon={item.icon || ITEM_ICON} />
            {label(item)}
          </Menu.Item>
        ),
      )}
    </Menu>
  );
}
