import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartCountAnswerSchema, siteBootstrapAnswerSchema } from '@shop/contract/requests/site';
import { carts, configs } from '../../db/schema/index.ts';
import { authOf, tokenOpens } from '../../http/auth.ts';
import { documented } from '../../http/route-input.ts';
import { buildTree } from '../../lib/tree.ts';
import { brandRows } from '../catalog/brands.ts';
import { classRows } from '../catalog/classes.ts';
import type { ShopModule } from '../types.ts';

/** Config keys the storefront bootstrap exposes (never the payment, oauth or sms secrets). */
const PUBLIC_KEYS = [
  'web_name',
  'logo',
  'index_name',
  'keyword',
  'description',
  'mobile',
  'email',
  'icp',
  'close_status',
  'amap',
  'close_reason',
] as const;

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

async function publicConfig(req: FastifyRequest): Promise<Record<string, unknown>> {
  const rows = await req.server.db
    .select({ name: configs.name, content: configs.content, is_type: configs.is_type })
    .from(configs)
    .where(and(inArray(configs.name, [...PUBLIC_KEYS]), isNull(configs.deleted_at)));
  const out: Record<string, unknown> = {};
  for (const r of rows) {
    let value: unknown = r.content ?? '';
    if (r.is_type === 1) {
      try {
        value = JSON.parse(String(r.content ?? '{}'));
      } catch {
        value = {};
      }
    }
    out[r.name] = value;
  }
  return out;
}

/** The storefront's one bootstrap call and its cart badge. */
export const siteModule: ShopModule = {
  name: 'site',
  public: async (app: FastifyInstance) => {
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
          publicConfig(req),
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
