/**
 * Demo pictures drawn with sharp (no binary assets in the repository): flat coloured pictures with a simple
 * product silhouette (or the plain dot of the first seed), optionally a Latin label, plus the `_400`, `_300`,
 * `_150` thumbnails qwshop expects beside every goods image.
 */
import sharp, { type Sharp } from 'sharp';
import { UPLOADS_URL, type FileStore } from '../../lib/file-store.ts';

export const THUMB_SIZES = [400, 300, 150] as const;

/** Silhouettes, each drawn in a 100 x 100 box with the foreground colour (details in the background colour). */
const SHAPES = {
  dot: (f: string) =>
    `<circle cx="50" cy="45" r="30" fill="${f}" fill-opacity="0.85"/>` +
    `<rect x="25" y="86" width="50" height="5" rx="2.5" fill="${f}" fill-opacity="0.6"/>`,
  phone: (f: string, b: string) =>
    `<rect x="30" y="8" width="40" height="84" rx="8" fill="${f}"/>` +
    `<rect x="34" y="16" width="32" height="66" rx="3" fill="${b}" fill-opacity="0.85"/>` +
    `<circle cx="50" cy="12" r="1.6" fill="${b}"/><rect x="44" y="86" width="12" height="2" rx="1" fill="${b}"/>`,
  tablet: (f: string, b: string) =>
    `<rect x="16" y="14" width="68" height="72" rx="7" fill="${f}"/>` +
    `<rect x="21" y="19" width="58" height="62" rx="2" fill="${b}" fill-opacity="0.85"/>`,
  laptop: (f: string, b: string) =>
    `<rect x="18" y="20" width="64" height="44" rx="3" fill="${f}"/>` +
    `<rect x="22" y="24" width="56" height="36" fill="${b}" fill-opacity="0.85"/>` +
    `<path d="M8 66 H92 L86 76 H14 Z" fill="${f}"/><rect x="42" y="67" width="16" height="2" fill="${b}"/>`,
  monitor: (f: string, b: string) =>
    `<rect x="8" y="16" width="84" height="52" rx="3" fill="${f}"/>` +
    `<rect x="12" y="20" width="76" height="44" fill="${b}" fill-opacity="0.85"/>` +
    `<rect x="45" y="68" width="10" height="12" fill="${f}"/><rect x="30" y="80" width="40" height="5" rx="2" fill="${f}"/>`,
  fridge: (f: string, b: string) =>
    `<rect x="28" y="6" width="44" height="88" rx="5" fill="${f}"/>` +
    `<rect x="28" y="38" width="44" height="2" fill="${b}"/>` +
    `<rect x="62" y="16" width="3" height="14" rx="1.5" fill="${b}"/><rect x="62" y="46" width="3" height="20" rx="1.5" fill="${b}"/>`,
  washer: (f: string, b: string) =>
    `<rect x="20" y="10" width="60" height="80" rx="6" fill="${f}"/>` +
    `<rect x="20" y="24" width="60" height="2" fill="${b}"/><circle cx="30" cy="17" r="3" fill="${b}"/>` +
    `<circle cx="50" cy="56" r="22" fill="${b}"/><circle cx="50" cy="56" r="15" fill="${f}" fill-opacity="0.55"/>`,
  aircon: (f: string, b: string) =>
    `<rect x="8" y="28" width="84" height="34" rx="9" fill="${f}"/>` +
    `<rect x="16" y="50" width="68" height="3" rx="1.5" fill="${b}"/><rect x="20" y="56" width="60" height="2" fill="${b}"/>` +
    `<circle cx="80" cy="38" r="2.5" fill="${b}"/><path d="M30 70 q5 8 0 16 M50 70 q5 8 0 16 M70 70 q5 8 0 16" ` +
    `stroke="${f}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  fan: (f: string, b: string) =>
    `<ellipse cx="50" cy="24" rx="9" ry="18" fill="${f}"/>` +
    `<ellipse cx="50" cy="24" rx="9" ry="18" fill="${f}" transform="rotate(120 50 40)"/>` +
    `<ellipse cx="50" cy="24" rx="9" ry="18" fill="${f}" transform="rotate(240 50 40)"/>` +
    `<circle cx="50" cy="40" r="6" fill="${b}"/><rect x="47" y="58" width="6" height="28" fill="${f}"/>` +
    `<rect x="30" y="86" width="40" height="6" rx="3" fill="${f}"/>`,
  cooker: (f: string, b: string) =>
    `<path d="M22 40 Q50 20 78 40 Z" fill="${f}"/><rect x="16" y="40" width="68" height="44" rx="16" fill="${f}"/>` +
    `<rect x="38" y="56" width="24" height="12" rx="3" fill="${b}"/><rect x="44" y="28" width="12" height="4" rx="2" fill="${b}"/>`,
  coffee: (f: string, b: string) =>
    `<path d="M24 40 H70 V66 Q70 82 54 82 H40 Q24 82 24 66 Z" fill="${f}"/>` +
    `<path d="M70 46 Q84 46 84 56 Q84 66 70 66" stroke="${f}" stroke-width="5" fill="none"/>` +
    `<path d="M36 16 q5 6 0 12 M48 14 q5 6 0 12 M60 16 q5 6 0 12" stroke="${f}" stroke-width="3" fill="none" ` +
    `stroke-linecap="round" stroke-opacity="0.6"/><rect x="18" y="86" width="60" height="4" rx="2" fill="${f}"/>` +
    `<rect x="30" y="48" width="30" height="3" fill="${b}" fill-opacity="0.6"/>`,
  vacuum: (f: string, b: string) =>
    `<rect x="46" y="8" width="6" height="62" rx="3" fill="${f}" transform="rotate(18 49 40)"/>` +
    `<rect x="30" y="44" width="26" height="24" rx="8" fill="${f}"/><rect x="22" y="80" width="44" height="8" rx="4" fill="${f}"/>` +
    `<rect x="36" y="52" width="14" height="8" rx="2" fill="${b}"/>`,
  headphones: (f: string, b: string) =>
    `<path d="M22 62 V50 A28 28 0 0 1 78 50 V62" stroke="${f}" stroke-width="7" fill="none"/>` +
    `<rect x="14" y="54" width="18" height="30" rx="7" fill="${f}"/><rect x="68" y="54" width="18" height="30" rx="7" fill="${f}"/>` +
    `<rect x="19" y="60" width="8" height="18" rx="4" fill="${b}" fill-opacity="0.7"/>` +
    `<rect x="73" y="60" width="8" height="18" rx="4" fill="${b}" fill-opacity="0.7"/>`,
  speaker: (f: string, b: string) =>
    `<rect x="28" y="8" width="44" height="84" rx="12" fill="${f}"/>` +
    `<circle cx="50" cy="30" r="9" fill="${b}"/><circle cx="50" cy="64" r="16" fill="${b}"/>` +
    `<circle cx="50" cy="64" r="7" fill="${f}"/>`,
  camera: (f: string, b: string) =>
    `<rect x="26" y="22" width="20" height="12" rx="2" fill="${f}"/><rect x="12" y="30" width="76" height="50" rx="7" fill="${f}"/>` +
    `<circle cx="50" cy="55" r="18" fill="${b}"/><circle cx="50" cy="55" r="11" fill="${f}"/>` +
    `<circle cx="76" cy="40" r="3" fill="${b}"/>`,
  watch: (f: string, b: string) =>
    `<rect x="38" y="6" width="24" height="88" rx="8" fill="${f}" fill-opacity="0.55"/>` +
    `<rect x="27" y="27" width="46" height="46" rx="12" fill="${f}"/>` +
    `<rect x="32" y="32" width="36" height="36" rx="8" fill="${b}" fill-opacity="0.85"/>` +
    `<path d="M50 40 V50 H58" stroke="${f}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
  keyboard: (f: string, b: string) =>
    `<rect x="6" y="30" width="88" height="40" rx="5" fill="${f}"/>` +
    [0, 1, 2]
      .map((row) =>
        [0, 1, 2, 3, 4, 5, 6, 7]
          .map((col) => `<rect x="${11 + col * 10}" y="${35 + row * 10}" width="8" height="7" rx="1" fill="${b}"/>`)
          .join(''),
      )
      .join(''),
  mouse: (f: string, b: string) =>
    `<rect x="30" y="14" width="40" height="72" rx="20" fill="${f}"/>` +
    `<rect x="49" y="14" width="2" height="26" fill="${b}"/><rect x="46" y="22" width="8" height="12" rx="4" fill="${b}"/>`,
  printer: (f: string, b: string) =>
    `<rect x="28" y="12" width="44" height="28" fill="${b}" stroke="${f}" stroke-width="3"/>` +
    `<rect x="12" y="36" width="76" height="34" rx="5" fill="${f}"/>` +
    `<rect x="28" y="62" width="44" height="26" fill="${b}" stroke="${f}" stroke-width="3"/>` +
    `<circle cx="78" cy="46" r="3" fill="${b}"/>`,
  projector: (f: string, b: string) =>
    `<rect x="10" y="36" width="80" height="36" rx="9" fill="${f}"/>` +
    `<circle cx="34" cy="54" r="12" fill="${b}"/><circle cx="34" cy="54" r="6" fill="${f}"/>` +
    `<rect x="58" y="46" width="22" height="3" fill="${b}"/><rect x="58" y="54" width="22" height="3" fill="${b}"/>` +
    `<rect x="20" y="72" width="8" height="8" fill="${f}"/><rect x="72" y="72" width="8" height="8" fill="${f}"/>`,
  shirt: (f: string, b: string) =>
    `<path d="M34 12 L42 10 Q50 20 58 10 L66 12 L90 28 L80 44 L70 38 V90 H30 V38 L20 44 L10 28 Z" fill="${f}"/>` +
    `<path d="M42 10 Q50 20 58 10" stroke="${b}" stroke-width="2" fill="none"/>`,
  dress: (f: string, b: string) =>
    `<path d="M38 8 H62 L60 32 L84 90 H16 L40 32 Z" fill="${f}"/>` +
    `<rect x="38" y="32" width="24" height="4" fill="${b}" fill-opacity="0.7"/>`,
  shoe: (f: string, b: string) =>
    `<path d="M10 64 Q10 38 28 38 L42 40 Q50 54 70 56 L86 60 Q94 66 90 74 H10 Z" fill="${f}"/>` +
    `<rect x="10" y="74" width="82" height="8" rx="3" fill="${f}" fill-opacity="0.6"/>` +
    `<path d="M34 44 L40 52 M40 42 L46 50" stroke="${b}" stroke-width="2.5" stroke-linecap="round"/>`,
  book: (f: string, b: string) =>
    `<rect x="24" y="10" width="54" height="80" rx="3" fill="${f}"/>` +
    `<rect x="24" y="10" width="8" height="80" fill="${b}" fill-opacity="0.35"/>` +
    `<rect x="40" y="26" width="30" height="6" rx="2" fill="${b}"/><rect x="40" y="37" width="22" height="4" rx="2" fill="${b}"/>`,
  snack: (f: string, b: string) =>
    `<path d="M24 14 L30 10 L36 14 L42 10 L48 14 L54 10 L60 14 L66 10 L72 14 L70 88 H26 Z" fill="${f}"/>` +
    `<circle cx="49" cy="50" r="14" fill="${b}"/><circle cx="49" cy="50" r="7" fill="${f}" fill-opacity="0.6"/>`,
  leaf: (f: string, b: string) =>
    `<path d="M50 10 C82 30 82 70 50 90 C18 70 18 30 50 10 Z" fill="${f}"/>` +
    `<path d="M50 18 V84 M50 40 L38 32 M50 54 L62 46 M50 68 L38 60" stroke="${b}" stroke-width="2.5" fill="none"/>`,
  bottle: (f: string, b: string) =>
    `<rect x="42" y="8" width="16" height="12" rx="2" fill="${f}"/><path d="M40 20 H60 L66 32 V88 H34 V32 Z" fill="${f}"/>` +
    `<rect x="38" y="48" width="24" height="22" rx="3" fill="${b}"/>`,
  sack: (f: string, b: string) =>
    `<path d="M30 14 H70 L66 22 Q84 40 80 88 H20 Q16 40 34 22 Z" fill="${f}"/>` +
    `<rect x="34" y="48" width="32" height="22" rx="4" fill="${b}"/>`,
  tent: (f: string, b: string) =>
    `<path d="M50 14 L92 82 H8 Z" fill="${f}"/><path d="M50 40 L64 82 H36 Z" fill="${b}"/>` +
    `<rect x="6" y="82" width="88" height="4" rx="2" fill="${f}" fill-opacity="0.6"/>`,
  backpack: (f: string, b: string) =>
    `<path d="M40 20 Q40 8 50 8 Q60 8 60 20" stroke="${f}" stroke-width="4" fill="none"/>` +
    `<rect x="26" y="18" width="48" height="72" rx="12" fill="${f}"/>` +
    `<rect x="34" y="56" width="32" height="24" rx="5" fill="${b}" fill-opacity="0.75"/>`,
  jar: (f: string, b: string) =>
    `<rect x="24" y="24" width="52" height="14" rx="3" fill="${f}" fill-opacity="0.7"/>` +
    `<rect x="20" y="38" width="60" height="46" rx="9" fill="${f}"/><rect x="32" y="52" width="36" height="14" rx="3" fill="${b}"/>`,
  dropper: (f: string, b: string) =>
    `<rect x="45" y="6" width="10" height="16" rx="5" fill="${f}" fill-opacity="0.7"/>` +
    `<rect x="40" y="22" width="20" height="10" rx="2" fill="${f}"/><rect x="32" y="32" width="36" height="58" rx="8" fill="${f}"/>` +
    `<rect x="38" y="50" width="24" height="24" rx="3" fill="${b}"/>`,
  toothbrush: (f: string, b: string) =>
    `<rect x="42" y="28" width="16" height="64" rx="8" fill="${f}"/><rect x="46" y="8" width="8" height="26" rx="4" fill="${f}"/>` +
    `<rect x="44" y="10" width="12" height="10" rx="2" fill="${b}"/><circle cx="50" cy="50" r="3.5" fill="${b}"/>`,
  tv: (f: string, b: string) =>
    `<rect x="6" y="14" width="88" height="56" rx="3" fill="${f}"/>` +
    `<rect x="10" y="18" width="80" height="48" fill="${b}" fill-opacity="0.85"/>` +
    `<path d="M26 82 L34 70 H66 L74 82 Z" fill="${f}"/>`,
  desktop: (f: string, b: string) =>
    `<rect x="6" y="18" width="56" height="40" rx="3" fill="${f}"/><rect x="10" y="22" width="48" height="32" fill="${b}" fill-opacity="0.85"/>` +
    `<rect x="28" y="58" width="12" height="12" fill="${f}"/><rect x="18" y="70" width="32" height="4" rx="2" fill="${f}"/>` +
    `<rect x="68" y="14" width="26" height="64" rx="3" fill="${f}"/><circle cx="81" cy="24" r="3" fill="${b}"/>`,
} satisfies Record<string, (fg: string, bg: string) => string>;

export type Shape = keyof typeof SHAPES;

export interface ImageSpec {
  /** Folder under the uploads dir, e.g. "goods/seed". */
  folder: string;
  /** File name without extension. */
  name: string;
  width: number;
  height: number;
  background: string;
  foreground: string;
  /**
   * Silhouette (default: the plain dot, or none when a label is given: a word mark). On wide pictures it sits on
   * the right, leaving the left to the label.
   */
  shape?: Shape;
  /** Short Latin text (brand or store initials); rendered with whatever sans-serif font the machine has. */
  label?: string;
  /** Also write square thumbnails `<name>_<size>.png`. */
  thumbs?: boolean;
  /**
   * WebP instead of PNG (no thumbnails then). For the wide pictures a first screen shows whole, the home's slides:
   * a 1200x400 slide is 7-9 KB as WebP against 30-43 KB as a fast PNG, and on a phone's slow line it shares the
   * bandwidth with the entry script before the home's largest paint.
   */
  webp?: boolean;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

const FONT = 'font-family="DejaVu Sans, Helvetica, Arial, sans-serif" font-weight="bold"';

function svg(spec: ImageSpec): Buffer {
  const { width, height, background, foreground, label } = spec;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`;
  const side = Math.min(width, height);
  if (label && !spec.shape) {
    // A word mark (brand logos): the label alone, centred, as large as fits.
    const size = Math.round(Math.min(side * 0.32, (width * 0.84) / (label.length * 0.72)));
    return Buffer.from(
      `${open}<rect width="${width}" height="${height}" fill="${background}"/>` +
        `<rect x="${width * 0.06}" y="${height * 0.78}" width="${width * 0.88}" height="${Math.max(3, side * 0.03)}" ` +
        `rx="2" fill="${foreground}" fill-opacity="0.35"/>` +
        `<text x="${width / 2}" y="${height * 0.48}" ${FONT} font-size="${size}" fill="${foreground}" ` +
        `text-anchor="middle" dominant-baseline="central">${escapeXml(label)}</text></svg>`,
    );
  }
  const draw = SHAPES[spec.shape ?? 'dot'];
  const wide = width >= height * 1.5;
  // Square pictures: the shape fills most of the frame (less when a label sits below it).
  // Wide pictures (banners): the shape takes the right part, the label the left.
  const box = wide ? side * 0.8 : label ? side * 0.62 : side * 0.82;
  const x = wide && label ? width - box - side * 0.15 : (width - box) / 2;
  const y = wide ? (height - box) / 2 : label ? side * 0.08 : (height - box) / 2;
  const deco = wide
    ? `<circle cx="${width * 0.08}" cy="${height * 0.15}" r="${side * 0.35}" fill="${foreground}" fill-opacity="0.08"/>` +
      `<circle cx="${width * 0.55}" cy="${height * 1.05}" r="${side * 0.55}" fill="${foreground}" fill-opacity="0.06"/>`
    : '';
  const text = label
    ? `<text x="${wide ? width * 0.08 : width / 2}" y="${wide ? height / 2 : side * 0.86}" ${FONT} ` +
      `font-size="${Math.round(wide ? Math.min(side * 0.22, (width * 0.5) / (label.length * 0.72)) : side * 0.13)}" ` +
      `fill="${foreground}" text-anchor="${wide ? 'start' : 'middle'}" dominant-baseline="central">${escapeXml(label)}</text>`
    : '';
  return Buffer.from(
    `${open}<rect width="${width}" height="${height}" fill="${background}"/>${deco}` +
      `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(box / 100).toFixed(4)})">` +
      `${draw(foreground, background)}</g>${text}</svg>`,
  );
}

/** Public URL of an image written by {@link writeImage}, e.g. "/uploads/goods/seed/goods-1.png". */
export const imageUrl = (folder: string, name: string, ext = 'png'): string =>
  `${UPLOADS_URL}/${folder}/${name}.${ext}`;

/** Writes the PNG (and thumbnails) or the WebP to the file store and returns its public URL. */
export async function writeImage(files: FileStore, spec: ImageSpec): Promise<string> {
  const source = svg(spec);
  const put = async (name: string, image: Sharp) => files.put(`${spec.folder}/${name}`, await image.toBuffer());
  if (spec.webp) {
    await put(`${spec.name}.webp`, sharp(source).webp({ quality: 85 }));
    return imageUrl(spec.folder, spec.name, 'webp');
  }
  // Thumbnails are rasterised from the vector source too: cheaper than decoding and shrinking the PNG.
  // Light compression: these flat pictures stay small anyway, and encoding is most of the drawing time.
  const png = { compressionLevel: 1 };
  await Promise.all([
    put(`${spec.name}.png`, sharp(source).png(png)),
    ...(spec.thumbs
      ? THUMB_SIZES.map((size) =>
          put(
            `${spec.name}_${size}.png`,
            sharp(source, { density: (72 * size) / Math.max(spec.width, spec.height) })
              .resize(size, size, { fit: 'cover' })
              .png(png),
          ),
        )
      : []),
  ]);
  return imageUrl(spec.folder, spec.name);
}
