import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { adminMenus, adminToMenus, userMenus, userToMenus } from '../../db/schema/index.ts';
import type { ResourceCtx } from '../../http/resource.ts';
import { qwshopOpens } from '../access/qwshop-views.ts';

const SIDES = {
  admin: { menus: adminMenus, links: adminToMenus },
  seller: { menus: userMenus, links: userToMenus },
} as const;

/**
 * The menu ids a role write links: the ones the form sent, plus, with QWSHOP_MENUS, the role's links to the pages
 * the menus leave out. qwshop's role editor draws its checkbox tree from `load_menu`, so it can neither show nor send
 * those pages: a save there must not take them from the role (a Seller role's menus are what its staff may call).
 */
export async function menuLinksToKeep(
  tx: Tx,
  ctx: ResourceCtx,
  area: keyof typeof SIDES,
  roleId: number,
  sent: readonly number[],
): Promise<number[]> {
  if (!ctx.req.server.config.qwshopMenus) return [...sent];
  const { menus, links } = SIDES[area];
  const linked = await tx
    .select({ id: menus.id, view: menus.view })
    .from(links)
    .innerJoin(menus, eq(menus.id, links.menu_id))
    .where(and(eq(links.role_id, roleId), isNull(links.deleted_at), isNull(menus.deleted_at)));
  const hidden = linked.filter((m) => !qwshopOpens(m)).map((m) => m.id);
  return [...new Set([...sent, ...hidden])];
}
