import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text-like formats worth compressing; images and woff/woff2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|txt|xml|webmanifest|map|ttf|eot|otf|ico|wasm)$/i;
/** Below this a compressed answer saves less than its headers and a client's decompression cost. */
const MIN_BYTES = 1024;
/** Part of every cache key: a change of settings must not reuse files made with the old ones. */
const SETTINGS = 'br11-text-gz9';

interface Encoded {
  br: Buffer;
  gz: Buffer;
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

function encode(data: Buffer): Promise<Encoded> {
  return Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]).then(([br, gz]) => ({ br, gz }));
}

/**
 * Brotli at its maximum quality costs about a second per 300-400 KB, and most chunks come out byte for byte
 * the same from one build to the next (their names are content hashes): their compressed forms are kept in
 * Vite's cache folder by content hash and reused, and entries the current build did not use are dropped.
 */
class EncodedCache {
  readonly used = new Set<string>();

  constructor(private readonly dir: string) {}

  async get(data: Buffer): Promise<Encoded> {
    const key = createHash('sha256').update(SETTINGS).update(data).digest('hex');
    this.used.add(`${key}.br`).add(`${key}.gz`);
    const [br, gz] = await Promise.all(
      ['br', 'gz'].map((ext) => fs.readFile(path.join(this.dir, `${key}.${ext}`)).catch(() => null)),
    );
    if (br && gz) return { br, gz };
    const encoded = await encode(data);
    await fs.mkdir(this.dir, { recursive: true });
    await fs.writeFile(path.join(this.dir, `${key}.br`), encoded.br);
    await fs.writeFile(path.join(this.dir, `${key}.gz`), encoded.gz);
    return encoded;
  }

  async prune(): Promise<void> {
    const names = await fs.readdir(this.dir).catch(() => [] as string[]);
    await Promise.all(
      names.filter((n) => !this.used.has(n)).map((n) => fs.rm(path.join(this.dir, n), { force: true })),
    );
  }
}

/** Writes `file.br` / `file.gz` beside `file` when the result is smaller than the file itself. */
async function precompressFile(file: string, cache: EncodedCache): Promise<number> {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) return 0;
  const { br, gz } = await cache.get(data);
  const writes = [];
  if (br.length < data.length) writes.push(fs.writeFile(`${file}.br`, br));
  if (gz.length < data.length) writes.push(fs.writeFile(`${file}.gz`, gz));
  await Promise.all(writes);
  return writes.length;
}

/**
 * Production builds get a brotli (maximum quality) and a gzip (level 9) sibling of every text file above 1 KB,
 * so the server sends the smallest form a browser accepts without compressing anything per request (see
 * docs/compression.md). The work runs in zlib's thread pool, every file at once, largest first, so the few big
 * chunks that dominate the time start early and the small ones fill the gaps.
 */
export function precompress(): Plugin {
  let cacheDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      cacheDir = path.join(config.cacheDir, 'precompress');
    },
    async writeBundle(options) {
      if (!options.dir) return;
      const started = performance.now();
      const cache = new EncodedCache(cacheDir);
      const candidates = (await filesBelow(options.dir)).filter((f) => COMPRESSIBLE.test(f));
      const sized = await Promise.all(candidates.map(async (f) => ({ f, size: (await fs.stat(f)).size })));
      sized.sort((a, b) => b.size - a.size);
      const written = await Promise.all(sized.map(({ f }) => precompressFile(f, cache)));
      await cache.prune();
      const count = written.reduce((a, b) => a + b, 0);
      this.info(`precompressed ${count} files (br + gz) in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
