/**
 * What the Seller's promotion pages and the Admin's overviews of them show alike: the status vocabularies as
 * status maps (label keys under `resources.promotions` in `@shop/i18n/backoffice`), the cells (amounts, percent
 * off, sold / quota) and, per kind, the column overrides and View fields on top of the descriptors.
 */
import { useCallback, type ReactNode } from 'react';
import { Progress } from '@arco-design/web-react';
import '@arco-design/web-react/es/Progress/style/css.js';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { columnsOf } from '@shop/ui/crud/from-descriptor';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import type { StatusMap } from '@shop/ui/widgets/status-map';
import { StatusMapTag, statusDict } from '@shop/ui/widgets/StatusMapTag';
import type { CouponState, PromotionStatus } from '@shop/contract/promotions';
import { useGoodsText } from '../goods/useGoodsText.ts';

const key = (group: string, code: string | number) => `resources.promotions.${group}.${code}`;

/** `status` of a coupon, full reduction or flash sale (computed by the server; a stopped rule reads as ended). */
export const PROMOTION_STATUS = {
  0: { color: 'arcoblue', label: key('status', 0) },
  1: { color: 'green', label: key('status', 1) },
  2: { color: 'gray', label: key('status', 2) },
} as const satisfies StatusMap<PromotionStatus>;

/** `stopped`: the platform's stop. Only a stopped rule shows a tag; both states are search and export options. */
export const STOP_STATE = {
  0: { color: 'green', label: key('stopped', 0) },
  1: { color: 'red', label: key('stopped', 1) },
} as const satisfies StatusMap<0 | 1>;

/** `state` of a coupon log row: what the claimed coupon is for its holder. */
export const COUPON_STATE_TAG = {
  0: { color: 'arcoblue', label: key('coupon_state', 0) },
  1: { color: 'green', label: key('coupon_state', 1) },
  2: { color: 'orange', label: key('coupon_state', 2) },
  3: { color: 'gray', label: key('coupon_state', 3) },
} as const satisfies StatusMap<CouponState>;

/** `status` of a coupon log row as stored (the search panel's used / not used). */
export const COUPON_LOG_STATUS_TAG = {
  0: { color: 'arcoblue', label: key('log_status', 0) },
  1: { color: 'green', label: key('log_status', 1) },
} as const satisfies StatusMap<0 | 1>;

/** Whether the platform has stopped a rule (the flag may arrive as 1, '1' or true). */
export const isStopped = (row: CrudRow): boolean => ['1', 'true'].includes(asText(row.stopped).trim());

/** The dictionaries the status columns export and search through. */
export const PROMOTION_DICTS: DictDef[] = [statusDict('status', PROMOTION_STATUS), statusDict('stopped', STOP_STATE)];

/** Texts of these screens: `resources.promotions.<key>` (full `resources.` keys pass through). */
export function usePromotionText(): (textKey: string, values?: Record<string, unknown>) => string {
  // The goods screens' translator passes full `resources.` keys through: one untyped lookup for both.
  const { g } = useGoodsText();
  return useCallback(
    (textKey, values) => g(textKey.startsWith('resources.') ? textKey : `resources.promotions.${textKey}`, values),
    [g],
  );
}

/** An amount as the lists show it: '￥12.50', or '-' when absent. */
export const yuan = (value: unknown): string => (asText(value) ? `￥${asText(value)}` : '-');

/** Whether a wire amount or percent is zero or absent ('0.00', 0, '', null). */
export const isZero = (value: unknown): boolean => !(Number(asText(value)) > 0);

/** A minimum order / threshold: the amount, or "no minimum" for 0. */
export function Threshold({ value }: { value: unknown }) {
  const p = usePromotionText();
  // Words stay whole ('No minimum' on two lines, not 'No minimu-m' as the table's cells break).
  return <span style={{ wordBreak: 'keep-all' }}>{isZero(value) ? p('cells.noMinimum') : yuan(value)}</span>;
}

/** A percent off: '20% off', or '-' when none (a flash sale priced by amount). */
export function PercentOff({ value }: { value: unknown }) {
  const p = usePromotionText();
  return <>{isZero(value) ? '-' : p('cells.percentOff', { percent: Number(asText(value)) })}</>;
}

/** The platform's stop as a red tag; nothing to show while the rule runs normally. */
export function StoppedTag({ row }: { row: CrudRow }) {
  return isStopped(row) ? <StatusMapTag map={STOP_STATE} value={1} data-testid="promotion-stopped" /> : <>-</>;
}

/** Share of a flash sale's quota already sold, 0-100 (0 when the quota is unknown). */
export function soldPercent(sold: unknown, quota: unknown): number {
  const q = Number(asText(quota));
  const s = Number(asText(sold));
  if (!(q > 0) || !(s > 0)) return 0;
  return Math.min(100, Math.round((s / q) * 100));
}

/** Sold / quota of a flash sale as a progress bar with the counts. */
export function SoldProgress({ row }: { row: CrudRow }) {
  const p = usePromotionText();
  const sold = Number(asText(row.sold)) || 0;
  const quota = Number(asText(row.quota)) || 0;
  return (
    <div className="promotion-sold" data-testid="promotion-sold">
      {/* Arco's bar is an unnamed progressbar it offers no prop to name; the counts beside it say the same in
          words, so the bar is only drawn. */}
      <div aria-hidden="true">
        <Progress size="small" percent={soldPercent(sold, quota)} showText={false} />
      </div>
      <span style={{ fontSize: 12 }}>{p('cells.sold', { sold, quota })}</span>
    </div>
  );
}

const SUB_LINE = { color: 'var(--color-text-3)', fontSize: 12, lineHeight: '18px' } as const;

/** A cell's value with a smaller grey detail under it. */
function WithDetail({ main, detail, testId }: { main: ReactNode; detail: ReactNode; testId: string }) {
  return (
    <div data-testid={testId}>
      {main}
      {detail ? <div style={SUB_LINE}>{detail}</div> : null}
    </div>
  );
}

/** A flash sale's price, or its percent off when it is set by percent; the percent under the price when both. */
export function FlashPrice({ row }: { row: CrudRow }) {
  const percent = isZero(row.discount) ? null : <PercentOff value={row.discount} />;
  if (isZero(row.price)) return percent ?? <>-</>;
  return <WithDetail main={yuan(row.price)} detail={percent} testId="promotion-price" />;
}

/** A count (copies left, a quota) with the per-person limit under it, named as the resource's column is. */
export function WithPerUser({ row, resource, main }: { row: CrudRow; resource: string; main: ReactNode }) {
  const p = usePromotionText();
  const limit = asText(row.per_user);
  const detail = limit ? `${p(`resources.${resource}.fields.per_user`)} ${limit}` : null;
  return <WithDetail main={main} detail={detail} testId="promotion-per-user" />;
}

/** A rule's status tag, with the platform's stop under it when it stopped the rule (it then reads as ended). */
export function StatusCell({ row }: { row: CrudRow }) {
  return (
    <div className="promotion-status">
      <StatusMapTag map={PROMOTION_STATUS} value={row.status} data-testid="promotion-status" />
      {isStopped(row) ? <StoppedTag row={row} /> : null}
    </div>
  );
}

/** Start and end of a rule (or a claimed coupon) on two lines: one column instead of two. */
export function WindowCell({ row }: { row: CrudRow }) {
  return (
    <div className="promotion-window">
      <div>{asText(row.start_time) || '-'}</div>
      <div>{asText(row.end_time) || '-'}</div>
    </div>
  );
}

type Overrides = Record<string, Partial<ColumnDef>>;

const STOPPED_COLUMN: Partial<ColumnDef> = {
  type: 'dict_tag',
  dict: 'stopped',
  width: 110,
  render: (row) => <StoppedTag row={row} />,
};
const WINDOW_COLUMNS: Overrides = {
  start_time: { label: 'resources.promotions.fields.window', width: 170, render: (row) => <WindowCell row={row} /> },
  end_time: { width: 170 },
  status: { type: 'dict_tag', dict: 'status', width: 110, render: (row) => <StatusCell row={row} /> },
  stopped: STOPPED_COLUMN,
};
const GOODS_COLUMNS: Overrides = {
  goods_master_image: { type: 'image', width: 70 },
  goods_name: { ellipsis: true },
};
const STORE_COLUMN: Overrides = { store_name: { width: 100, ellipsis: true } };
const money = (field: string, width = 100): Partial<ColumnDef> => ({ width, render: (row) => yuan(row[field]) });

/** Column overrides per kind (the Admin's `store_name` is harmless where the descriptor has no such column). */
export const PROMOTION_COLUMNS = {
  coupons: {
    ...STORE_COLUMN,
    name: { ellipsis: true },
    money: money('money', 90),
    use_money: { width: 110, render: (row) => <Threshold value={row.use_money} /> },
    stock: { width: 120, render: (row) => <WithPerUser row={row} resource="coupons" main={asText(row.stock)} /> },
    ...WINDOW_COLUMNS,
  },
  full_reductions: {
    ...STORE_COLUMN,
    name: { ellipsis: true },
    money: money('money'),
    use_money: money('use_money', 110),
    ...WINDOW_COLUMNS,
  },
  seckills: {
    ...STORE_COLUMN,
    ...GOODS_COLUMNS,
    price: { width: 100, render: (row) => <FlashPrice row={row} /> },
    quota: {
      width: 130,
      render: (row) => <WithPerUser row={row} resource="seckills" main={<SoldProgress row={row} />} />,
    },
    ...WINDOW_COLUMNS,
  },
  collectives: {
    ...STORE_COLUMN,
    ...GOODS_COLUMNS,
    discount: { width: 90, render: (row) => <PercentOff value={row.discount} /> },
    need: { width: 80 },
    hours: { width: 90 },
    stopped: { ...STOPPED_COLUMN, width: 100 },
  },
} as const satisfies Record<string, Overrides>;

export type PromotionResource = keyof typeof PROMOTION_COLUMNS;

/**
 * Shown inside another column: the end under the start, the stop under the status, sold in the quota's
 * progress, the per-person limit under the copies or the quota, a flash sale's percent off with its price. Left
 * out of the table, they stay columns of the export. So the Admin's overviews, whose store column comes first, fit
 * a 1280 px screen beside the menu (1008 px for the table) without hiding a column under the actions.
 */
const INSIDE_OTHERS: Record<PromotionResource, readonly string[]> = {
  coupons: ['end_time', 'stopped', 'per_user'],
  full_reductions: ['end_time', 'stopped'],
  seckills: ['end_time', 'stopped', 'sold', 'discount', 'per_user'],
  collectives: [],
};

/**
 * The list columns of a promotion resource (Seller or Admin) and the export's extra ones: the descriptor's
 * columns with this kind's overrides, minus those shown inside others, which the export keeps (without their cell
 * renderer, so a dictionary column exports its labels).
 */
export function promotionColumns(d: ResourceDescriptor, kind: PromotionResource) {
  const derived = columnsOf(d, PROMOTION_COLUMNS[kind]);
  // Whose rule it is (the Admin's store), then the goods' picture, before what the rule is.
  const first = (c: ColumnDef) => ['store_name', 'goods_master_image'].indexOf(c.value) + 1 || 3;
  const all = [...derived].sort((a, b) => first(a) - first(b));
  const inside = INSIDE_OTHERS[kind];
  return {
    columns: all.filter((c) => !inside.includes(c.value)),
    exportExtra: all.filter((c) => inside.includes(c.value)).map(({ render: _render, ...plain }) => plain),
  };
}

const statusView: ViewFieldDef[] = [
  { value: 'status', render: (r) => <StatusMapTag map={PROMOTION_STATUS} value={r.status} /> },
  { value: 'stopped', render: (r) => <StoppedTag row={r} /> },
];
const windowView: ViewFieldDef[] = [{ value: 'start_time' }, { value: 'end_time' }, ...statusView];
const goodsView: ViewFieldDef[] = [
  { value: 'goods_master_image', type: 'image', span: 24 },
  { value: 'goods_name', viewType: 'text', span: 24 },
];
const yuanView = (value: string): ViewFieldDef => ({ value, render: (r) => yuan(r[value]) });

/** The View dialog of each kind; `withStore` adds the store (the Admin's overviews). */
export function promotionViewFields(kind: PromotionResource, withStore = false): ViewFieldDef[] {
  const store: ViewFieldDef[] = withStore ? [{ value: 'store_name', viewType: 'text' }] : [];
  switch (kind) {
    case 'coupons':
      return [
        ...store,
        { value: 'name', viewType: 'text' },
        yuanView('money'),
        { value: 'use_money', render: (r) => <Threshold value={r.use_money} /> },
        { value: 'stock', viewType: 'text' },
        { value: 'per_user', viewType: 'text' },
        ...windowView,
        { value: 'content', viewType: 'text', span: 24 },
      ];
    case 'full_reductions':
      return [...store, { value: 'name', viewType: 'text' }, yuanView('money'), yuanView('use_money'), ...windowView];
    case 'seckills':
      return [
        ...store,
        ...goodsView,
        { value: 'sku_id', render: (r) => <SkuName id={r.sku_id} /> },
        { value: 'price', render: (r) => (isZero(r.price) ? '-' : yuan(r.price)) },
        { value: 'discount', render: (r) => <PercentOff value={r.discount} /> },
        { value: 'quota', render: (r) => <SoldProgress row={r} /> },
        { value: 'per_user', viewType: 'text' },
        ...windowView,
      ];
    case 'collectives':
      return [
        ...store,
        ...goodsView,
        { value: 'discount', render: (r) => <PercentOff value={r.discount} /> },
        { value: 'need', viewType: 'text' },
        { value: 'hours', viewType: 'text' },
        { value: 'stopped', render: (r) => <StoppedTag row={r} /> },
        { value: 'created_at' },
      ];
  }
}

/** A flash sale's SKU: "every SKU" for 0, else its id (the row carries no SKU name). */
function SkuName({ id }: { id: unknown }) {
  const p = usePromotionText();
  return <>{isZero(id) ? p('cells.everySku') : `#${asText(id)}`}</>;
}
