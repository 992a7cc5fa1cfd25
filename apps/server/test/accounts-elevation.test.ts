import { and, eq, inArray, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPermissions,
  adminRoles,
  adminToPermissions,
  adminToRoles,
  admins,
  stores,
  userMenus,
  userRoles,
  userToMenus,
  userToRoles,
  users,
} from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { hashPassword } from '../src/lib/password.ts';
import { testApp } from './helper.ts';
import { sellerStaff, type Staff } from './seller-staff-fixtures.ts';

// Route permissions on, as with PERMISSION=true, so an ordinary admin reaches only the routes its role names.
const t = await testApp({ config: { permissionChecks: true } });
const db = t.database.db;

const en = { 'accept-language': 'en' };

const rolesOfUser = async (userId: number) =>
  (await db.select({ id: userToRoles.role_id }).from(userToRoles).where(eq(userToRoles.user_id, userId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
const menusOfRole = async (roleId: number) =>
  (await db.select({ id: userToMenus.menu_id }).from(userToMenus).where(eq(userToMenus.role_id, roleId)))
    .map((r) => r.id)
    .sort((a, b) => a - b);
const menuId = async (apis: string) =>
  (await db.select({ id: userMenus.id }).from(userMenus).where(eq(userMenus.apis, apis)))[0]!.id;
const liveUser = async (username: string) =>
  (
    await db
      .select()
      .from(users)
      .where(and(eq(users.username, username), isNull(users.deleted_at)))
  )[0];

describe('Seller: staff never grant more than they hold', () => {
  let owner = '';
  /** Holds the staff and roles screens plus goods. */
  let manager: Staff;
  /** A role with the funds screen the manager lacks, and a peer holding it. */
  let richRole = 0;
  let rich: Staff;
  let goodsRole = 0;
  let otherStoreRole = 0;

  beforeAll(async () => {
    owner = await t.login('seller', '18888888888');
    manager = await sellerStaff(t, { menus: ['/Seller/users', '/Seller/roles', '/Seller/goods'] });
    rich = await sellerStaff(t, { menus: ['/Seller/money_logs', '/Seller/goods'] });
    richRole = rich.roleId;
    goodsRole = (await sellerStaff(t, { menus: ['/Seller/goods'] })).roleId;
    const [u] = await db
      .insert(users)
      .values({ username: 'owner_b', nickname: 'b', password: await hashPassword('123456'), pay_password: '' })
      .returning({ id: users.id });
    await db.insert(stores).values({ user_id: u!.id, store_name: '乙店' });
    const [r] = await db
      .insert(userRoles)
      .values({ belong_id: u!.id, name: '乙店角色' })
      .returning({ id: userRoles.id });
    otherStoreRole = r!.id;
  });

  it('a manager may give a role within its own menus, not one beyond', async () => {
    const beyond = await t.call('POST', '/api/Seller/users', {
      token: manager.token,
      body: { username: 'helper_a', role_id: [richRole] },
      headers: en,
    });
    expect(beyond).toMatchObject({
      code: 500,
      msg: 'You can only grant menus and permissions that you hold yourself.',
      data: [],
    });
    expect(await liveUser('helper_a')).toBeUndefined();
    const zh = await t.call('POST', '/api/Seller/users', {
      token: manager.token,
      body: { username: 'helper_a', role_id: [richRole] },
    });
    expect(zh.msg).toBe('只能授予自己拥有的菜单和权限.');
    const ok = await t.call('POST', '/api/Seller/users', {
      token: manager.token,
      body: { username: 'helper_a', role_id: [goodsRole] },
    });
    expect(ok.code).toBe(200);
    expect(await rolesOfUser((await liveUser('helper_a'))!.id)).toEqual([goodsRole]);
    const raise = await t.call('PUT', `/api/Seller/users/${(await liveUser('helper_a'))!.id}`, {
      token: manager.token,
      body: { role_id: [goodsRole, richRole] },
    });
    expect(raise.msg).toBe('只能授予自己拥有的菜单和权限.');
    expect(await rolesOfUser((await liveUser('helper_a'))!.id)).toEqual([goodsRole]);
  });

  it('a manager cannot change its own roles, nor edit the role it holds', async () => {
    const own = await t.call('PUT', `/api/Seller/users/${manager.userId}`, {
      token: manager.token,
      body: { role_id: [manager.roleId, richRole] },
      headers: en,
    });
    expect(own).toMatchObject({ code: 500, msg: 'You cannot change your own roles.' });
    expect(await rolesOfUser(manager.userId)).toEqual([manager.roleId]);
    const before = await menusOfRole(manager.roleId);
    const widen = await t.call('PUT', `/api/Seller/roles/${manager.roleId}`, {
      token: manager.token,
      body: { name: '经理', menu_id: [...before, await menuId('/Seller/money_logs')] },
    });
    expect(widen).toMatchObject({ code: 500, msg: '不能修改或删除自己所属的角色.' });
    expect(await menusOfRole(manager.roleId)).toEqual(before);
    expect((await t.call('DELETE', `/api/Seller/roles/${manager.roleId}`, { token: manager.token })).code).toBe(500);
    expect((await db.select().from(userRoles).where(eq(userRoles.id, manager.roleId)))[0]!.deleted_at).toBeNull();
  });

  it('a manager cannot create or edit roles with menus it lacks, nor touch roles and peers beyond it', async () => {
    const money = await menuId('/Seller/money_logs');
    const goods = await menuId('/Seller/goods');
    const create = await t.call('POST', '/api/Seller/roles', {
      token: manager.token,
      body: { name: '财务', menu_id: [goods, money] },
    });
    expect(create.msg).toBe('只能授予自己拥有的菜单和权限.');
    expect((await db.select().from(userRoles).where(eq(userRoles.name, '财务'))).length).toBe(0);
    expect(
      (await t.call('POST', '/api/Seller/roles', { token: manager.token, body: { name: '上架', menu_id: [goods] } }))
        .code,
    ).toBe(200);
    const richBefore = await menusOfRole(richRole);
    const strip = await t.call('PUT', `/api/Seller/roles/${richRole}`, {
      token: manager.token,
      body: { name: 'x', menu_id: [goods] },
      headers: en,
    });
    expect(strip.msg).toBe('You cannot manage an account or role that has rights you do not hold.');
    expect(await menusOfRole(richRole)).toEqual(richBefore);
    // Resetting a richer peer's password would be a way into its rights.
    const [pwBefore] = await db.select({ p: users.password }).from(users).where(eq(users.id, rich.userId));
    const takeover = await t.call('PUT', `/api/Seller/users/${rich.userId}`, {
      token: manager.token,
      body: { password: 'taken-over-1', password_confirmation: 'taken-over-1' },
    });
    expect(takeover.msg).toBe('不能管理权限超出自己的账号或角色.');
    const [pwAfter] = await db.select({ p: users.password }).from(users).where(eq(users.id, rich.userId));
    expect(pwAfter!.p).toBe(pwBefore!.p);
    expect((await t.call('DELETE', `/api/Seller/users/${rich.userId}`, { token: manager.token })).code).toBe(500);
    expect((await db.select().from(users).where(eq(users.id, rich.userId)))[0]!.deleted_at).toBeNull();
  });

  it('the owner grants any of its own store’s roles but never another store’s', async () => {
    const foreign = await t.call('POST', '/api/Seller/users', {
      token: owner,
      body: { username: 'helper_b', role_id: [otherStoreRole] },
    });
    expect(foreign).toMatchObject({ code: 422, msg: '角色不存在或不属于本店.' });
    expect(await liveUser('helper_b')).toBeUndefined();
    const move = await t.call('PUT', `/api/Seller/users/${manager.userId}`, {
      token: owner,
      body: { role_id: [manager.roleId, otherStoreRole] },
      headers: en,
    });
    expect(move.msg).toBe('That role does not exist or belongs to another store.');
    expect(await rolesOfUser(manager.userId)).toEqual([manager.roleId]);
    const grant = await t.call('PUT', `/api/Seller/users/${manager.userId}`, {
      token: owner,
      body: { role_id: [manager.roleId, richRole] },
    });
    expect(grant.code).toBe(200);
    expect(await rolesOfUser(manager.userId)).toEqual([manager.roleId, richRole].sort((a, b) => a - b));
    // Now holding the funds menu too, the manager may manage the richer peer.
    const edit = await t.call('PUT', `/api/Seller/users/${rich.userId}`, {
      token: manager.token,
      body: { nickname: '财务' },
    });
    expect(edit.code).toBe(200);
  });
});

describe('Admin: nobody changes their own roles or grants what they lack', () => {
  let superToken = '';
  let opsToken = '';
  let opsId = 0;
  /** Role of `ops`: the admins and roles routes. */
  let opsRole = 0;
  /** Everything of opsRole plus the site configs. */
  let widerRole = 0;
  let configPermission = 0;

  const permission = async (apis: string) =>
    (await db.insert(adminPermissions).values({ name: apis, apis }).returning({ id: adminPermissions.id }))[0]!.id;
  const adminToken = async (id: number) =>
    (await issueToken(db, { provider: 'admins', area: 'admin', accountId: id, ttlSeconds: 3600 })).access_token;
  const rolesOfAdmin = async (id: number) =>
    (await db.select({ id: adminToRoles.role_id }).from(adminToRoles).where(eq(adminToRoles.admin_id, id)))
      .map((r) => r.id)
      .sort((a, b) => a - b);

  beforeAll(async () => {
    superToken = await adminToken(1);
    const names = [
      'admin.admins.index',
      'admin.admins.show',
      'admin.admins.store',
      'admin.admins.update',
      'admin.roles.index',
      'admin.roles.show',
      'admin.roles.store',
      'admin.roles.update',
    ];
    const ids: number[] = [];
    for (const n of names) ids.push(await permission(n));
    configPermission = await permission('admin.configs.index');
    const [a, b] = await db
      .insert(adminRoles)
      .values([
        { belong_id: 1, name: '账号管理' },
        { belong_id: 1, name: '账号与配置' },
      ])
      .returning({ id: adminRoles.id });
    opsRole = a!.id;
    widerRole = b!.id;
    await db
      .insert(adminToPermissions)
      .values([
        ...ids.map((permission_id) => ({ role_id: opsRole, permission_id })),
        ...[...ids, configPermission].map((permission_id) => ({ role_id: widerRole, permission_id })),
      ]);
    const [ops] = await db
      .insert(admins)
      .values({ username: 'ops_e', nickname: 'ops', belong_id: 1, password: await hashPassword('123456') })
      .returning({ id: admins.id });
    opsId = ops!.id;
    await db.insert(adminToRoles).values({ admin_id: opsId, role_id: opsRole });
    opsToken = await adminToken(opsId);
  });

  it('a super admin cannot change its own roles, yet may change others’', async () => {
    const own = await t.call('PUT', '/api/Admin/admins/1', { token: superToken, body: { role_id: [widerRole] } });
    expect(own).toMatchObject({ code: 500, msg: '不能修改自己的角色.' });
    expect(await rolesOfAdmin(1)).toEqual([]);
    const other = await t.call('POST', '/api/Admin/admins', {
      token: superToken,
      body: { username: 'cfg_e', role_id: [widerRole] },
    });
    expect(other.code).toBe(200);
  });

  it('an ordinary admin cannot change its own roles', async () => {
    const r = await t.call('PUT', `/api/Admin/admins/${opsId}`, {
      token: opsToken,
      body: { role_id: [opsRole, widerRole] },
      headers: en,
    });
    expect(r).toMatchObject({ code: 500, msg: 'You cannot change your own roles.' });
    expect(await rolesOfAdmin(opsId)).toEqual([opsRole]);
    // The edit form sends the roles back unchanged: that is no change.
    const same = await t.call('PUT', `/api/Admin/admins/${opsId}`, {
      token: opsToken,
      body: { nickname: '运营', role_id: [opsRole] },
    });
    expect(same.code).toBe(200);
  });

  it('an ordinary admin grants only roles whose permissions it holds', async () => {
    const beyond = await t.call('POST', '/api/Admin/admins', {
      token: opsToken,
      body: { username: 'sneak_e', role_id: [widerRole] },
    });
    expect(beyond).toMatchObject({ code: 500, msg: '只能授予自己拥有的菜单和权限.' });
    expect(await db.select().from(admins).where(eq(admins.username, 'sneak_e'))).toEqual([]);
    const within = await t.call('POST', '/api/Admin/admins', {
      token: opsToken,
      body: { username: 'peer_e', role_id: [opsRole] },
    });
    expect(within.code).toBe(200);
    // An admin holding more (cfg_e) is out of its reach: no password reset, no role change.
    const [cfg] = await db.select().from(admins).where(eq(admins.username, 'cfg_e'));
    const takeover = await t.call('PUT', `/api/Admin/admins/${cfg!.id}`, {
      token: opsToken,
      body: { password: 'taken-over-1', role_id: [opsRole] },
    });
    expect(takeover.msg).toBe('不能管理权限超出自己的账号或角色.');
    const [cfgAfter] = await db.select().from(admins).where(eq(admins.id, cfg!.id));
    expect(cfgAfter!.password).toBe(cfg!.password);
    expect(await rolesOfAdmin(cfg!.id)).toEqual([widerRole]);
  });

  it('an ordinary admin cannot widen its own role or build a role with permissions it lacks', async () => {
    const linked = async (roleId: number) =>
      (
        await db
          .select({ id: adminToPermissions.permission_id })
          .from(adminToPermissions)
          .where(and(eq(adminToPermissions.role_id, roleId), isNull(adminToPermissions.deleted_at)))
      ).map((r) => r.id);
    const before = await linked(opsRole);
    const widen = await t.call('PUT', `/api/Admin/roles/${opsRole}`, {
      token: opsToken,
      body: { name: '账号管理', permission_id: [...before, configPermission] },
    });
    expect(widen.msg).toBe('不能修改或删除自己所属的角色.');
    expect((await linked(opsRole)).sort()).toEqual(before.sort());
    const create = await t.call('POST', '/api/Admin/roles', {
      token: opsToken,
      body: { name: '配置员', permission_id: [configPermission] },
    });
    expect(create.msg).toBe('只能授予自己拥有的菜单和权限.');
    expect(await db.select().from(adminRoles).where(eq(adminRoles.name, '配置员'))).toEqual([]);
    const ok = await t.call('POST', '/api/Admin/roles', {
      token: opsToken,
      body: { name: '账号查看', permission_id: before.slice(0, 1) },
    });
    expect(ok.code).toBe(200);
    // The super admin builds any role.
    const any = await t.call('POST', '/api/Admin/roles', {
      token: superToken,
      body: { name: '配置员', permission_id: [configPermission] },
    });
    expect(any.code).toBe(200);
    const [created] = await db
      .select({ id: adminRoles.id })
      .from(adminRoles)
      .where(and(eq(adminRoles.name, '配置员'), isNull(adminRoles.deleted_at)));
    expect(await linked(created!.id)).toEqual([configPermission]);
    expect(
      (
        await db
          .select()
          .from(adminToPermissions)
          .where(inArray(adminToPermissions.role_id, [created!.id, opsRole]))
      ).length,
    ).toBe(before.length + 1);
  });

  it('lists the super administrator to every admin of its owner, yet no other admin deletes, demotes or edits it', async () => {
    type Listed = { id: number; username: string; is_super: number };
    const listed = async (token: string) =>
      (await t.call<{ data: Listed[] }>('GET', '/api/Admin/admins', { token, query: { per_page: 100 } })).data.data;
    for (const token of [superToken, opsToken]) {
      expect((await listed(token)).find((a) => a.id === 1)).toMatchObject({ username: 'admin', is_super: 1 });
    }
    expect((await listed(opsToken)).find((a) => a.id === opsId)).toMatchObject({ is_super: 0 });
    // An ordinary admin that may delete accounts, besides ops (which may not).
    const destroy = await permission('admin.admins.destroy');
    const [deleter] = await db
      .insert(admins)
      .values({ username: 'del_e', nickname: 'del', belong_id: 1, password: await hashPassword('123456') })
      .returning({ id: admins.id });
    const [deleterRole] = await db
      .insert(adminRoles)
      .values({ belong_id: 1, name: '账号删除' })
      .returning({ id: adminRoles.id });
    await db.insert(adminToPermissions).values({ role_id: deleterRole!.id, permission_id: destroy });
    await db.insert(adminToRoles).values({ admin_id: deleter!.id, role_id: deleterRole!.id });
    const [before] = await db.select().from(admins).where(eq(admins.id, 1));

    const takeover = await t.call('PUT', '/api/Admin/admins/1', {
      token: opsToken,
      body: { password: 'taken-over-1', role_id: [opsRole] },
    });
    expect(takeover.msg).toBe('不能管理权限超出自己的账号或角色.');
    const rename = await t.call('PUT', '/api/Admin/admins/1', { token: opsToken, body: { nickname: '冒名' } });
    expect(rename.msg).toBe('不能管理权限超出自己的账号或角色.');
    const removed = await t.call('DELETE', '/api/Admin/admins/1', { token: await adminToken(deleter!.id) });
    expect(removed.code).toBe(500);

    const [after] = await db.select().from(admins).where(eq(admins.id, 1));
    expect(after).toEqual(before);
    expect(await rolesOfAdmin(1)).toEqual([]);
    await expect(t.login('admin', 'admin', '123456')).resolves.toBeTypeOf('string');
  });
});
