import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToMenus, adminToRoles, admins, users } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';

// Route permissions on, as in production with PERMISSION=true, so the non-super admin case is real.
const t = await testApp({ config: { permissionChecks: true } });
const db = t.database.db;

let admin = '';
beforeAll(async () => {
  admin = await t.login('admin', 'admin');
});

interface Page<T> {
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
  current_page: number;
}
type AdminItem = {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  ip: string;
  role_name: string[];
  login_time: string | null;
  created_at: string;
};
type AdminShow = Record<string, unknown> & {
  id: number;
  username: string;
  nickname: string;
  role_id: number[];
  role_name: string[];
};
type UserItem = Record<string, unknown> & {
  id: number;
  username: string;
  nickname: string;
  money: string;
  integral: string;
  role_name: string[];
};

const adminByName = async (username: string) =>
  (await t.call<Page<AdminItem>>('GET', '/api/Admin/admins', { token: admin, query: { username } })).data.data[0];
const userByName = async (username: string) =>
  (await t.call<Page<UserItem>>('GET', '/api/Admin/users', { token: admin, query: { username } })).data.data[0];
const countRows = async (path: string) => (await t.call<Page<unknown>>('GET', path, { token: admin })).data.total;

describe('Admin admins', () => {
  it('creates an admin with roles, default password and nickname := username', async () => {
    const r = await t.call('POST', '/api/Admin/admins', {
      token: admin,
      body: { username: 'ops1', role_id: [2, 4], avatar: '/uploads/a.png' },
    });
    expect(r).toMatchObject({ status: 200, code: 200, data: [] });
    const item = await adminByName('ops1');
    expect(item).toBeDefined();
    expect(Object.keys(item!).sort()).toEqual([
      'avatar',
      'created_at',
      'id',
      'ip',
      'is_super',
      'login_time',
      'nickname',
      'role_name',
      'username',
    ]);
    expect(item!.nickname).toBe('ops1');
    expect(item!.role_name).toEqual(['系统管理员', '运营人员']);
    const show = await t.call<AdminShow>('GET', `/api/Admin/admins/${item!.id}`, { token: admin });
    expect(show.data).not.toHaveProperty('password');
    expect(show.data.role_id).toEqual([2, 4]);
    expect(show.data.role_name).toEqual(['系统管理员', '运营人员']);
    expect(show.data.belong_id).toBe(1);
    await expect(t.login('admin', 'ops1', '123456')).resolves.toBeTypeOf('string');
  });

  it('updates with the whole record the edit form sends; blank password keeps the old one; roles re-synced', async () => {
    const item = await adminByName('ops1');
    const show = await t.call<AdminShow>('GET', `/api/Admin/admins/${item!.id}`, { token: admin });
    const r = await t.call('PUT', `/api/Admin/admins/${item!.id}`, {
      token: admin,
      body: { ...show.data, nickname: '运营一号', password: '', role_id: [4], is_super: 1, belong_id: 99 },
    });
    expect(r).toMatchObject({ code: 200, data: 1 });
    const after = await t.call<AdminShow>('GET', `/api/Admin/admins/${item!.id}`, { token: admin });
    expect(after.data.nickname).toBe('运营一号');
    expect(after.data.username).toBe('ops1');
    expect(after.data.role_id).toEqual([4]);
    expect(after.data.is_super).toBe(0);
    expect(after.data.belong_id).toBe(1);
    await expect(t.login('admin', 'ops1', '123456')).resolves.toBeTypeOf('string');
    const pw = await t.call('PATCH', `/api/Admin/admins/${item!.id}`, {
      token: admin,
      body: { password: 'n3w-secret' },
    });
    expect(pw.code).toBe(200);
    await expect(t.login('admin', 'ops1', 'n3w-secret')).resolves.toBeTypeOf('string');
  });

  it('refuses a duplicate username with the qwshop message, on create and on update', async () => {
    const before = await countRows('/api/Admin/admins');
    const dup = await t.call('POST', '/api/Admin/admins', { token: admin, body: { username: 'ops1' } });
    expect(dup).toMatchObject({ status: 200, code: 500, msg: '用户名已经存在.', data: [] });
    const superDup = await t.call('POST', '/api/Admin/admins', { token: admin, body: { username: 'admin' } });
    expect(superDup.msg).toBe('用户名已经存在.');
    expect(await countRows('/api/Admin/admins')).toBe(before);
    await t.call('POST', '/api/Admin/admins', { token: admin, body: { username: 'ops2' } });
    const ops2 = await adminByName('ops2');
    const rename = await t.call('PUT', `/api/Admin/admins/${ops2!.id}`, { token: admin, body: { username: 'ops1' } });
    expect(rename).toMatchObject({ code: 500, msg: '用户名已经存在.' });
    expect((await adminByName('ops2'))?.username).toBe('ops2');
    const en = await t.call('POST', '/api/Admin/admins', {
      token: admin,
      body: { username: 'ops1' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.msg).toBe('The username already exists.');
  });

  it('bad input answers a clear error and changes nothing', async () => {
    const before = await countRows('/api/Admin/admins');
    const long = await t.call('POST', '/api/Admin/admins', { token: admin, body: { username: 'x'.repeat(21) } });
    expect(long).toMatchObject({ status: 200, code: 422 });
    expect(long.msg).toContain('username');
    const blank = await t.call('POST', '/api/Admin/admins', { token: admin, body: { username: '' } });
    expect(blank.code).toBe(422);
    const badRole = await t.call('POST', '/api/Admin/admins', {
      token: admin,
      body: { username: 'ops3', role_id: ['2', 'abc'] },
    });
    expect(badRole).toMatchObject({ code: 422 });
    expect(badRole.msg).toContain('role_id');
    const missingRole = await t.call('POST', '/api/Admin/admins', {
      token: admin,
      body: { username: 'ops3', role_id: [99999] },
    });
    expect(missingRole.code).toBe(422);
    const shortPw = await t.call('POST', '/api/Admin/admins', {
      token: admin,
      body: { username: 'ops3', password: '12' },
    });
    expect(shortPw.code).toBe(422);
    expect(await countRows('/api/Admin/admins')).toBe(before);
    expect(await adminByName('ops3')).toBeUndefined();

    const ops1 = await adminByName('ops1');
    const blankName = await t.call('PUT', `/api/Admin/admins/${ops1!.id}`, {
      token: admin,
      body: { username: '', role_id: [2] },
    });
    expect(blankName.code).toBe(422);
    const badIds = await t.call('PUT', `/api/Admin/admins/${ops1!.id}`, {
      token: admin,
      body: { nickname: 'changed', role_id: ['x'] },
    });
    expect(badIds.code).toBe(422);
    const show = await t.call<AdminShow>('GET', `/api/Admin/admins/${ops1!.id}`, { token: admin });
    expect(show.data).toMatchObject({ username: 'ops1', nickname: '运营一号', role_id: [4] });
    const badId = await t.call('GET', '/api/Admin/admins/abc', { token: admin });
    expect(badId.status).toBe(400);
  });

  it('never deletes admin 1; deletes others and detaches their roles', async () => {
    const one = await t.call('DELETE', '/api/Admin/admins/1', { token: admin });
    expect(one).toMatchObject({ code: 500, msg: 'find data error.' });
    const ops2 = await adminByName('ops2');
    await t.call('PUT', `/api/Admin/admins/${ops2!.id}`, { token: admin, body: { role_id: [2] } });
    expect(await db.select().from(adminToRoles).where(eq(adminToRoles.admin_id, ops2!.id))).toHaveLength(1);
    const both = await t.call('DELETE', `/api/Admin/admins/1,${ops2!.id}`, { token: admin });
    expect(both).toMatchObject({ code: 200, data: 1 });
    expect(await db.select().from(adminToRoles).where(eq(adminToRoles.admin_id, ops2!.id))).toHaveLength(0);
    const [row1] = await db.select().from(admins).where(eq(admins.id, 1));
    expect(row1?.deleted_at).toBeNull();
    expect((await t.call('GET', `/api/Admin/admins/${ops2!.id}`, { token: admin })).msg).toBe('find data error.');
    await expect(t.login('admin', 'ops2')).rejects.toThrow();
  });

  it('search grammar: like, in, created_at range and between, unknown field or operator → 400', async () => {
    const like = await t.call<Page<AdminItem>>('GET', '/api/Admin/admins', {
      token: admin,
      query: { username: 'ops|likeRight' },
    });
    expect(like.data.data.map((a) => a.username)).toEqual(['ops1']);
    const ops1 = await adminByName('ops1');
    const inList = await t.call<Page<AdminItem>>('GET', '/api/Admin/admins', {
      token: admin,
      query: { id: `${ops1!.id},99999|in` },
    });
    expect(inList.status).toBe(400); // id is not a searchable admin field
    const range = await t.call<Page<AdminItem>>('GET', '/api/Admin/admins', {
      token: admin,
      query: { created_at: ['2000-01-01', '2100-01-01'] },
    });
    expect(range.data.total).toBeGreaterThanOrEqual(1);
    const between = await t.call<Page<AdminItem>>('GET', '/api/Admin/admins', {
      token: admin,
      query: { created_at: '1990-01-01,1991-01-01|between' },
    });
    expect(between.data.total).toBe(0);
    const unknown = await t.call('GET', '/api/Admin/admins', { token: admin, query: { password: 'x' } });
    expect(unknown).toMatchObject({ status: 400, code: 400 });
    const badOp = await t.call('GET', '/api/Admin/admins', { token: admin, query: { username: 'x|regexp' } });
    expect(badOp).toMatchObject({ status: 400, code: 400 });
  });
});

describe('Admin users', () => {
  it('creates a shop user with defaults and shows it without secrets', async () => {
    const r = await t.call('POST', '/api/Admin/users', {
      token: admin,
      body: { username: 'buyer1', phone: '13900000001', inviter_id: 9, money: '500' },
    });
    expect(r).toMatchObject({ code: 200, data: [] });
    const item = await userByName('buyer1');
    expect(Object.keys(item!).sort()).toEqual(
      [
        'avatar',
        'created_at',
        'frozen_money',
        'id',
        'integral',
        'inviter_id',
        'ip',
        'last_login_time',
        'login_time',
        'money',
        'nickname',
        'phone',
        'role_name',
        'updated_at',
        'username',
      ].sort(),
    );
    expect(item).toMatchObject({
      nickname: 'Mysterious',
      phone: '13900000001',
      inviter_id: 9,
      money: '0.00',
      role_name: [],
    });
    const show = await t.call<Record<string, unknown>>('GET', `/api/Admin/users/${item!.id}`, { token: admin });
    expect(show.data).not.toHaveProperty('password');
    expect(show.data).not.toHaveProperty('pay_password');
    expect(show.data).toMatchObject({ username: 'buyer1', belong_id: 0, user_check: null, wechat_check: null });
    await expect(t.login('home', 'buyer1', '123456')).resolves.toBeTypeOf('string');
  });

  it('update never touches money, frozen money, points or belong_id; an unchanged username is fine', async () => {
    const item = await userByName('buyer1');
    const show = await t.call<Record<string, unknown>>('GET', `/api/Admin/users/${item!.id}`, { token: admin });
    const r = await t.call('PUT', `/api/Admin/users/${item!.id}`, {
      token: admin,
      body: {
        ...show.data,
        nickname: 'Buyer One',
        money: '99999.00',
        frozen_money: '5.00',
        integral: '5000',
        belong_id: 6,
        password: '',
        pay_password: '',
      },
    });
    expect(r).toMatchObject({ code: 200, data: 1 });
    const [row] = await db.select().from(users).where(eq(users.id, item!.id));
    expect(row).toMatchObject({
      nickname: 'Buyer One',
      money: '0.00',
      frozen_money: '0.00',
      integral: '0.00',
      belong_id: 0,
    });
    await expect(t.login('home', 'buyer1', '123456')).resolves.toBeTypeOf('string');
  });

  it('refuses duplicate usernames and phones, bad secrets, bad inviters; nothing changes', async () => {
    const before = await countRows('/api/Admin/users');
    expect(await t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'buyer1' } })).toMatchObject({
      code: 500,
      msg: '用户名已经存在.',
      data: [],
    });
    expect(
      await t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'buyer2', phone: '13900000001' } }),
    ).toMatchObject({ code: 500, msg: '手机号码已经存在.' });
    expect((await t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'u'.repeat(31) } })).code).toBe(
      422,
    );
    expect(
      (await t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'buyer2', pay_password: 'abc' } }))
        .code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'buyer2', inviter_id: 99999 } }))
        .code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'buyer2', inviter_id: 'nine' } }))
        .code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'buyer2', phone: '12345' } })).msg,
    ).toBe('手机号码错误.');
    expect(await countRows('/api/Admin/users')).toBe(before);

    const buyer = await userByName('buyer1');
    expect(
      (await t.call('PUT', `/api/Admin/users/${buyer!.id}`, { token: admin, body: { username: '13800000000' } })).msg,
    ).toBe('用户名已经存在.');
    // Inviter loops (9 invites buyer1, buyer1 would invite 9) are refused.
    expect((await t.call('PUT', '/api/Admin/users/9', { token: admin, body: { inviter_id: buyer!.id } })).code).toBe(
      422,
    );
    expect(
      (await t.call('PUT', `/api/Admin/users/${buyer!.id}`, { token: admin, body: { inviter_id: buyer!.id } })).code,
    ).toBe(422);
    const [row] = await db.select().from(users).where(eq(users.id, buyer!.id));
    expect(row).toMatchObject({ username: 'buyer1', inviter_id: 9 });
    const [nine] = await db.select().from(users).where(eq(users.id, 9));
    expect(nine?.inviter_id).toBe(0);
  });

  it('concurrent creates of one username: exactly one wins', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.call('POST', '/api/Admin/users', { token: admin, body: { username: 'racer', nickname: `r${i}` } }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.msg === '用户名已经存在.')).toHaveLength(4);
    expect(
      (await t.call<Page<UserItem>>('GET', '/api/Admin/users', { token: admin, query: { username: 'racer' } })).data
        .total,
    ).toBe(1);
  });

  it('search: like, dictionary id in-list, date range, unknown field/operator', async () => {
    const like = await t.call<Page<UserItem>>('GET', '/api/Admin/users', {
      token: admin,
      query: { username: '8888|like' },
    });
    expect(like.data.data.map((u) => u.username)).toEqual(['18888888888']);
    const dict = await t.call<Page<UserItem>>('GET', '/api/Admin/users', { token: admin, query: { id: '6,9|in' } });
    expect(dict.data.data.map((u) => u.id).sort()).toEqual([6, 9]);
    const phone = await t.call<Page<UserItem>>('GET', '/api/Admin/users', {
      token: admin,
      query: { phone: '13900000001' },
    });
    expect(phone.data.total).toBe(1);
    const range = await t.call<Page<UserItem>>('GET', '/api/Admin/users', {
      token: admin,
      query: { created_at: ['2000-01-01', '2100-01-01'] },
    });
    expect(range.data.total).toBeGreaterThanOrEqual(4);
    const between = await t.call<Page<UserItem>>('GET', '/api/Admin/users', {
      token: admin,
      query: { created_at: '2000-01-01,2000-02-01|between' },
    });
    expect(between.data.total).toBe(0);
    expect((await t.call('GET', '/api/Admin/users', { token: admin, query: { money: '0' } })).status).toBe(400);
    expect((await t.call('GET', '/api/Admin/users', { token: admin, query: { nickname: 'x|exists' } })).status).toBe(
      400,
    );
    expect((await t.call('GET', '/api/Admin/users', { token: admin, query: { sort_type: 'password' } })).status).toBe(
      400,
    );
    const sorted = await t.call<Page<UserItem>>('GET', '/api/Admin/users', {
      token: admin,
      query: { sort_type: 'money', sort_order: 'desc' },
    });
    expect(sorted.data.data[0]?.id).toBe(9);
  });

  it('import: all rows or none, with the same rules as a create', async () => {
    const before = await countRows('/api/Admin/users');
    const bad = await t.call('POST', '/api/Admin/users/import/excel', {
      token: admin,
      body: [{ username: 'imp1' }, { username: 'buyer1' }],
    });
    expect(bad).toMatchObject({ code: 500, msg: '#2 用户名已经存在.' });
    expect(await countRows('/api/Admin/users')).toBe(before);
    const ok = await t.call('POST', '/api/Admin/users/import/excel', {
      token: admin,
      body: [{ username: 'imp1', money: '9' }, { username: 'imp2' }],
    });
    expect(ok).toMatchObject({ code: 200, data: 2 });
    expect(await userByName('imp1')).toMatchObject({ nickname: 'Mysterious', money: '0.00' });
    expect(
      (await t.call('POST', '/api/Admin/admins/import/excel', { token: admin, body: [{ username: 'x' }] })).status,
    ).toBe(404);
  });

  it('deletes a user (soft) so it can no longer sign in', async () => {
    const buyer = await userByName('buyer1');
    expect(await t.call('DELETE', `/api/Admin/users/${buyer!.id}`, { token: admin })).toMatchObject({
      code: 200,
      data: 1,
    });
    expect(await userByName('buyer1')).toBeUndefined();
    await expect(t.login('home', 'buyer1')).rejects.toThrow();
    expect((await t.call('DELETE', `/api/Admin/users/${buyer!.id}`, { token: admin })).msg).toBe('find data error.');
  });
});

describe('Admin roles, permission groups, permissions', () => {
  let groupId = 0;
  let permissionId = 0;

  it('permission groups and permissions: CRUD, isWith, AdminPermissionCollection', async () => {
    expect(
      await t.call('POST', '/api/Admin/permission_groups', {
        token: admin,
        body: { name: '会员', content: '会员接口' },
      }),
    ).toMatchObject({ code: 200 });
    const groups = await t.call<{ id: number; name: string }[]>('GET', '/api/Admin/permission_groups', {
      token: admin,
      query: { isAll: 'true', name: '会员' },
    });
    groupId = groups.data[0]!.id;
    const created = await t.call<{ id: number }>('POST', '/api/Admin/permissions', {
      token: admin,
      body: { pid: groupId, name: '会员列表', apis: 'admin.users.index', content: '查看会员' },
    });
    expect(created.code).toBe(200);
    permissionId = created.data.id;
    const list = await t.call<Page<Record<string, unknown>>>('GET', '/api/Admin/permissions', {
      token: admin,
      query: { isWith: 'permission_groups', apis: 'admin.users|likeRight' },
    });
    const [{ created_at: createdAt, ...item } = {}] = list.data.data;
    expect(item).toEqual({
      id: permissionId,
      group_name: '会员',
      name: '会员列表',
      apis: 'admin.users.index',
      content: '查看会员',
    });
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const withPerms = await t.call<{ id: number; permissions: { apis: string }[] }[]>(
      'GET',
      '/api/Admin/permission_groups',
      {
        token: admin,
        query: { isAll: 'true', isWith: 'permissions' },
      },
    );
    expect(withPerms.data.find((g) => g.id === groupId)?.permissions.map((p) => p.apis)).toEqual(['admin.users.index']);
    expect(
      (
        await t.call('POST', '/api/Admin/permissions', {
          token: admin,
          body: { pid: 99999, name: 'x', apis: 'admin.x' },
        })
      ).code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Admin/permissions', { token: admin, body: { pid: groupId, name: 'x' } })).code,
    ).toBe(422);
    const orphan = await t.call<{ id: number }>('POST', '/api/Admin/permissions', {
      token: admin,
      body: { name: '无分组', apis: 'admin.none' },
    });
    const orphanList = await t.call<Page<{ group_name: string }>>('GET', '/api/Admin/permissions', {
      token: admin,
      query: { apis: 'admin.none' },
    });
    expect(orphanList.data.data[0]?.group_name).toBe('-');
    expect((await t.call('DELETE', `/api/Admin/permissions/${orphan.data.id}`, { token: admin })).data).toBe(1);
  });

  it('roles: create with menus and permissions, show them, re-sync, isAll; bad ids change nothing', async () => {
    const r = await t.call('POST', '/api/Admin/roles', {
      token: admin,
      body: { name: '会员查看', menu_id: [1, 59], permission_id: [permissionId] },
    });
    expect(r).toMatchObject({ code: 200, data: [] });
    const all = await t.call<{ id: number; name: string; belong_id: number }[]>('GET', '/api/Admin/roles', {
      token: admin,
      query: { isAll: 'true' },
    });
    expect(Array.isArray(all.data)).toBe(true);
    const role = all.data.find((x) => x.name === '会员查看');
    expect(role?.belong_id).toBe(1);
    const show = await t.call<{
      menus: { id: number; pivot: unknown }[];
      permissions: { apis: string }[];
      menu_id: number[];
      permission_id: number[];
    }>('GET', `/api/Admin/roles/${role!.id}`, { token: admin });
    expect(show.data.menu_id.sort((a, b) => a - b)).toEqual([1, 59]);
    expect(show.data.menus[0]?.pivot).toEqual({ role_id: role!.id, menu_id: show.data.menus[0]?.id });
    expect(show.data.permissions.map((p) => p.apis)).toEqual(['admin.users.index']);
    expect(show.data.permission_id).toEqual([permissionId]);

    const before = JSON.stringify(show.data);
    for (const body of [
      { name: '会员查看', menu_id: ['1', 'x'] },
      { name: '会员查看', menu_id: [99999] },
      { name: '会员查看', permission_id: [99999] },
      { name: '' },
      { name: '名'.repeat(16) },
    ]) {
      const bad = await t.call('PUT', `/api/Admin/roles/${role!.id}`, { token: admin, body });
      expect(bad.code, JSON.stringify(body)).toBe(422);
    }
    expect(JSON.stringify((await t.call('GET', `/api/Admin/roles/${role!.id}`, { token: admin })).data)).toBe(before);

    // The edit form sends the loaded record with the relation arrays nulled plus the new selections.
    const edit = await t.call('PUT', `/api/Admin/roles/${role!.id}`, {
      token: admin,
      body: { ...show.data, menus: null, permissions: null, menu_id: [1, 59, 19, 20], permission_id: [permissionId] },
    });
    expect(edit).toMatchObject({ code: 200, data: 1 });
    const again = await t.call<{ menu_id: number[] }>('GET', `/api/Admin/roles/${role!.id}`, { token: admin });
    expect(again.data.menu_id.sort((a, b) => a - b)).toEqual([1, 19, 20, 59]);
    // An explicit empty value clears the links; an absent field leaves them alone.
    await t.call('PUT', `/api/Admin/roles/${role!.id}`, { token: admin, body: { menu_id: '' } });
    const cleared = await t.call<{ menu_id: number[]; permission_id: number[] }>(
      'GET',
      `/api/Admin/roles/${role!.id}`,
      { token: admin },
    );
    expect(cleared.data.menu_id).toEqual([]);
    expect(cleared.data.permission_id).toEqual([permissionId]);
    await t.call('PUT', `/api/Admin/roles/${role!.id}`, { token: admin, body: { menu_id: [1, 59] } });
  });

  it('role 1 is never deleted; deleting a role detaches it everywhere', async () => {
    expect(await t.call('DELETE', '/api/Admin/roles/1', { token: admin })).toMatchObject({
      code: 500,
      msg: 'find data error.',
    });
    await t.call('POST', '/api/Admin/roles', { token: admin, body: { name: '临时', menu_id: [1] } });
    const tmp = (
      await t.call<{ id: number; name: string }[]>('GET', '/api/Admin/roles', {
        token: admin,
        query: { isAll: 'true', name: '临时' },
      })
    ).data[0]!;
    await t.call('POST', '/api/Admin/admins', { token: admin, body: { username: 'tmpadmin', role_id: [tmp.id] } });
    expect(await t.call('DELETE', `/api/Admin/roles/1,${tmp.id}`, { token: admin })).toMatchObject({
      code: 200,
      data: 1,
    });
    expect(await db.select().from(adminToMenus).where(eq(adminToMenus.role_id, tmp.id))).toHaveLength(0);
    expect(await db.select().from(adminToRoles).where(eq(adminToRoles.role_id, tmp.id))).toHaveLength(0);
    expect((await adminByName('tmpadmin'))?.role_name).toEqual([]);
    const roles = await t.call<Page<{ id: number }>>('GET', '/api/Admin/roles', {
      token: admin,
      query: { name: '超级|like' },
    });
    expect(roles.data.data.map((x) => x.id)).toEqual([1]);
  });

  it('a non-super admin reaches only the routes and menus of its roles', async () => {
    const role = (
      await t.call<{ id: number }[]>('GET', '/api/Admin/roles', {
        token: admin,
        query: { isAll: 'true', name: '会员查看' },
      })
    ).data[0]!;
    expect(
      (await t.call('POST', '/api/Admin/admins', { token: admin, body: { username: 'viewer', role_id: [role.id] } }))
        .code,
    ).toBe(200);
    const viewer = await t.login('admin', 'viewer');
    const list = await t.call<Page<UserItem>>('GET', '/api/Admin/users', { token: viewer });
    expect(list.code).toBe(200);
    expect(list.data.total).toBeGreaterThan(0);
    expect(await t.call('GET', '/api/Admin/admins', { token: viewer })).toMatchObject({
      code: 403,
      msg: '权限异常.',
      data: [],
    });
    expect((await t.call('POST', '/api/Admin/users', { token: viewer, body: { username: 'sneaky' } })).code).toBe(403);
    expect(
      (await t.call('PUT', '/api/Admin/roles/1', { token: viewer, body: { permission_id: [permissionId] } })).code,
    ).toBe(403);
    const menu = await t.call<{ id: number; children?: { id: number }[] }[]>('GET', '/api/Admin/load_menu', {
      token: viewer,
    });
    expect(menu.data.map((m) => m.id)).toEqual([1]);
    expect(menu.data[0]?.children?.map((m) => m.id)).toEqual([59]);
  });
});

describe('Admin menus and seller menus', () => {
  for (const path of ['menus', 'seller_menus'] as const) {
    it(`${path}: tree mode, CRUD, parent checks`, async () => {
      const base = `/api/Admin/${path}`;
      const roots = await t.call<{ id: number; pid: number; is_sort: number; has_children: unknown }[]>('GET', base, {
        token: admin,
        query: { isChildren: 'true', pid: 0 },
      });
      expect(Array.isArray(roots.data)).toBe(true);
      expect(roots.data.every((m) => m.pid === 0)).toBe(true);
      expect(roots.data.some((m) => m.has_children !== null)).toBe(true);
      const sorts = roots.data.map((m) => m.is_sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      const parent = roots.data[0]!.id;
      const created = await t.call<{ id: number }>('POST', base, {
        token: admin,
        body: {
          pid: parent,
          name: '测试菜单',
          ename: 'Test',
          icon: 'fa-cogs',
          apis: '/Admin/test',
          view: 'Admin/test/index',
          is_open: 0,
          is_sort: 99,
        },
      });
      expect(created.code).toBe(200);
      const id = created.data.id;
      const kids = await t.call<{ id: number }[]>('GET', base, {
        token: admin,
        query: { isChildren: 'true', pid: parent },
      });
      expect(kids.data.map((m) => m.id)).toContain(id);
      expect((await t.call('PUT', `${base}/${id}`, { token: admin, body: { pid: id } })).code).toBe(422);
      expect((await t.call('PUT', `${base}/${parent}`, { token: admin, body: { pid: id } })).code).toBe(422);
      expect((await t.call('PUT', `${base}/${id}`, { token: admin, body: { pid: 99999 } })).code).toBe(422);
      expect((await t.call('PUT', `${base}/${id}`, { token: admin, body: { is_open: 7 } })).code).toBe(422);
      expect((await t.call('PUT', `${base}/${id}`, { token: admin, body: { name: '' } })).code).toBe(422);
      expect((await t.call<Record<string, unknown>>('GET', `${base}/${parent}`, { token: admin })).data.pid).toBe(0);
      expect(await t.call('PUT', `${base}/${id}`, { token: admin, body: { name: '改名', pid: 0 } })).toMatchObject({
        code: 200,
        data: 1,
      });
      expect((await t.call<Record<string, unknown>>('GET', `${base}/${id}`, { token: admin })).data).toMatchObject({
        name: '改名',
        pid: 0,
        ename: 'Test',
      });
      const search = await t.call<Page<{ id: number }>>('GET', base, { token: admin, query: { name: '改|likeRight' } });
      expect(search.data.data.map((m) => m.id)).toEqual([id]);
      expect((await t.call('GET', base, { token: admin, query: { deleted_at: '2000-01-01' } })).status).toBe(400);
      expect(await t.call('DELETE', `${base}/${id}`, { token: admin })).toMatchObject({ code: 200, data: 1 });
      expect((await t.call('GET', `${base}/${id}`, { token: admin })).msg).toBe('find data error.');
    });
  }
});
