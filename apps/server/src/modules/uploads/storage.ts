import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { shanghaiDate } from '../../lib/time.ts';
import { uploadsDir } from '../../http/platform/uploads-static.ts';
import { UPLOADS_URL } from '../../db/seed/images.ts';

export const PRIVATE_DIR = 'private';

/** Extensions that may hold secrets (merchant private keys): never stored where the site serves files. */
export const PRIVATE_EXTENSIONS: ReadonlySet<string> = new Set(['crt', 'pem']);

/** Absolute path of a stored private file, or null when the path points anywhere else. */
export function privateFile(dataDir: string, stored: string): string | null {
  const root = path.resolve(dataDir, PRIVATE_DIR);
  const full = path.resolve(dataDir, stored);
  return full.startsWith(`${root}${path.sep}`) && fs.existsSync(full) ? full : null;
}

/**
 * Where one upload goes: `<uploads>/<name>/<YYYY-MM-DD>/<40 random hex chars>` (Asia/Shanghai date, as every
 * date of the shop). Random names are unguessable, so certificates are not enumerable, and never collide, so
 * the files can be cached forever.
 */
export class UploadBatch {
  private written: string[] = [];
  private readonly dir: string;
  private readonly urlDir: string;

  /**
   * `private` files (payment certificates and keys) go to `<DATA_DIR>/private/`, which no route serves; their
   * answer is a DATA_DIR-relative path (`private/crt/…`) that only server code resolves (`privateFile`).
   */
  constructor(dataDir: string, name: string, visibility: 'public' | 'private' = 'public') {
    const date = shanghaiDate();
    if (visibility === 'private') {
      this.dir = path.join(dataDir, PRIVATE_DIR, name, date);
      this.urlDir = `${PRIVATE_DIR}/${name}/${date}`;
    } else {
      this.dir = path.join(uploadsDir(dataDir), name, date);
      this.urlDir = `${UPLOADS_URL}/${name}/${date}`;
    }
  }

  static newBase(): string {
    return randomBytes(20).toString('hex');
  }

  /** Writes `<base><suffix>.<ext>` and answers its site-relative URL. */
  async write(base: string, suffix: string, ext: string, data: Buffer): Promise<{ url: string; file: string }> {
    await fs.promises.mkdir(this.dir, { recursive: true });
    const file = `${base}${suffix}.${ext}`;
    const full = path.join(this.dir, file);
    this.written.push(full);
    await fs.promises.writeFile(full, data, { flag: 'wx' });
    return { url: `${this.urlDir}/${file}`, file };
  }

  /** Removes what this batch wrote (a later file or the database row failed: the upload leaves nothing). */
  async rollback(): Promise<void> {
    await Promise.all(this.written.map((f) => fs.promises.rm(f, { force: true })));
    this.written = [];
  }
}
