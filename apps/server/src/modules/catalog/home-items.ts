import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { GOODS_STATUS, GOODS_VERIFY } from '@shop/contract/goods';
import type { Db } from '../../db/client.ts';
import { collectives, goods, goodsSkus, stores } from '../../db/schema/index.ts';
import { discounted, fromCents, toCents } from './money.ts';
import { thumb } from './thumbs.ts';

/** One goods card of the storefront (qwshop's GoodsHome item), as the home, search and store pages show it. */
export interface GoodsHomeItem {
  id: number;
  goods_name: string;
  goods_subname: string;
  /** Cheapest SKU's price when SKUs exist, after the group-buy discount when the goods has one. */
  goods_price: string;
  goods_market_price: string;
  /** Sum of the SKU stock when SKUs exist. */
  goods_stock: number;
  goods_sale: number;
  /** `_300` thumbnail of the main image. */
  goods_master_image: string;
  /** Group-buy team size, 0 without a group buy. */
  need: number;
  order_comment_count: number;
  store_name: string;
}

/**
 * The goods the public may see: on the shelf, approved, live, sold by an open and approved store. The store's state
 * is read from `goods.store_open`, which triggers keep (migration 0011_goods_store_open.sql), not by a lookup in
 * `stores` per goods: this is exactly the condition of the `goods_listed_*` partial indexes, so a deep page walks its
 * offset in an index alone (docs/catalogue-performance.md).
 * Written against the `goods` table name, so the outer query must read `goods` unaliased.
 */
export function listedGoods(): SQL {
  return sql`${goods.goods_status} = ${GOODS_STATUS.onShelf} and ${goods.goods_verify} = ${GOODS_VERIFY.approved} and ${goods.deleted_at} is null and ${goods.store_open}`;
}

/**
 * Outer-row references for correlated subqueries in a select list: drizzle writes columns there without their
 * table, and an unqualified "id" inside `select … from goods_skus` would mean the SKU's own id.
 */
const outerGoodsId = sql.raw('"goods"."id"');
const outerStoreId = sql.raw('"goods"."store_id"');

/** Cheapest live SKU (price, then id) as "price market", null without SKUs. */
const cheapestSku = sql<string | null>`(
  select ${goodsSkus.goods_price}::text || ' ' || ${goodsSkus.goods_market_price}::text
  from ${goodsSkus} where ${goodsSkus.goods_id} = ${outerGoodsId} and ${goodsSkus.deleted_at} is null
  order by ${goodsSkus.goods_price}, ${goodsSkus.id} limit 1)`;

const skuStock = sql<string | null>`(
  select sum(${goodsSkus.goods_stock})::text from ${goodsSkus}
  where ${goodsSkus.goods_id} = ${outerGoodsId} and ${goodsSkus.deleted_at} is null)`;

/** The goods' group buy as "discount need", null without one (a rule the platform stopped no longer applies). */
const collectiveOf = sql<string | null>`(
  select ${collectives.discount}::text || ' ' || ${collectives.need}::text
  from ${collectives} where ${collectives.goods_id} = ${outerGoodsId} and ${collectives.deleted_at} is null
    and ${collectives.stopped} = 0
  order by ${collectives.id} desc limit 1)`;

/**
 * Everything a card needs in one statement: per row a few index lookups (SKUs, group buy, store name; the review
 * count is kept on the goods row), so a page of 30 costs one round trip, which matters on PGlite where queries run
 * one at a time.
 */
const itemColumns = {
  id: goods.id,
  goods_name: goods.goods_name,
  goods_subname: goods.goods_subname,
  goods_price: goods.goods_price,
  goods_market_price: goods.goods_market_price,
  goods_stock: goods.goods_stock,
  goods_sale: goods.goods_sale,
  goods_master_image: goods.goods_master_image,
  sku: cheapestSku,
  sku_stock: skuStock,
  collective: collectiveOf,
  comments: goods.comment_count,
  store_name: sql<string | null>`(select ${stores.store_name} from ${stores} where ${stores.id} = ${outerStoreId})`,
};

type ItemRow = {
  id: number;
  goods_name: string;
  goods_subname: string;
  goods_price: string;
  goods_market_price: string;
  goods_stock: number;
  goods_sale: number;
  goods_master_image: string;
  sku: string | null;
  sku_stock: string | null;
  collective: string | null;
  comments: number;
  store_name: string | null;
};

/** A card from its row as {@link homeItemsQuery} reads it. */
export function homeItemOf(r: ItemRow): GoodsHomeItem {
  const [skuPrice, skuMarket] = r.sku ? r.sku.split(' ') : [];
  const [discount, need] = r.collective ? r.collective.split(' ') : [];
  let price = toCents(skuPrice ?? r.goods_price);
  if (discount) price = discounted(price, discount);
  return {
    id: r.id,
    goods_name: r.goods_name,
    goods_subname: r.goods_subname,
    goods_price: fromCents(price),
    goods_market_price: skuMarket ?? r.goods_market_price,
    goods_stock: r.sku_stock !== null ? Number(r.sku_stock) : r.goods_stock,
    goods_sale: r.goods_sale,
    goods_master_image: thumb(r.goods_master_image, 300),
    need: need ? Number(need) : 0,
    order_comment_count: Number(r.comments),
    store_name: r.store_name ?? '',
  };
}

/**
 * The statement behind {@link selectHomeItems} (tests EXPLAIN it). The page's ids are chosen first, ordered, limited
 * and offset over the narrow indexes, and the card columns computed for those rows only: computed in the same
 * select as the ordering, every skipped row of a deep page (and every match a sort node reads) would pay its SKU,
 * group-buy and store lookups. `= any(array(…))` makes the chosen ids one parameter of a primary key lookup, a plan
 * the planner keeps whatever it estimates the subquery returns. The outer order puts the few rows back in page
 * order (docs/catalogue-performance.md).
 */
export function homeItemsQuery(db: Db, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const page = db
    .select({ id: goods.id })
    .from(goods)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return db
    .select(itemColumns)
    .from(goods)
    .where(sql`${goods.id} = any(array(${page}))`)
    .orderBy(...order);
}

/** Cards for the goods matching `where`, in `order`, one statement. */
export async function selectHomeItems(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset = 0,
): Promise<GoodsHomeItem[]> {
  const rows = (await homeItemsQuery(db, where, order, limit, offset)) as ItemRow[];
  return rows.map(homeItemOf);
}

/**
 * The GoodsHome cards of the given goods rows (only `id` is read), in the same order. Rows that no longer
 * exist are skipped. Visibility is the caller's business: filter with {@link listedGoods} when selecting them.
 */
export async function goodsHomeItems(db: Db, goodsRows: readonly { id: number }[]): Promise<GoodsHomeItem[]> {
  const ids = [...new Set(goodsRows.map((g) => g.id))];
  if (!ids.length) return [];
  const items = await selectHomeItems(db, inArray(goods.id, ids), [desc(goods.id)], ids.length);
  const byId = new Map(items.map((i) => [i.id, i]));
  return ids.map((id) => byId.get(id)).filter((i): i is GoodsHomeItem => i !== undefined);
}

/**
 * The listed goods of one store, best sellers first (a store page's `sale_list`: 6; the goods detail's: 6 of the
 * same class, without the goods itself).
 */
export async function storeSaleList(
  db: Db,
  storeId: number,
  opts: { limit?: number; classId?: number; excludeGoodsId?: number } = {},
): Promise<GoodsHomeItem[]> {
  const where = and(
    eq(goods.store_id, storeId),
    listedGoods(),
    opts.classId !== undefined ? eq(goods.class_id, opts.classId) : undefined,
    opts.excludeGoodsId !== undefined ? ne(goods.id, opts.excludeGoodsId) : undefined,
  );
  return selectHomeItems(db, where, [desc(goods.goods_sale), desc(goods.id)], opts.limit ?? 6);
}
