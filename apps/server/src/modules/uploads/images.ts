import sharp, { type Metadata, type Sharp } from 'sharp';
import { fail } from '../../http/envelope.ts';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export const EXTENSION: Record<ImageFormat, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp' };

/**
 * Decoding budget: a 50-megapixel phone photo passes, a decompression bomb (tiny file, huge canvas) does not.
 * sharp's default (268 M pixels, > 1 GB of memory) is far too generous for a shop's uploads.
 */
const MAX_PIXELS = 70_000_000;

/** The format the first bytes announce, or null. Only these four ever reach the decoder. */
export function sniffImage(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface CheckedImage {
  format: ImageFormat;
  ext: string;
  width: number;
  height: number;
  animated: boolean;
  data: Buffer;
}

/**
 * Accepts a picture by what it is, never by its name: the signature must be JPEG, PNG, GIF or WebP (SVG,
 * HTML, a renamed text file are refused as a type not allowed), and sharp must read the same format from the
 * header with sane dimensions (else the file is invalid).
 */
export async function checkImage(data: Buffer): Promise<CheckedImage> {
  const sniffed = sniffImage(data);
  if (!sniffed) throw fail('upload.notAllow');
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw fail('upload.invalidFile');
  }
  if (meta.format !== sniffed) throw fail('upload.notAllow');
  const pages = meta.pages ?? 1;
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? (meta.pageHeight && pages > 1 ? meta.pageHeight : meta.height);
  if (!width || !height || width * height * pages > MAX_PIXELS) throw fail('upload.invalidFile');
  return { format: sniffed, ext: EXTENSION[sniffed], width, height, animated: pages > 1, data };
}

export interface Box {
  width: number | undefined;
  height: number | undefined;
}

function encode(img: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return img.jpeg({ quality: 85 });
    case 'png':
      return img.png();
    case 'webp':
      return img.webp({ quality: 85 });
    case 'gif':
      return img.gif();
  }
}

/**
 * One stored variant. Every variant is re-encoded, even when no resize is needed: that upright-rotates phone
 * photos, drops EXIF (GPS position) and any bytes smuggled after the picture data (polyglot files).
 * Larger than the box → scaled to fit with the aspect kept and padded onto a width×height canvas (white
 * behind JPEG, transparent otherwise), as qwshop does; one side given → scaled to that side only.
 */
export async function renderImage(
  image: CheckedImage,
  box: Box,
): Promise<{ data: Buffer; width: number; height: number }> {
  let img = sharp(image.data, { limitInputPixels: MAX_PIXELS, animated: image.animated, failOn: 'error' }).autoOrient();
  const tooWide = box.width !== undefined && image.width > box.width;
  const tooTall = box.height !== undefined && image.height > box.height;
  if (tooWide || tooTall) {
    if (box.width !== undefined && box.height !== undefined) {
      const background =
        image.format === 'jpeg' ? { r: 255, g: 255, b: 255, alpha: 1 } : { r: 0, g: 0, b: 0, alpha: 0 };
      img = img.resize(box.width, box.height, { fit: 'contain', background });
    } else {
      img = img.resize(box.width ?? null, box.height ?? null, { fit: 'inside' });
    }
  }
  try {
    const { data, info } = await encode(img, image.format).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw fail('upload.invalidFile');
  }
}
