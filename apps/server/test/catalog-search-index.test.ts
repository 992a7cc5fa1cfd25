import { and, count, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../src/db/schema/index.ts';
import { orderOf, parseGoodsQuery } from '../src/modules/catalog/goods-list.ts';
import { homeItemsQuery, listedGoods } from '../src/modules/catalog/home-items.ts';
import { analyseKeywords, keywordCondition } from '../src/modules/catalog/keywords.ts';
import { searchLexicon, type SearchLexicon } from '../src/modules/catalog/search-lexicon.ts';
import { suggestGoodsQuery } from '../src/modules/catalog/suggest.ts';
import { fillGoods } from './goods-fill-helper.ts';
import { testApp } from './helper.ts';

/**
 * The storefront search and listing must read indexes, never every goods row: the statements the API runs are
 * EXPLAINed on a table big enough for the planner to prefer an index on its own (no enable_seqscan tricks),
 * on PGlite and, with TEST_DATABASE=postgres, on PostgreSQL.
 */
const t = await testApp();
const db = t.database.db;
const ROWS = 10_000;

const rare = { a: 0, b: 0 };
let lexicon: SearchLexicon;

beforeAll(async () => {
  await fillGoods(db, ROWS);
  for (const [key, name, sub] of [
    ['a', 'Quuxbeam Espresso Machine', '量子咖啡机'],
    ['b', 'Quuxbeam Grinder', '磨豆机'],
  ] as const) {
    const [row] = await db
      .insert(goods)
      .values({ store_id: 1, class_id: 14, goods_name: name, goods_subname: sub, goods_status: 1, goods_verify: 1 })
      .returning({ id: goods.id });
    rare[key] = row!.id;
  }
  await db.execute(sql`analyze`);
  lexicon = await searchLexicon(db, t.app.kv);
}, 300_000);

async function plan(query: SQLWrapper): Promise<string> {
  const result: unknown = await db.execute(sql`explain ${query}`);
  return (result as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
}

const countOf = (where: SQL | undefined) => db.select({ n: count() }).from(goods).where(where);
/** The page statement as the API builds it: default order, the few-matches order when the count says so. */
const pageOf = (where: SQL | undefined, few = false) =>
  homeItemsQuery(db, where, orderOf(parseGoodsQuery({}), few), 30);
const searchOf = (typed: string) => analyseKeywords(typed, lexicon)!;
const byKeywords = (typed: string, tier: 'exact' | 'fuzzy' = 'exact') =>
  and(listedGoods(), keywordCondition(searchOf(typed), tier === 'fuzzy')!);
/** A plan that reads the goods table row by row from start to end. */
const FULL_SCAN = /Seq Scan on goods\b/;

describe(`goods search and listing over ${ROWS} goods`, () => {
  it('keywords (Latin, Chinese, typo tier) go through the GIN index on the generated search column', async () => {
    for (const where of [
      byKeywords('quuxbeam'),
      byKeywords('量子'),
      byKeywords('quuxbaem', 'fuzzy'),
      byKeywords('uxbea'),
    ]) {
      for (const query of [countOf(where), pageOf(where, true)]) {
        const text = await plan(query);
        expect(text).toContain('goods_search_doc_idx');
        expect(text).not.toMatch(FULL_SCAN);
      }
    }
  });

  it('the API counts the matches first and takes the few-matches order for these words', async () => {
    for (const where of [
      byKeywords('quuxbeam'),
      byKeywords('量子'),
      byKeywords('quuxbaem', 'fuzzy'),
      byKeywords('uxbea'),
    ]) {
      const [row] = await countOf(where);
      expect(row!.n).toBeLessThan(10);
    }
  });

  it('the relevance order of a keyword search without a sort still takes the few matches from the index', async () => {
    for (const typed of ['quuxbeam', '量子', 'uxbea']) {
      const q = parseGoodsQuery({ params: Buffer.from(JSON.stringify({ keywords: typed })).toString('base64') });
      const text = await plan(homeItemsQuery(db, byKeywords(typed), orderOf(q, true, false, searchOf(typed)), 30));
      expect(text).toContain('goods_search_doc_idx');
      expect(text).not.toMatch(FULL_SCAN);
    }
  });

  it('search as you type takes the few candidates of a rare prefix from the index', async () => {
    // A frequent prefix may be read in table order, stopping at the first 200 matches; a rare one must not be.
    for (const typed of ['quux', '量子', 'quuxbeam gr']) {
      const text = await plan(suggestGoodsQuery(typed, searchOf(typed))!);
      expect(text, text).toContain('goods_search_doc_idx');
      expect(text, text).not.toMatch(FULL_SCAN);
    }
  });

  it('a frequent keyword and the plain listing page never scan every row', async () => {
    for (const where of [
      byKeywords('phone'),
      byKeywords('手机'),
      and(listedGoods()),
      and(listedGoods(), eq(goods.class_id, 14)),
    ]) {
      expect(await plan(pageOf(where))).not.toMatch(FULL_SCAN);
    }
    // The plain listing walks an id index backwards, no sort. Here the table is analyzed but not vacuumed, so an
    // index-only scan of goods_listed_id_idx would visit every row too and the planner may take the primary key
    // instead; once vacuumed it takes the listing index alone (catalog-cold-paths.test.ts).
    const listing = await plan(pageOf(and(listedGoods())));
    expect(listing, listing).toMatch(/Index (Only )?Scan Backward using goods_(listed_id_idx|pkey) on goods goods_1/);
    expect(listing, listing).not.toMatch(/Sort Key: goods_1\.id/);
  });

  it('the API finds the same goods', async () => {
    const find = async (keywords: string) => {
      const params = Buffer.from(JSON.stringify({ keywords: encodeURIComponent(keywords) })).toString('base64');
      const r = await t.call<{ data: { id: number }[]; total: number }>('GET', '/api/goods', { query: { params } });
      return r.data.data.map((g) => g.id).sort((a, b) => a - b);
    };
    expect(await find('quuxbeam')).toEqual([rare.a, rare.b]);
    expect(await find('量子咖啡')).toEqual([rare.a]);
    expect(await find('quuxbaem grindr')).toEqual([rare.b]);
    const phones = await t.call<{ total: number }>('GET', '/api/goods', {
      query: { params: Buffer.from(JSON.stringify({ keywords: 'phone' })).toString('base64'), per_page: 30 },
    });
    // A quarter of the generated goods are Phones or Headphones (98 % of them listed), plus the demo shop's.
    expect(phones.data.total).toBeGreaterThan(ROWS / 5);
  });
});

describe('the search document (a trigger since migration 0012, a generated column before)', () => {
  const docOf = async (id: number) =>
    (
      (await db.execute(sql`select search_doc::text as doc,
        shop_goods_doc(goods_name, goods_subname, class_id, brand_id)::text as expected
        from goods where id = ${id}`)) as unknown as { rows: { doc: string; expected: string }[] }
    ).rows[0]!;

  it('is every goods name, subname, class and brand as shop_goods_doc() cuts them; no other write recomputes it', async () => {
    const stale = (await db.execute(sql`select count(*)::int as n from goods
      where search_doc is distinct from shop_goods_doc(goods_name, goods_subname, class_id, brand_id)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(stale.rows[0]!.n).toBe(0);
    // What an order, a payment or a review writes leaves the document alone: no trigger call, no new lexemes.
    const triggers = (await db.execute(sql`select tgname, pg_get_triggerdef(oid) as def from pg_trigger
      where tgrelid = 'goods'::regclass and tgname = 'goods_search_doc'`)) as unknown as { rows: { def: string }[] };
    expect(triggers.rows[0]?.def).toMatch(
      /BEFORE INSERT OR UPDATE OF goods_name, goods_subname, class_id, brand_id, search_doc ON/,
    );
    const generated = (await db.execute(sql`select attgenerated from pg_attribute
      where attrelid = 'goods'::regclass and attname = 'search_doc'`)) as unknown as {
      rows: { attgenerated: string }[];
    };
    expect(generated.rows[0]!.attgenerated).toBe('');
  });

  it('follows a renamed goods and cannot be set by hand', async () => {
    await db.update(goods).set({ goods_name: 'Zorblax Kettle', goods_subname: '电水壶' }).where(eq(goods.id, rare.a));
    const renamed = await docOf(rare.a);
    expect(renamed.doc).toBe(renamed.expected);
    expect(renamed.doc).toContain("'zorblax'");
    const params = Buffer.from(JSON.stringify({ keywords: 'zorblax' })).toString('base64');
    const found = await t.call<{ data: { id: number }[] }>('GET', '/api/goods', { query: { params, per_page: 31 } });
    expect(found.data.data.map((g) => g.id)).toEqual([rare.a]);
    await db.execute(sql`update goods set search_doc = 'nothing'::tsvector where id = ${rare.a}`);
    expect((await docOf(rare.a)).doc).toBe(renamed.expected);
    await db.execute(sql`update goods set goods_stock = goods_stock + 1 where id = ${rare.a}`);
    expect((await docOf(rare.a)).doc).toBe(renamed.expected);
    // Its class and brand are in it ('#c' and '#b' lexemes, migration 0013), and follow a move.
    expect(renamed.doc).toContain("'#c14'");
    await db.update(goods).set({ class_id: 79, brand_id: 15 }).where(eq(goods.id, rare.a));
    const moved = await docOf(rare.a);
    expect([moved.doc, moved.doc]).toEqual([moved.expected, expect.stringContaining("'#c79'")]);
    expect(moved.doc).toContain("'#b15'");
  });
});
