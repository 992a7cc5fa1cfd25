import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { shanghaiDate } from '../../lib/time.ts';
import { uploadsDir } from '../../http/platform/uploads-static.ts';
import { UPLOADS_URL } from '../../db/seed/images.ts';

/**
 * Where one upload goes: `<uploads>/<name>/<YYYY-MM-DD>/<40 random hex chars>` (Asia/Shanghai date, as every
 * date of the shop). Random names are unguessable, so certificates are not enumerable, and never collide, so
 * the files can be cached forever.
 */
export class UploadBatch {
  private written: string[] = [];
  private readonly dir: string;
  private readonly urlDir: string;

  constructor(dataDir: string, name: string) {
    const date = shanghaiDate();
    this.dir = path.join(uploadsDir(dataDir), name, date);
    this.urlDir = `${UPLOADS_URL}/${name}/${date}`;
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
