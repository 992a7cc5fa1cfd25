import { fail } from '../../http/envelope.ts';

/** Non-image files the Admin may store (payment certificates, spreadsheets, app packages). */
export const FILE_EXTENSIONS = ['ico', 'crt', 'pem', 'xls', 'xlsx', 'png', 'apk', 'wgt'] as const;
type FileExt = (typeof FILE_EXTENSIONS)[number];

const startsWith = (data: Buffer, bytes: number[]) =>
  data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ICO = [0x00, 0x00, 0x01, 0x00];

/** PEM text: optional BOM/blank lines, then an armour line. */
const isPem = (data: Buffer) => /^\uFEFF?\s*-----BEGIN [A-Z0-9 ]+-----/.test(data.subarray(0, 200).toString('utf8'));
/** DER: an ASN.1 SEQUENCE with a long-form length, as every X.509 certificate starts. */
const isDer = (data: Buffer) => data.length > 4 && data[0] === 0x30 && (data[1] ?? 0) >= 0x81 && (data[1] ?? 0) <= 0x84;

/** What the content of each extension must look like (xlsx, apk and wgt are zip archives, xls is OLE2). */
const SIGNATURES: Record<FileExt, (data: Buffer) => boolean> = {
  ico: (d) => startsWith(d, ICO),
  png: (d) => startsWith(d, PNG),
  xls: (d) => startsWith(d, OLE2),
  xlsx: (d) => startsWith(d, ZIP),
  apk: (d) => startsWith(d, ZIP),
  wgt: (d) => startsWith(d, ZIP),
  pem: isPem,
  crt: (d) => isPem(d) || isDer(d),
};

/**
 * The extension a file may be stored under: whitelisted by its name, then confirmed by its first bytes, so a
 * script renamed to .xlsx is refused like any other type not allowed.
 */
export function checkFile(filename: string, data: Buffer): string {
  const ext = (/\.([a-z0-9]+)$/i.exec(filename)?.[1] ?? '').toLowerCase();
  if (!(FILE_EXTENSIONS as readonly string[]).includes(ext)) throw fail('upload.notAllow');
  if (!SIGNATURES[ext as FileExt](data)) throw fail('upload.notAllow');
  return ext;
}
