import fs from 'node:fs';
import path from 'node:path';
import {
  assertKey,
  contentTypeOf,
  isPrivateKey,
  isValidKey,
  PRIVATE_PREFIX,
  type ByteRange,
  type FileStore,
  type StoredFile,
} from './file-store.ts';

/**
 * The default store: public keys under `<DATA_DIR>/uploads/` (served by @fastify/static), private ones under
 * `<DATA_DIR>/private/` (outside the served folder), the same paths the shop always used.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  readonly uploadsRoot: string;
  private readonly privateRoot: string;

  /** `uploadsRoot`: another folder for the public keys (the seed's, for a test's prepared copy). */
  constructor(dataDir: string, uploadsRoot = path.join(dataDir, 'uploads')) {
    this.uploadsRoot = uploadsRoot;
    this.privateRoot = path.join(dataDir, 'private');
  }

  pathOf(key: string): string {
    assertKey(key);
    return isPrivateKey(key)
      ? path.join(this.privateRoot, key.slice(PRIVATE_PREFIX.length))
      : path.join(this.uploadsRoot, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const temp = `${file}.${process.pid}.${Date.now()}.part`;
    await fs.promises.writeFile(temp, data);
    await fs.promises.rename(temp, file);
  }

  async get(key: string, range?: ByteRange): Promise<StoredFile | null> {
    const file = this.pathOf(key);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    const whole = { start: 0, end: stat.size - 1 };
    const r =
      range && range.start < stat.size
        ? { start: range.start, end: Math.min(range.end ?? Infinity, whole.end) }
        : undefined;
    const span = r ?? whole;
    return {
      body: fs.createReadStream(file, stat.size === 0 ? {} : span),
      contentType: contentTypeOf(key),
      length: stat.size === 0 ? 0 : span.end - span.start + 1,
      size: stat.size,
      range: r,
      lastModified: stat.mtime,
    };
  }

  async read(key: string): Promise<Buffer | null> {
    return fs.promises.readFile(this.pathOf(key)).catch(() => null);
  }

  async size(key: string): Promise<number | null> {
    const stat = await fs.promises.stat(this.pathOf(key)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  async delete(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<string> {
    for (const [root, keyPrefix] of [
      [this.uploadsRoot, ''],
      [this.privateRoot, PRIVATE_PREFIX],
    ] as const) {
      const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entries) {
        if (!e.isFile()) continue;
        const rel = path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/');
        const key = `${keyPrefix}${rel}`;
        // uploads/private/… would shadow the private namespace: never a key of this store.
        if (keyPrefix === '' && isPrivateKey(key)) continue;
        if (key.startsWith(prefix) && !key.endsWith('.part') && isValidKey(key)) yield key;
      }
    }
  }

  async close(): Promise<void> {}
}
