import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { goodsListRequestSchema } from '@shop/contract/requests/catalog';
import type { Db } from '../../db/client.ts';
import { distributions, goods } from '../../db/schema/index.ts';
import { badInput } from '../../http/envelope.ts';
import { flag, type Input } from '../../http/input.ts';
import { collection } from '../../http/paginate.ts';
import { parseValues } from '../../http/route-input.ts';
import type { Kv } from '../../lib/kv.ts';
import { collectiveOffers, hasLiveCollective } from '../promotions/storefront-offers.ts';
import { cachedJson, catalogVersion } from './cache.ts';
import { classRows, withDescendants } from './classes.ts';
import { listedGoods, selectHomeItems } from './home-items.ts';
import { analyseKeywords, keywordCondition, relevanceKeys, type KeywordSearch } from './keywords.ts';
import { searchLexicon } from './search-lexicon.ts';

/** Sorts the storefront may ask for (`order_comment_count`, alias `comments`, is the reviews column). */
export const SORTS = ['goods_price', 'goods_sale', 'created_at', 'id', 'order_comment_count'] as const;
type SortType = (typeof SORTS)[number];

const MAX_PER_PAGE = 100;
const MAX_PAGE = 10_000;
const MAX_CLASS_IDS = 500;
/** Totals move slowly and cost a scan of the matching index entries: keep each one this long. */
const COUNT_FRESH_MS = 30_000;

/** What `GET /api/goods` was asked, normalised (also the cache key). */
export interface GoodsQuery {
  keywords: string;
  brandId: number;
  classIds: number[] | null;
  deep: number;
  storeId: number;
  sortType: SortType | '';
  sortOrder: 'asc' | 'desc';
  isRecommend: boolean;
  isMaster: boolean;
  isCollective: boolean;
  isDistribution: boolean;
  page: number;
  perPage: number;
}

const idOf = (v: unknown, field: string): number => {
  const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!/^\d{1,9}$/.test(s)) throw badInput('badValue', { field });
  return Number(s);
};

/** `params` is base64(JSON) (btoa in the browser); a '+' that crossed a query string unescaped reads as a space. */
function decodeParams(raw: string): Record<string, unknown> {
  if (!raw) return {};
  const text = Buffer.from(raw.replace(/ /g, '+'), 'base64').toString('utf8');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    /* refused below */
  }
  throw badInput('badValue', { field: 'params' });
}

/** The storefront percent-encodes keywords before base64 (btoa takes Latin-1 only); a bare string is kept. */
function decodeKeywords(v: unknown): string {
  if (typeof v !== 'string') return '';
  try {
    return decodeURIComponent(v).trim();
  } catch {
    return v.trim();
  }
}

/** Parses and validates the list request (params JSON + query flags + paging) with its request schema. */
export function parseGoodsQuery(raw: Input): GoodsQuery {
  const input = parseValues(goodsListRequestSchema, raw);
  const p = decodeParams(input.params);
  const both = (key: 'is_recommend' | 'is_master' | 'is_collective' | 'is_distribution') => {
    const v = p[key];
    if (v === true) return true;
    if (typeof v === 'number') return v !== 0;
    if (typeof v === 'string' && v !== '') return flag({ v }, 'v');
    return input[key];
  };
  let classIds: number[] | null = null;
  const rawClass = p.class_id;
  if (Array.isArray(rawClass)) classIds = rawClass.map((v) => idOf(v, 'class_id'));
  else if (rawClass !== undefined && rawClass !== null && rawClass !== '') classIds = [idOf(rawClass, 'class_id')];
  if (classIds && classIds.length > MAX_CLASS_IDS) throw badInput('badValue', { field: 'class_id' });
  const rawSort = typeof p.sort_type === 'string' ? p.sort_type : '';
  const sortType = rawSort === 'comments' ? 'order_comment_count' : rawSort;
  if (sortType && !(SORTS as readonly string[]).includes(sortType)) throw badInput('notSortable', { field: sortType });
  const page = Math.min(MAX_PAGE, Math.max(1, input.page));
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, input.per_page));
  return {
    keywords: decodeKeywords(p.keywords).slice(0, 100),
    brandId: p.brand_id === undefined || p.brand_id === '' || p.brand_id === null ? 0 : idOf(p.brand_id, 'brand_id'),
    classIds: classIds ? [...new Set(classIds)].sort((a, b) => a - b) : null,
    deep: p.deep === undefined || p.deep === '' || p.deep === null ? 0 : idOf(p.deep, 'deep'),
    storeId: p.store_id === undefined || p.store_id === '' || p.store_id === null ? 0 : idOf(p.store_id, 'store_id'),
    sortType: sortType as SortType | '',
    sortOrder: typeof p.sort_order === 'string' && p.sort_order.toLowerCase() === 'asc' ? 'asc' : 'desc',
    isRecommend: both('is_recommend'),
    isMaster: both('is_master'),
    isCollective: both('is_collective'),
    isDistribution: both('is_distribution'),
    page,
    perPage,
  };
}

/**
 * Below this many matches a keyword page is read through the search index and sorted; above it, walking an
 * ordered index meets 30 matches quickly because they are dense.
 */
const FEW_MATCHES = 5_000;

/**
 * The price a card shows (goods_price after a group-buy discount), kept on the goods row by the database and indexed
 * for the listing (migration 0013_goods_search_and_list_price.sql; not declared in the Drizzle schema, see db/schema/catalog.ts).
 */
const listPrice = sql.raw('"goods"."list_price"');

/**
 * The page order. `few` (a keyword search with few matches) asks for an order no btree index provides
 * (`nulls last` on a descending key, `nulls first` on an ascending one; the columns are NOT NULL, so the order is
 * the same): otherwise, under LIMIT, the planner may walk the id index backwards filtering every row through the
 * search condition, reading the whole table for a rare word, instead of taking the few matches from GIN.
 * A keyword search the client asks no order of is ranked by relevance (`search`: what the words mean for goods,
 * then sales, reviews, newest; docs/search.md) when its matches are few, so they are all at hand; beyond that many,
 * ranking would read every match, and the newest-first walk of the id index stays.
 */
export function orderOf(q: GoodsQuery, few = false, reversed = false, search: KeywordSearch | null = null): SQL[] {
  const dir = (col: AnyColumn | SQLWrapper, d: 'asc' | 'desc') =>
    few
      ? d === 'asc'
        ? sql`${col} asc nulls first`
        : sql`${col} desc nulls last`
      : d === 'asc'
        ? asc(col)
        : desc(col);
  const flip = (d: 'asc' | 'desc') => (reversed ? (d === 'asc' ? 'desc' : 'asc') : d);
  const d = flip(q.sortOrder);
  if (few && !q.sortType && search) {
    return [
      ...relevanceKeys(search),
      dir(goods.goods_sale, 'desc'),
      dir(goods.comment_count, 'desc'),
      dir(goods.id, 'desc'),
    ];
  }
  switch (q.sortType) {
    case 'goods_price':
      return [dir(listPrice, d), dir(goods.id, d)];
    case 'goods_sale':
      return [dir(goods.goods_sale, d), dir(goods.id, d)];
    case 'created_at':
      return [dir(goods.created_at, d), dir(goods.id, d)];
    case 'order_comment_count':
      return [dir(goods.comment_count, d), dir(goods.id, d)];
    case 'id':
      return [dir(goods.id, d)];
    default:
      return [dir(goods.id, flip('desc'))];
  }
}

/** `deep` 1 widens `class_id` to children and grandchildren, 2 to children (qwshop's numbering). */
async function classFilter(db: Db, q: GoodsQuery): Promise<SQL | undefined> {
  if (!q.classIds) return undefined;
  let ids = q.classIds;
  if (q.deep === 1 || q.deep === 2) ids = withDescendants(await classRows(db), ids, q.deep === 1 ? 2 : 1);
  return ids.length ? inArray(goods.class_id, ids) : sql`false`;
}

async function filtersOf(db: Db, q: GoodsQuery): Promise<SQL[]> {
  const out: SQL[] = [listedGoods()];
  if (q.brandId) out.push(eq(goods.brand_id, q.brandId));
  if (q.storeId) out.push(eq(goods.store_id, q.storeId));
  const byClass = await classFilter(db, q);
  if (byClass) out.push(byClass);
  if (q.isRecommend) out.push(eq(goods.is_recommend, 1));
  if (q.isMaster) out.push(eq(goods.is_master, 1));
  if (q.isCollective) out.push(hasLiveCollective());
  if (q.isDistribution) {
    out.push(
      sql`exists (select 1 from ${distributions} where ${distributions.goods_id} = ${goods.id} and ${distributions.deleted_at} is null)`,
    );
  }
  return out;
}

async function countOf(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(where);
  return Number(row?.n ?? 0);
}

/**
 * One page of the storefront goods list (GoodsHomeSearchCollection, shape B). At most three statements (plus the
 * class list when `deep` widens a class, and the search's lexicon once per catalogue version): the count (cached per
 * filter), a second count when the exact keyword query found nothing and the typo-tolerant one is tried, and the page
 * itself with everything its cards need.
 */
export async function listGoods(db: Db, kv: Kv, q: GoodsQuery) {
  const base = await filtersOf(db, q);
  const version = await catalogVersion(kv);
  const filterKey = JSON.stringify({
    ...q,
    page: undefined,
    perPage: undefined,
    sortType: undefined,
    sortOrder: undefined,
  });
  const total = async (where: SQL | undefined, tier: string) =>
    Number(
      await cachedJson(
        kv,
        `catalog:count:${version}:${tier}:${filterKey}`,
        async () => String(await countOf(db, where)),
        COUNT_FRESH_MS,
      ),
    );

  let where = and(...base);
  let n: number;
  const search = q.keywords ? analyseKeywords(q.keywords, await searchLexicon(db, kv)) : null;
  if (q.keywords && !search) {
    n = 0;
    where = sql`false`;
  } else if (search) {
    where = and(...base, keywordCondition(search) ?? sql`false`);
    n = await total(where, 'exact');
    const fuzzy = n === 0 ? keywordCondition(search, true) : null;
    if (fuzzy) {
      where = and(...base, fuzzy);
      n = await total(where, 'fuzzy');
    }
  } else {
    n = await total(where, 'all');
  }
  const items = await pageItems(db, where, q, n, search && n <= FEW_MATCHES ? search : null);
  if (q.isCollective) {
    // The group-buy list: each card carries its offer (the filter above keeps only goods that have one).
    const offers = await collectiveOffers(
      db,
      items.map((i) => i.id),
    );
    const withOffer = items.map((i) => ({ ...i, collective: offers.get(i.id) ?? false }));
    return collection(withOffer, n, q.page, q.perPage);
  }
  return collection(items, n, q.page, q.perPage);
}

/**
 * The cards of page `q.page` of the `n` goods `where` selects. A page past the middle is walked from the other end,
 * in the reverse order, and turned round: an offset costs every entry it skips (an index walk cannot jump), so the
 * deepest pages of a sort skip a few hundred entries instead of nearly all (page 3000 of 100k goods: about 7,000
 * instead of 90,000). Every order here ends with the unique id, so the reverse order is exactly the order turned
 * round, NULLs included (`asc` puts them last, `desc` first). `n` is the count of the same catalogue version, kept a
 * few seconds like the answers. `ranked`: the search, when it is a keyword search with few matches; their relevance
 * order is not turned (they are all sorted anyway).
 */
async function pageItems(db: Db, where: SQL | undefined, q: GoodsQuery, n: number, ranked: KeywordSearch | null) {
  const offset = (q.page - 1) * q.perPage;
  if (n <= offset) return [];
  const fromEnd = n - offset - q.perPage;
  if (ranked || fromEnd >= offset) {
    return selectHomeItems(db, where, orderOf(q, !!ranked, false, ranked), q.perPage, offset);
  }
  const rows = await selectHomeItems(
    db,
    where,
    orderOf(q, false, true),
    Math.min(q.perPage, n - offset),
    Math.max(0, fromEnd),
  );
  return rows.reverse();
}

/** The list answer as JSON text, from the shared micro-cache (a few seconds) when another request just built it. */
export async function cachedGoodsList(db: Db, kv: Kv, q: GoodsQuery): Promise<string> {
  const version = await catalogVersion(kv);
  return cachedJson(kv, `catalog:list:${version}:${JSON.stringify(q)}`, async () =>
    JSON.stringify({ code: 200, msg: 'ok', data: await listGoods(db, kv, q) }),
  );
}
