import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { menuTreeRequestSchema } from '@shop/contract/requests/access';
import { adminMenus, adminToMenus, adminToRoles, userMenus, userToMenus, userToRoles } from '../../db/schema/index.ts';
import { badInput } from '../../http/envelope.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { buildTree, type TreeNode, type TreeType } from '../../lib/tree.ts';
import { qwshopOpens } from './qwshop-views.ts';

const MENU_FIELDS = (t: typeof adminMenus | typeof userMenus) => ({
  id: t.id,
  name: t.name,
  ename: t.ename,
  apis: t.apis,
  view: t.view,
  pid: t.pid,
  is_open: t.is_open,
  icon: t.icon,
  is_sort: t.is_sort,
  content: t.content,
});

/**
 * The menu tree an account may see. Super admins and store owners see every row; others the menus of their roles.
 * `which` = 'admin' (admin_menus for the signed-in admin), 'seller' (user_menus for the signed-in seller) or
 * 'seller-all' (every user_menus row, for the admin's seller-menu editor). With QWSHOP_MENUS the first two leave out
 * the pages qwshop's clients cannot open; the editor still lists every row, and no route's guard changes.
 */
export async function menusFor(
  req: FastifyRequest,
  which: 'admin' | 'seller' | 'seller-all',
  type: TreeType,
  deep: number,
): Promise<TreeNode[]> {
  const db = req.server.db;
  const table = which === 'admin' ? adminMenus : userMenus;
  let allowed: number[] | null = null;
  if (which === 'admin' && req.admin && !req.admin.isSuper) {
    const rows = await db
      .select({ id: adminToMenus.menu_id })
      .from(adminToRoles)
      .innerJoin(adminToMenus, eq(adminToMenus.role_id, adminToRoles.role_id))
      .where(
        and(eq(adminToRoles.admin_id, req.admin.id), isNull(adminToRoles.deleted_at), isNull(adminToMenus.deleted_at)),
      );
    allowed = rows.map((r) => r.id);
  }
  if (which === 'seller' && req.seller && !req.seller.isOwner) {
    const rows = await db
      .select({ id: userToMenus.menu_id })
      .from(userToRoles)
      .innerJoin(userToMenus, eq(userToMenus.role_id, userToRoles.role_id))
      .where(
        and(eq(userToRoles.user_id, req.seller.userId), isNull(userToRoles.deleted_at), isNull(userToMenus.deleted_at)),
      );
    allowed = rows.map((r) => r.id);
  }
  if (allowed && !allowed.length) return [];
  const rows = await db
    .select(MENU_FIELDS(table))
    .from(table)
    .where(and(isNull(table.deleted_at), allowed ? inArray(table.id, allowed) : undefined))
    .orderBy(asc(table.is_sort), asc(table.id));
  const shown = which !== 'seller-all' && req.server.config.qwshopMenus ? rows.filter(qwshopOpens) : rows;
  return buildTree(shown, type, deep);
}

function treeArgs(req: FastifyRequest): { type: TreeType; deep: number } {
  const input = parseInput(menuTreeRequestSchema, req);
  const type = input.type || 'getChildren';
  if (type !== 'getChildren' && type !== 'getTree') throw badInput('badTreeType');
  return { type, deep: input.deep };
}

export async function adminMenuRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/load_menu',
    {
      config: { name: 'admin.load_menu', anyAdmin: true },
      ...documented({
        tags: ['admin'],
        summary: 'Admin menu tree of the signed-in admin',
        query: menuTreeRequestSchema,
      }),
    },
    async (req) => {
      const { type, deep } = treeArgs(req);
      return { code: 200, msg: 'ok', data: await menusFor(req, 'admin', type, deep) };
    },
  );
  app.get(
    '/load_seller_menu',
    {
      config: { name: 'admin.load_seller_menu' },
      ...documented({ tags: ['admin'], summary: 'The whole Seller menu tree', query: menuTreeRequestSchema }),
    },
    async (req) => {
      const { type, deep } = treeArgs(req);
      return { code: 200, msg: 'ok', data: await menusFor(req, 'seller-all', type, deep) };
    },
  );
  app.get(
    '/load_permission',
    {
      config: { name: 'admin.load_permission' },
      ...documented({ tags: ['admin'], summary: 'Every Admin route name', answer: z.array(z.string()) }),
    },
    async (req) => {
      return { code: 200, msg: 'ok', data: [...req.server.adminRouteNames].sort() };
    },
  );
}

export async function sellerMenuRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/load_menu',
    {
      config: { name: 'seller.load_menu', storeOptional: true, anyStaff: true },
      ...documented({
        tags: ['seller'],
        summary: 'Seller menu tree (sub-accounts: their roles’ menus)',
        query: menuTreeRequestSchema,
      }),
    },
    async (req) => {
      const { type, deep } = treeArgs(req);
      return { code: 200, msg: 'ok', data: await menusFor(req, 'seller', type, deep) };
    },
  );
}
