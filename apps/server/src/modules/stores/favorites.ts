import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  FAVORITE_TYPE,
  type FavoriteGoodsItem,
  type FavoriteStoreItem,
  STORE_STATUS,
  STORE_VERIFY,
} from '@shop/contract/stores';
import type { Tx } from '../../db/client.ts';
import { favorites, goods, goodsSkus, stores, users } from '../../db/schema/index.ts';
import { authOf, tokenOpens } from '../../http/auth.ts';
import { fail, invalid } from '../../http/envelope.ts';
import {
  favoriteListRequestSchema,
  favoriteToggleRequestSchema,
  isFavoriteRequestSchema,
} from '@shop/contract/requests/stores';
import { translate } from '../../http/messages.ts';
import { collection } from '../../http/paginate.ts';
import { parseIds } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { thumb } from '../catalog/thumbs.ts';
import { col } from './sql-columns.ts';

const GOODS = FAVORITE_TYPE.goods;
const MAX_PER_PAGE = 100;

/** `is_type`: 0 goods (default), 1 store; anything else is a bad value. */
function favType(s: string, fallback?: number): number {
  if (s === '' && fallback !== undefined) return fallback;
  if (s !== '0' && s !== '1') throw invalid('badValue', { field: 'is_type' });
  return Number(s);
}

function outId(s: string): number {
  if (!/^\d{1,9}$/.test(s) || s === '0') throw invalid('badValue', { field: 'out_id' });
  return Number(s);
}

/** Keeps `goods.goods_collect` in step with the favourites rows; it never goes below 0. */
async function bumpCollect(tx: Tx, goodsId: number, by: number): Promise<void> {
  await tx
    .update(goods)
    .set({ goods_collect: sql`greatest(${goods.goods_collect} + ${by}, 0)` })
    .where(eq(goods.id, goodsId));
}

/**
 * Adds the favourite when absent, removes it when present (one route). The user's row is locked first,
 * so two quick clicks apply one after the other instead of both adding.
 */
export async function toggleFavorite(tx: Tx, userId: number, isType: number, target: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const exists =
    isType === GOODS
      ? await tx
          .select({ id: goods.id })
          .from(goods)
          .where(and(eq(goods.id, target), isNull(goods.deleted_at)))
      : await tx
          .select({ id: stores.id })
          .from(stores)
          .where(
            and(
              eq(stores.id, target),
              eq(stores.store_status, STORE_STATUS.open),
              eq(stores.store_verify, STORE_VERIFY.approved),
              isNull(stores.deleted_at),
            ),
          );
  const mine = and(
    eq(favorites.user_id, userId),
    eq(favorites.out_id, target),
    eq(favorites.is_type, isType),
    isNull(favorites.deleted_at),
  );
  const removed = await tx
    .update(favorites)
    .set({ deleted_at: shanghaiTime() })
    .where(mine)
    .returning({ id: favorites.id });
  if (removed.length) {
    if (isType === GOODS) await bumpCollect(tx, target, -removed.length);
    return;
  }
  if (!exists.length) throw fail('favorite.notFound');
  const now = shanghaiTime();
  await tx
    .insert(favorites)
    .values({ user_id: userId, out_id: target, is_type: isType, created_at: now, updated_at: now });
  if (isType === GOODS) await bumpCollect(tx, target, 1);
}

/** Price shown beside a favourite goods: its first SKU's when it has SKUs. */
const firstSkuPrice = sql<string | null>`(select ${col(goodsSkus.goods_price)}::text from ${goodsSkus}
  where ${col(goodsSkus.goods_id)} = ${col(favorites.out_id)} and ${col(goodsSkus.deleted_at)} is null
  order by ${col(goodsSkus.id)} limit 1)`;

export async function listFavorites(req: FastifyRequest) {
  const userId = req.userId!;
  const input = parseInput(favoriteListRequestSchema, req);
  const isType = favType(input.is_type, GOODS);
  const page = Math.max(1, input.page);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, input.per_page));
  const where = and(eq(favorites.user_id, userId), eq(favorites.is_type, isType), isNull(favorites.deleted_at));
  const db = req.server.db;
  const [total] = await db.select({ n: count() }).from(favorites).where(where);
  const base = {
    id: favorites.id,
    out_id: favorites.out_id,
    is_type: favorites.is_type,
    created_at: favorites.created_at,
  };
  // A favourite keeps showing what it pointed at even after the goods or store was deleted.
  const items =
    isType === GOODS
      ? (
          await db
            .select({
              ...base,
              goods_name: goods.goods_name,
              image: goods.goods_master_image,
              price: goods.goods_price,
              sku: firstSkuPrice,
            })
            .from(favorites)
            .leftJoin(goods, eq(goods.id, favorites.out_id))
            .where(where)
            .orderBy(desc(favorites.id))
            .limit(perPage)
            .offset((page - 1) * perPage)
        ).map(({ image, price, sku, ...r }): FavoriteGoodsItem => ({
          ...r,
          is_type: GOODS,
          goods_name: r.goods_name ?? '',
          goods_master_image: thumb(image ?? '', 150),
          goods_price: sku ?? price ?? '0.00',
        }))
      : (
          await db
            .select({
              ...base,
              store_name: stores.store_name,
              store_logo: stores.store_logo,
              area_info: stores.area_info,
            })
            .from(favorites)
            .leftJoin(stores, eq(stores.id, favorites.out_id))
            .where(where)
            .orderBy(desc(favorites.id))
            .limit(perPage)
            .offset((page - 1) * perPage)
        ).map((r): FavoriteStoreItem => ({
          ...r,
          is_type: 1,
          store_name: r.store_name ?? '',
          store_logo: r.store_logo ?? '',
          area_info: r.area_info ?? '',
        }));
  return { code: 200, msg: 'ok', data: collection(items, Number(total?.n ?? 0), page, perPage) };
}

/** Favourite goods and followed stores of the signed-in shopper (user centre → favourites). */
export async function favoriteRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/favorites',
    {
      ...documented({
        tags: ['favorites'],
        summary: 'Own favourites: is_type 0 goods (default) / 1 stores, page, per_page',
        query: favoriteListRequestSchema,
      }),
    },
    listFavorites,
  );

  app.post(
    '/user/favorites',
    documented({
      tags: ['favorites'],
      summary: 'Toggle a favourite goods (is_type 0) or followed store (1): out_id',
      body: favoriteToggleRequestSchema,
    }),
    async (req) => {
      const input = parseInput(favoriteToggleRequestSchema, req);
      const isType = favType(input.is_type);
      const target = outId(input.out_id);
      await req.server.db.transaction((tx) => toggleFavorite(tx, req.userId!, isType, target));
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.delete(
    '/user/favorites/:ids',
    documented({ tags: ['favorites'], summary: 'Remove own favourites by favourite row id (comma-separated)' }),
    async (req) => {
      const ids = parseIds((req.params as { ids: string }).ids);
      if (!ids.length) throw fail('findDataError');
      const userId = req.userId!;
      const n = await req.server.db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const removed = await tx
          .update(favorites)
          .set({ deleted_at: shanghaiTime() })
          .where(and(inArray(favorites.id, ids), eq(favorites.user_id, userId), isNull(favorites.deleted_at)))
          .returning({ out_id: favorites.out_id, is_type: favorites.is_type });
        const perGoods = new Map<number, number>();
        for (const r of removed) if (r.is_type === GOODS) perGoods.set(r.out_id, (perGoods.get(r.out_id) ?? 0) + 1);
        for (const [goodsId, times] of perGoods) await bumpCollect(tx, goodsId, -times);
        return removed.length;
      });
      if (!n) throw fail('findDataError');
      return { code: 200, msg: 'ok', data: n };
    },
  );
}

/** `GET /api/is_fav`: public, answers false to a visitor who is not signed in to the storefront. */
export async function isFavRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/is_fav',
    {
      ...documented({
        tags: ['favorites'],
        summary: 'Is the goods (is_type 0) or store (1) out_id a favourite of the caller',
        query: isFavoriteRequestSchema,
        answer: z.boolean(),
      }),
    },
    async (req) => {
      const input = parseInput(isFavoriteRequestSchema, req);
      const s = input.is_type;
      if (s !== '0' && s !== '1') throw fail('error');
      const target = outId(input.out_id);
      const auth = await authOf(req);
      if (!auth || !tokenOpens(auth, 'home')) return { code: 200, msg: 'ok', data: false };
      const [row] = await req.server.db
        .select({ id: favorites.id })
        .from(favorites)
        .where(
          and(
            eq(favorites.user_id, auth.accountId),
            eq(favorites.out_id, target),
            eq(favorites.is_type, Number(s)),
            isNull(favorites.deleted_at),
          ),
        )
        .limit(1);
      return { code: 200, msg: 'ok', data: !!row };
    },
  );
}
