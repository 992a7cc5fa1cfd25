import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminPermissions, adminToPermissions, adminToRoles } from '../db/schema/index.ts';
import { renewIfAging, requireArea, storeOfUser } from './auth.ts';
import { fail, forbidden } from './envelope.ts';

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
    if (req.admin.isSuper || cfg.anyAdmin || !req.server.config.permissionChecks) return;
    if (!cfg.name || !(await adminMay(req, cfg.name))) throw forbidden();
  });
}

/** True when one of the admin's roles holds a permission whose `apis` is the route name. */
async function adminMay(req: FastifyRequest, routeName: string): Promise<boolean> {
  const db = req.server.db;
  const rows = await db
    .select({ id: adminPermissions.id })
    .from(adminToRoles)
    .innerJoin(adminToPermissions, eq(adminToPermissions.role_id, adminToRoles.role_id))
    .innerJoin(adminPermissions, eq(adminPermissions.id, adminToPermissions.permission_id))
    .where(
      and(
        eq(adminToRoles.admin_id, req.admin!.id),
        eq(adminPermissions.apis, routeName),
        isNull(adminPermissions.deleted_at),
        isNull(adminToRoles.deleted_at),
        isNull(adminToPermissions.deleted_at),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function guardSeller(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    const auth = await requireArea(req, 'seller');
    await renewIfAging(req, reply, auth);
    const user = auth.account;
    const userId = Number(user.id);
    const belong = Number(user.belong_id);
    const { ownerId, storeId } = await storeOfUser(req.server.db, { id: userId, belong_id: belong });
    req.seller = { userId, ownerId, isOwner: belong === 0, storeId };
    if (!storeId && !req.routeOptions.config.storeOptional) throw fail('store.notMall');
  });
}

export function guardHome(app: FastifyInstance): void {
  app.addHook('preHandler', async (req, reply) => {
    const auth = await requireArea(req, 'home');
    await renewIfAging(req, reply, auth);
    req.userId = auth.accountId;
  });
}
