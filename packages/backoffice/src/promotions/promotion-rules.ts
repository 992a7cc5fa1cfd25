/**
 * The Seller promotion forms' checks, mirroring the server's (packages/contract/src/promotions.ts
 * PROMOTION_LIMITS, the descriptors' `required` and `max`), so a bad value is named under its field before anything
 * is sent; and the body each form sends. Pure: the form and the tests call the same functions.
 */
import { PROMOTION_LIMITS } from '@shop/contract/promotions';
import { asText } from '@shop/ui/fields/values';

export type PromotionKind = 'coupons' | 'full_reductions' | 'seckills' | 'collectives';
export type FormValues = Record<string, unknown>;

/** A message key under `resources.promotions.errors` and its values. */
export interface RuleError {
  key: string;
  values?: Record<string, string | number>;
}
export type RuleErrors = Partial<Record<string, RuleError>>;

/** What the checks know beyond the values. */
export interface RuleContext {
  mode: 'add' | 'edit';
  /** Flash sale being edited: units already sold (the quota may not go below). */
  sold?: number;
  /** Normal unit price of the picked goods (of the picked SKU when one is), when loaded. */
  normalPrice?: number;
}

const L = PROMOTION_LIMITS;
/** Longest names and descriptions (the descriptors' `max`). */
export const NAME_MAX = 30;
export const CONTENT_MAX = 150;
const MAX_PERCENT = 100;

/** A form value as a number: null when empty, NaN when not a number. */
export function numberOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return Number.NaN;
  const text = String(value).trim();
  if (!text) return null;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
const err = (key: string, values?: RuleError['values']): RuleError => (values ? { key, values } : { key });

interface AmountRule {
  required: boolean;
  /** 0 is a valid amount (a minimum order of 0: none). */
  zero: boolean;
  /** Largest amount (default PROMOTION_LIMITS.maxMoney). */
  max?: number;
}

/** An amount above 0 (or from 0 with `zero`) up to the largest one, with at most two decimals. */
function amountError(value: unknown, { required, zero, max = L.maxMoney }: AmountRule): RuleError | undefined {
  const n = numberOf(value);
  if (n === null) return required ? err('required') : undefined;
  const ok = Number.isFinite(n) && (zero ? n >= 0 : n > 0) && n <= max && twoDecimals(n);
  return ok ? undefined : err(zero ? 'threshold' : 'money', { max });
}

function intError(value: unknown, min: number, max: number): RuleError | undefined {
  const n = numberOf(value);
  if (n === null) return err('required');
  return Number.isInteger(n) && n >= min && n <= max ? undefined : err('int', { min, max });
}

/** A percent off from 1 to 100 with at most two decimals (empty: `required` decides). */
function percentError(value: unknown, required: boolean): RuleError | undefined {
  const n = numberOf(value);
  if (n === null || (!required && n === 0)) return required ? err('required') : undefined;
  return Number.isFinite(n) && n >= 1 && n <= MAX_PERCENT && twoDecimals(n) ? undefined : err('percent');
}

function textError(value: unknown, max: number, required: boolean): RuleError | undefined {
  const text = asText(value).trim();
  if (!text) return required ? err('required') : undefined;
  return [...text].length > max ? err('text', { max }) : undefined;
}

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Start and end present, well formed, the end after the start ('YYYY-MM-DD HH:mm:ss' compares as text). */
function windowErrors(values: FormValues): RuleErrors {
  const out: RuleErrors = {};
  const start = typeof values.start_time === 'string' ? values.start_time.trim() : '';
  const end = typeof values.end_time === 'string' ? values.end_time.trim() : '';
  if (!start) out.start_time = err('required');
  else if (!TIME.test(start)) out.start_time = err('time');
  if (!end) out.end_time = err('required');
  else if (!TIME.test(end)) out.end_time = err('time');
  else if (!out.start_time && start && end <= start) out.end_time = err('window');
  return out;
}

function goodsError(value: unknown): RuleError | undefined {
  const n = numberOf(value);
  return n !== null && Number.isInteger(n) && n > 0 ? undefined : err('goods');
}

function couponErrors(v: FormValues, ctx: RuleContext): RuleErrors {
  return {
    name: textError(v.name, NAME_MAX, true),
    money: amountError(v.money, { required: true, zero: false }),
    use_money: amountError(v.use_money, { required: false, zero: true }),
    // A coupon every copy of which was claimed still edits (0 left); a new one offers at least one.
    stock: intError(v.stock, ctx.mode === 'add' ? 1 : 0, L.maxCopies),
    per_user: intError(v.per_user, 1, L.maxPerUser),
    content: textError(v.content, CONTENT_MAX, false),
    ...windowErrors(v),
  };
}

function reductionErrors(v: FormValues): RuleErrors {
  return {
    name: textError(v.name, NAME_MAX, true),
    money: amountError(v.money, { required: true, zero: false }),
    // Required, but 0 is accepted as the server does: the amount then comes off every order of the store.
    use_money: amountError(v.use_money, { required: true, zero: true }),
    ...windowErrors(v),
  };
}

function seckillErrors(v: FormValues, ctx: RuleContext): RuleErrors {
  const out: RuleErrors = {
    goods_id: goodsError(v.goods_id),
    per_user: intError(v.per_user, 1, L.maxPerUser),
    ...windowErrors(v),
  };
  const price = numberOf(v.price);
  const hasPrice = price !== null && price !== 0;
  const discount = numberOf(v.discount);
  const hasDiscount = discount !== null && discount !== 0;
  if (!hasPrice && !hasDiscount) {
    out.price = err('priceOrDiscount');
    out.discount = err('priceOrDiscount');
  } else {
    if (hasPrice) {
      out.price = amountError(price, { required: true, zero: false });
      if (!out.price && ctx.normalPrice !== undefined && ctx.normalPrice > 0 && price >= ctx.normalPrice) {
        out.price = err('priceBelowNormal', { price: ctx.normalPrice.toFixed(2) });
      }
    }
    if (hasDiscount) out.discount = percentError(discount, false);
  }
  const sold = ctx.sold ?? 0;
  out.quota = intError(v.quota, 1, L.maxQuota);
  const quota = numberOf(v.quota);
  if (!out.quota && quota !== null && quota < sold) out.quota = err('quotaBelowSold', { sold });
  return out;
}

function collectiveErrors(v: FormValues): RuleErrors {
  return {
    goods_id: goodsError(v.goods_id),
    discount: percentError(v.discount, true),
    need: intError(v.need, L.minGroupSize, L.maxGroupSize),
    hours: intError(v.hours, 1, L.maxGroupHours),
  };
}

/** Every field's first problem; a field without one is absent (or undefined). */
export function promotionErrors(kind: PromotionKind, values: FormValues, ctx: RuleContext): RuleErrors {
  const all =
    kind === 'coupons'
      ? couponErrors(values, ctx)
      : kind === 'full_reductions'
        ? reductionErrors(values)
        : kind === 'seckills'
          ? seckillErrors(values, ctx)
          : collectiveErrors(values);
  const out: RuleErrors = {};
  for (const [field, error] of Object.entries(all)) if (error) out[field] = error;
  return out;
}

/** Money on the wire: '12.50' ('0.00' when empty). */
export const wireMoney = (value: unknown): string => (numberOf(value) ?? 0).toFixed(2);
const wireInt = (value: unknown): number => Math.trunc(numberOf(value) ?? 0);
const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The body a form sends: only the fields the seller writes, money and percents as '12.50', counts as integers;
 * a flash sale sends either a flash price (percent '0.00') or price '0.00' and its percent, and `sku_id` 0 for
 * every SKU.
 */
export function promotionPayload(kind: PromotionKind, v: FormValues): Record<string, string | number> {
  const window = { start_time: trimmed(v.start_time), end_time: trimmed(v.end_time) };
  switch (kind) {
    case 'coupons':
      return {
        name: trimmed(v.name),
        money: wireMoney(v.money),
        use_money: wireMoney(v.use_money),
        stock: wireInt(v.stock),
        per_user: wireInt(v.per_user),
        content: trimmed(v.content),
        ...window,
      };
    case 'full_reductions':
      return { name: trimmed(v.name), money: wireMoney(v.money), use_money: wireMoney(v.use_money), ...window };
    case 'seckills':
      return {
        goods_id: wireInt(v.goods_id),
        sku_id: wireInt(v.sku_id),
        price: wireMoney(v.price),
        // The flash price wins over a percent: a percent left beside it would never apply, so it is not kept.
        discount: (numberOf(v.price) ?? 0) > 0 ? '0.00' : wireMoney(v.discount),
        quota: wireInt(v.quota),
        per_user: wireInt(v.per_user),
        ...window,
      };
    case 'collectives':
      return {
        goods_id: wireInt(v.goods_id),
        discount: wireMoney(v.discount),
        need: wireInt(v.need),
        hours: wireInt(v.hours),
      };
  }
}

const NUMERIC = [
  'money',
  'use_money',
  'stock',
  'per_user',
  'price',
  'discount',
  'quota',
  'need',
  'hours',
  'goods_id',
  'sku_id',
];

/**
 * A loaded row as the form edits it: amounts and counts as numbers for the number inputs, and a flash sale's
 * unused price or percent (0) left empty, so the form shows which one applies.
 */
export function formValuesOf(kind: PromotionKind, record: FormValues): FormValues {
  const out: FormValues = { ...record };
  for (const field of NUMERIC) {
    if (!(field in record)) continue;
    const n = numberOf(record[field]);
    out[field] = n === null || Number.isNaN(n) ? undefined : n;
  }
  if (kind === 'seckills') {
    if (out.price === 0) out.price = undefined;
    if (out.discount === 0) out.discount = undefined;
  }
  return out;
}

/** Starting values of a new rule of each kind (the server's own defaults where it has one). */
export const NEW_VALUES: Record<PromotionKind, FormValues> = {
  coupons: { use_money: 0, per_user: 1 },
  full_reductions: {},
  seckills: { sku_id: 0, per_user: 1 },
  collectives: { need: 2, hours: 24 },
};

/** One SKU of the picked goods as the flash-sale form offers it. */
export interface SkuChoice {
  value: number;
  /** Spec names joined ('Red XL'), or the SKU id when it has none. */
  name: string;
  price: number;
}

/** The SKUs of a goods detail (`GET /Seller/goods/{id}`, `skuList`); [] for goods without SKUs. */
export function skuChoicesOf(goods: FormValues | undefined): SkuChoice[] {
  const list = goods?.skuList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const sku = item as FormValues;
    const id = numberOf(sku.id);
    if (id === null || !Number.isInteger(id) || id <= 0) return [];
    const names = Array.isArray(sku.sku_name) ? sku.sku_name.map(asText) : asText(sku.sku_name).split(',');
    const name =
      names
        .map((s) => s.trim())
        .filter(Boolean)
        .join(' ') || `#${id}`;
    return [{ value: id, name, price: numberOf(sku.goods_price) ?? 0 }];
  });
}

/**
 * The normal unit price a flash price must stay below, as the server takes it: the picked SKU's; for every SKU
 * (0) the lowest of the goods' own and its SKUs' (one flash price then applies to each). Undefined until the goods
 * is loaded (the server still checks).
 */
export function normalPriceOf(goods: FormValues | undefined, skuId: unknown): number | undefined {
  if (!goods) return undefined;
  const id = numberOf(skuId);
  const skus = skuChoicesOf(goods);
  const own = numberOf(goods.goods_price);
  const sku = id ? skus.find((s) => s.value === id) : undefined;
  const candidates = sku ? [sku.price] : [own ?? Number.NaN, ...skus.map((s) => s.price)];
  const prices = candidates.filter((n) => Number.isFinite(n) && n > 0);
  return prices.length ? Math.min(...prices) : undefined;
}
