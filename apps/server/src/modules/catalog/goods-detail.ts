import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import { publicColumns } from '../stores/store-view.ts';
import { GROUP_STATUS, type GoodsSeckill, type OpenGroup } from '@shop/contract/promotions';
import type { StoreRate } from '@shop/contract/stores';
import type { Db } from '../../db/client.ts';
import {
  collectiveLogs,
  collectives,
  coupons,
  fullReductions,
  goods,
  goodsAttrs,
  goodsClasses,
  goodsSkus,
  goodsSpecs,
  orderComments,
  orders,
  seckills,
  stores,
  users,
} from '../../db/schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { holdsPlace, placeHeldSince } from '../orders/group-places.ts';
import type { PublicStoreInfo, PublicStoreRow } from '../stores/store-view.ts';
import { ancestry, CLASS_LEVELS, classRows, type ClassRow } from './classes.ts';
import {
  collectiveOffer,
  liveCollective,
  liveSeckill,
  saleOffer,
  seckillSkuLive,
} from '../promotions/storefront-offers.ts';
import { homeItemOf, homeItemsQuery, listedGoods } from './home-items.ts';
import { jsonFirst, jsonList, jsonObject } from './json-select.ts';
import { toCents } from './money.ts';
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

/** The detail core of a goods row from its classes, live SKUs (by id) and the attributes those SKUs use. */
function shapeCore(
  row: GoodsRow,
  classList: ClassRow[],
  skuRows: SkuRow[],
  attrs: (Omit<AttrItem, 'specs'> & { specs: SpecRow[] })[],
  opts: { saveCheck?: boolean },
) {
  const skuList: SkuItem[] = skuRows.map((s) => ({
    ...s,
    spec_id: specIdsOf(s.spec_id),
    sku_name: s.sku_name ? s.sku_name.split(',') : [],
  }));
  const used = new Set(skuList.flatMap((s) => s.spec_id));
  const attrList: AttrItem[] = attrs.map((a) => ({
    ...a,
    specs: a.specs
      .filter((s) => !opts.saveCheck || used.has(s.id))
      .map((s) => (used.has(s.id) ? { ...s, check: true as const } : s)),
  }));
  // The review counter and the store flag are the listing's (sort key, filter), kept by the database: not part of the
  // goods as the editors and the goods page show it.
  const {
    comment_count: _count,
    store_open: _open,
    ...goodsFields
  } = row as GoodsRow & { comment_count?: number; store_open?: boolean };
  const images = imageList(row.goods_images);
  return {
    ...goodsFields,
    goods_images: images,
    goods_images_thumb_150: images.map((i) => thumb(i, 150)),
    goods_images_thumb_400: images.map((i) => thumb(i, 400)),
    classList,
    attrList,
    skuList,
  };
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
  const used = [...new Set(skuRows.flatMap((s) => specIdsOf(s.spec_id)))];
  let attrs: (Omit<AttrItem, 'specs'> & { specs: SpecRow[] })[] = [];
  if (used.length) {
    const usedSpecs = await db
      .select({ attr_id: goodsSpecs.attr_id })
      .from(goodsSpecs)
      .where(inArray(goodsSpecs.id, used));
    const attrIds = [...new Set(usedSpecs.map((s) => s.attr_id))];
    if (attrIds.length) {
      const [attrRows, specs] = await Promise.all([
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
      attrs = attrRows.map((a) => ({ ...a, specs: specs.filter((s) => s.attr_id === a.id) }));
    }
  }
  return shapeCore(row, ancestry(classes, row.class_id), skuRows, attrs, opts);
}

/** Ratings sum bands of qwshop: good >= 15, medium 10 < sum < 15, bad <= 10 (four ratings of 0-5). */
export const RATING_SUM = sql`(${orderComments.score} + ${orderComments.agree} + ${orderComments.service} + ${orderComments.speed})`;

const capped = (n: number): number | string => (n > 999 ? '999+' : n);

/** The review counts of the goods page (capped at 999+) and the share of good ones. */
function statisticsOf(row: { all: number; good: number; commonly: number; bad: number } | null) {
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

/** Average of one review column, truncated to an integer; none (or 0) counts as 5, as the store card reads it. */
const avgOf = (value: string | null | undefined): number => {
  const n = Math.trunc(Number(value ?? 0));
  return n > 0 ? n : 5;
};

function rateOf(
  row: { score: string | null; agree: string | null; service: string | null; speed: string | null } | null,
): StoreRate {
  return {
    scoreAll: avgOf(row?.score),
    agreeAll: avgOf(row?.agree),
    serviceAll: avgOf(row?.service),
    speedAll: avgOf(row?.speed),
  };
}

/** `***` and the end of a nickname (last character, or last 4 when longer than 4), as the reviews show them. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  return `***${chars.length > 4 ? chars.slice(-4).join('') : chars.slice(-1).join('')}`;
}

/** A flash sale row as the goods page reads it, with the normal price of its SKU (null when that SKU is gone). */
type SeckillRow = typeof seckills.$inferSelect & { sku_price: string | null };
type CollectiveRow = typeof collectives.$inferSelect;
type TeamRow = {
  id: number;
  need: number;
  nickname: string | null;
  username: string | null;
  avatar: string | null;
  orders_count: number;
  expires_at: string;
};

/**
 * Promotions of the goods page, as JSON columns of the goods page's statement: the store's claimable coupons, its
 * full reductions running now, the flash sale running now (with its SKU's price), the group buy that applies and its
 * open groups still short of members.
 */
function promotionColumns(now: Placeholder, heldSince: Placeholder) {
  const outerId = sql.raw('"goods"."id"');
  const outerStore = sql.raw('"goods"."store_id"');
  // Claimable: a copy may be taken before the window opens, until it ends.
  const claimable = and(
    sql`${coupons.store_id} = ${outerStore}`,
    eq(coupons.stopped, 0),
    gt(coupons.stock, 0),
    gt(coupons.end_time, now),
    isNull(coupons.deleted_at),
  );
  const running = and(
    sql`${fullReductions.store_id} = ${outerStore}`,
    lte(fullReductions.start_time, now),
    gt(fullReductions.end_time, now),
    isNull(fullReductions.deleted_at),
  );
  // Running at `now`, as seckillRunning() has it, with `now` a parameter of the prepared statement.
  const sale = and(
    sql`${seckills.goods_id} = ${outerId}`,
    liveSeckill(),
    sql`${seckills.start_time} <= ${now} and ${seckills.end_time} > ${now}`,
    seckillSkuLive(),
  );
  const skuPrice = sql`(select ${goodsSkus.goods_price}::text from ${goodsSkus}
    where ${goodsSkus.id} = ${seckills.sku_id} and ${seckills.sku_id} > 0 and ${goodsSkus.deleted_at} is null)`;
  // Members are the group's orders that hold a place (paid, or unpaid inside the payment window); a group whose
  // rule was stopped or deleted cannot be joined. The group's id written with its table: drizzle leaves columns
  // of a select list's subquery unqualified.
  const members = sql`(select count(*)::int from ${orders} where ${orders.collective_id} = ${sql.raw('"collective_logs"."id"')}
      and ${holdsPlace(heldSince)} and ${orders.deleted_at} is null)`;
  const open = and(
    sql`${collectiveLogs.goods_id} = ${outerId}`,
    eq(collectiveLogs.status, GROUP_STATUS.open),
    gt(collectiveLogs.expires_at, now),
    isNull(collectiveLogs.deleted_at),
    liveCollective(),
    sql`${members} < ${collectiveLogs.need}`,
  );
  return {
    coupons: jsonList(
      {
        id: coupons.id,
        name: coupons.name,
        money: coupons.money,
        use_money: coupons.use_money,
        stock: coupons.stock,
        per_user: coupons.per_user,
        content: coupons.content,
        start_time: coupons.start_time,
        end_time: coupons.end_time,
      },
      sql`${coupons} where ${claimable}`,
      sql`${coupons.id} desc`,
      20,
    ),
    reductions: jsonList(
      {
        id: fullReductions.id,
        name: fullReductions.name,
        money: fullReductions.money,
        use_money: fullReductions.use_money,
        start_time: fullReductions.start_time,
        end_time: fullReductions.end_time,
      },
      sql`${fullReductions} where ${running}`,
      sql`${fullReductions.use_money} asc, ${fullReductions.id} asc`,
    ),
    seckill: jsonFirst(
      { ...getTableColumns(seckills), sku_price: skuPrice },
      sql`${seckills} where ${sale}`,
      sql`${seckills.id} desc`,
    ),
    rule: jsonFirst(
      getTableColumns(collectives),
      sql`${collectives} where ${collectives.goods_id} = ${outerId} and ${liveCollective()}`,
      sql`${collectives.id} desc`,
    ),
    teams: jsonList(
      {
        id: collectiveLogs.id,
        need: collectiveLogs.need,
        nickname: users.nickname,
        username: users.username,
        avatar: users.avatar,
        orders_count: members,
        expires_at: collectiveLogs.expires_at,
      },
      sql`${collectiveLogs} inner join ${collectives} on ${collectives.id} = ${collectiveLogs.collective_id}
        left join ${users} on ${users.id} = ${collectiveLogs.user_id} where ${open}`,
      sql`${collectiveLogs.expires_at} asc, ${collectiveLogs.id} asc`,
      20,
    ),
  };
}

/** The promotions part of the answer from the rows {@link promotionColumns} read. */
function promotions(
  row: GoodsRow,
  p: {
    coupons: unknown[];
    reductions: unknown[];
    seckill: SeckillRow | null;
    rule: CollectiveRow | null;
    teams: TeamRow[];
  },
) {
  let seckill: GoodsSeckill | false = false;
  const sale = p.seckill;
  if (sale) {
    const normal = sale.sku_id
      ? sale.sku_price === null
        ? undefined
        : toCents(sale.sku_price)
      : toCents(row.goods_price);
    if (normal !== undefined) seckill = saleOffer(sale, normal);
  }
  const rule = p.rule;
  const collectiveList: OpenGroup[] = rule
    ? p.teams.map((t) => ({
        id: t.id,
        need: t.need,
        nickname: maskNickname(t.nickname || t.username || ''),
        avatar: t.avatar ?? '',
        orders_count: Number(t.orders_count),
        expires_at: t.expires_at,
      }))
    : [];
  return {
    coupons: p.coupons,
    full_reductions: p.reductions,
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

/** The columns a stranger may see of a store: one list, kept with the store's public page. */
const storeCard = publicColumns;

/**
 * The goods' class and its ancestors (class, parent, grandparent), as {@link ancestry} walks them over the live
 * classes: up the `pid` chain until the root or a class that is gone, at most four steps.
 */
function classChainColumn() {
  return sql`(with recursive chain(depth, id, pid) as (
      select 0, ${goodsClasses.id}, ${goodsClasses.pid} from ${goodsClasses}
      where ${goodsClasses.id} = ${sql.raw('"goods"."class_id"')} and ${goodsClasses.deleted_at} is null
      union all
      select chain.depth + 1, parent.id, parent.pid from chain
      join ${goodsClasses} parent on parent.id = chain.pid and parent.deleted_at is null
      where chain.pid <> 0 and chain.depth < ${sql.raw(String(CLASS_LEVELS))})
    select coalesce(json_agg(${jsonObject(getTableColumns(goodsClasses))} order by chain.depth), '[]'::json)
    from chain join ${goodsClasses} on ${goodsClasses.id} = chain.id)`;
}

/** The spec ids the goods' live SKUs use (`spec_id` "1,4"), as {@link specIdsOf} reads them. */
const usedSpecIds = sql`(select btrim(part, ${' \t\n\r'})::int from ${goodsSkus},
    unnest(string_to_array(${goodsSkus.spec_id}, ',')) as part
  where ${goodsSkus.goods_id} = ${sql.raw('"goods"."id"')} and ${goodsSkus.deleted_at} is null
    and btrim(part, ${' \t\n\r'}) ~ '^[0-9]{1,9}$')`;

/** The goods page's main statement: the goods row and, as JSON columns, everything that hangs on it. */
function goodsPageStatement(db: Db) {
  const { comment_count: _count, store_open: _open, ...goodsColumns } = getTableColumns(goods);
  const outerId = sql.raw('"goods"."id"');
  const outerStore = sql.raw('"goods"."store_id"');
  const specColumns = getTableColumns(goodsSpecs);
  const promo = promotionColumns(sql.placeholder('now'), sql.placeholder('held'));
  return db
    .select({
      row: goodsColumns,
      classes: sql<ClassRow[]>`${classChainColumn()}`,
      skus: sql<SkuRow[]>`${jsonList(
        getTableColumns(goodsSkus),
        sql`${goodsSkus} where ${goodsSkus.goods_id} = ${outerId} and ${goodsSkus.deleted_at} is null`,
        sql`${goodsSkus.id} asc`,
      )}`,
      attrs: sql<(Omit<AttrItem, 'specs'> & { specs: SpecRow[] })[]>`${jsonList(
        {
          id: goodsAttrs.id,
          store_id: goodsAttrs.store_id,
          name: goodsAttrs.name,
          specs: jsonList(
            specColumns,
            sql`${goodsSpecs} where ${goodsSpecs.attr_id} = ${goodsAttrs.id} and ${goodsSpecs.deleted_at} is null`,
            sql`${goodsSpecs.id} asc`,
          ),
        },
        sql`${goodsAttrs} where ${goodsAttrs.deleted_at} is null and ${goodsAttrs.id} in (
          select used.attr_id from ${goodsSpecs} used where used.id in ${usedSpecIds})`,
        sql`${goodsAttrs.id} desc`,
      )}`,
      store: sql<PublicStoreRow | null>`${jsonFirst(
        storeCard,
        sql`${stores} where ${stores.id} = ${outerStore} and ${stores.deleted_at} is null`,
        sql`${stores.id}`,
      )}`,
      storeRate: sql<{ score: string | null; agree: string | null; service: string | null; speed: string | null }>`(
        select json_build_object('score', avg(${orderComments.score})::text, 'agree', avg(${orderComments.agree})::text,
          'service', avg(${orderComments.service})::text, 'speed', avg(${orderComments.speed})::text)
        from ${orderComments} where ${orderComments.store_id} = ${outerStore} and ${orderComments.deleted_at} is null)`,
      reviews: sql<{ all: number; good: number; commonly: number; bad: number; score: string | null }>`(
        select json_build_object('all', count(*)::int, 'score', round(avg(${orderComments.score}), 1)::text,
          'good', (count(*) filter (where ${RATING_SUM} >= 15))::int,
          'commonly', (count(*) filter (where ${RATING_SUM} > 10 and ${RATING_SUM} < 15))::int,
          'bad', (count(*) filter (where ${RATING_SUM} <= 10))::int)
        from ${orderComments} where ${orderComments.goods_id} = ${outerId} and ${orderComments.deleted_at} is null)`,
      coupons: sql<unknown[]>`${promo.coupons}`,
      reductions: sql<unknown[]>`${promo.reductions}`,
      seckill: sql<SeckillRow | null>`${promo.seckill}`,
      rule: sql<CollectiveRow | null>`${promo.rule}`,
      teams: sql<TeamRow[]>`${promo.teams}`,
    })
    .from(goods)
    .where(and(eq(goods.id, sql.placeholder('id')), listedGoods()))
    .limit(1)
    .prepare('catalog_goods_page');
}

/** The best sellers of the goods' store and class: the cards of {@link storeSaleList}, as a prepared statement. */
function saleListStatement(db: Db) {
  return homeItemsQuery(
    db,
    and(eq(goods.store_id, sql.placeholder('store')), listedGoods(), eq(goods.class_id, sql.placeholder('class'))),
    [desc(goods.goods_sale), desc(goods.id)],
    6,
  ).prepare('catalog_goods_page_sales');
}

/**
 * The two statements of the goods page, prepared once per database handle: named, so PostgreSQL plans each once
 * per connection instead of on every cold page (planning a statement this wide costs more than running it).
 */
const statements = new WeakMap<
  Db,
  { page: ReturnType<typeof goodsPageStatement>; sales: ReturnType<typeof saleListStatement> }
>();

function statementsOf(db: Db) {
  let s = statements.get(db);
  if (!s) statements.set(db, (s = { page: goodsPageStatement(db), sales: saleListStatement(db) }));
  return s;
}

/**
 * The storefront's goods page (`GET /api/goods/{id}`): the detail core plus the store card and its rating, review
 * statistics, the store's best sellers of the same class, the running promotions, and `comment_rating` (the review
 * count uncapped and the average score, for the page's structured data). undefined for a goods the public may not
 * see (unlisted, unapproved, or its store closed).
 *
 * Two statements whatever the goods: the goods row with everything that hangs on it as JSON columns (classes, SKUs,
 * attributes, store, ratings, promotions), then the cards of the store's best sellers. Run one by one they were a
 * dozen round trips, each paying its own planning and, on PGlite, its turn on the single connection
 * (docs/catalogue-performance.md).
 */
export async function publicGoodsDetail(db: Db, id: number, opts: { saveCheck?: boolean } = {}) {
  const { page, sales } = statementsOf(db);
  const nowMs = Date.now();
  const [found] = await page.execute({ id, now: shanghaiTime(nowMs), held: await placeHeldSince(db, nowMs) });
  if (!found) return undefined;
  const row = found.row as GoodsRow;
  const saleList = (await sales.execute({ store: row.store_id, class: row.class_id })).map(homeItemOf);
  const store: PublicStoreInfo | null = found.store ? { ...found.store, rate: rateOf(found.storeRate) } : null;
  return {
    ...shapeCore(row, found.classes, found.skus, found.attrs, opts),
    store_info: store ?? [],
    rate: store?.rate ?? { scoreAll: 5, agreeAll: 5, serviceAll: 5, speedAll: 5 },
    comment_statistics: statisticsOf(found.reviews),
    sale_list: saleList,
    ...promotions(row, found),
    comment_rating: ratingOf(found.reviews),
  };
}

/**
 * The goods' reviews as a rating (its page's structured data): how many there are, uncapped, and the average of
 * their scores (0-5) to one decimal; 0 without reviews.
 */
function ratingOf(row: { all: number; score: string | null } | null): { count: number; average: number } {
  return { count: Number(row?.all ?? 0), average: Number(row?.score ?? 0) };
}
