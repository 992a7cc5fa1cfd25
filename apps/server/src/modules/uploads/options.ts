import { z } from 'zod';
import type { uploadRequestSchema } from '@shop/contract/requests/uploads';
import { badInput, invalid } from '../../http/envelope.ts';

/** Largest box a client may ask for: beyond any picture the shop shows, and bounded work for sharp. */
const MAX_SIDE = 4096;

const side = z.coerce.number().int().min(1).max(MAX_SIDE);
const truthy = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

const optionSchema = z.object({
  width: side.optional(),
  height: side.optional(),
  thumb: z
    .array(z.tuple([side, side]))
    .max(8)
    .optional(),
  many: truthy.optional(),
});

export interface UploadOptions {
  /** Target folder under uploads/: a-z, 0-9 and _, at most 30 (never a path). */
  name: string;
  width: number | undefined;
  height: number | undefined;
  thumbs: Array<[number, number]>;
  many: boolean;
  kind: 'image' | 'file';
  /** Seller image space folder (file_space_dirs.id), 0 = root. */
  dirId: number;
}

const NAME = /^[a-z0-9_]{1,30}$/;

/**
 * Thumbnails are stored as `<name>_<width>.<ext>`, so two sizes of one width would write the same file: the same
 * size asked twice is kept once, two heights for one width are refused before anything is stored.
 */
function distinctThumbs(thumbs: Array<[number, number]>): Array<[number, number]> {
  const byWidth = new Map<number, [number, number]>();
  for (const [w, h] of thumbs) {
    const seen = byWidth.get(w);
    if (seen && seen[1] !== h) throw invalid('upload.thumbConflict', { width: w });
    byWidth.set(w, [w, h]);
  }
  return [...byWidth.values()];
}

/**
 * The text inputs of an upload, from the multipart fields (query values as a fallback): `name`, `option`
 * (a JSON string as the clients send it; an already parsed object is accepted too), `uploadType`, `dir_id`.
 * Anything malformed is refused before a byte is stored.
 */
export function parseUploadOptions(input: z.output<typeof uploadRequestSchema>, allowFiles: boolean): UploadOptions {
  const rawName = input.name;
  if (rawName !== undefined && typeof rawName !== 'string') throw badInput('upload.badName');
  const name = rawName || 'myfiles';
  // `private/` is the file store's namespace for payment keys, never a public folder.
  if (!NAME.test(name) || name === 'private') throw badInput('upload.badName');

  let rawOption = input.option;
  if (typeof rawOption === 'string') {
    if (rawOption.trim() === '') rawOption = undefined;
    else {
      try {
        rawOption = JSON.parse(rawOption) as unknown;
      } catch {
        throw badInput('upload.badOption');
      }
    }
  }
  const parsed = optionSchema.safeParse(rawOption ?? {});
  if (!parsed.success) throw badInput('upload.badOption');
  const opt = parsed.data;

  const { uploadType } = input;
  if (uploadType !== undefined && uploadType !== '' && uploadType !== 'uploadPic' && uploadType !== 'uploadFile') {
    throw badInput('upload.badOption');
  }

  const rawDir = input.dir_id;
  const dirId = rawDir === undefined || rawDir === '' ? 0 : Number(rawDir);
  if (!Number.isSafeInteger(dirId) || dirId < 0) throw badInput('upload.badOption');

  return {
    name,
    width: opt.width,
    height: opt.height,
    thumbs: distinctThumbs(opt.thumb ?? []),
    many: opt.many ?? false,
    // Only the Admin may store non-image files; elsewhere uploadType is ignored, as in qwshop.
    kind: allowFiles && uploadType === 'uploadFile' ? 'file' : 'image',
    dirId,
  };
}
