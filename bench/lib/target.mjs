// The checkout under test. By default this repository; `--root <dir>` measures another checkout's builds (an older
// commit's worktree with its node_modules and builds in place) with this repository's bench, autocannon, Lighthouse
// and playwright-core, so a before/after comparison differs only in the shop being measured.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, ensureBuilt } from '../../scripts/builds.mjs';
import { startServer } from '../../e2e/lib/server.mjs';

let root = ROOT;

/** Points every later step at `dir` (a checkout); its server and app builds must exist. */
export function useRoot(dir) {
  root = path.resolve(dir);
  const missing = [
    'apps/server/dist/main.js',
    'apps/storefront/dist/index.html',
    'apps/admin/dist/index.html',
    'apps/seller/dist/index.html',
  ].filter((f) => !fs.existsSync(path.join(root, f)));
  if (missing.length) throw new Error(`--root ${root}: not built (${missing.join(', ')} missing)`);
}

/** The checkout under test. */
export const targetRoot = () => root;

/** Whether the builds under test are this repository's own (which the bench may rebuild when stale). */
export const isOwnRoot = () => root === ROOT;

/** Builds this repository when stale; another root is measured as it is. */
export const ensureTargetBuilt = () => (isOwnRoot() ? ensureBuilt() : true);

/** The build folder of one app under test (`storefront`, `admin`, `seller`). */
export const appDist = (app) => path.join(root, 'apps', app, 'dist');

/**
 * A package as the server under test resolves it: its own PGlite must open the data folder it wrote. (pg and
 * ioredis only talk over the wire; they come from there too, for one rule.)
 */
export const serverRequire = (name) => createRequire(path.join(root, 'apps/server/package.json'))(name);

/**
 * The built server under test on a free port (e2e/lib/server.mjs: fresh data folder unless `dataDir`); a first
 * start seeds the demo shop, which takes minutes on a busy machine.
 */
export const startTarget = (opts = {}) =>
  startServer({ timeoutMs: 300_000, ...opts, main: path.join(root, 'apps/server/dist/main.js') });
