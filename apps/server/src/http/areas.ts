import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminPermissions, adminToPermissions, adminToRoles } from '../db/schema/index.ts';
import { renewIfAging, requireArea, storeOfUser } from './auth.ts';
import { fail, forbidden } from './envelope.ts';
import { sellerAccess, staffGrants, staffMay, type SellerAccess } from './seller-access.ts';

/**
 * Area guards. Each area's auth sits once at its prefix, so no route can forget it:
 * `/api/Admin/*` needs an admin token (+ route permission), `/api/Seller/*` a seller token of a user who
 * owns a store or is a sub-account of one, the storefront's private routes a storefront token.
 */
export function guardAdmin(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const name = route.config?.name;
    if (name) app.adminRouteNames.add(name);
  });
  app.addHook('preHandler', async (req, reply) => {
    const auth = await requireArea(req, 'admin');
    await renewIfAging(req, reply, auth);
    const admin = auth.account;
    const id = Number(admin.id);
    const belong = Number(admin.belong_id);
    req.admin = { id, ownerId: belong > 0 ? belong : id, isSuper: Number(admin.is_super) === 1 };
    const cfg = req.routeOptions.config;
    // Before the role check and its switch: no role, and no PERMISSION_CHECKS=false, opens these routes.
    if (cfg.superOnly && !req.admin.isSuper) throw forbidden();
    if (req.admin.isSuper || cfg.anyAdmin || !req.server.config.permissionChecks) return;
    if (!cfg.name || !(await adminMay(req, req.admin.id, cfg.name))) throw forbidden();
  });
}

/** True when one of the admin's roles holds a permission whose `apis` is the route name. */
async function adminMay(req: FastifyRequest, adminId: number, routeName: string): Promise<boolean> {
  const db = req.server.db;
  const rows = await db
    .select({ id: adminPermissions.id })
    .from(adminToRoles)
    .innerJoin(adminToPermissions, eq(adminToPermissions.role_id, adminToRoles.role_id))
    .innerJoin(adminPermissions, eq(adminPermissions.id, adminToPermissions.permission_id))
    .where(
      and(
        eq(adminToRoles.admin_id, adminId),
        eq(adminPermissions.apis, routeName),
        isNull(adminPermissions.deleted_at),
        isNull(adminToRoles.deleted_at),
        isNull(adminToPermissions.deleted_at),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Store owners pass every route of their own store; a sub-account passes a route only when one of its roles
 * holds a menu the route belongs to (seller-access.ts) or a permission naming the route. Unlike the Admin switch
 * this check is always on: a store's staff roles are the only thing that keeps them out of its money.
 */
export function guardSeller(app: FastifyInstance): void {
  const rules = new Map<string, SellerAccess>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const cfg = route.config ?? {};
      const access = sellerAccess(method, route.url, cfg);
      rules.set(`${method} ${route.url}`, access);
      if (method !== 'HEAD') app.sellerRoutes.push({ method, url: route.url, name: cfg.name, access });
    }
  });
  app.addHook('preHandler', async (req, reply) => {
    const auth = await requireArea(req, 'seller');
    await renewIfAging(req, reply, auth);
    const user = auth.account;
    const userId = Number(user.id);
    const belong = Number(user.belong_id);
    const { ownerId, storeId } = await storeOfUser(req.server.db, { id: userId, belong_id: belong });
    req.seller = { userId, ownerId, isOwner: belong === 0, storeId };
    if (!storeId && !req.routeOptions.config.storeOptional) throw fail('store.notMall');
    if (req.seller.isOwner) return;
    const url = req.routeOptions.url ?? '';
    const method = req.method === 'HEAD' && !rules.has(`HEAD ${url}`) ? 'GET' : req.method;
    const access = rules.get(`${method} ${url}`) ?? { kind: 'unmapped' };
    if (access.kind === 'anyStaff') return;
    const grants = await staffGrants(req.server.db, userId, ownerId);
    if (!staffMay(grants, access, req.routeOptions.config.name)) throw forbidden();
  });
}

/**
 * The storefront's private routes (cart, checkout, payment, orders, after-sale, the shopper's own records) are a
 * shopper's: a store's sub-account works for the store, never buys on the platform, whatever token it holds.
 */
export function guardHome(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    const auth = await requireArea(req, 'home');
    if (Number(auth.account.belong_id) > 0) throw fail('subNotAllowBuy');
    await renewIfAging(req, reply, auth);
    req.userId = auth.accountId;
  });
}
