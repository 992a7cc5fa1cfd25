// What the metrics cost (the budget: at most 5 % apart): the cached list's throughput on the built server with
// metrics off (neither METRICS_TOKEN nor METRICS_PORT: nothing observed) and on (METRICS_TOKEN: every request,
// statement and cache access observed, and /metrics scraped every second during the load, far more often than a
// Prometheus would), in the same run on the same data folder. The rounds run on, off, off, on, off, on, on, off, so
// a drift of the machine during the run (another load starting, the CPU warming) weighs on both sides alike, and
// each starts once the server is idle (a restart warms its caches in the background).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { loadPaths } from './latency.mjs';
import { waitIdle } from './memory.mjs';
import { BROWSER_HEADERS } from './reference.mjs';
import { startTarget } from './target.mjs';

const LIST = '/api/goods?page=1&per_page=30';
const ORDER = [true, false, false, true, false, true, true, false];

/** The requests counted under the list's route by the server's own metrics: proof that they were on. */
async function listRequestsCounted(baseUrl, token) {
  const text = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
    r.text(),
  );
  const line = text
    .split('\n')
    .find(
      (l) =>
        l.startsWith('shop_http_requests_total{') && l.includes('route="/api/goods"') && l.includes('status="200"'),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

/**
 * `load`: { connections, duration, warmup }. Answers each round's figures, the mean requests/s with metrics on and
 * off, and their ratio (on / off).
 */
export async function metricsCost({ load, say }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-metrics-'));
  const token = randomBytes(24).toString('hex');
  try {
    say('Metrics: first start on an empty data folder (PGlite, demo seed) ...');
    await (await startTarget({ dataDir })).stop();
    const rounds = [];
    for (const on of ORDER) {
      const server = await startTarget({ dataDir, env: on ? { METRICS_TOKEN: token } : {} });
      await waitIdle(server.pid);
      let scrapes = 0;
      const scraper = on
        ? setInterval(() => {
            listRequestsCounted(server.baseUrl, token)
              .then(() => scrapes++)
              .catch(() => undefined);
          }, 1000)
        : undefined;
      try {
        say(`Metrics: the cached list, ${load.connections} conn ${load.duration} s, metrics ${on ? 'on' : 'off'} ...`);
        const figures = await loadPaths(server.baseUrl, {
          ...load,
          urlPath: LIST,
          headers: BROWSER_HEADERS,
          settle: () => waitIdle(server.pid),
        });
        clearInterval(scraper);
        const counted = on ? await listRequestsCounted(server.baseUrl, token) : undefined;
        if (on && counted < figures.requests)
          throw new Error(`metrics counted ${counted} of ${figures.requests} requests`);
        rounds.push({ metrics: on, ...figures, ...(on && { scrapes, counted }) });
        say(`  ${figures.requestsPerSecond} req/s, p99 ${figures.p99} ms${on ? `, ${scrapes} scrapes` : ''}`);
      } finally {
        clearInterval(scraper);
        await server.stop();
      }
    }
    const mean = (on) => {
      const xs = rounds.filter((r) => r.metrics === on);
      return Math.round(xs.reduce((n, r) => n + r.requestsPerSecond, 0) / xs.length);
    };
    const [onRate, offRate] = [mean(true), mean(false)];
    return { endpoint: `GET ${LIST}`, database: 'pglite', rounds, on: onRate, off: offRate, ratio: onRate / offRate };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
