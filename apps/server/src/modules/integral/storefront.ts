/**
 * The storefront's points mall: the points home, categories, goods on the shelf (search and pages) and a goods
 * page, for everyone; buying and the shopper's own points orders, signed in.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { integralGoodsListRequestSchema, integralPayRequestSchema } from '@shop/contract/requests/integral';
import { userIntegralOrders } from '@shop/contract/resources/integral';
import { integralGoods, integralGoodsClasses, integralOrders } from '../../db/schema/index.ts';
import { badInput, fail, unauthorized } from '../../http/envelope.ts';
import { paginator } from '../../http/paginate.ts';
import { defineResource, type ResourceCtx, type Row } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { buyWithPoints, purchaseInput } from './purchase.ts';
import { goodsCard, goodsResource, orderItems } from './rows.ts';

const MAX_PER_PAGE = 100;
const MAX_PAGE = 10_000;
const HOME_CARDS = 4;
const SORTS = ['goods_price', 'goods_sale', 'created_at', 'id'] as const;

/** The points goods shoppers see: their list, their page (its head too) and the sitemap. */
export const onShelf = () => and(eq(integralGoods.goods_status, 1), isNull(integralGoods.deleted_at));

/** `params` is base64(JSON), as for `/api/goods`; a '+' that crossed a query string unescaped reads as a space. */
function decodeParams(raw: string): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw.replace(/ /g, '+'), 'base64').toString('utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    /* refused below */
  }
  throw badInput('badValue', { field: 'params' });
}

/** The storefront percent-encodes keywords before base64 (btoa takes Latin-1 only). */
function keywordsOf(v: unknown): string {
  if (typeof v !== 'string') return '';
  try {
    return decodeURIComponent(v).trim().slice(0, 100);
  } catch {
    return v.trim().slice(0, 100);
  }
}

function listQuery(paramsText: string): { where: SQL | undefined; order: SQL[] } {
  const p = decodeParams(paramsText);
  const conds: (SQL | undefined)[] = [onShelf()];
  const cid = p?.cid;
  if (cid !== undefined && cid !== null && cid !== '' && cid !== 0 && cid !== '0') {
    const s = typeof cid === 'number' || typeof cid === 'string' ? String(cid).trim() : '';
    if (!/^\d{1,9}$/.test(s)) throw badInput('badValue', { field: 'cid' });
    conds.push(eq(integralGoods.cid, Number(s)));
  }
  const keywords = keywordsOf(p?.keywords);
  if (keywords) conds.push(ilike(integralGoods.goods_name, `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const sortType = typeof p?.sort_type === 'string' ? p.sort_type : '';
  if (sortType && !(SORTS as readonly string[]).includes(sortType)) throw badInput('notSortable', { field: sortType });
  const dir = typeof p?.sort_order === 'string' && p.sort_order.toLowerCase() === 'asc' ? asc : desc;
  const order = sortType
    ? [dir(integralGoods[sortType as (typeof SORTS)[number]]), dir(integralGoods.id)]
    : p
      ? [desc(integralGoods.goods_sale), desc(integralGoods.id)] // qwshop: params without a sort means best sellers
      : [desc(integralGoods.id)];
  return { where: and(...conds), order };
}

/** Public routes: `/integral/home`, `/integral/class`, `/integral/goods`, `/integral/goods/{id}`. */
export async function integralPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/integral/home',
    documented({
      tags: ['storefront'],
      summary: 'Points home: recommend (4 best-selling recommended), list (each category with 4 goods), banner',
    }),
    async (req) => {
      const db = req.server.db;
      const recommend = await db
        .select()
        .from(integralGoods)
        .where(and(onShelf(), eq(integralGoods.is_recommend, 1)))
        .orderBy(desc(integralGoods.goods_sale), desc(integralGoods.id))
        .limit(HOME_CARDS);
      const classes = await db
        .select()
        .from(integralGoodsClasses)
        .where(isNull(integralGoodsClasses.deleted_at))
        .orderBy(asc(integralGoodsClasses.id));
      // qwshop limited the goods to 4 in total; 4 per category is what the page draws.
      const ranked = classes.length
        ? await db.select().from(
            db
              .select({
                id: integralGoods.id,
                rank: sql<number>`row_number() over (partition by ${integralGoods.cid} order by ${integralGoods.goods_sale} desc, ${integralGoods.id} desc)`.as(
                  'rank',
                ),
              })
              .from(integralGoods)
              .where(
                and(
                  onShelf(),
                  inArray(
                    integralGoods.cid,
                    classes.map((c) => c.id),
                  ),
                ),
              )
              .as('ranked'),
          )
        : [];
      const ids = ranked.filter((r) => Number(r.rank) <= HOME_CARDS).map((r) => r.id);
      const cards = ids.length
        ? await db
            .select()
            .from(integralGoods)
            .where(inArray(integralGoods.id, ids))
            .orderBy(desc(integralGoods.goods_sale), desc(integralGoods.id))
        : [];
      return {
        code: 200,
        msg: 'ok',
        data: {
          recommend: recommend.map(goodsCard),
          list: classes.map((c) => ({
            id: c.id,
            name: c.name,
            integral_goods: cards.filter((g) => g.cid === c.id).map(goodsCard),
          })),
          banner: [],
        },
      };
    },
  );

  app.get('/integral/class', documented({ tags: ['storefront'], summary: 'Points categories' }), async (req) => {
    const rows = await req.server.db
      .select({
        id: integralGoodsClasses.id,
        name: integralGoodsClasses.name,
        created_at: integralGoodsClasses.created_at,
        updated_at: integralGoodsClasses.updated_at,
      })
      .from(integralGoodsClasses)
      .where(isNull(integralGoodsClasses.deleted_at))
      .orderBy(asc(integralGoodsClasses.id));
    return { code: 200, msg: 'ok', data: rows };
  });

  app.get(
    '/integral/goods',
    documented({
      tags: ['storefront'],
      summary:
        'Points goods on the shelf: params = base64(JSON {cid, keywords, sort_type, sort_order}), page, per_page',
      query: integralGoodsListRequestSchema,
    }),
    async (req) => {
      const input = parseInput(integralGoodsListRequestSchema, req);
      const { where, order } = listQuery(input.params);
      const page = Math.min(MAX_PAGE, Math.max(1, input.page));
      const perPage = Math.min(MAX_PER_PAGE, Math.max(1, input.per_page));
      const db = req.server.db;
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(integralGoods)
        .where(where);
      const rows = await db
        .select()
        .from(integralGoods)
        .where(where)
        .orderBy(...order)
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { code: 200, msg: 'ok', data: paginator(req, rows.map(goodsCard), count?.n ?? 0, page, perPage) };
    },
  );

  app.get(
    '/integral/goods/:id',
    documented({ tags: ['storefront'], summary: 'A points goods on the shelf (IntegralGoodsResource)' }),
    async (req) => {
      const raw = (req.params as { id: string }).id;
      if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'id' });
      const [row] = await req.server.db
        .select()
        .from(integralGoods)
        .where(and(eq(integralGoods.id, Number(raw)), onShelf()));
      if (!row) throw fail('integral.goodsNotFound');
      return { code: 200, msg: 'ok', data: goodsResource(row) };
    },
  );
}

const ownOrders = {
  table: integralOrders,
  verbs: ['index', 'show'] as const,
  format: {
    list: (rows: Row[], ctx: ResourceCtx) => orderItems(ctx.req.server.db, rows, ctx.req.lang),
    show: async (row: Row, ctx: ResourceCtx) => (await orderItems(ctx.req.server.db, [row], ctx.req.lang))[0],
  },
};

/** The shopper's own points orders, under the declared path and under qwshop's `/integral/orders` (now scoped). */
export const userIntegralOrdersResource = defineResource({ descriptor: userIntegralOrders, ...ownOrders });
const referenceIntegralOrdersResource = defineResource({
  descriptor: { ...userIntegralOrders, path: 'integral/orders' },
  ...ownOrders,
});

/** Signed-in routes: buying with points and the shopper's points orders. */
export async function integralHomeRoutes(app: FastifyInstance): Promise<void> {
  await app.register(userIntegralOrdersResource);
  await app.register(referenceIntegralOrdersResource);

  app.post(
    '/integral/pay',
    documented({
      tags: ['storefront'],
      summary: 'Buy points goods with points: id, buy_num, address_id, remark → {order_id:[id], order_no:[no]}',
      body: integralPayRequestSchema,
    }),
    async (req) => {
      const userId = req.userId;
      if (!userId) throw unauthorized();
      const purchase = purchaseInput(parseInput(integralPayRequestSchema, req));
      const made = await req.server.db.transaction((tx) => buyWithPoints(tx, userId, purchase));
      return { code: 200, msg: 'ok', data: { order_id: [made.id], order_no: [made.orderNo] } };
    },
  );
}
