import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { languageFromQuery } from '@shop/i18n/languages';
import { preferredEncoding, varyOn, varyOnEncoding } from './encoding.ts';
import { headTags, withHead, withLanguage, type HeadTags } from './head-html.ts';
import type { Preload } from './page-preloads.ts';
import { pageLanguage, publicOrigin } from './public-address.ts';

/** The three builds: URL base → folder name under STATIC_ROOT and the workspace that builds it. */
export const SPAS = [
  { base: '/Admin/', folder: 'Admin', workspace: 'admin', title: 'Admin' },
  { base: '/Seller/', folder: 'Seller', workspace: 'seller', title: 'Seller' },
  { base: '/', folder: 'storefront', workspace: 'storefront', title: 'Storefront' },
] as const;

type Spa = (typeof SPAS)[number];

/** Unhashed files beside index.html (favicon, robots.txt): cached briefly, revalidated after. */
const SHORT = 'public, max-age=3600';
/**
 * How long a request trusts what was read of a build folder before looking at the disk again: a rebuild while
 * the server runs is picked up within this time, and no request pays a stat in between.
 */
export const RECHECK_MS = 2000;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

/** index.html as sent: the file and its brotli and gzip forms (each only when smaller), and its validator. */
interface IndexPage {
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One module of a build's manifest (`build.manifest`): its chunk, the chunks it imports, its style sheets. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What was read of one build folder: its index page (null when not built) and its other unhashed files. */
interface BuildSnapshot {
  index: IndexPage | null;
  /** The build's manifest (source module → chunks), when the build wrote one. */
  manifest: Record<string, ManifestChunk> | null;
  /** Relative paths (posix) of the files outside assets/ other than index.html and compressed siblings. */
  files: Set<string>;
  /** Identity of index.html on disk when read: a change means a new build. */
  stamp: string;
}

function indexPage(identity: Buffer, br: Buffer, gz: Buffer): IndexPage {
  // Weak: the three forms are the same page, so a validator from one answers a revalidation in another.
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return {
    identity,
    br: br.length < identity.length ? br : null,
    gzip: gz.length < identity.length ? gz : null,
    etag,
  };
}

async function readIndex(file: string): Promise<IndexPage> {
  const identity = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }),
    gzip(identity, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return indexPage(identity, br, gz);
}

async function readManifest(file: string): Promise<Record<string, ManifestChunk> | null> {
  try {
    const parsed: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, ManifestChunk>) : null;
  } catch {
    return null;
  }
}

/** The chunks and style sheets a module needs (its static imports, transitively), in the manifest's order. */
function moduleFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    ...(chunk.imports ?? []).flatMap((dep) => moduleFiles(manifest, dep, seen)),
    chunk.file,
    ...(chunk.css ?? []),
  ];
}

/**
 * The `<link>`s of a page's preloads: pictures first (the largest paint), then the page's chunks and style sheets
 * (minus what index.html already loads), then its API answers. Modules unknown to the manifest are left out.
 */
function preloadLinks(preloads: Preload[], manifest: BuildSnapshot['manifest'], base: string): string {
  const inEntry = new Set(manifest ? moduleFiles(manifest, 'index.html') : []);
  const files = new Set<string>();
  const links: string[] = [];
  for (const p of preloads) {
    if ('image' in p) links.push(`<link rel="preload" as="image" href="${attribute(p.image)}" fetchpriority="high">`);
  }
  for (const p of preloads) {
    if (!('module' in p) || !manifest) continue;
    for (const file of moduleFiles(manifest, p.module)) {
      if (inEntry.has(file) || files.has(file) || !/^assets\/[\w.-]+\.(?:js|css)$/.test(file)) continue;
      files.add(file);
      links.push(
        file.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="${base}${file}">`
          : `<link rel="modulepreload" crossorigin href="${base}${file}">`,
      );
    }
  }
  for (const p of preloads) {
    if ('fetch' in p) links.push(`<link rel="preload" as="fetch" crossorigin href="${attribute(p.fetch)}">`);
  }
  return links.join('');
}

/** How many forms of the index pages (with a page's head and hints) are kept: a goods page each, at most. */
const VARIANTS = 2000;

/**
 * index.html with a page's head (head-html.ts) and the `<link>`s of its preloads (page-preloads.ts), kept per build,
 * head and list of preloads, so a page seen again costs a map lookup: the manifest is walked and the page compressed
 * (at a middle level: it is a few KB, well under a millisecond) only the first time.
 */
class HintedPages {
  private readonly pages = new Map<string, IndexPage>();

  get(
    index: IndexPage,
    manifest: BuildSnapshot['manifest'],
    preloads: Preload[],
    head: HeadTags | null,
    base: string,
  ): IndexPage {
    const headKey = head ? `${head.htmlLang}\n${head.title}\n${head.description}\n${head.tags}` : '';
    const key = `${index.etag}\n${JSON.stringify(preloads)}\n${headKey}`;
    let page = this.pages.get(key);
    if (!page) {
      const links = preloadLinks(preloads, manifest, base);
      const identity = Buffer.from(withHead(index.identity.toString('utf8'), head, links));
      page = indexPage(
        identity,
        zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
        zlib.gzipSync(identity, { level: 6 }),
      );
      if (this.pages.size >= VARIANTS) this.pages.delete(this.pages.keys().next().value as string);
      this.pages.set(key, page);
    }
    return page;
  }
}

async function otherFiles(root: string): Promise<Set<string>> {
  const entries = await fs.promises.readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  const files = new Set<string>();
  for (const e of entries) {
    if (!e.isFile()) continue;
    const rel = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    if (rel === 'index.html' || rel.startsWith('assets/') || /\.(?:br|gz)$/.test(rel)) continue;
    if (rel.split('/').some((seg) => seg.startsWith('.'))) continue;
    files.add(rel);
  }
  return files;
}

/**
 * Keeps one build folder's index.html (with its compressed forms) and list of unhashed files in memory. The disk
 * is looked at again at most every RECHECK_MS, by the first request after that: one stat of index.html, and a
 * full read only when it changed (Vite rewrites it on every build).
 */
class BuildFolder {
  private snapshot: BuildSnapshot = { index: null, manifest: null, files: new Set(), stamp: '' };
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<BuildSnapshot> | null = null;

  constructor(readonly root: string) {}

  current(): BuildSnapshot | Promise<BuildSnapshot> {
    if (Date.now() - this.checkedAt < RECHECK_MS) return this.snapshot;
    this.pending ??= this.reload().finally(() => {
      this.checkedAt = Date.now();
      this.pending = null;
    });
    return this.pending;
  }

  private async reload(): Promise<BuildSnapshot> {
    const file = path.join(this.root, 'index.html');
    const stat = await fs.promises.stat(file).catch(() => null);
    const stamp = stat?.isFile() ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : '';
    if (stamp === this.snapshot.stamp) return this.snapshot;
    const index = stamp ? await readIndex(file).catch(() => null) : null;
    this.snapshot = {
      index,
      manifest: await readManifest(path.join(this.root, '.vite', 'manifest.json')),
      files: await otherFiles(this.root),
      stamp: index ? stamp : '',
    };
    return this.snapshot;
  }
}

/** The relative path a URL path names inside a build folder, or null (also for anything escaping it). */
function relativePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return path.posix.normalize(`/${decoded}`).slice(1);
}

/** True when an If-None-Match list names this validator (weak comparison, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

function sendIndex(page: IndexPage, req: FastifyRequest, reply: FastifyReply, status = 200) {
  reply.header('cache-control', 'no-cache');
  varyOnEncoding(reply);
  // Validators only for the page itself: a 404 is sent whole every time.
  if (status === 200) {
    reply.header('etag', page.etag);
    if (matches(req.headers['if-none-match'], page.etag)) return reply.code(304).send();
  }
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const body = (encoding && page[encoding]) || page.identity;
  if (body !== page.identity) reply.header('content-encoding', encoding);
  return reply.code(status).type('text/html; charset=utf-8').header('content-length', body.length).send(body);
}

/**
 * Serves the three builds with history-API fallback. Content-hashed files under assets/ are served by
 * @fastify/static with the brotli or gzip file made at build time (scripts/vite-precompress.ts), cached for a
 * year; index.html is answered from memory (no-cache with an ETag, so a deploy is picked up at once and a
 * revalidation costs a 304) for any other GET/HEAD below the app's base, with the page's head and preload hints
 * written in (and a 404 status for a storefront page whose goods, store or article does not exist: docs/seo.md); the
 * few other files beside it are cached briefly. Paths under /api keep the JSON 404 envelope. A missing file with an
 * extension (a stale hashed chunk, /favicon.ico) is a real 404: answering HTML there would break module loading with
 * a confusing error.
 */
export async function registerSpaHosting(app: FastifyInstance): Promise<void> {
  const folders = buildFolders(app.config.staticRoot);
  const hinted = new HintedPages();

  for (const spa of SPAS) {
    const root = folders[spa.folder];
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: `${spa.base}assets/`,
      decorateReply: false,
      preCompressed: true,
      maxAge: '365d',
      immutable: true,
      list: false,
      index: false,
      dotfiles: 'deny',
      // A missing build answers the explanation page below, not a start-up warning.
      suppressWarning: true,
    });
  }

  const serve = async (spa: Spa, build: BuildFolder, req: FastifyRequest, reply: FastifyReply) => {
    const pathname = (req.raw.url ?? '/').split('?')[0] ?? '/';
    // Not the SPA's: API paths keep the JSON 404 envelope, and /uploads never falls back to an HTML page.
    for (const reserved of ['/api', '/uploads']) {
      if (pathname === reserved || pathname.startsWith(`${reserved}/`)) return reply.callNotFound();
    }
    const snapshot = await build.current();
    const rel = relativePath(pathname.slice(spa.base.length - 1));
    if (rel && snapshot.files.has(rel)) {
      reply.header('cache-control', SHORT);
      return reply.sendFile(rel, build.root, { cacheControl: false });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.endsWith('.html')) return reply.callNotFound();
    if (!snapshot.index) {
      reply.header('cache-control', 'no-cache');
      return reply.status(503).type('text/html; charset=utf-8').send(missingBuildPage(spa));
    }
    const query = req.raw.url?.includes('?') ? req.raw.url.slice(req.raw.url.indexOf('?') + 1) : '';
    const search = new URLSearchParams(query);
    const acceptLanguage = String(req.headers['accept-language'] ?? '');
    const lang = pageLanguage(search, acceptLanguage);
    const address = { path: pathname, search, acceptLanguage };
    const [preloads, head] = await Promise.all([
      app.pagePreloads.find(spa.base, address),
      app.pageHeads.find(spa.base, { ...address, lang }),
    ]);
    if (head?.redirect && /^\/(?!\/)/.test(head.redirect)) {
      return reply.redirect(withLanguage(head.redirect, languageFromQuery(search)), 301);
    }
    // The texts named and the head's language follow Accept-Language unless the address names the language.
    if (!languageFromQuery(search)) varyOn(reply, 'accept-language');
    const tags = head ? headTags(head, { origin: publicOrigin(req), path: pathname, search, lang }) : null;
    const index =
      preloads.length || tags
        ? hinted.get(snapshot.index, snapshot.manifest, preloads, tags, spa.base)
        : snapshot.index;
    return sendIndex(index, req, reply, head?.status ?? 200);
  };

  for (const spa of SPAS) {
    const build = new BuildFolder(folders[spa.folder]);
    const urls = spa.base === '/' ? ['/', '/*'] : [spa.base.slice(0, -1), `${spa.base}*`];
    for (const url of urls) {
      app.route({
        method: ['GET', 'HEAD'],
        url,
        schema: { hide: true },
        handler: (req, reply) => serve(spa, build, req, reply),
      });
    }
  }
}
