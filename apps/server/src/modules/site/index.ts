import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartCountAnswerSchema, siteBootstrapAnswerSchema } from '@shop/contract/requests/site';
import { carts } from '../../db/schema/index.ts';
import { authOf, tokenOpens } from '../../http/auth.ts';
import { documented } from '../../http/route-input.ts';
import { buildTree } from '../../lib/tree.ts';
import { brandRows } from '../catalog/brands.ts';
import { classRows } from '../catalog/classes.ts';
import type { ShopModule } from '../types.ts';
import { fixedPagesSitemap, siteHeads } from './page-heads.ts';
import { publicConfigOf } from './settings.ts';

/** Number of cart lines of the signed-in storefront user (0 without a valid storefront token). */
export async function cartCount(req: FastifyRequest): Promise<number> {
  const auth = await authOf(req);
  if (!auth || !tokenOpens(auth, 'home')) return 0;
  const [row] = await req.server.db
    .select({ n: count() })
    .from(carts)
    .where(and(eq(carts.user_id, auth.accountId), isNull(carts.deleted_at)));
  return Number(row?.n ?? 0);
}

/** The storefront's one bootstrap call and its cart badge. */
export const siteModule: ShopModule = {
  name: 'site',
  public: async (app: FastifyInstance) => {
    // First of the storefront's head sources: every page's frame, which the pages' own heads complete.
    app.pageHeads.add('/', siteHeads(app));
    app.sitemaps.add(fixedPagesSitemap);
    app.get(
      '/common',
      documented({
        tags: ['storefront'],
        summary: 'Site bootstrap: class tree, brands, public settings, ip, cart count',
        answer: siteBootstrapAnswerSchema,
      }),
      async (req) => {
        const db = req.server.db;
        const [classes, brands, common, cart] = await Promise.all([
          classRows(db),
          brandRows(db),
          publicConfigOf(db),
          cartCount(req),
        ]);
        return { code: 200, msg: 'ok', data: { classes: buildTree(classes), brands, common, ip: req.ip, cart } };
      },
    );
    app.get(
      '/cart_count',
      documented({
        tags: ['storefront'],
        summary: 'Cart lines of the signed-in shopper (0 when signed out)',
        answer: cartCountAnswerSchema,
      }),
      async (req) => ({
        code: 200,
        msg: 'ok',
        data: await cartCount(req),
      }),
    );
  },
};
