import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STORE_STATUS, STORE_VERIFY, type StoreStreetItem } from '@shop/contract/stores';
import { storeStreetRequestSchema } from '@shop/contract/requests/stores';
import { orderComments, stores } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { collection } from '../../http/paginate.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { storeSaleList } from '../catalog/home-items.ts';
import { publicStoreInfo } from './store-view.ts';
import { col } from './sql-columns.ts';

const EARTH_RADIUS_M = 6378138;
const DEFAULT_LAT = 39.56;
const DEFAULT_LNG = 116.2;
const MAX_PER_PAGE = 100;

/** What `/api/stores` may be sorted by (`params.sort_type`). */
const SORTS = ['distance', 'id', 'created_at', 'comment_rate'] as const;
type Sort = (typeof SORTS)[number];

interface StoreSearch {
  keywords: string;
  sortType: Sort | undefined;
  dir: 'asc' | 'desc';
  /** false when no `params` was sent at all: then the list keeps the newest stores first. */
  given: boolean;
}

/** `params` = base64(JSON) as the storefront encodes it; keywords arrive percent-encoded inside the JSON. */
export function decodeStoreSearch(params: string): StoreSearch {
  // A '+' of the base64 alphabet turns into a space when a query string is decoded without care.
  const raw = params.replaceAll(' ', '+');
  if (!raw) return { keywords: '', sortType: undefined, dir: 'desc', given: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  } catch {
    throw badInput('badValue', { field: 'params' });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badInput('badValue', { field: 'params' });
  const p = parsed as Record<string, unknown>;
  let keywords = typeof p.keywords === 'string' ? p.keywords : '';
  try {
    keywords = decodeURIComponent(keywords);
  } catch {
    /* not percent-encoded: taken as typed */
  }
  const sortType = typeof p.sort_type === 'string' && p.sort_type !== '' ? p.sort_type : undefined;
  if (sortType !== undefined && !(SORTS as readonly string[]).includes(sortType)) {
    throw badInput('notSortable', { field: sortType });
  }
  return {
    keywords: keywords.trim().slice(0, 50),
    sortType: sortType as Sort | undefined,
    dir: String(p.sort_order).toLowerCase() === 'asc' ? 'asc' : 'desc',
    given: true,
  };
}

function coordinate(s: string, field: 'lat' | 'lng', fallback: number, max: number): number {
  if (s === '') return fallback;
  const n = Number(s);
  if (!/^-?\d{1,3}(\.\d+)?$/.test(s) || Math.abs(n) > max) throw invalid('badValue', { field });
  return n;
}

/** Metres as the store street shows them: "1.23km" beyond a kilometre, else "850m" / "123.4m". */
export function formatDistance(metres: number): string {
  if (metres > 1000) return `${Number((metres / 1000).toFixed(2))}km`;
  return `${Number(metres.toFixed(1))}m`;
}

/** A stored coordinate as a number; rows saved before coordinates were validated count as 0. */
const coord = (column: SQL) =>
  sql`(case when ${column} ~ '^-?[0-9]{1,3}(\\.[0-9]+)?$' then (${column})::float8 else 0 end)`;

/** Great-circle distance in metres from (lat, lng) to the store. */
const distanceSql = (lat: number, lng: number) => {
  const sLat = coord(col(stores.store_lat));
  const sLng = coord(col(stores.store_lng));
  return sql<number>`(2 * asin(sqrt(power(sin(radians(${lat}::float8 - ${sLat}) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${sLat})) * power(sin(radians(${lng}::float8 - ${sLng}) / 2), 2)))
    * ${EARTH_RADIUS_M})`;
};

/** % of the store's reviews whose four marks add up to 15 or more; 100 without reviews. */
const commentRateSql = sql<number>`(select case when count(*) = 0 then 100
    else round(100.0 * count(*) filter (where ${col(orderComments.score)} + ${col(orderComments.agree)}
      + ${col(orderComments.speed)} + ${col(orderComments.service)} >= 15) / count(*))::int end
  from ${orderComments} where ${col(orderComments.store_id)} = ${col(stores.id)} and ${col(orderComments.deleted_at)} is null)`;

/** Open and approved: the only stores the public sees. */
const listed = () =>
  and(
    eq(stores.store_status, STORE_STATUS.open),
    eq(stores.store_verify, STORE_VERIFY.approved),
    isNull(stores.deleted_at),
  );

/** Store street and store page (`/api/stores`, `/api/store/{id}`). */
export async function storePublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/stores',
    {
      ...documented({
        tags: ['stores'],
        summary:
          'Open, approved stores: params=base64(JSON {keywords, sort_type, sort_order}), lat, lng, page, per_page',
        query: storeStreetRequestSchema,
      }),
    },
    async (req) => {
      const input = parseInput(storeStreetRequestSchema, req);
      const search = decodeStoreSearch(input.params);
      const lat = coordinate(input.lat, 'lat', DEFAULT_LAT, 90);
      const lng = coordinate(input.lng, 'lng', DEFAULT_LNG, 180);
      const page = Math.max(1, input.page);
      const perPage = Math.min(MAX_PER_PAGE, Math.max(1, input.per_page));
      const where = and(
        listed(),
        search.keywords
          ? ilike(stores.store_name, `%${search.keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
          : undefined,
      );
      const distance = distanceSql(lat, lng);
      const dir = search.dir === 'asc' ? asc : desc;
      const bySort: Record<Sort, SQL> = {
        distance,
        id: sql`${stores.id}`,
        created_at: sql`${stores.created_at}`,
        comment_rate: commentRateSql,
      };
      const order: SQL[] = !search.given
        ? [desc(stores.id)]
        : search.sortType
          ? [dir(bySort[search.sortType]), dir(stores.id)]
          : [dir(distance), dir(stores.id)];
      const db = req.server.db;
      const [total] = await db.select({ n: count() }).from(stores).where(where);
      const rows = await db
        .select({
          id: stores.id,
          store_logo: stores.store_logo,
          comment_rate: commentRateSql,
          store_name: stores.store_name,
          area_info: stores.area_info,
          store_address: stores.store_address,
          store_company_name: stores.store_company_name,
          distance,
          created_at: stores.created_at,
        })
        .from(stores)
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage);
      const items = rows.map((r): StoreStreetItem => ({
        ...r,
        comment_rate: Number(r.comment_rate),
        distance: formatDistance(Number(r.distance)),
      }));
      return { code: 200, msg: 'ok', data: collection(items, Number(total?.n ?? 0), page, perPage) };
    },
  );

  app.get(
    '/store/:id',
    {
      ...documented({
        tags: ['stores'],
        summary: 'Public store page: public fields, rate {scoreAll, agreeAll, serviceAll, speedAll}, sale_list (top 6)',
      }),
    },
    async (req) => {
      const raw = (req.params as { id: string }).id;
      if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'id' });
      const db = req.server.db;
      const info = await publicStoreInfo(db, Number(raw), { listedOnly: true });
      if (!info) throw fail('store.notFound');
      return { code: 200, msg: 'ok', data: { ...info, sale_list: await storeSaleList(db, info.id, { limit: 6 }) } };
    },
  );
}
