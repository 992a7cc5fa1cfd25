// Search as you type (`GET /api/goods/suggest`, docs/search.md) over generated goods on PGlite: a shopper typing
// words of the generated names letter by letter, one request per prefix of two characters or more, each asked once
// (so none is a cache hit), one at a time; then the same prefixes again, answered from the catalogue cache.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fillGoods } from './goods-fill.mjs';
import { waitIdle } from './memory.mjs';
import { serverRequire, startTarget } from './target.mjs';

/**
 * What is typed, in both languages: words of the generated names (goods-fill.sql), a brand and a kind together, a
 * word no goods has, Chinese product words and class names.
 */
const TYPED = [
  'phone',
  'headphones',
  'laptop',
  'keyboard',
  'aurora phone',
  'zephyr watch',
  'quasar',
  'xylophonist',
  '智能手机',
  '蓝牙耳机',
  '笔记本电脑',
  '机械键盘',
  '咖啡机',
  '无线音箱',
];

/** Every prefix of two characters or more of each typed text, as the box asks while the shopper types. */
export const suggestPrefixes = () => [
  ...new Set(TYPED.flatMap((text) => [...text].map((_, i) => [...text].slice(0, i + 1).join('')).slice(1))),
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timedRound(baseUrl, prefixes) {
  const times = [];
  const each = [];
  let answered = 0;
  for (const q of prefixes) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/goods/suggest?keywords=${encodeURIComponent(q)}`);
    const body = await res.json();
    times.push(performance.now() - started);
    each.push({ q, ms: Math.round(times[times.length - 1] * 10) / 10 });
    if (res.status !== 200 || body.code !== 200) throw new Error(`suggest ${q}: ${res.status} ${body.msg}`);
    if (body.data.goods.length || body.data.classes.length) answered++;
  }
  times.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    answered,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    max: round(times[times.length - 1]),
    slowest: each.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}

/** { goods, fillMs, uncached: {requests, answered, p50, p95, max}, cached: {...} } on a fresh PGlite shop. */
export async function suggestOnPglite({ goods, say }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-suggest-'));
  try {
    say('Suggest: migrating and seeding a PGlite database ...');
    const first = await startTarget({ dataDir });
    await first.stop();
    say(`Suggest: adding ${goods} goods (one statement) ...`);
    const { PGlite } = serverRequire('@electric-sql/pglite');
    const db = new PGlite(path.join(dataDir, 'db'));
    // Vacuumed and analyzed here rather than by the server's upkeep when it starts: on a busy machine that upkeep
    // of 100k fresh rows can outlast Fastify's ready timeout, and this step measures searches, not the start.
    const fillMs = await fillGoods(db, goods);
    await db.close();
    const server = await startTarget({ dataDir });
    try {
      // The server's table upkeep and catalogue warm-up run first, as on a shop that has been up a while.
      await waitIdle(server.pid);
      // The search lexicon (synonyms, class and brand names) is read once per catalogue version, by whichever
      // search comes first: not what each keystroke costs.
      await fetch(`${server.baseUrl}/api/goods/suggest?keywords=warm`);
      const prefixes = suggestPrefixes();
      say(`Suggest: ${prefixes.length} prefixes typed one at a time, uncached, then cached ...`);
      const uncached = await timedRound(server.baseUrl, prefixes);
      const cached = await timedRound(server.baseUrl, prefixes);
      return { database: 'pglite', goods, fillMs, uncached, cached };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
