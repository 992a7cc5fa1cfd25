import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoodsHomeItem } from '../src/modules/catalog/home-items.ts';
import { goods, orderComments } from '../src/db/schema/index.ts';
import { goodsDetailCore, RATING_SUM, type GoodsRow } from '../src/modules/catalog/goods-detail.ts';
import { storeSaleList } from '../src/modules/catalog/home-items.ts';
import { publicStoreInfo } from '../src/modules/stores/store-view.ts';
import { fillGoods } from './goods-fill-helper.ts';
import { testApp } from './helper.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';

/**
 * What a request costs when no cache holds its answer: the statements a cold goods page and a deep list page send
 * to the database (counted at the driver, on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL), the answers
 * they give, and the review counter the comments sort reads (docs/catalogue-performance.md).
 */
const t = await testApp();
const db = t.database.db;
const GENERATED = 3_000;

type Query = (...args: unknown[]) => Promise<unknown>;
type Statement = { text: string; params: unknown[] };
/** Counts what reaches the driver while `run` runs (both drivers send every statement through `query`). */
const client = (db as unknown as { $client: { query: Query } }).$client;
const driverQuery = client.query.bind(client);
let sent: Statement[] | null = null;
client.query = (...args: unknown[]) => {
  // node-postgres is given a query config ({ text, values }), PGlite the text and then the parameters.
  const [first, second] = args;
  const config = first as { text?: string; values?: unknown[] };
  sent?.push({
    text: typeof first === 'string' ? first : String(config.text),
    params: (Array.isArray(second) ? second : config.values) ?? [],
  });
  return driverQuery(...args);
};
async function sentBy(run: () => Promise<unknown>): Promise<Statement[]> {
  sent = [];
  try {
    await run();
    return sent;
  } finally {
    sent = null;
  }
}
const statementsOf = async (run: () => Promise<unknown>) => (await sentBy(run)).map((s) => s.text);

const list = (query: object) => t.call<{ data: GoodsHomeItem[]; total: number }>('GET', '/api/goods', { query });
const params = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Goods whose counter differs from a count of their live reviews. */
async function counterDrift() {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select g.id from goods g where g.comment_count <> (
      select count(*) from order_comments c where c.goods_id = g.id and c.deleted_at is null)`),
  );
}

beforeAll(async () => {
  await fillGoods(db, GENERATED);
  // Reviews spread over the generated goods, so the comments sort has ties and gaps to order.
  await db.execute(sql`insert into order_comments (user_id, order_id, goods_id, store_id, content)
    select 1, 0, g.id, g.store_id, 'generated' from goods g, generate_series(1, 1 + g.id % 4) n
    where g.goods_no like 'BENCH%' and g.id % 3 = 0`);
  await db.execute(sql`analyze`);
}, 300_000);

describe('a goods page nobody cached', () => {
  it('answers in two statements, SKUs, specs, promotions and all', async () => {
    const [rich] = rowsOf<{ id: number }>(
      await db.execute(sql`select g.id from goods g where g.goods_no not like 'BENCH%' and exists (
        select 1 from goods_skus k where k.goods_id = g.id and k.deleted_at is null) order by g.id limit 1`),
    );
    const [plain] = rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from goods where goods_no like 'BENCH%' and goods_status = 1 order by id desc limit 1`,
      ),
    );
    for (const id of [rich!.id, plain!.id]) {
      let status = 0;
      const sent = await statementsOf(async () => {
        status = (await t.call('GET', `/api/goods/${id}`)).status;
      });
      expect(status).toBe(200);
      expect(sent.length, sent.join('\n\n')).toBeLessThanOrEqual(3);
    }
    // One statement finds that the public may not see it.
    const missing = await statementsOf(() => t.call('GET', '/api/goods/999999999'));
    expect(missing.length).toBe(1);
  });

  it('gives the answer the statements one by one gave', async () => {
    const ids = rowsOf<{ id: number }>(
      await db.execute(sql`select g.id from goods g where g.goods_no not like 'BENCH%' and g.goods_status = 1
        and g.goods_verify = 1 and g.deleted_at is null order by g.id limit 12`),
    ).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(3);
    for (const id of ids) {
      const page = await t.call<Record<string, unknown>>('GET', `/api/goods/${id}`, { query: { saveCheck: 1 } });
      if (page.status === 404 || page.code !== 200) continue;
      const [row] = await db.select().from(goods).where(eq(goods.id, id));
      const core = await goodsDetailCore(db, row as GoodsRow, { saveCheck: true });
      const store = await publicStoreInfo(db, row!.store_id);
      const [stats] = rowsOf<{ all: number; good: number }>(
        await db.execute(sql`select count(*)::int as all, (count(*) filter (where ${RATING_SUM} >= 15))::int as good
          from ${orderComments} where ${orderComments.goods_id} = ${id} and ${orderComments.deleted_at} is null`),
      );
      const sales = await storeSaleList(db, row!.store_id, { classId: row!.class_id });
      const expected = JSON.parse(
        JSON.stringify({
          ...core,
          store_info: store ?? [],
          rate: store?.rate,
          sale_list: sales,
        }),
      ) as Record<string, unknown>;
      const answer = page.data;
      // Same keys in the same order, up to the promotions that follow.
      expect(Object.keys(answer).slice(0, Object.keys(expected).length + 1)).toEqual([
        ...Object.keys(expected).slice(0, -1),
        'comment_statistics',
        'sale_list',
      ]);
      for (const [key, value] of Object.entries(expected)) expect(answer[key], `${id} ${key}`).toEqual(value);
      expect(answer.comment_statistics).toMatchObject({ all: stats!.all, good: stats!.good });
      expect(answer).not.toHaveProperty('comment_count');
    }
  });
});

describe('deep pages of the goods list', () => {
  const sorts: { sort_type?: string; sort_order?: string; column: string }[] = [
    { column: 'id desc' },
    { sort_type: 'id', sort_order: 'asc', column: 'id asc' },
    { sort_type: 'goods_price', sort_order: 'asc', column: 'shown_price asc, id asc' },
    { sort_type: 'goods_price', column: 'shown_price desc, id desc' },
    { sort_type: 'goods_sale', column: 'goods_sale desc, id desc' },
    { sort_type: 'created_at', sort_order: 'asc', column: 'created_at asc, id asc' },
    { sort_type: 'comments', column: 'reviews desc, id desc' },
    { sort_type: 'order_comment_count', sort_order: 'asc', column: 'reviews asc, id asc' },
  ];

  /** The page as an independent statement orders it: reviews counted row by row, stores checked by join (not by the
   * goods.store_open flag the listing reads), the price a card shows worked out from the group buy (not read from
   * goods.list_price). */
  async function expectedPage(column: string, page: number, perPage: number) {
    return rowsOf<{ id: number; reviews: number }>(
      await db.execute(
        sql.raw(`select g.id, (select count(*) from order_comments c where c.goods_id = g.id
            and c.deleted_at is null)::int as reviews, g.goods_price, g.goods_sale, g.created_at,
            coalesce((select round(g.goods_price * (100 - c.discount) / 100, 2) from collectives c
              where c.goods_id = g.id and c.stopped = 0 and c.deleted_at is null order by c.id desc limit 1),
              g.goods_price) as shown_price
          from goods g join stores s on s.id = g.store_id and s.store_status = 1 and s.store_verify = 4
            and s.deleted_at is null
          where g.goods_status = 1 and g.goods_verify = 1 and g.deleted_at is null
          order by ${column.replace(/\b(goods_price|goods_sale|created_at|id)\b/g, 'g.$1')}
          limit ${perPage} offset ${(page - 1) * perPage}`),
      ),
    );
  }

  it('return the rows of the full ordering, in every sort', async () => {
    const { total } = (await list({ page: 1, per_page: 30 })).data;
    const last = Math.ceil(total / 30);
    // Pages past the middle are read from the other end (goods-list.ts `pageItems`): both halves, the page on each
    // side of the middle and the last, short page.
    const pages = [1, 50, Math.floor(last / 2), Math.floor(last / 2) + 1, last - 3, last];
    for (const s of sorts) {
      const p = params({ sort_type: s.sort_type, sort_order: s.sort_order });
      for (const page of pages) {
        const r = await list({ params: p, page, per_page: 30 });
        const expected = await expectedPage(s.column, page, 30);
        expect(
          r.data.data.map((g) => g.id),
          `${s.column} page ${page}`,
        ).toEqual(expected.map((e) => e.id));
        expect(r.data.data.map((g) => g.order_comment_count)).toEqual(expected.map((e) => e.reviews));
      }
    }
  });

  it('cost the same few statements at page 2 as at page 96', async () => {
    for (const s of sorts) {
      const p = params({ sort_type: s.sort_type, sort_order: s.sort_order });
      // The first request of a filter also counts its matches (then kept a while): leave that out.
      await list({ params: p, page: 1, per_page: 30 });
      const near = await statementsOf(() => list({ params: p, page: 2, per_page: 30 }));
      const deep = await statementsOf(() => list({ params: p, page: 96, per_page: 30 }));
      expect(near.length, `${s.column}: ${near.join('; ')}`).toBe(1);
      expect(deep.length, s.column).toBe(near.length);
    }
  });

  it('walk their offset inside the id index in newest-first and id order, once the table is vacuumed', async () => {
    // The listing indexes' condition is the whole listing filter, the store's state included (goods.store_open,
    // migration 0011): the sort indexes hold their keys alone, the store index its store_id.
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await db.execute(sql`select indexname, indexdef from pg_indexes where indexname like 'goods_listed_%'`),
    );
    expect(indexes.map((i) => i.indexname).sort()).toEqual(
      ['brand', 'class', 'comments', 'created', 'id', 'price', 'sale', 'store'].map((n) => `goods_listed_${n}_idx`),
    );
    for (const i of indexes) {
      expect(i.indexdef, i.indexname).toMatch(
        / WHERE .*goods_status = 1.*goods_verify = 1.*deleted_at IS NULL.*store_open/,
      );
      if (i.indexname !== 'goods_listed_store_idx') expect(i.indexdef, i.indexname).not.toMatch(/store_id/);
    }
    expect(indexes.find((i) => i.indexname === 'goods_listed_id_idx')?.indexdef).toMatch(/\(id\) WHERE /);
    // What autovacuum does on PostgreSQL and the table upkeep on PGlite (modules/catalog/table-upkeep.ts): the
    // visibility map lets an index-only scan skip the table.
    await db.execute(sql`vacuum (analyze) goods`);
    const sorted = [undefined, params({ sort_type: 'id', sort_order: 'asc' }), params({ sort_type: 'goods_price' })];
    const { total } = (await list({ page: 1, per_page: 30 })).data;
    for (const p of sorted) {
      const statements = await sentBy(() => list({ params: p, page: 90, per_page: 30 }));
      const page = statements.find((s) => s.text.includes(' offset '));
      if (!page) throw new Error(`no page statement among ${statements.map((s) => s.text).join('; ')}`);
      // Page 90 of about 100 is read from the other end: it skips the entries after it, not the 2,670 before.
      expect(page.params.map(Number)).toContain(total - 90 * 30);
      const explained = rowsOf<Record<string, unknown>>(
        await driverQuery(`explain (analyze, buffers, timing off) ${page.text}`, page.params),
      ).map((r) => String(r['QUERY PLAN']));
      const plan = explained.join('\n');
      // Before 0010 each entry walked visited its goods row for the store (an Index Scan).
      expect(plan, plan).toMatch(/Index Only Scan (Backward )?using goods_listed_(id|price)_idx/);
      const fetched = explained.flatMap((l) => /Heap Fetches: (\d+)/.exec(l)?.slice(1).map(Number) ?? []);
      expect(Math.max(...fetched), plan).toBeLessThan(30);
      // Before 0011 every entry walked was joined to its store (Nested Loop + Memoize over stores_pkey). Now the
      // stores are read only for the 30 cards' store names.
      expect(plan, plan).not.toMatch(/Memoize|Hash Join|Merge Join/);
      const storeLoops = explained.flatMap((l) => (/ on stores\b.*loops=(\d+)/.exec(l)?.slice(1) ?? []).map(Number));
      expect(Math.max(0, ...storeLoops), plan).toBeLessThanOrEqual(30);
    }
  });

  it('keep keyword search, relevance and filters working', async () => {
    const phones = await list({ params: params({ keywords: 'phone' }), page: 30, per_page: 20 });
    expect(phones.data.total).toBeGreaterThan(GENERATED / 5);
    expect(phones.data.data).toHaveLength(20);
    expect(phones.data.data.every((g) => /phone/i.test(g.goods_name))).toBe(true);
    const rare = await list({ params: params({ keywords: 'aurora watch' }) });
    expect(rare.data.data.length).toBeGreaterThan(0);
    expect(rare.data.data.every((g) => /aurora/i.test(g.goods_name) || /watch/i.test(g.goods_name))).toBe(true);
    const [one] = rowsOf<{ class_id: number; store_id: number }>(
      await db.execute(sql`select class_id, store_id from goods where goods_no like 'BENCH%' limit 1`),
    );
    const r = await list({
      params: params({ class_id: one!.class_id, store_id: one!.store_id, sort_type: 'goods_price', sort_order: 'asc' }),
      per_page: 100,
    });
    const prices = r.data.data.map((g) => Number(g.goods_price));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});

describe('the review count kept on goods', () => {
  it('matches the live reviews after the migration, the seed and a bulk insert', async () => {
    expect(await counterDrift()).toEqual([]);
  });

  it('follows a review, its deletion by the Admin, a restore and a move, in the same transaction', async () => {
    const { store } = await createSeller(db, 'cc-seller');
    const item = (await createGoods(db, store.id)).goods;
    const other = (await createGoods(db, store.id)).goods;
    const count = async (id: number) =>
      (await db.select({ n: goods.comment_count }).from(goods).where(eq(goods.id, id)))[0]!.n;
    // A page size of its own each time: these writes go around the API, so no cached answer is dropped for them.
    let perPage = 10;
    const sortedFirst = async () =>
      (
        await list({ params: params({ store_id: store.id, sort_type: 'comments' }), per_page: perPage++ })
      ).data.data.map((g) => g.id);

    const user = await createShopper(db, 'cc-buyer');
    const token = await t.login('home', 'cc-buyer');
    for (let i = 0; i < 2; i++) {
      const order = await createOrder(db, user.id, store.id, [{ goods: item }], { order_status: 4 });
      const r = await t.call('POST', '/api/user/comments', { token, body: { order_id: order.id, content: '好' } });
      expect(r.code).toBe(200);
    }
    expect(await count(item.id)).toBe(2);
    expect(await sortedFirst()).toEqual([item.id, other.id]);

    // A write that fails after the review rolls the count back with it.
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(orderComments).values({ goods_id: other.id, store_id: store.id, user_id: user.id });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count(other.id)).toBe(0);

    const admin = await t.login('admin', 'admin');
    const reviews = await db
      .select({ id: orderComments.id })
      .from(orderComments)
      .where(and(eq(orderComments.goods_id, item.id), isNull(orderComments.deleted_at)));
    const del = await t.call('DELETE', `/api/Admin/order_comments/${reviews.map((r) => r.id).join(',')}`, {
      token: admin,
    });
    expect(del.code).toBe(200);
    expect(await count(item.id)).toBe(0);
    // Deleting again changes nothing.
    await db
      .update(orderComments)
      .set({ deleted_at: '2030-01-01 00:00:00' })
      .where(eq(orderComments.goods_id, item.id));
    expect(await count(item.id)).toBe(0);

    await db.update(orderComments).set({ deleted_at: null }).where(eq(orderComments.id, reviews[0]!.id));
    expect(await count(item.id)).toBe(1);
    await db.update(orderComments).set({ goods_id: other.id }).where(eq(orderComments.id, reviews[0]!.id));
    expect([await count(item.id), await count(other.id)]).toEqual([0, 1]);
    expect(await sortedFirst()).toEqual([other.id, item.id]);
    await db.delete(orderComments).where(eq(orderComments.id, reviews[0]!.id));
    expect(await count(other.id)).toBe(0);
    expect(await counterDrift()).toEqual([]);
  });
});
