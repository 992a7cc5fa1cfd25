/**
 * `GET /api/seckills?start_time=N`: the listed goods of one flash-sale session, as goods cards (the `/api/goods`
 * page shape) each with its sale. Session 0 is every sale running now; session N >= 1 the sales starting within
 * the hour slot N hours after the current one (Asia/Shanghai, whose hours start on UTC hours).
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { GoodsSeckill } from '@shop/contract/promotions';
import type { Db } from '../../db/client.ts';
import { goods, seckills } from '../../db/schema/index.ts';
import { collection } from '../../http/paginate.ts';
import type { Kv } from '../../lib/kv.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { cachedJson, countersVersion } from '../catalog/cache.ts';
import { listedGoods, selectHomeItems, type GoodsHomeItem } from '../catalog/home-items.ts';
import { toCents } from '../catalog/money.ts';
import { liveSeckill, saleOffer, seckillRunning, seckillSkuLive, skuPrices } from './storefront-offers.ts';

const HOUR = 3_600_000;
const MAX_PER_PAGE = 100;
const MAX_PAGE = 10_000;
/** The storefront offers the next few sessions; a week ahead is far beyond them and keeps the key space small. */
export const MAX_SESSION_OFFSET = 24 * 7;

/** The sale of a `/seckills` card: the goods page's, and the units sold. */
export interface SeckillCardInfo extends GoodsSeckill {
  sold: number;
}

export interface SeckillQuery {
  /** Session offset in hours: 0 running now. */
  offset: number;
  page: number;
  perPage: number;
}

export function seckillQuery(input: { start_time: number; page: number; per_page: number }): SeckillQuery {
  return {
    offset: Math.min(MAX_SESSION_OFFSET, Math.max(0, input.start_time)),
    page: Math.min(MAX_PAGE, Math.max(1, input.page)),
    perPage: Math.min(MAX_PER_PAGE, Math.max(1, input.per_page)),
  };
}

/** The window condition of session `offset` at `nowMs`, and a text naming it (part of the cache key). */
export function sessionWindow(offset: number, nowMs: number): { where: SQL; key: string } {
  if (offset === 0) {
    const now = shanghaiTime(nowMs);
    return { where: seckillRunning(now), key: 'now' };
  }
  const from = Math.floor(nowMs / HOUR) * HOUR + offset * HOUR;
  const start = shanghaiTime(from);
  const end = shanghaiTime(from + HOUR);
  return { where: sql`${seckills.start_time} >= ${start} and ${seckills.start_time} < ${end}`, key: start };
}

/** Sales that are offered in this window (`window` decides which), of a live SKU when they name one. */
const offered = (window: SQL): SQL => sql`${liveSeckill()} and ${window} and ${seckillSkuLive()}`;

/** One page of a session: goods cards of listed goods having a sale in it, newest goods first. */
export async function listSeckillGoods(db: Db, q: SeckillQuery, nowMs = Date.now()) {
  const { where: window } = sessionWindow(q.offset, nowMs);
  const filter = and(
    listedGoods(),
    sql`exists (select 1 from ${seckills} where ${seckills.goods_id} = ${goods.id} and ${offered(window)})`,
  );
  const [total] = await db.select({ n: count() }).from(goods).where(filter);
  const n = Number(total?.n ?? 0);
  const offset = (q.page - 1) * q.perPage;
  const items: GoodsHomeItem[] =
    n > offset ? await selectHomeItems(db, filter, [desc(goods.id)], q.perPage, offset) : [];
  if (!items.length) return collection([], n, q.page, q.perPage);

  // The sale of each card: the earliest to start, then the newest, when a goods has several in the session.
  const sales = await db
    .select({ sale: seckills, goods_price: goods.goods_price })
    .from(seckills)
    .innerJoin(goods, eq(goods.id, seckills.goods_id))
    .where(
      and(
        inArray(
          seckills.goods_id,
          items.map((i) => i.id),
        ),
        offered(window),
      ),
    )
    .orderBy(asc(seckills.start_time), desc(seckills.id));
  const skus = await skuPrices(
    db,
    sales.map((s) => s.sale.sku_id),
  );
  const byGoods = new Map<number, SeckillCardInfo>();
  for (const { sale, goods_price } of sales) {
    if (byGoods.has(sale.goods_id)) continue;
    const normal = sale.sku_id ? skus.get(sale.sku_id) : toCents(goods_price);
    if (normal === undefined) continue;
    byGoods.set(sale.goods_id, { ...saleOffer(sale, normal), sold: sale.sold });
  }
  const cards = items.flatMap((i) => {
    const seckill = byGoods.get(i.id);
    return seckill ? [{ ...i, seckill }] : [];
  });
  return collection(cards, n, q.page, q.perPage);
}

/**
 * The page as JSON text, from the catalogue micro-cache (a few seconds; orders bump the counters version, so
 * `sold` follows them). The key names the session's slot, so a new hour never serves the previous one's answer.
 */
export async function cachedSeckillGoods(db: Db, kv: Kv, q: SeckillQuery): Promise<string> {
  const nowMs = Date.now();
  const { key } = sessionWindow(q.offset, nowMs);
  const version = await countersVersion(kv);
  return cachedJson(kv, `promotions:seckills:${version}:${q.offset}:${key}:${q.page}:${q.perPage}`, async () =>
    JSON.stringify({ code: 200, msg: 'ok', data: await listSeckillGoods(db, q, nowMs) }),
  );
}
