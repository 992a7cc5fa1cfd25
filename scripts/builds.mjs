// Knows where the production builds are and (re)builds them when missing or older than their sources.
// Used by `npm start` (scripts/start.mjs), the e2e harness and the benchmarks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');

/** Each build output and the source folders it is made from. */
export const BUILDS = [
  {
    name: '@shop/server',
    output: SERVER_MAIN,
    sources: ['apps/server/src', 'apps/server/drizzle', 'packages/contract/src'],
  },
  ...['storefront', 'admin', 'seller'].map((app) => ({
    name: `@shop/${app}`,
    output: path.join(ROOT, `apps/${app}/dist/index.html`),
    sources: [
      `apps/${app}/src`,
      `apps/${app}/index.html`,
      'packages/api/src',
      'packages/ui/src',
      ...(app === 'storefront' ? [] : ['packages/backoffice/src']),
      'packages/i18n/src',
      'packages/contract/src',
    ],
  })),
];

/** Newest modification time (ms) of any file below `p` (0 when it does not exist). */
function newestMtime(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

/** Builds that are missing, or older than a file of their sources (a pull or an edit since the last build). */
export function staleBuilds() {
  return BUILDS.filter((b) => {
    if (!fs.existsSync(b.output)) return true;
    const built = fs.statSync(b.output).mtimeMs;
    return b.sources.some((s) => newestMtime(path.join(ROOT, s)) > built);
  });
}

/**
 * Runs `turbo run build` (for the stale workspaces only; turbo's cache makes unchanged ones instant) and
 * returns true when every build output exists afterwards. Output goes to the terminal.
 */
export function ensureBuilt({ log = (m) => process.stdout.write(`${m}\n`), force = false } = {}) {
  if (!force && staleBuilds().length === 0) return true;
  const release = buildLock(log);
  try {
    return build({ log, force });
  } finally {
    release();
  }
}

/**
 * Two checkouts' worth of tools (a journey run and a benchmark, or two people's journeys) that both find the
 * bundles stale would run two turbo builds into the same dist folders at once and serve half-written files: the
 * second waits for the first (a lock folder; one older than ten minutes is a crashed build's and is taken over),
 * then finds the bundles fresh.
 */
function buildLock(log) {
  const lock = path.join(ROOT, 'node_modules/.cache/build.lock');
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let said = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return () => fs.rmSync(lock, { recursive: true, force: true });
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (!said) {
        log('Another build of these bundles is running: waiting for it ...');
        said = true;
      }
      Atomics.wait(pause, 0, 0, 500);
    }
  }
}

function build({ log, force }) {
  const stale = force ? BUILDS : staleBuilds();
  if (stale.length === 0) return true;
  log(`Building ${stale.map((b) => b.name).join(', ')} (production bundles) ...`);
  const started = Date.now();
  const turbo = path.join(ROOT, 'node_modules/.bin/turbo');
  const filters = stale.flatMap((b) => ['--filter', b.name]);
  const res = spawnSync(
    turbo,
    [
      'run',
      'build',
      ...filters,
      `--concurrency=${Math.max(1, os.availableParallelism())}`,
      '--output-logs=errors-only',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    },
  );
  if (res.status !== 0) {
    log(`Build failed (turbo exit ${res.status ?? res.signal}).`);
    return false;
  }
  const missing = BUILDS.filter((b) => !fs.existsSync(b.output));
  if (missing.length) {
    log(
      `Build finished but these outputs are missing: ${missing.map((b) => path.relative(ROOT, b.output)).join(', ')}`,
    );
    return false;
  }
  log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
