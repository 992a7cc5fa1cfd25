/**
 * The files a shop keeps beside its database, all below DATA_DIR: the uploads (served at /uploads/), the private
 * files (payment certificates, never served) and the server's signing key. The archive holds them under the same
 * relative paths.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileEntry } from './manifest.ts';

/** The folders the uploads module writes below DATA_DIR (modules/uploads/storage.ts). */
export const FILE_FOLDERS = ['uploads', 'private'] as const;
export const SECRET_FILE = 'secret.key';

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('sha256');
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

function walk(root: string, rel: string, out: string[]): void {
  const here = path.join(root, rel);
  if (!fs.existsSync(here)) return;
  for (const entry of fs.readdirSync(here, { withFileTypes: true })) {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) walk(root, child, out);
    else if (entry.isFile()) out.push(child);
  }
}

/** Every file to keep, relative to `root` (DATA_DIR, or an unpacked archive), in a stable order. */
export function dataFilePaths(root: string): string[] {
  const out: string[] = [];
  for (const folder of FILE_FOLDERS) walk(root, folder, out);
  if (fs.existsSync(path.join(root, SECRET_FILE))) out.push(SECRET_FILE);
  return out.sort();
}

export async function describeFiles(root: string, paths: string[]): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  for (const rel of paths) {
    const full = path.join(root, rel);
    out.push({ path: rel, size: fs.statSync(full).size, sha256: await sha256(full) });
  }
  return out;
}

/** The listed files whose bytes are not the ones the manifest recorded (or that are missing). */
export async function damagedFiles(root: string, files: FileEntry[]): Promise<string[]> {
  const bad: string[] = [];
  for (const f of files) {
    const full = path.join(root, f.path);
    if (!fs.existsSync(full) || (await sha256(full)) !== f.sha256) bad.push(f.path);
  }
  return bad;
}

/** What already holds data in a data folder a restore would write to. */
export function occupiedInDataDir(dataDir: string): string[] {
  const out: string[] = [];
  for (const folder of FILE_FOLDERS) {
    const files: string[] = [];
    walk(dataDir, folder, files);
    if (files.length) out.push(`${folder}/ (${files.length} files)`);
  }
  return out;
}

/** Copies the unpacked files into DATA_DIR; an existing signing key is kept (it may sign cookies already out). */
export function placeFiles(from: string, dataDir: string, files: FileEntry[]): void {
  for (const f of files) {
    const to = path.join(dataDir, f.path);
    if (f.path === SECRET_FILE && fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(from, f.path), to, fs.constants.COPYFILE_EXCL);
    if (f.path === SECRET_FILE) fs.chmodSync(to, 0o600);
  }
}
