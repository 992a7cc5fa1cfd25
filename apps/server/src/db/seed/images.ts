/**
 * Demo pictures drawn with sharp (no binary assets in the repository): flat coloured squares with a simple
 * shape, plus the `_400`, `_300`, `_150` thumbnails the reference expects beside every goods image.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** URL prefix under which `uploadsDir` is served. */
export const UPLOADS_URL = '/uploads';

export const THUMB_SIZES = [400, 300, 150] as const;

export interface ImageSpec {
  /** Folder under the uploads dir, e.g. "goods/seed". */
  folder: string;
  /** File name without extension. */
  name: string;
  width: number;
  height: number;
  background: string;
  foreground: string;
  /** Also write square thumbnails `<name>_<size>.png`. */
  thumbs?: boolean;
}

function svg({ width, height, background, foreground }: ImageSpec): Buffer {
  const r = Math.round(Math.min(width, height) * 0.28);
  const cx = Math.round(width / 2);
  const cy = Math.round(height * 0.45);
  const barW = Math.round(Math.min(width, height) * 0.5);
  const barH = Math.max(4, Math.round(Math.min(width, height) * 0.05));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" fill="${background}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${foreground}" fill-opacity="0.85"/>` +
      `<rect x="${cx - barW / 2}" y="${cy + r + barH * 2}" width="${barW}" height="${barH}" rx="${barH / 2}" ` +
      `fill="${foreground}" fill-opacity="0.6"/></svg>`,
  );
}

/** Public URL of an image written by {@link writeImage}, e.g. "/uploads/goods/seed/goods-1.png". */
export const imageUrl = (folder: string, name: string): string => `${UPLOADS_URL}/${folder}/${name}.png`;

/** Writes the PNG (and thumbnails) under `uploadsDir` and returns its public URL. */
export async function writeImage(uploadsDir: string, spec: ImageSpec): Promise<string> {
  const dir = path.join(uploadsDir, ...spec.folder.split('/'));
  await fs.promises.mkdir(dir, { recursive: true });
  const png = await sharp(svg(spec)).png().toBuffer();
  await fs.promises.writeFile(path.join(dir, `${spec.name}.png`), png);
  if (spec.thumbs) {
    await Promise.all(
      THUMB_SIZES.map((size) =>
        sharp(png)
          .resize(size, size, { fit: 'cover' })
          .png()
          .toFile(path.join(dir, `${spec.name}_${size}.png`)),
      ),
    );
  }
  return imageUrl(spec.folder, spec.name);
}
