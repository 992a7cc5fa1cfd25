import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stores, userToMenus, userToRoles, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { testApp } from './helper.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';

const t = await testApp();
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
}
type SubItem = { id: number; username: string; nickname: string; role_name: string[] };
type RoleRow = { id: number; name: string; belong_id: number };

let owner1 = '';
let owner2 = '';
let owner2Id = 0;

/** A second store, created straight in the database: its owner must see none of store 1's staff and roles. */
beforeAll(async () => {
  owner1 = await t.login('seller', '18888888888');
  const [u] = await db
    .insert(users)
    .values({ username: 'owner2', nickname: 'owner2', password: await hashPassword('123456'), pay_password: '' })
    .returning({ id: users.id });
  owner2Id = u!.id;
  await db.insert(stores).values({ user_id: owner2Id, store_name: '第二家店' });
  owner2 = await t.login('seller', 'owner2');
});

const subByName = async (token: string, username: string) =>
  (await t.call<Page<SubItem>>('GET', '/api/Seller/users', { token, query: { username } })).data.data[0];
const roleByName = async (token: string, name: string) =>
  (await t.call<RoleRow[]>('GET', '/api/Seller/roles', { token, query: { isAll: 'true', name } })).data[0];

describe('Seller roles and sub-accounts of one store', () => {
  it('the owner creates a role with menus; show returns them', async () => {
    const r = await t.call('POST', '/api/Seller/roles', { token: owner1, body: { name: '仓管', menu_id: [1, 3] } });
    expect(r).toMatchObject({ code: 200, data: [] });
    const all = await t.call<RoleRow[]>('GET', '/api/Seller/roles', { token: owner1, query: { isAll: 'true' } });
    expect(all.data.map((x) => x.name).sort()).toEqual(['仓管', '客服']);
    const role = await roleByName(owner1, '仓管');
    expect(role?.belong_id).toBe(6);
    const show = await t.call<{ name: string; menu_id: number[]; menus: { id: number }[]; permissions: unknown[] }>(
      'GET',
      `/api/Seller/roles/${role!.id}`,
      {
        token: owner1,
      },
    );
    expect(show.data.menu_id.sort((a, b) => a - b)).toEqual([1, 3]);
    expect(show.data.menus).toHaveLength(2);
    expect(show.data.permissions).toEqual([]);
    const paged = await t.call<Page<RoleRow>>('GET', '/api/Seller/roles', {
      token: owner1,
      query: { name: '仓|like' },
    });
    expect(paged.data.data.map((x) => x.name)).toEqual(['仓管']);
  });

  it('the owner creates a sub-account with that role; it signs in and sees only the role’s menus', async () => {
    const role = await roleByName(owner1, '仓管');
    const r = await t.call('POST', '/api/Seller/users', {
      token: owner1,
      body: { username: 'staff1', role_id: [role!.id], belong_id: 0, money: '100' },
    });
    expect(r).toMatchObject({ code: 200, data: [] });
    const item = await subByName(owner1, 'staff1');
    expect(item).toMatchObject({ nickname: 'Mysterious', role_name: ['仓管'] });
    const [row] = await db.select().from(users).where(eq(users.id, item!.id));
    expect(row).toMatchObject({ belong_id: 6, money: '0.00' });
    const show = await t.call<Record<string, unknown>>('GET', `/api/Seller/users/${item!.id}`, { token: owner1 });
    expect(show.data).not.toHaveProperty('password');
    expect(show.data).toMatchObject({ role_id: [role!.id], role_name: ['仓管'] });
    const staff = await t.login('seller', 'staff1');
    const menu = await t.call<{ id: number }[]>('GET', '/api/Seller/load_menu', { token: staff });
    expect(menu.data.map((m) => m.id).sort((a, b) => a - b)).toEqual([1, 3]);
    const list = await t.call<Page<SubItem>>('GET', '/api/Seller/users', { token: owner1 });
    expect(list.data.data.map((u) => u.username).sort()).toEqual(['seller', 'staff1']);
  });

  it('update: unchanged username is fine, roles re-synced, password changes only when sent', async () => {
    const item = await subByName(owner1, 'staff1');
    const show = await t.call<Record<string, unknown>>('GET', `/api/Seller/users/${item!.id}`, { token: owner1 });
    const r = await t.call('PUT', `/api/Seller/users/${item!.id}`, {
      token: owner1,
      body: { ...show.data, nickname: '仓管小王', password: '', role_id: [2] },
    });
    expect(r).toMatchObject({ code: 200, data: 1 });
    expect(await subByName(owner1, 'staff1')).toMatchObject({ nickname: '仓管小王', role_name: ['客服'] });
    await expect(t.login('seller', 'staff1', '123456')).resolves.toBeTypeOf('string');
  });

  it('duplicate usernames (any account of the shop), too-long names and bad role ids are refused; nothing changes', async () => {
    for (const username of ['seller', '13800000000', 'owner2', 'staff1']) {
      const dup = await t.call('POST', '/api/Seller/users', { token: owner1, body: { username } });
      expect(dup, username).toMatchObject({ status: 200, code: 500, msg: '用户名已经存在.', data: [] });
    }
    expect(
      (await t.call('POST', '/api/Seller/users', { token: owner1, body: { username: 's'.repeat(31) } })).code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Seller/users', { token: owner1, body: { username: 'staff2', role_id: ['abc'] } }))
        .code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Seller/users', { token: owner1, body: { username: 'staff2', role_id: [99999] } }))
        .code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Seller/roles', { token: owner1, body: { name: '坏', menu_id: ['1;drop'] } })).code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Seller/roles', { token: owner1, body: { name: '坏', menu_id: [99999] } })).code,
    ).toBe(422);
    expect((await t.call('POST', '/api/Seller/roles', { token: owner1, body: { menu_id: [1] } })).code).toBe(422);
    const list = await t.call<Page<SubItem>>('GET', '/api/Seller/users', { token: owner1 });
    expect(list.data.total).toBe(2);
    expect(
      (await t.call<RoleRow[]>('GET', '/api/Seller/roles', { token: owner1, query: { isAll: 'true' } })).data,
    ).toHaveLength(2);

    const item = await subByName(owner1, 'staff1');
    const rename = await t.call('PUT', `/api/Seller/users/${item!.id}`, {
      token: owner1,
      body: { username: 'seller' },
    });
    expect(rename.msg).toBe('用户名已经存在.');
    const badRoles = await t.call('PUT', `/api/Seller/users/${item!.id}`, {
      token: owner1,
      body: { nickname: 'x', role_id: ['1', 'two'] },
    });
    expect(badRoles.code).toBe(422);
    expect(await subByName(owner1, 'staff1')).toMatchObject({
      username: 'staff1',
      nickname: '仓管小王',
      role_name: ['客服'],
    });
  });

  it('search grammar on the sub-account list', async () => {
    expect(
      (
        await t.call<Page<SubItem>>('GET', '/api/Seller/users', {
          token: owner1,
          query: { username: 'staff|likeRight' },
        })
      ).data.total,
    ).toBe(1);
    expect(
      (
        await t.call<Page<SubItem>>('GET', '/api/Seller/users', {
          token: owner1,
          query: { created_at: ['2000-01-01', '2100-01-01'] },
        })
      ).data.total,
    ).toBe(2);
    expect((await t.call('GET', '/api/Seller/users', { token: owner1, query: { belong_id: 7 } })).status).toBe(400);
    expect((await t.call('GET', '/api/Seller/users', { token: owner1, query: { username: 'x|rlike' } })).status).toBe(
      400,
    );
  });

  it('the owner cannot reach its own row or shoppers through the sub-account routes', async () => {
    expect((await t.call('GET', '/api/Seller/users/6', { token: owner1 })).msg).toBe('find data error.');
    expect((await t.call('PUT', '/api/Seller/users/6', { token: owner1, body: { nickname: 'x' } })).msg).toBe(
      'edit data error.',
    );
    expect((await t.call('PUT', '/api/Seller/users/9', { token: owner1, body: { password: 'hijack1' } })).msg).toBe(
      'edit data error.',
    );
    expect((await t.call('DELETE', '/api/Seller/users/9', { token: owner1 })).msg).toBe('find data error.');
    await expect(t.login('home', '13800000000', '123456')).resolves.toBeTypeOf('string');
  });

  it('a sub-account gets 403 on every account route', async () => {
    const sub = await t.login('seller', 'seller');
    expect(await t.call('GET', '/api/Seller/users', { token: sub })).toMatchObject({
      code: 403,
      msg: '权限异常.',
      data: [],
    });
    expect((await t.call('GET', '/api/Seller/roles', { token: sub, query: { isAll: 'true' } })).code).toBe(403);
    expect((await t.call('PUT', '/api/Seller/users/8', { token: sub, body: { role_id: [2] } })).code).toBe(403);
    expect((await t.call('POST', '/api/Seller/roles', { token: sub, body: { name: '全部', menu_id: [1] } })).code).toBe(
      403,
    );
    expect((await t.call('GET', '/api/Seller/permission_groups', { token: sub })).code).toBe(403);
  });

  it('the role editor’s permission-group call answers for the owner', async () => {
    const r = await t.call<unknown[]>('GET', '/api/Seller/permission_groups', {
      token: owner1,
      query: { isAll: 'true', isWith: 'permissions' },
    });
    expect(r).toMatchObject({ code: 200 });
    expect(Array.isArray(r.data)).toBe(true);
  });
});

describe('Seller account isolation between stores', () => {
  it('another store owner sees, shows, updates and deletes none of store 1’s staff and roles', async () => {
    const staff = await subByName(owner1, 'staff1');
    const role = await roleByName(owner1, '仓管');
    expect((await t.call<Page<SubItem>>('GET', '/api/Seller/users', { token: owner2 })).data).toMatchObject({
      data: [],
      total: 0,
    });
    expect(
      (await t.call<RoleRow[]>('GET', '/api/Seller/roles', { token: owner2, query: { isAll: 'true' } })).data,
    ).toEqual([]);
    expect((await t.call('GET', `/api/Seller/users/${staff!.id}`, { token: owner2 })).msg).toBe('find data error.');
    expect(
      (
        await t.call('PUT', `/api/Seller/users/${staff!.id}`, {
          token: owner2,
          body: { nickname: 'pwned', password: 'pwned1' },
        })
      ).msg,
    ).toBe('edit data error.');
    expect((await t.call('DELETE', `/api/Seller/users/${staff!.id},8`, { token: owner2 })).msg).toBe(
      'find data error.',
    );
    expect((await t.call('GET', `/api/Seller/roles/${role!.id}`, { token: owner2 })).msg).toBe('find data error.');
    expect(
      (await t.call('PUT', `/api/Seller/roles/${role!.id}`, { token: owner2, body: { name: 'pwned', menu_id: [1] } }))
        .msg,
    ).toBe('edit data error.');
    expect((await t.call('DELETE', `/api/Seller/roles/${role!.id},2`, { token: owner2 })).msg).toBe('find data error.');
    // Nothing moved: staff1 still belongs to store 1, with its nickname, password and role.
    const [row] = await db.select().from(users).where(eq(users.id, staff!.id));
    expect(row).toMatchObject({ belong_id: 6, nickname: '仓管小王', deleted_at: null });
    await expect(t.login('seller', 'staff1', '123456')).resolves.toBeTypeOf('string');
    expect(await roleByName(owner1, '仓管')).toMatchObject({ name: '仓管', belong_id: 6 });
  });

  it('and vice versa; nobody can hand out another store’s role', async () => {
    expect(
      (await t.call('POST', '/api/Seller/roles', { token: owner2, body: { name: '店员', menu_id: [1] } })).code,
    ).toBe(200);
    const role2 = await roleByName(owner2, '店员');
    expect(role2?.belong_id).toBe(owner2Id);
    const role1 = await roleByName(owner1, '仓管');
    // Store 1's role id cannot be given to store 2's staff.
    expect(
      (await t.call('POST', '/api/Seller/users', { token: owner2, body: { username: 'clerk', role_id: [role1!.id] } }))
        .code,
    ).toBe(422);
    expect(
      (await t.call('POST', '/api/Seller/users', { token: owner2, body: { username: 'clerk', role_id: [role2!.id] } }))
        .code,
    ).toBe(200);
    const clerk = await subByName(owner2, 'clerk');
    expect(clerk?.role_name).toEqual(['店员']);
    expect(await subByName(owner1, 'clerk')).toBeUndefined();
    expect(await roleByName(owner1, '店员')).toBeUndefined();
    expect((await t.call('GET', `/api/Seller/users/${clerk!.id}`, { token: owner1 })).msg).toBe('find data error.');
    expect((await t.call('PUT', `/api/Seller/roles/${role2!.id}`, { token: owner1, body: { name: 'x' } })).msg).toBe(
      'edit data error.',
    );
    const staff = await subByName(owner1, 'staff1');
    expect(
      (await t.call('PUT', `/api/Seller/users/${staff!.id}`, { token: owner1, body: { role_id: [role2!.id] } })).code,
    ).toBe(422);
  });

  it('deleting a sub-account detaches its roles and ends its sign-in; deleting a role detaches it', async () => {
    const staff = await subByName(owner1, 'staff1');
    expect(await t.call('DELETE', `/api/Seller/users/${staff!.id}`, { token: owner1 })).toMatchObject({
      code: 200,
      data: 1,
    });
    expect(await db.select().from(userToRoles).where(eq(userToRoles.user_id, staff!.id))).toHaveLength(0);
    await expect(t.login('seller', 'staff1')).rejects.toThrow();
    const role = await roleByName(owner1, '仓管');
    expect(await t.call('DELETE', `/api/Seller/roles/${role!.id}`, { token: owner1 })).toMatchObject({
      code: 200,
      data: 1,
    });
    expect(await db.select().from(userToMenus).where(eq(userToMenus.role_id, role!.id))).toHaveLength(0);
    expect(await roleByName(owner1, '仓管')).toBeUndefined();
  });
});

describe('a staff password set through the Seller accounts list', () => {
  const sellerInfo = (token: string) => t.call('POST', '/api/Seller/auth/info', { token });

  it('ends every session of that staff member; a rename does not; the owner stays signed in', async () => {
    const created = await t.call('POST', '/api/Seller/users', { token: owner1, body: { username: 'staff_pw' } });
    expect(created.code).toBe(200);
    const item = await subByName(owner1, 'staff_pw');
    const [first, second] = [await t.login('seller', 'staff_pw'), await t.login('seller', 'staff_pw')];

    const rename = await t.call('PUT', `/api/Seller/users/${item!.id}`, {
      token: owner1,
      body: { username: 'staff_pw', nickname: 'Renamed', password: '' },
    });
    expect(rename).toMatchObject({ code: 200, data: 1 });
    expect((await sellerInfo(first)).code).toBe(200);

    const reset = await t.call('PUT', `/api/Seller/users/${item!.id}`, {
      token: owner1,
      body: { username: 'staff_pw', password: 'byowner1' },
    });
    expect(reset).toMatchObject({ code: 200, data: 1 });
    expect((await sellerInfo(first)).code).toBe(401);
    expect((await sellerInfo(second)).code).toBe(401);
    expect((await sellerInfo(owner1)).code).toBe(200);
    await expect(t.login('seller', 'staff_pw', '123456')).rejects.toThrow();
    expect((await sellerInfo(await t.login('seller', 'staff_pw', 'byowner1'))).code).toBe(200);
  });

  it('staff setting their own password there give the current one and keep their own session', async () => {
    const manager = await sellerStaff(t, { menus: ['/Seller/users'] });
    const other = await t.login('seller', manager.username);
    const [before] = await db.select().from(users).where(eq(users.id, manager.userId));

    const refused = await t.call('PUT', `/api/Seller/users/${manager.userId}`, {
      token: manager.token,
      body: { username: manager.username, password: 'ownpass1' },
    });
    expect(refused.code).toBe(422);
    const wrong = await t.call('PUT', `/api/Seller/users/${manager.userId}`, {
      token: manager.token,
      body: { username: manager.username, password: 'ownpass1', old_password: 'not-it' },
    });
    expect(wrong.code).toBe(422);
    expect((await db.select().from(users).where(eq(users.id, manager.userId)))[0]).toEqual(before);
    expect((await sellerInfo(other)).code).toBe(200);

    const ok = await t.call('PUT', `/api/Seller/users/${manager.userId}`, {
      token: manager.token,
      body: { username: manager.username, password: 'ownpass1', old_password: '123456' },
    });
    expect(ok).toMatchObject({ code: 200, data: 1 });
    expect((await sellerInfo(manager.token)).code).toBe(200);
    expect((await sellerInfo(other)).code).toBe(401);
    expect((await sellerInfo(await t.login('seller', manager.username, 'ownpass1'))).code).toBe(200);
  });
});
