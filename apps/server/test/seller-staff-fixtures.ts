import { eq, isNull } from 'drizzle-orm';
import {
  userMenus,
  userPermissions,
  userRoles,
  userToMenus,
  userToPermissions,
  userToRoles,
  users,
} from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import type { SellerRoute } from '../src/http/seller-access.ts';
import { hashPassword } from '../src/lib/password.ts';
import type { TestApp } from './helper.ts';

/** users.id of the demo store owner 18888888888 (store 1, 青梧旗舰店). */
export const DEMO_OWNER_ID = 6;

export interface StaffOptions {
  /** Store owner the sub-account works for (default: the demo store 1 owner). */
  ownerId?: number;
  /** Seller menus its one role holds, by `user_menus.apis` (e.g. '/Seller/goods'); folders are added. */
  menus?: readonly string[];
  /** Permissions its role holds, by route name (rows are created when missing). */
  permissions?: readonly string[];
  username?: string;
}

export interface Staff {
  token: string;
  userId: number;
  roleId: number;
  username: string;
}

let serial = 0;

/**
 * A sub-account of a store with one fresh role holding exactly the given menus and permissions, signed in to
 * the Seller area (token minted in the database, password 123456 for a real sign-in).
 */
export async function sellerStaff(t: TestApp, opts: StaffOptions = {}): Promise<Staff> {
  const db = t.app.db;
  const ownerId = opts.ownerId ?? DEMO_OWNER_ID;
  serial += 1;
  const username = opts.username ?? `staff_${process.pid % 10000}_${serial}`;
  const [role] = await db
    .insert(userRoles)
    .values({ belong_id: ownerId, name: `r${serial}` })
    .returning({ id: userRoles.id });
  const roleId = role!.id;
  const menuIds = await menuIdsWithFolders(t, opts.menus ?? []);
  if (menuIds.length) await db.insert(userToMenus).values(menuIds.map((menu_id) => ({ role_id: roleId, menu_id })));
  for (const apis of opts.permissions ?? []) {
    const [found] = await db
      .select({ id: userPermissions.id })
      .from(userPermissions)
      .where(eq(userPermissions.apis, apis));
    const id =
      found?.id ??
      (
        await db
          .insert(userPermissions)
          .values({ name: apis.slice(0, 35), apis })
          .returning({ id: userPermissions.id })
      )[0]!.id;
    await db.insert(userToPermissions).values({ role_id: roleId, permission_id: id });
  }
  const [user] = await db
    .insert(users)
    .values({
      username,
      nickname: 'staff',
      belong_id: ownerId,
      password: await hashPassword('123456'),
      pay_password: '',
    })
    .returning({ id: users.id });
  const userId = user!.id;
  await db.insert(userToRoles).values({ user_id: userId, role_id: roleId });
  const token = (await issueToken(db, { provider: 'users', area: 'seller', accountId: userId, ttlSeconds: 3600 }))
    .access_token;
  return { token, userId, roleId, username };
}

/** Every Seller menu that opens a screen, by `apis`. */
export async function sellerMenuApis(t: TestApp): Promise<string[]> {
  const rows = await t.app.db.select({ apis: userMenus.apis }).from(userMenus).where(isNull(userMenus.deleted_at));
  return rows.map((r) => r.apis).filter((a) => a !== '');
}

/**
 * A sub-account holding every Seller menu except those that open `route`: the route must refuse it with 403
 * (routes closed to all staff are refused to it too; `anyStaff` routes are open to everyone by design).
 */
export async function staffLacking(t: TestApp, route: SellerRoute, opts: Omit<StaffOptions, 'menus'> = {}) {
  const opening = new Set(route.access.kind === 'menus' ? route.access.menus : []);
  const menus = (await sellerMenuApis(t)).filter((m) => !opening.has(m));
  return sellerStaff(t, { ...opts, menus });
}

/** The ids of the named menus plus their folders, so the sub-account's menu tree renders as the app expects. */
async function menuIdsWithFolders(t: TestApp, apis: readonly string[]): Promise<number[]> {
  if (!apis.length) return [];
  const rows = await t.app.db
    .select({ id: userMenus.id, pid: userMenus.pid, apis: userMenus.apis })
    .from(userMenus)
    .where(isNull(userMenus.deleted_at));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ids = new Set<number>();
  for (const a of apis) {
    const hit = rows.find((r) => r.apis === a);
    if (!hit) throw new Error(`no Seller menu ${a}`);
    for (let node = hit as (typeof rows)[number] | undefined; node && !ids.has(node.id); node = byId.get(node.pid)) {
      ids.add(node.id);
    }
  }
  return [...ids];
}
