import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { shanghaiDate } from '../../lib/time.ts';
import { UPLOADS_URL, type FileStore } from '../../lib/file-store.ts';

export const PRIVATE_DIR = 'private';

/** Extensions that may hold secrets (merchant private keys): never stored where the site serves files. */
export const PRIVATE_EXTENSIONS: ReadonlySet<string> = new Set(['crt', 'pem']);

/** Absolute path of a stored private file in the local folder, or null when the path points anywhere else. */
export function privateFile(dataDir: string, stored: string): string | null {
  const root = path.resolve(dataDir, PRIVATE_DIR);
  const full = path.resolve(dataDir, stored);
  return full.startsWith(`${root}${path.sep}`) && fs.existsSync(full) ? full : null;
}

/**
 * Where one upload goes: `<name>/<YYYY-MM-DD>/<40 random hex chars>` in the file store (Asia/Shanghai date, as
 * every date of the shop). Random names are unguessable, so certificates are not enumerable, and never collide,
 * so the files can be cached forever.
 */
export class UploadBatch {
  private written: string[] = [];
  private readonly keyDir: string;
  private readonly urlDir: string;

  /**
   * `private` files (payment certificates and keys) go to the store's `private/` namespace, which no route
   * serves; their answer is the key itself (`private/crt/…`), which only server code reads (`app.files`).
   */
  constructor(
    private readonly files: FileStore,
    name: string,
    visibility: 'public' | 'private' = 'public',
  ) {
    const date = shanghaiDate();
    if (visibility === 'private') {
      this.keyDir = `${PRIVATE_DIR}/${name}/${date}`;
      this.urlDir = this.keyDir;
    } else {
      this.keyDir = `${name}/${date}`;
      this.urlDir = `${UPLOADS_URL}/${this.keyDir}`;
    }
  }

  static newBase(): string {
    return randomBytes(20).toString('hex');
  }

  /** Writes `<base><suffix>.<ext>` and answers its site-relative URL. */
  async write(base: string, suffix: string, ext: string, data: Buffer): Promise<{ url: string; file: string }> {
    const file = `${base}${suffix}.${ext}`;
    const key = `${this.keyDir}/${file}`;
    this.written.push(key);
    await this.files.put(key, data);
    return { url: `${this.urlDir}/${file}`, file };
  }

  /** Removes what this batch wrote (a later file or the database row failed: the upload leaves nothing). */
  async rollback(): Promise<void> {
    await Promise.all(this.written.map((key) => this.files.delete(key).catch(() => undefined)));
    this.written = [];
  }
}
