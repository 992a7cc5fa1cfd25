import { expect, it } from 'vitest';
import judged from './search-judged.json' with { type: 'json' };
import { testApp } from './helper.ts';

/**
 * The judged searches (search-judged.json, docs/search.md) over the demo catalogue: the precision of the first 5
 * results, averaged over the queries, must be at least 0.95. bench/run.mjs --only search reports the same figure
 * against a started server.
 */
const t = await testApp();
const BUDGET = 0.95;
const TOP = 5;

interface Card {
  id: number;
  goods_name: string;
}

const list = async (filters: object, perPage: number, page = 1) => {
  const params = Buffer.from(JSON.stringify(filters)).toString('base64');
  const r = await t.call<{ data: Card[] }>('GET', '/api/goods', { query: { params, per_page: perPage, page } });
  expect(r.code).toBe(200);
  return r.data.data;
};

it(`ranks what shoppers mean first: precision of the first ${TOP} results >= ${BUDGET}`, async () => {
  expect(judged.queries.length).toBeGreaterThanOrEqual(40);
  const listed: Card[] = [];
  for (let page = 1; ; page++) {
    const cards = await list({}, 100, page);
    listed.push(...cards);
    if (cards.length < 100) break;
  }
  const misses: string[] = [];
  let sum = 0;
  for (const { q, relevant } of judged.queries) {
    const wanted = new RegExp(relevant, 'i');
    // A query with fewer relevant goods than TOP is judged on those it has.
    const exist = listed.filter((g) => wanted.test(g.goods_name)).length;
    expect(exist, `${q}: no listed goods matches /${relevant}/`).toBeGreaterThan(0);
    const top = await list({ keywords: encodeURIComponent(q) }, TOP);
    const precision = top.filter((g) => wanted.test(g.goods_name)).length / Math.min(TOP, exist);
    sum += precision;
    if (precision < 1) misses.push(`${q} ${precision.toFixed(2)}: ${top.map((g) => g.goods_name).join(' | ')}`);
  }
  const figure = sum / judged.queries.length;
  expect(figure, misses.join('\n')).toBeGreaterThanOrEqual(BUDGET);
});
