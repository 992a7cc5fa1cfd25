/**
 * The goods editor's state outside React: the draft, the record it loads from (`GET {area}/goods/{id}`),
 * the checks of each step and the body it sends (`POST {area}/goods`, `PUT {area}/goods/{id}`), the same
 * for both back offices. Pure, so every rule is unit-tested without a browser.
 */
import {
  attrFromRecord,
  skuFromRecord,
  usedSpecIds,
  wireNumber,
  SKU_NUMBERS,
  type SkuRow,
  type SpecAttr,
} from './sku-matrix.ts';

/** Seller: the store's own goods, all four steps. Admin: any goods, plus review and featuring. */
export type GoodsEditorMode = 'seller' | 'admin';

/** The wizard's steps, in order (选择类目 · 编辑商品 · 规格编辑 · 发布商品). */
export const GOODS_STEPS = ['class', 'basic', 'skus', 'content'] as const;
export type GoodsStep = (typeof GOODS_STEPS)[number];

/** The upload of goods pictures: 800x800 plus the thumbnails the formatters use. */
export const GOODS_UPLOAD = {
  name: 'goods',
  option: {
    width: 800,
    height: 800,
    thumb: [
      [400, 400],
      [300, 300],
      [150, 150],
    ],
  },
} as const;

/** Freight choices `goods.freight_id` holds besides a template id. */
export const FREIGHT_DEFAULT = 0;
export const FREIGHT_FREE = -1;

/** Review states (`goods.goods_verify`). */
export const GOODS_VERIFY = { rejected: 0, approved: 1, pending: 2 } as const;
export type GoodsVerify = (typeof GOODS_VERIFY)[keyof typeof GOODS_VERIFY];

/** Column sizes of the goods table. */
export const GOODS_LIMITS = { goods_name: 120, goods_subname: 120, goods_no: 30, refuse_info: 80 } as const;

/** A chosen level of the category path. */
export interface ClassNode {
  id: number;
  name: string;
}

export interface GoodsDraft {
  /** Set when editing. */
  id: number | undefined;
  /** Level 1 → level 3; complete when it has three entries. */
  classPath: ClassNode[];
  goods_name: string;
  goods_subname: string;
  goods_no: string;
  /** 0 = no brand. */
  brand_id: number;
  goods_price: number | undefined;
  goods_market_price: number | undefined;
  goods_stock: number | undefined;
  goods_weight: number | undefined;
  goods_master_image: string;
  goods_images: string[];
  /** 0 the store's default template, -1 free shipping, else a template id. */
  freight_id: number;
  goods_status: 0 | 1;
  goods_content: string;
  goods_content_mobile: string;
  /** Attributes chosen for the SKUs, in the order they multiply. */
  attrs: SpecAttr[];
  /** Ticked spec value ids. */
  checked: number[];
  skus: SkuRow[];
  /** Admin only. */
  goods_verify: GoodsVerify;
  refuse_info: string;
  is_master: 0 | 1;
  is_recommend: 0 | 1;
  /** The loaded goods had SKUs (so an emptied matrix must be sent to delete them). */
  hadSkus: boolean;
}

/** How a step changes the draft: a patch, or a function of the current draft (for edits that build on it). */
export type DraftUpdate = (patch: Partial<GoodsDraft> | ((draft: GoodsDraft) => Partial<GoodsDraft>)) => void;

/** An InputNumber's value as the draft keeps it: a number, or undefined when cleared. */
export function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A new goods: on the shelf, the store's default freight, nothing else filled. */
export function emptyDraft(): GoodsDraft {
  return {
    id: undefined,
    classPath: [],
    goods_name: '',
    goods_subname: '',
    goods_no: '',
    brand_id: 0,
    goods_price: undefined,
    goods_market_price: undefined,
    goods_stock: undefined,
    goods_weight: undefined,
    goods_master_image: '',
    goods_images: [],
    freight_id: FREIGHT_DEFAULT,
    goods_status: 1,
    goods_content: '',
    goods_content_mobile: '',
    attrs: [],
    checked: [],
    skus: [],
    goods_verify: GOODS_VERIFY.approved,
    refuse_info: '',
    is_master: 0,
    is_recommend: 0,
    hadSkus: false,
  };
}

type Row = Record<string, unknown>;

function isRecord(value: unknown): value is Row {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

function flag(value: unknown): 0 | 1 {
  return Number(value) === 1 || value === true || value === 'true' ? 1 : 0;
}

function verifyOf(value: unknown): GoodsVerify {
  const n = Number(value);
  return n === 0 || n === 2 ? n : GOODS_VERIFY.approved;
}

/** Images as the detail answers them (an array) or as stored (comma-joined). */
function imageList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  if (typeof value === 'string') return value.split(',').filter(Boolean);
  return [];
}

/**
 * The category path from the detail's `classList` (the leaf and its ancestors, in whatever order — the
 * original product listed it leaf-first): walk up from `class_id` by `pid`.
 */
export function classPathOf(classList: unknown, classId: unknown): ClassNode[] {
  const rows = (Array.isArray(classList) ? (classList as unknown[]) : []).filter(isRecord);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const path: ClassNode[] = [];
  let current = byId.get(Number(classId));
  while (current && path.length < 3) {
    path.unshift({ id: Number(current.id), name: text(current.name) });
    current = byId.get(Number(current.pid));
  }
  return path;
}

/** The draft of an edited goods, from `GET {area}/goods/{id}`. */
export function draftFromRecord(record: Row): GoodsDraft {
  const base = emptyDraft();
  const skus = (Array.isArray(record.skuList) ? (record.skuList as unknown[]) : []).flatMap((raw) => {
    const row = skuFromRecord(raw);
    return row ? [row] : [];
  });
  const attrList = Array.isArray(record.attrList) ? (record.attrList as unknown[]) : [];
  const attrs = attrList.flatMap((raw) => {
    const attr = attrFromRecord(raw);
    return attr ? [attr] : [];
  });
  // Values marked `check: true` by the detail, and those the SKUs are made of.
  const checked = usedSpecIds(skus);
  for (const raw of attrList) {
    if (!isRecord(raw) || !Array.isArray(raw.specs)) continue;
    for (const spec of raw.specs as unknown[]) if (isRecord(spec) && spec.check === true) checked.add(Number(spec.id));
  }
  const images = imageList(record.goods_images);
  const master = text(record.goods_master_image);
  const freight = wireNumber(record.freight_id);
  const verify = verifyOf(record.goods_verify);
  return {
    ...base,
    id: wireNumber(record.id),
    classPath: classPathOf(record.classList, record.class_id),
    goods_name: text(record.goods_name),
    goods_subname: text(record.goods_subname),
    goods_no: text(record.goods_no),
    brand_id: wireNumber(record.brand_id) ?? 0,
    goods_price: wireNumber(record.goods_price),
    goods_market_price: wireNumber(record.goods_market_price),
    goods_stock: wireNumber(record.goods_stock),
    goods_weight: wireNumber(record.goods_weight),
    goods_master_image: master || images[0] || '',
    goods_images: images.length || !master ? images : [master],
    freight_id: freight ?? FREIGHT_DEFAULT,
    goods_status: flag(record.goods_status),
    goods_content: text(record.goods_content),
    goods_content_mobile: text(record.goods_content_mobile),
    attrs,
    checked: [...checked],
    skus,
    goods_verify: verify,
    // The column's default text ('暂无缘由') is no reason: a new rejection starts empty.
    refuse_info: verify === GOODS_VERIFY.rejected ? text(record.refuse_info) : '',
    is_master: flag(record.is_master),
    is_recommend: flag(record.is_recommend),
    hadSkus: skus.length > 0,
  };
}

/**
 * A validation failure: the i18n key of the message (under `resources.goods.validation.` unless it
 * contains a dot already) and its values.
 */
export interface FieldError {
  key: string;
  values?: Record<string, unknown>;
  /** A message already in words (the server's), shown as it is. */
  text?: string;
}

/** Failures by field name; SKU cells are `skus.<row>.<column>`, the matrix as a whole `skus`. */
export type GoodsErrors = Record<string, FieldError>;

const REQUIRED: FieldError = { key: 'messages.requiredMsg' };

function checkNumber(
  errors: GoodsErrors,
  field: string,
  value: number | undefined,
  rule: { required?: boolean; positive?: boolean; integer?: boolean },
): void {
  if (value === undefined) {
    if (rule.required) errors[field] = REQUIRED;
    return;
  }
  if (rule.positive && !(value > 0)) errors[field] = { key: 'positive' };
  else if (value < 0) errors[field] = { key: 'nonNegative' };
  else if (rule.integer && !Number.isInteger(value)) errors[field] = { key: 'integer' };
}

function checkText(errors: GoodsErrors, field: keyof typeof GOODS_LIMITS, value: string, required = false): void {
  if (required && !value.trim()) errors[field] = REQUIRED;
  else if (value.length > GOODS_LIMITS[field]) errors[field] = { key: 'tooLong', values: { max: GOODS_LIMITS[field] } };
}

/** The checks of one step (reference: title, price, market price, weight and pictures are required). */
export function validateStep(step: GoodsStep, draft: GoodsDraft, mode: GoodsEditorMode): GoodsErrors {
  const errors: GoodsErrors = {};
  switch (step) {
    case 'class':
      if (draft.classPath.length < 3) errors.class_id = { key: 'classRequired' };
      break;
    case 'basic':
      checkText(errors, 'goods_name', draft.goods_name, true);
      checkText(errors, 'goods_subname', draft.goods_subname);
      checkText(errors, 'goods_no', draft.goods_no);
      checkNumber(errors, 'goods_price', draft.goods_price, { required: true, positive: true });
      checkNumber(errors, 'goods_market_price', draft.goods_market_price, { required: true });
      checkNumber(errors, 'goods_weight', draft.goods_weight, { required: true });
      checkNumber(errors, 'goods_stock', draft.goods_stock, { integer: true });
      if (!draft.goods_images.length) errors.goods_images = { key: 'pictureRequired' };
      break;
    case 'skus':
      draft.skus.forEach((row, index) => {
        const at = (column: string) => `skus.${index}.${column}`;
        checkNumber(errors, at('goods_price'), row.goods_price, { required: true, positive: true });
        checkNumber(errors, at('goods_market_price'), row.goods_market_price, {});
        checkNumber(errors, at('goods_stock'), row.goods_stock, { integer: true });
        checkNumber(errors, at('goods_weight'), row.goods_weight, {});
      });
      if (Object.keys(errors).some((field) => field.endsWith('.goods_price'))) errors.skus = { key: 'skuPriced' };
      else if (Object.keys(errors).length) errors.skus = { key: 'skuInvalid' };
      break;
    case 'content':
      if (mode === 'admin' && draft.goods_verify === GOODS_VERIFY.rejected) {
        checkText(errors, 'refuse_info', draft.refuse_info, true);
      }
      break;
  }
  return errors;
}

/** Which step shows a field (to open the step a server error names). */
export function stepOfField(field: string): GoodsStep {
  if (field === 'class_id') return 'class';
  if (field === 'skus' || field.startsWith('skus.') || field.startsWith('skuList')) return 'skus';
  if (
    ['goods_content', 'goods_content_mobile', 'goods_verify', 'refuse_info', 'is_master', 'is_recommend'].includes(
      field,
    )
  ) {
    return 'content';
  }
  return 'basic';
}

/** The first step that does not pass, with its failures; undefined when the whole draft is valid. */
export function firstInvalidStep(
  draft: GoodsDraft,
  mode: GoodsEditorMode,
): { step: GoodsStep; errors: GoodsErrors } | undefined {
  for (const step of GOODS_STEPS) {
    const errors = validateStep(step, draft, mode);
    if (Object.keys(errors).length) return { step, errors };
  }
  return undefined;
}

/** Money and weights go as text with two decimals, so 0.1 + 0.2 never reaches the server as 0.30000000000000004. */
function decimal(value: number | undefined): string {
  return (value ?? 0).toFixed(2);
}

function whole(value: number | undefined): string {
  return String(Math.trunc(value ?? 0));
}

/**
 * The body of `POST {area}/goods` / `PUT {area}/goods/{id}`, form-encoded by the
 * http client with bracket keys: `goods_images[0]=…`, `skuList[0][spec_id][0]=1`. An edited goods whose
 * SKUs were all removed sends `skuList` empty (present), which asks the server to delete them; a goods
 * that never had SKUs sends none, so they stay untouched.
 */
export function goodsPayload(draft: GoodsDraft, mode: GoodsEditorMode): Row {
  const images = draft.goods_images;
  const master = images.includes(draft.goods_master_image) ? draft.goods_master_image : (images[0] ?? '');
  const payload: Row = {
    class_id: draft.classPath[2]?.id ?? 0,
    goods_name: draft.goods_name.trim(),
    goods_subname: draft.goods_subname,
    goods_no: draft.goods_no,
    brand_id: draft.brand_id,
    goods_price: decimal(draft.goods_price),
    goods_market_price: decimal(draft.goods_market_price),
    goods_stock: whole(draft.goods_stock),
    goods_weight: decimal(draft.goods_weight),
    goods_master_image: master,
    goods_images: [...images],
    freight_id: draft.freight_id,
    goods_status: draft.goods_status,
    goods_content: draft.goods_content,
    goods_content_mobile: draft.goods_content_mobile,
  };
  if (draft.skus.length) {
    payload.skuList = draft.skus.map((row) => {
      const sku: Row = {
        spec_id: [...row.spec_id],
        sku_name: [...row.sku_name],
        goods_image: row.goods_image,
      };
      for (const key of SKU_NUMBERS) sku[key] = key === 'goods_stock' ? whole(row[key]) : decimal(row[key]);
      if (row.id !== undefined) sku.id = row.id;
      return sku;
    });
  } else if (draft.hadSkus) {
    payload.skuList = '';
  }
  if (mode === 'admin') {
    payload.goods_verify = draft.goods_verify;
    payload.is_master = draft.is_master;
    payload.is_recommend = draft.is_recommend;
    if (draft.goods_verify === GOODS_VERIFY.rejected) payload.refuse_info = draft.refuse_info.trim();
  }
  return payload;
}
