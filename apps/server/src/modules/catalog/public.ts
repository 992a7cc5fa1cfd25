import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Kv } from '../../lib/kv.ts';
import { goods, orderComments, users } from '../../db/schema/index.ts';
import { badInput, fail } from '../../http/envelope.ts';
import {
  goodsListRequestSchema,
  goodsPageRequestSchema,
  goodsReviewsRequestSchema,
  goodsSuggestAnswerSchema,
  goodsSuggestRequestSchema,
} from '@shop/contract/requests/catalog';
import { collection } from '../../http/paginate.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { cachedJson, catalogVersion, countersVersion } from './cache.ts';
import { classPublicRoutes, classRows, withDescendants } from './classes.ts';
import { listedGoodsRow, maskNickname, publicGoodsDetail, RATING_SUM } from './goods-detail.ts';
import { cachedGoodsList, parseGoodsQuery } from './goods-list.ts';
import { listedGoods, selectHomeItems } from './home-items.ts';
import { cachedSuggestions } from './suggest.ts';
import { imageList } from './thumbs.ts';

const HOME_GOODS = 8;
const HOME_FRESH_MS = 10_000;

const idParam = (raw: string, field = 'id'): number => {
  if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field });
  return Number(raw);
};

/** The envelope of `GET /goods/:id` (a listed goods), from the catalogue cache; throws the not-found failure. */
export async function cachedGoodsPage(db: Db, kv: Kv, id: number, saveCheck: boolean): Promise<string> {
  return cachedJson(kv, `catalog:goods:${await countersVersion(kv)}:${id}:${saveCheck ? 1 : 0}`, async () => {
    const detail = await publicGoodsDetail(db, id, { saveCheck });
    if (!detail) throw fail('catalog.goodsNotFound');
    return JSON.stringify({ code: 200, msg: 'ok', data: detail });
  });
}

/** Sends an already serialised envelope as it is (cache hits skip a parse and a re-serialisation). */
const sendJson = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

/** One block per top class: up to 8 listed goods of its third-level classes, the home-featured ones first. */
async function homeBlocks(db: Db) {
  const rows = await classRows(db);
  const blocks = [];
  for (const top of rows.filter((r) => r.pid === 0)) {
    const leaves = withDescendants(rows, [top.id], 2);
    const items = await selectHomeItems(
      db,
      and(listedGoods(), inArray(goods.class_id, leaves)),
      [desc(goods.is_master), desc(goods.id)],
      HOME_GOODS,
    );
    blocks.push({ id: top.id, name: top.name, goods: items });
  }
  return { goods: blocks };
}

/** Review filters of the goods page: 1 good, 2 medium, 3 bad (sum of the four ratings), anything else all. */
function reviewBand(isType: number) {
  if (isType === 1) return sql`${RATING_SUM} >= 15`;
  if (isType === 2) return sql`${RATING_SUM} > 10 and ${RATING_SUM} < 15`;
  if (isType === 3) return sql`${RATING_SUM} <= 10`;
  return undefined;
}

/** The storefront catalogue: home blocks, goods search, goods page, its reviews and the class tree. */
export async function catalogPublicRoutes(app: FastifyInstance): Promise<void> {
  await app.register(classPublicRoutes);

  app.get(
    '/home',
    documented({ tags: ['storefront'], summary: 'Home page goods blocks, one per top class' }),
    async (req, reply) => {
      const { db, kv } = req.server;
      const body = await cachedJson(
        kv,
        `catalog:home:${await catalogVersion(kv)}`,
        async () => JSON.stringify({ code: 200, msg: 'ok', data: await homeBlocks(db) }),
        HOME_FRESH_MS,
      );
      return sendJson(reply, body);
    },
  );

  app.get(
    '/goods',
    documented({
      tags: ['storefront'],
      summary:
        'Goods search: params = base64(JSON {keywords, brand_id, class_id, deep, store_id, sort_type, sort_order}), is_recommend, is_master, page, per_page',
      query: goodsListRequestSchema,
    }),
    async (req, reply) =>
      sendJson(reply, await cachedGoodsList(req.server.db, req.server.kv, parseGoodsQuery(req.input))),
  );

  app.get(
    '/goods/suggest',
    documented({
      tags: ['storefront'],
      summary: 'Search as you type: up to 8 listed goods names and 3 goods classes for the typed text',
      query: goodsSuggestRequestSchema,
      answer: goodsSuggestAnswerSchema,
    }),
    async (req, reply) => {
      const { keywords } = parseInput(goodsSuggestRequestSchema, req);
      return sendJson(reply, await cachedSuggestions(req.server.db, req.server.kv, keywords));
    },
  );

  app.get(
    '/goods/:id',
    documented({ tags: ['storefront'], summary: 'Goods page (listed goods only)', query: goodsPageRequestSchema }),
    async (req, reply) => {
      const id = idParam((req.params as { id: string }).id);
      const { saveCheck } = parseInput(goodsPageRequestSchema, req);
      return sendJson(reply, await cachedGoodsPage(req.server.db, req.server.kv, id, saveCheck));
    },
  );

  app.get(
    '/goods_comments/:goods_id',
    documented({ tags: ['storefront'], summary: 'Reviews of a goods, newest first', query: goodsReviewsRequestSchema }),
    async (req) => {
      const goodsId = idParam((req.params as { goods_id: string }).goods_id, 'goods_id');
      const input = parseInput(goodsReviewsRequestSchema, req);
      const db = req.server.db;
      if (!(await listedGoodsRow(db, goodsId))) throw fail('catalog.goodsNotFound');
      const page = Math.max(1, input.page);
      const perPage = Math.min(100, Math.max(1, input.per_page));
      const where = and(
        eq(orderComments.goods_id, goodsId),
        isNull(orderComments.deleted_at),
        reviewBand(input.is_type),
      );
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderComments)
        .where(where);
      const rows = await db
        .select({
          id: orderComments.id,
          nickname: users.nickname,
          username: users.username,
          avatar: users.avatar,
          score: orderComments.score,
          agree: orderComments.agree,
          service: orderComments.service,
          speed: orderComments.speed,
          content: orderComments.content,
          image: orderComments.image,
          reply: orderComments.reply,
          reply_time: orderComments.reply_time,
          created_at: orderComments.created_at,
        })
        .from(orderComments)
        .leftJoin(users, eq(users.id, orderComments.user_id))
        .where(where)
        .orderBy(desc(orderComments.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const items = rows.map(({ username, ...r }) => ({
        ...r,
        nickname: maskNickname(r.nickname || username || ''),
        avatar: r.avatar ?? '',
        image: imageList(r.image),
      }));
      return { code: 200, msg: 'ok', data: collection(items, Number(total?.n ?? 0), page, perPage) };
    },
  );
}
