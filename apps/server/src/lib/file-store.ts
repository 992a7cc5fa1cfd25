import type { Readable } from 'node:stream';

/**
 * Where uploads live: the local DATA_DIR (default) or an S3-compatible bucket (STORAGE_URL), behind one interface
 * so every reader and writer (uploads, payment keys, the seed, backups) works with either.
 *
 * Keys are paths relative to the uploads root, as in the public URL without `/uploads/`
 * (`goods/2026-12-03/<hex>.png`). Private files (payment certificates and keys) live under `private/`, a namespace
 * that is never served; their key is what the settings store (`private/crt/<date>/<hex>.pem`).
 */
export interface FileStore {
  readonly kind: 'local' | 'bucket';
  /** Writes (or replaces) a file. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** The file as a stream with its type and length; null when there is none. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The whole file; null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Size in bytes; null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes a file; no error when it is already gone. */
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` ('' for all, private ones included), in no particular order. */
  list(prefix?: string): AsyncIterable<string>;
  close(): Promise<void>;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredFile {
  body: Readable;
  contentType: string;
  /** Bytes in `body` (the range's, when one was asked for). */
  length: number;
  /** The whole file's size. */
  size: number;
  /** The range served, when one was asked for and fits the file. */
  range?: { start: number; end: number };
  lastModified?: Date;
  etag?: string;
}

export const PRIVATE_PREFIX = 'private/';

/** URL prefix under which the store's public keys are served (`/uploads/<key>`). */
export const UPLOADS_URL = '/uploads';

/**
 * A key is `segment/segment/…` of letters, digits, `_`, `-` and `.`, no segment starting with a dot: no `..`, no
 * dotfiles, no absolute path, no empty segment, the same in a folder and a bucket.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 100))}`);
}

export const isPrivateKey = (key: string): boolean => key.startsWith(PRIVATE_PREFIX);

/** The types of what the shop stores (pictures, certificates, spreadsheets, app packages). */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  ico: 'image/vnd.microsoft.icon',
  svg: 'image/svg+xml',
  pem: 'application/x-pem-file',
  crt: 'application/x-x509-ca-cert',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  apk: 'application/vnd.android.package-archive',
  wgt: 'application/widget',
  json: 'application/json',
};

export function contentTypeOf(key: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
