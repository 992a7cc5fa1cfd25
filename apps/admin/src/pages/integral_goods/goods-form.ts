/**
 * The points-goods form's conversions, apart from the view so they are tested on their own: the record as the
 * server shows it (pictures as a list, the shelf flag as a boolean) ↔ the form's values ↔ the body it writes
 * (pictures as a comma list with the main picture named).
 */
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import type { StatusMap } from '@shop/ui/widgets/status-map';

/** The server keeps at most this many pictures per points goods. */
export const MAX_PICTURES = 30;

/** `is_recommend` → tag: yes or no, as qwshop's dictionary says it. */
export const RECOMMEND_TAGS = {
  1: { color: 'arcoblue', label: 'resources.integral_goods.recommend.1' },
  0: { color: 'gray', label: 'resources.integral_goods.recommend.0' },
} as const satisfies StatusMap;

/** A stored picture list (an array, or a comma list as older rows hold it), without blanks or repeats. */
export function pictureList(value: unknown): string[] {
  const items = Array.isArray(value) ? value.map(asText) : asText(value).split(',');
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

/** A flag as 1 or 0, whether it arrives as true, '1', 1 or 'true'. */
export function flag(value: unknown): 0 | 1 {
  return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
}

/** The form's values of a loaded record (Edit), or the Add defaults (on the shelf, not recommended). */
export function formValues(record?: CrudRow): CrudRow {
  if (!record) return { goods_images: [], goods_master_image: '', goods_status: 1, is_recommend: 0, goods_stock: 0 };
  return {
    ...record,
    goods_images: pictureList(record.goods_images),
    goods_master_image: asText(record.goods_master_image),
    goods_status: flag(record.goods_status),
    is_recommend: flag(record.is_recommend),
  };
}

/**
 * The body a form's values write: pictures as a comma list, the main picture one of them (else the first),
 * flags as 1/0.
 *
 * @example payload({ goods_images: ['/a.png', '/b.png'], goods_master_image: '/x.png' }).goods_master_image // '/a.png'
 */
export function payload(values: CrudRow): CrudRow {
  const images = pictureList(values.goods_images);
  const master = asText(values.goods_master_image);
  return {
    ...values,
    goods_images: images.join(','),
    goods_master_image: images.includes(master) ? master : (images[0] ?? ''),
    goods_status: flag(values.goods_status),
    is_recommend: flag(values.is_recommend),
  };
}

/** What is wrong with the values the generic rules do not see, keyed as `resources.integral_goods.messages.<error>`. */
export type GoodsFormError = 'picturesRequired' | 'pricePositive';

/** Checks the pictures and the points price as the server will (`goods_price` > 0). */
export function goodsFormErrors(
  values: CrudRow,
): Partial<Record<'goods_images' | 'goods_price', { key: GoodsFormError }>> {
  const errors: Partial<Record<'goods_images' | 'goods_price', { key: GoodsFormError }>> = {};
  if (!pictureList(values.goods_images).length) errors.goods_images = { key: 'picturesRequired' };
  const price = Number(values.goods_price);
  if (!(Number.isFinite(price) && price > 0)) errors.goods_price = { key: 'pricePositive' };
  return errors;
}
