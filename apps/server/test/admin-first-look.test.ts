import { describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';

/**
 * What a new operator finds on a first look at the demo's Admin: staff in the administrators list (the seeded
 * operator with its role, who signs in and is limited to that role's menus), and a menu entry for every page
 * that exists, the currencies page included.
 */
const t = await testApp({ config: { permissionChecks: true } });

interface Page<T> {
  data: T[];
  total: number;
}
interface AdminItem {
  id: number;
  username: string;
  nickname: string;
  role_name: string[];
}
interface MenuRow {
  name: string;
  view: string;
  children?: MenuRow[];
}

const views = (rows: MenuRow[]): string[] => rows.flatMap((row) => [row.view, ...views(row.children ?? [])]);

describe('the demo administrators', () => {
  it("the super admin's list shows the operator and its role", async () => {
    const admin = await t.login('admin', 'admin');
    const list = await t.call<Page<AdminItem>>('GET', '/api/Admin/admins', { token: admin });
    expect(list.code).toBe(200);
    expect(list.data.total).toBeGreaterThan(0);
    expect(list.data.data).toContainEqual(
      expect.objectContaining({ username: 'operator', nickname: '运营小青', role_name: ['运营人员'] }),
    );
  });

  it("the operator signs in with the demo password and gets only its role's modules", async () => {
    const operator = await t.login('admin', 'operator');
    const menus = await t.call<MenuRow[]>('GET', '/api/Admin/load_menu', { token: operator });
    expect(menus.code).toBe(200);
    expect(menus.data.map((m) => m.name).sort()).toEqual(['商品中心', '工作台'].sort());
  });
});

describe("the super admin's menus", () => {
  it('lead to the currencies page, under the system settings', async () => {
    const admin = await t.login('admin', 'admin');
    const menus = await t.call<MenuRow[]>('GET', '/api/Admin/load_menu', { token: admin });
    expect(views(menus.data)).toContain('Admin/exts/currencies/index');
    const system = menus.data.find((m) => m.name === '系统中心');
    const settings = system?.children?.find((m) => m.name === '系统配置');
    expect(views(settings?.children ?? [])).toContain('Admin/exts/currencies/index');
  });
});
