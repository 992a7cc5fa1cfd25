import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartStoreGroupSchema, type CartLine, type CartStoreGroup } from '@shop/contract/orders';
import { pageSchema } from '@shop/contract/list';
import { GOODS_STATUS, GOODS_VERIFY } from '@shop/contract/goods';
import { STORE_STATUS, STORE_VERIFY } from '@shop/contract/stores';
import { cartAddRequestSchema, cartListRequestSchema, cartUpdateRequestSchema } from '@shop/contract/requests/cart';
import type { Tx } from '../../db/client.ts';
import { carts, goods, goodsSkus, stores } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { parseQuantity } from '../../http/input.ts';
import { translate } from '../../http/messages.ts';
import { collection } from '../../http/paginate.ts';
import { parseIds } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { thumb } from '../catalog/thumbs.ts';

/** A cart line holds at most this many of one SKU (qwshop has no limit; an order line column is an int). */
export const MAX_BUY_NUM = 9999;

/** Goods a shopper may put in the cart or buy: on sale, approved, live, in an open approved store. */
export const sellable = and(
  eq(goods.goods_status, GOODS_STATUS.onShelf),
  eq(goods.goods_verify, GOODS_VERIFY.approved),
  isNull(goods.deleted_at),
  eq(stores.store_status, STORE_STATUS.open),
  eq(stores.store_verify, STORE_VERIFY.approved),
  isNull(stores.deleted_at),
);

/**
 * The `buy_num` input exactly as sent (never trimmed): plain decimal digits or a JSON integer, 1 to 9999;
 * absent or empty means `fallback`. Anything else (`" 2"`, `1e3`, `0x10`, `-1`, `1.5`) is refused.
 */
export function buyNum(raw: unknown, fallback = 1): number {
  if (raw === undefined || raw === '') return fallback;
  const n = parseQuantity(raw, MAX_BUY_NUM);
  if (n === null) throw invalid('cart.badNum', { field: 'buy_num' });
  return n;
}

async function addLine(tx: Tx, userId: number, goodsId: number, skuId: number, n: number): Promise<void> {
  const [g] = await tx
    .select({ id: goods.id, store_id: goods.store_id })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.store_id))
    .where(and(eq(goods.id, goodsId), sellable));
  if (!g) throw fail('cart.notOnSale');
  const skus = await tx
    .select({ id: goodsSkus.id })
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goods_id, goodsId), isNull(goodsSkus.deleted_at)));
  if (skuId > 0 && !skus.some((s) => s.id === skuId)) throw fail('cart.skuMismatch');
  if (skuId === 0 && skus.length > 0) throw fail('goods.checkSku');
  const now = shanghaiTime();
  // One live line per (user, goods, SKU): concurrent adds meet on the unique index and add up.
  await tx
    .insert(carts)
    .values({
      user_id: userId,
      goods_id: goodsId,
      sku_id: skuId,
      store_id: g.store_id,
      buy_num: n,
      created_at: now,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [carts.user_id, carts.goods_id, carts.sku_id],
      targetWhere: sql`${carts.deleted_at} is null`,
      set: { buy_num: sql`least(${carts.buy_num} + ${n}, ${MAX_BUY_NUM})`, updated_at: now },
    });
}

const linePrice = sql<string>`coalesce(${goodsSkus.goods_price}, ${goods.goods_price})::text`;
const lineStock = sql<number>`coalesce(${goodsSkus.goods_stock}, ${goods.goods_stock})`;

/** The shopper's cart grouped per store (CartHomeCollection); pages count store groups. */
async function cartGroups(req: FastifyRequest) {
  const userId = req.userId!;
  const input = parseInput(cartListRequestSchema, req);
  const page = Math.max(1, input.page);
  const perPage = Math.min(100, Math.max(1, input.per_page));
  const db = req.server.db;
  const mine = and(eq(carts.user_id, userId), isNull(carts.deleted_at));
  const storeIds = await db
    .select({ store_id: carts.store_id, first: sql<number>`min(${carts.id})` })
    .from(carts)
    .where(mine)
    .groupBy(carts.store_id)
    .orderBy(sql`min(${carts.id}) desc`);
  const pageIds = storeIds.slice((page - 1) * perPage, page * perPage).map((s) => s.store_id);
  if (!pageIds.length) return collection([], storeIds.length, page, perPage);
  const rows = await db
    .select({
      cart_id: carts.id,
      store_id: carts.store_id,
      goods_id: carts.goods_id,
      sku_id: carts.sku_id,
      buy_num: carts.buy_num,
      goods_name: goods.goods_name,
      image: goods.goods_master_image,
      sku_image: goodsSkus.goods_image,
      goods_price: linePrice,
      goods_stock: lineStock,
      sku_name: goodsSkus.sku_name,
      store_name: stores.store_name,
      store_logo: stores.store_logo,
    })
    .from(carts)
    .leftJoin(goods, eq(goods.id, carts.goods_id))
    .leftJoin(goodsSkus, and(eq(goodsSkus.id, carts.sku_id), eq(goodsSkus.goods_id, carts.goods_id)))
    .leftJoin(stores, eq(stores.id, carts.store_id))
    .where(and(mine, inArray(carts.store_id, pageIds)))
    .orderBy(asc(carts.id));
  const groups: CartStoreGroup[] = pageIds.map((id) => {
    const first = rows.find((r) => r.store_id === id);
    return {
      store_id: id,
      user_id: userId,
      store_name: first?.store_name ?? '',
      store_logo: first?.store_logo ?? '',
      checked: false,
      css: false,
      cart_list: [],
    };
  });
  for (const r of rows) {
    const line: CartLine = {
      cart_id: r.cart_id,
      goods_id: r.goods_id,
      sku_id: r.sku_id,
      goods_name: r.goods_name ?? '',
      buy_num: r.buy_num,
      goods_image: thumb(r.sku_image || r.image || '', 150),
      goods_price: r.goods_price ?? '0.00',
      sku_name: r.sku_id ? (r.sku_name ?? '-') : '-',
      checked: false,
      goods_stock: r.goods_stock ?? 0,
    };
    groups.find((g) => g.store_id === r.store_id)?.cart_list.push(line);
  }
  return collection(groups, storeIds.length, page, perPage);
}

/** The shopper's cart: `/api/user/carts`. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/carts',
    documented({
      tags: ['cart'],
      summary: 'Cart lines grouped by store',
      query: cartListRequestSchema,
      answer: pageSchema(cartStoreGroupSchema),
    }),
    async (req) => ({ code: 200, msg: 'ok', data: await cartGroups(req) }),
  );

  app.post(
    '/user/carts',
    documented({
      tags: ['cart'],
      summary: 'Add goods (goods_id, sku_id, buy_num) to the cart',
      body: cartAddRequestSchema,
    }),
    async (req) => {
      const input = parseInput(cartAddRequestSchema, req);
      const goodsText = input.goods_id;
      if (!/^\d{1,9}$/.test(goodsText) || goodsText === '0') throw invalid('badValue', { field: 'goods_id' });
      const skuText = input.sku_id || '0';
      if (!/^\d{1,9}$/.test(skuText)) throw invalid('badValue', { field: 'sku_id' });
      const n = buyNum(input.buy_num);
      await req.server.db.transaction((tx) => addLine(tx, req.userId!, Number(goodsText), Number(skuText), n));
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user/carts/:id',
    documented({
      tags: ['cart'],
      summary: 'Set (buy_num > 1) or step (is_type 1 plus, 0 minus) a line quantity',
      body: cartUpdateRequestSchema,
    }),
    async (req) => {
      const input = parseInput(cartUpdateRequestSchema, req);
      const id = Number(req.params.id);
      if (!/^\d{1,9}$/.test(req.params.id)) throw fail('cart.notFound');
      const mine = and(eq(carts.id, id), eq(carts.user_id, req.userId!), isNull(carts.deleted_at));
      const setTo = input.buy_num === undefined || input.buy_num === '' ? 0 : buyNum(input.buy_num);
      const stepUp = input.is_type === '1';
      await req.server.db.transaction(async (tx) => {
        const [line] = await tx.select().from(carts).where(mine).for('update');
        if (!line) throw fail('cart.notFound');
        const now = shanghaiTime();
        if (setTo > 1) {
          await tx.update(carts).set({ buy_num: setTo, updated_at: now }).where(eq(carts.id, id));
        } else if (stepUp) {
          await tx
            .update(carts)
            .set({ buy_num: Math.min(MAX_BUY_NUM, line.buy_num + 1), updated_at: now })
            .where(eq(carts.id, id));
        } else if (line.buy_num <= 1) {
          await tx.update(carts).set({ deleted_at: now }).where(eq(carts.id, id));
        } else {
          await tx
            .update(carts)
            .set({ buy_num: line.buy_num - 1, updated_at: now })
            .where(eq(carts.id, id));
        }
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.delete<{ Params: { ids: string } }>(
    '/user/carts/:ids',
    { schema: { tags: ['cart'], summary: 'Remove own cart lines' } },
    async (req) => {
      const ids = parseIds(req.params.ids);
      const removed = ids.length
        ? await req.server.db
            .update(carts)
            .set({ deleted_at: shanghaiTime() })
            .where(and(inArray(carts.id, ids), eq(carts.user_id, req.userId!), isNull(carts.deleted_at)))
            .returning({ id: carts.id })
        : [];
      return { code: 200, msg: translate(req.lang, 'success'), data: removed.length };
    },
  );
}
