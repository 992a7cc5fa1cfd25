import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract/orders';
import { GROUP_STATUS, type GoodsSeckill, type OpenGroup } from '@shop/contract/promotions';
import type { Db } from '../../db/client.ts';
import {
  collectiveLogs,
  collectives,
  coupons,
  fullReductions,
  goods,
  goodsAttrs,
  goodsSkus,
  goodsSpecs,
  orderComments,
  orders,
  seckills,
  users,
} from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { publicStoreInfo } from '../stores/public-store.ts';
import { ancestry, classRows } from './classes.ts';
import {
  collectiveOffer,
  flashUnitCents,
  liveCollective,
  liveCollectiveOf,
  liveSeckill,
  seckillRunning,
  seckillSkuLive,
  skuPrices,
} from '../promotions/storefront-offers.ts';
import { listedGoods, storeSaleList } from './home-items.ts';
import { fromCents, toCents } from './money.ts';
import { imageList, thumb } from './thumbs.ts';

export type GoodsRow = typeof goods.$inferSelect;
type SkuRow = typeof goodsSkus.$inferSelect;
type SpecRow = typeof goodsSpecs.$inferSelect;

/** A SKU as the editors and the storefront read it: the comma lists as arrays (spec ids as numbers). */
export type SkuItem = Omit<SkuRow, 'spec_id' | 'sku_name'> & { spec_id: number[]; sku_name: string[] };

export interface AttrItem {
  id: number;
  store_id: number;
  name: string;
  specs: (SpecRow & { check?: true })[];
}

/** Spec ids of a stored SKU ("1,4" → [1, 4]). */
export function specIdsOf(specId: string): number[] {
  return specId
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

/**
 * The goods detail core shared by the storefront and both editors (`/api/goods/{id}`): the raw
 * row with `goods_images` as an array and its `_150` / `_400` thumbnails, `classList` (class, parent, grandparent),
 * `skuList` and `attrList` (the attributes the SKUs use, their values marked `check: true`; with `saveCheck` the
 * unused values are dropped).
 */
export async function goodsDetailCore(db: Db, row: GoodsRow, opts: { saveCheck?: boolean } = {}) {
  const [classes, skuRows] = await Promise.all([
    classRows(db),
    db
      .select()
      .from(goodsSkus)
      .where(and(eq(goodsSkus.goods_id, row.id), isNull(goodsSkus.deleted_at)))
      .orderBy(asc(goodsSkus.id)),
  ]);
  const skuList: SkuItem[] = skuRows.map((s) => ({
    ...s,
    spec_id: specIdsOf(s.spec_id),
    sku_name: s.sku_name ? s.sku_name.split(',') : [],
  }));
  const used = new Set(skuList.flatMap((s) => s.spec_id));
  let attrList: AttrItem[] = [];
  if (used.size) {
    const usedSpecs = await db
      .select({ attr_id: goodsSpecs.attr_id })
      .from(goodsSpecs)
      .where(inArray(goodsSpecs.id, [...used]));
    const attrIds = [...new Set(usedSpecs.map((s) => s.attr_id))];
    if (attrIds.length) {
      const [attrs, specs] = await Promise.all([
        db
          .select({ id: goodsAttrs.id, store_id: goodsAttrs.store_id, name: goodsAttrs.name })
          .from(goodsAttrs)
          .where(and(inArray(goodsAttrs.id, attrIds), isNull(goodsAttrs.deleted_at)))
          .orderBy(desc(goodsAttrs.id)),
        db
          .select()
          .from(goodsSpecs)
          .where(and(inArray(goodsSpecs.attr_id, attrIds), isNull(goodsSpecs.deleted_at)))
          .orderBy(asc(goodsSpecs.id)),
      ]);
      attrList = attrs.map((a) => ({
        ...a,
        specs: specs
          .filter((s) => s.attr_id === a.id && (!opts.saveCheck || used.has(s.id)))
          .map((s) => (used.has(s.id) ? { ...s, check: true as const } : s)),
      }));
    }
  }
  const images = imageList(row.goods_images);
  return {
    ...row,
    goods_images: images,
    goods_images_thumb_150: images.map((i) => thumb(i, 150)),
    goods_images_thumb_400: images.map((i) => thumb(i, 400)),
    classList: ancestry(classes, row.class_id),
    attrList,
    skuList,
  };
}

/** Ratings sum bands of qwshop: good >= 15, medium 10 < sum < 15, bad <= 10 (four ratings of 0-5). */
export const RATING_SUM = sql`(${orderComments.score} + ${orderComments.agree} + ${orderComments.service} + ${orderComments.speed})`;

const capped = (n: number): number | string => (n > 999 ? '999+' : n);

async function commentStatistics(db: Db, goodsId: number) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      good: sql<number>`(count(*) filter (where ${RATING_SUM} >= 15))::int`,
      commonly: sql<number>`(count(*) filter (where ${RATING_SUM} > 10 and ${RATING_SUM} < 15))::int`,
      bad: sql<number>`(count(*) filter (where ${RATING_SUM} <= 10))::int`,
    })
    .from(orderComments)
    .where(and(eq(orderComments.goods_id, goodsId), isNull(orderComments.deleted_at)));
  const all = Number(row?.all ?? 0);
  const good = Number(row?.good ?? 0);
  return {
    all: capped(all),
    good: capped(good),
    commonly: capped(Number(row?.commonly ?? 0)),
    bad: capped(Number(row?.bad ?? 0)),
    rate: all ? Math.round((good / all) * 100) : 100,
  };
}

/** `***` and the end of a nickname (last character, or last 4 when longer than 4), as the reviews show them. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  return `***${chars.length > 4 ? chars.slice(-4).join('') : chars.slice(-1).join('')}`;
}

/**
 * Promotions of the goods page: the store's claimable coupons, its full reductions running now, the flash sale
 * running now (priced), the group buy that applies and its open groups still short of members.
 */
async function promotions(db: Db, row: GoodsRow) {
  const now = shanghaiTime();
  const [couponRows, seckillRows, rule, reductions] = await Promise.all([
    // Claimable: a copy may be taken before the window opens, until it ends.
    db
      .select({
        id: coupons.id,
        name: coupons.name,
        money: coupons.money,
        use_money: coupons.use_money,
        stock: coupons.stock,
        per_user: coupons.per_user,
        content: coupons.content,
        start_time: coupons.start_time,
        end_time: coupons.end_time,
      })
      .from(coupons)
      .where(
        and(
          eq(coupons.store_id, row.store_id),
          eq(coupons.stopped, 0),
          gt(coupons.stock, 0),
          gt(coupons.end_time, now),
          isNull(coupons.deleted_at),
        ),
      )
      .orderBy(desc(coupons.id))
      .limit(20),
    db
      .select()
      .from(seckills)
      .where(and(eq(seckills.goods_id, row.id), liveSeckill(), seckillRunning(now), seckillSkuLive()))
      .orderBy(desc(seckills.id))
      .limit(1),
    liveCollectiveOf(db, row.id),
    db
      .select({
        id: fullReductions.id,
        name: fullReductions.name,
        money: fullReductions.money,
        use_money: fullReductions.use_money,
        start_time: fullReductions.start_time,
        end_time: fullReductions.end_time,
      })
      .from(fullReductions)
      .where(
        and(
          eq(fullReductions.store_id, row.store_id),
          lte(fullReductions.start_time, now),
          gt(fullReductions.end_time, now),
          isNull(fullReductions.deleted_at),
        ),
      )
      .orderBy(asc(fullReductions.use_money), asc(fullReductions.id)),
  ]);

  let seckill: GoodsSeckill | false = false;
  const sale = seckillRows[0];
  if (sale) {
    const normal = sale.sku_id ? (await skuPrices(db, [sale.sku_id])).get(sale.sku_id) : toCents(row.goods_price);
    if (normal !== undefined) {
      seckill = {
        id: sale.id,
        sku_id: sale.sku_id,
        discount: sale.discount,
        price: fromCents(flashUnitCents(sale, normal)),
        quota: sale.quota,
        left: Math.max(0, sale.quota - sale.sold),
        per_user: sale.per_user,
        start_time: sale.start_time,
        end_time: sale.end_time,
      };
    }
  }

  let collectiveList: OpenGroup[] = [];
  if (rule) {
    // Members are the group's orders not cancelled; a group whose rule was stopped or deleted cannot be joined.
    // The group's id written with its table: drizzle leaves columns of a select list's subquery unqualified.
    const members = sql<number>`(select count(*)::int from ${orders} where ${orders.collective_id} = ${sql.raw('"collective_logs"."id"')}
      and ${orders.order_status} > ${ORDER_STATUS.cancelled} and ${orders.deleted_at} is null)`;
    const teams = await db
      .select({
        id: collectiveLogs.id,
        need: collectiveLogs.need,
        nickname: users.nickname,
        username: users.username,
        avatar: users.avatar,
        orders_count: members,
        expires_at: collectiveLogs.expires_at,
      })
      .from(collectiveLogs)
      .innerJoin(collectives, eq(collectives.id, collectiveLogs.collective_id))
      .leftJoin(users, eq(users.id, collectiveLogs.user_id))
      .where(
        and(
          eq(collectiveLogs.goods_id, row.id),
          eq(collectiveLogs.status, GROUP_STATUS.open),
          gt(collectiveLogs.expires_at, now),
          isNull(collectiveLogs.deleted_at),
          liveCollective(),
          sql`${members} < ${collectiveLogs.need}`,
        ),
      )
      .orderBy(asc(collectiveLogs.expires_at), asc(collectiveLogs.id))
      .limit(20);
    collectiveList = teams.map((t) => ({
      id: t.id,
      need: t.need,
      nickname: maskNickname(t.nickname || t.username || ''),
      avatar: t.avatar ?? '',
      orders_count: Number(t.orders_count),
      expires_at: t.expires_at,
    }));
  }
  return {
    coupons: couponRows,
    full_reductions: reductions,
    seckills: seckill,
    collectives: rule ? collectiveOffer(rule, row.goods_price) : (false as const),
    collective_list: collectiveList,
  };
}

/** The listed goods with this id (on the shelf, approved, in an open approved store), or undefined. */
export async function listedGoodsRow(db: Db, id: number): Promise<GoodsRow | undefined> {
  const [row] = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), listedGoods()))
    .limit(1);
  return row;
}

/**
 * The storefront's goods page (`GET /api/goods/{id}`): the detail core plus the store card and its rating, review
 * statistics, the store's best sellers of the same class, and the running promotions. undefined for a goods the
 * public may not see (unlisted, unapproved, or its store closed).
 */
export async function publicGoodsDetail(db: Db, id: number, opts: { saveCheck?: boolean } = {}) {
  const row = await listedGoodsRow(db, id);
  if (!row) return undefined;
  const [core, store, statistics, saleList, promos] = await Promise.all([
    goodsDetailCore(db, row, opts),
    publicStoreInfo(db, row.store_id),
    commentStatistics(db, row.id),
    storeSaleList(db, row.store_id, { classId: row.class_id }),
    promotions(db, row),
  ]);
  return {
    ...core,
    store_info: store ?? [],
    rate: store?.rate ?? { scoreAll: 5, agreeAll: 5, serviceAll: 5, speedAll: 5 },
    comment_statistics: statistics,
    sale_list: saleList,
    ...promos,
  };
}
