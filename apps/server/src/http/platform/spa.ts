import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The three builds: URL base → folder name under STATIC_ROOT and the workspace that builds it. */
export const SPAS = [
  { base: '/Admin/', folder: 'Admin', workspace: 'admin', title: 'Admin' },
  { base: '/Seller/', folder: 'Seller', workspace: 'seller', title: 'Seller' },
  { base: '/', folder: 'storefront', workspace: 'storefront', title: 'Storefront' },
] as const;

type Spa = (typeof SPAS)[number];

/** Vite puts content-hashed files under assets/: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files beside index.html (favicon, robots.txt): cached briefly, revalidated after. */
const SHORT = 'public, max-age=3600';

/**
 * Where each build lives: STATIC_ROOT/<storefront|Admin|Seller> when configured, else apps/<workspace>/dist
 * found by walking up from this file, which works from the sources (src/http/platform) and from the bundled
 * server (dist/main.js) alike.
 */
export function buildFolders(staticRoot: string | undefined): Record<Spa['folder'], string> {
  if (staticRoot) {
    const root = path.resolve(staticRoot);
    return {
      storefront: path.join(root, 'storefront'),
      Admin: path.join(root, 'Admin'),
      Seller: path.join(root, 'Seller'),
    };
  }
  let dir = path.dirname(fileURLToPath(import.meta.url));
  let apps = path.resolve(dir, '../../../..');
  for (let i = 0; i < 8; i++) {
    if (fs.existsSync(path.join(dir, 'apps', 'server', 'package.json'))) {
      apps = path.join(dir, 'apps');
      break;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return {
    storefront: path.join(apps, 'storefront', 'dist'),
    Admin: path.join(apps, 'admin', 'dist'),
    Seller: path.join(apps, 'seller', 'dist'),
  };
}

function missingBuildPage(spa: Spa): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${spa.title} not built</title></head>` +
    `<body style="font-family:sans-serif;max-width:40em;margin:4em auto">` +
    `<h1>The ${spa.title} app is not built yet</h1>` +
    `<p>Run <code>npm run build</code> at the repository root (or <code>npm start</code>, which builds what is missing), ` +
    `then reload this page. The API is running: see <a href="/api/docs">/api/docs</a>.</p></body></html>`
  );
}

/** The existing regular file a URL path names inside `root`, or null (also for anything escaping the root). */
async function fileInside(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = path.posix.normalize(`/${decoded}`).slice(1);
  if (!rel || rel.split('/').some((seg) => seg.startsWith('.'))) return null;
  const full = path.resolve(root, rel);
  if (!full.startsWith(root + path.sep)) return null;
  const stat = await fs.promises.stat(full).catch(() => null);
  return stat?.isFile() ? rel : null;
}

/**
 * Serves the three builds with history-API fallback: a file that exists is sent (hashed assets cached for a
 * year), any other GET/HEAD below the app's base answers its index.html (no-cache, so a deploy is picked up
 * at once). Paths under /api keep the JSON 404 envelope. A missing file with an extension (a stale hashed
 * chunk, /favicon.ico) is a real 404: answering HTML there would break module loading with a confusing error.
 */
export function registerSpaHosting(app: FastifyInstance): void {
  const folders = buildFolders(app.config.staticRoot);

  const serve = async (spa: Spa, req: FastifyRequest, reply: FastifyReply) => {
    const pathname = (req.raw.url ?? '/').split('?')[0] ?? '/';
    // Not the SPA's: API paths keep the JSON 404 envelope, and /uploads never falls back to an HTML page.
    for (const reserved of ['/api', '/uploads']) {
      if (pathname === reserved || pathname.startsWith(`${reserved}/`)) return reply.callNotFound();
    }
    const root = folders[spa.folder];
    const inner = pathname.slice(spa.base.length - 1);
    const rel = await fileInside(root, inner);
    if (rel && rel !== 'index.html') {
      const cache = rel.startsWith('assets/') ? IMMUTABLE : SHORT;
      reply.header('cache-control', cache);
      return reply.sendFile(rel, root, { cacheControl: false });
    }
    if (!rel && /\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html')) return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    const hasIndex = await fs.promises
      .stat(path.join(root, 'index.html'))
      .then((s) => s.isFile())
      .catch(() => false);
    if (!hasIndex) return reply.status(503).type('text/html; charset=utf-8').send(missingBuildPage(spa));
    return reply.sendFile('index.html', root, { cacheControl: false });
  };

  for (const spa of SPAS) {
    const urls = spa.base === '/' ? ['/', '/*'] : [spa.base.slice(0, -1), `${spa.base}*`];
    for (const url of urls) {
      app.route({
        method: ['GET', 'HEAD'],
        url,
        schema: { hide: true },
        handler: (req, reply) => serve(spa, req, reply),
      });
    }
  }
}
