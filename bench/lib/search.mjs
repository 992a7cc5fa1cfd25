// The judged keyword searches (apps/server/test/search-judged.json, docs/search.md) against a started demo shop: the
// precision of the first 5 results of each query, averaged, as test/catalog-search-judged.test.ts computes it, and
// how long each search took (the first time it was asked: not cached).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/builds.mjs';

/** The judged set of this checkout: `--root` measures another checkout's server against the same judgements. */
const JUDGED = path.join(ROOT, 'apps/server/test/search-judged.json');
const TOP = 5;

const params = (o) => encodeURIComponent(Buffer.from(JSON.stringify(o)).toString('base64'));

async function cards(baseUrl, filters, perPage, page = 1) {
  const res = await fetch(`${baseUrl}/api/goods?page=${page}&per_page=${perPage}&params=${params(filters)}`);
  const body = await res.json();
  if (res.status !== 200 || body.code !== 200) throw new Error(`GET /api/goods answered ${res.status} ${body.msg}`);
  return body.data.data;
}

/** { queries, precision, misses: [{ q, precision, top }], p50Ms, maxMs } of the judged set on `baseUrl`. */
export async function judgedSearch(baseUrl) {
  const { queries } = JSON.parse(fs.readFileSync(JUDGED, 'utf8'));
  const listed = [];
  for (let page = 1; ; page++) {
    const got = await cards(baseUrl, {}, 100, page);
    listed.push(...got);
    if (got.length < 100) break;
  }
  let sum = 0;
  const misses = [];
  const times = [];
  for (const { q, relevant } of queries) {
    const wanted = new RegExp(relevant, 'i');
    const exist = listed.filter((g) => wanted.test(g.goods_name)).length;
    const started = performance.now();
    const top = await cards(baseUrl, { keywords: encodeURIComponent(q) }, TOP);
    times.push(performance.now() - started);
    const precision = exist ? top.filter((g) => wanted.test(g.goods_name)).length / Math.min(TOP, exist) : 0;
    sum += precision;
    if (precision < 1) misses.push({ q, precision, top: top.map((g) => g.goods_name) });
  }
  times.sort((a, b) => a - b);
  return {
    queries: queries.length,
    precision: sum / queries.length,
    misses,
    p50Ms: Math.round(times[Math.floor(times.length / 2)]),
    maxMs: Math.round(times[times.length - 1]),
  };
}
