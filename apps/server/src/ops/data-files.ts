/**
 * The files a shop keeps beside its database: every key of its file store (lib/file-store.ts: DATA_DIR's
 * uploads/ and private/ folders, or the STORAGE_URL bucket), and DATA_DIR's signing key. The archive holds them
 * at the paths they have below a local DATA_DIR (`uploads/<key>`, `private/…`, `secret.key`), whichever store they
 * came from or go to: a shop on its own folder can move to a bucket through a backup, and back.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isPrivateKey, type FileStore } from '../lib/file-store.ts';
import type { FileEntry } from './manifest.ts';

export const SECRET_FILE = 'secret.key';
const UPLOADS = 'uploads/';

const archivePath = (key: string): string => (isPrivateKey(key) ? key : `${UPLOADS}${key}`);
const keyOf = (archived: string): string => (archived.startsWith(UPLOADS) ? archived.slice(UPLOADS.length) : archived);

/** Every key of the store, sorted (the manifest lists them in a stable order). */
export async function storeKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of store.list('')) keys.push(key);
  return keys.sort();
}

/** Copies every stored file (and the signing key) into `staging`, answering what it copied with checksums. */
export async function copyOut(store: FileStore, dataDir: string, staging: string): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  for (const key of await storeKeys(store)) {
    const file = await store.get(key);
    // Listed, then gone: an upload rolled back or a picture deleted meanwhile; the database snapshot, read
    // first, names no file that can be removed this way (docs/operations.md, "Backup and restore").
    if (!file) continue;
    const rel = archivePath(key);
    const to = path.join(staging, rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const hash = crypto.createHash('sha256');
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(file.body, count, fs.createWriteStream(to));
    out.push({ path: rel, size, sha256: hash.digest('hex') });
  }
  const secret = path.join(dataDir, SECRET_FILE);
  if (fs.existsSync(secret)) {
    fs.copyFileSync(secret, path.join(staging, SECRET_FILE));
    out.push({ path: SECRET_FILE, ...(await describe(secret)) });
  }
  return out;
}

async function describe(file: string): Promise<{ size: number; sha256: string }> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return { size: fs.statSync(file).size, sha256: hash.digest('hex') };
}

/** The listed files whose bytes are not the ones the manifest recorded (or that are missing). */
export async function damagedFiles(root: string, files: Pick<FileEntry, 'path' | 'sha256'>[]): Promise<string[]> {
  const bad: string[] = [];
  for (const f of files) {
    const full = path.join(root, f.path);
    if (!fs.existsSync(full) || (await describe(full)).sha256 !== f.sha256) bad.push(f.path);
  }
  return bad;
}

/** Writes the unpacked files into the store; an existing signing key is kept (it may sign cookies already out). */
export async function copyIn(from: string, store: FileStore, dataDir: string, files: FileEntry[]): Promise<void> {
  for (const f of files) {
    if (f.path === SECRET_FILE) {
      const to = path.join(dataDir, SECRET_FILE);
      if (fs.existsSync(to)) continue;
      fs.mkdirSync(dataDir, { recursive: true });
      fs.copyFileSync(path.join(from, f.path), to);
      fs.chmodSync(to, 0o600);
    } else {
      await store.put(keyOf(f.path), fs.readFileSync(path.join(from, f.path)));
    }
  }
}
