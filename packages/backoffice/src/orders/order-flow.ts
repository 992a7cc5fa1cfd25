/**
 * The rules the order pages apply before they ask the server (which applies them again): what an order or an
 * after-sale row allows next, what each action sends, and the shapes the dialogs read. Pure functions, so
 * both back offices and their tests share one copy.
 */
import { encodeParams } from '@shop/api/params-segment';
import type { OrderStage, RefundState } from './order-status.ts';

type Row = Record<string, unknown>;

/** The areas with order pages; their API prefix is `/<area>`. */
export type OrderArea = 'Admin' | 'Seller';

export const apiBase = (area: OrderArea) => `/${area}` as const;

const num = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** An after-sale row (`refunds`), as the detail and the dialogs' order loading carry it. */
export interface RefundInfo {
  refund_type: number;
  refund_verify: number;
  refund_step: number;
  refund_remark: string;
  images: string[];
  refuse_remark: string;
  delivery_code: string;
  delivery_no: string;
  re_delivery_code: string;
  re_delivery_no: string;
}

/**
 * The after-sale row of an order record, or undefined without one (the server sends null, or `[]` in the
 * dialogs' order loading, when there is none).
 */
export function refundOf(order: Row | undefined): RefundInfo | undefined {
  const raw = order?.refund;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const r = raw as Row;
  return {
    refund_type: num(r.refund_type) ?? 0,
    refund_verify: num(r.refund_verify) ?? 0,
    refund_step: num(r.refund_step) ?? 0,
    refund_remark: text(r.refund_remark),
    images: imageList(r.images),
    refuse_remark: text(r.refuse_remark),
    delivery_code: text(r.delivery_code),
    delivery_no: text(r.delivery_no),
    re_delivery_code: text(r.re_delivery_code),
    re_delivery_no: text(r.re_delivery_no),
  };
}

/** Pictures stored comma-joined (or already a list) as a list of paths. */
export function imageList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items.map((item) => text(item).trim()).filter(Boolean);
}

/**
 * The displayed state of an order: its stored status, and for after-sale (5) the kind — from the list's
 * `refund_status`, or the after-sale row's type in the detail, which does not carry `refund_status`.
 *
 * @example orderStage({ order_status: 5, refund_status: 1 }) // 'return'
 */
export function orderStage(order: Row): OrderStage | undefined {
  const status = num(order.order_status);
  if (status === undefined) return undefined;
  if (status === 5) {
    const kind = num(order.refund_status) ?? refundOf(order)?.refund_type ?? 0;
    return kind === 2 ? 'after_done' : kind === 1 ? 'return' : 'refund';
  }
  if (status === 2 && waitsForGroup(order)) return 'group';
  return status === 0 || status === 1 || status === 2 || status === 3 || status === 4 || status === 6
    ? status
    : undefined;
}

/**
 * A paid group-buy order whose group is not complete yet (docs/statuses.md#orders): the lists and views say so in
 * `group_waiting`, the dialogs' order loading carries the group itself (`collective.status`, 1 completed).
 */
export function waitsForGroup(order: Row): boolean {
  if (num(order.order_status) !== 2) return false;
  if (order.group_waiting === true) return true;
  const group = order.collective;
  return !!group && typeof group === 'object' && num((group as Row).status) !== 1;
}

/** An order a store can ship: paid and waiting for delivery, its group (if any) complete. */
export const canDeliver = (order: Row) => num(order.order_status) === 2 && !waitsForGroup(order);

/** An order with a courier and a tracking number (tracking and waybills apply). */
export const isShipped = (order: Row) => text(order.delivery_code) !== '' && text(order.delivery_no) !== '';

/** The server's rule for a tracking number (transitions.ts): 1-20 letters, digits or '-'. */
const TRACKING_NO = /^[0-9A-Za-z-]{1,20}$/;

/** Why a courier + tracking number cannot be sent, as a text key under `resources.orders.deliver`. */
export type DeliveryError = 'courierRequired' | 'noRequired' | 'noFormat';

/**
 * Checks one shipment the way the server will, so the dialog says what is wrong before anything is sent.
 *
 * @example deliveryError('yd', '12 34') // 'noFormat'
 */
export function deliveryError(code: string, no: string): DeliveryError | undefined {
  if (!code.trim()) return 'courierRequired';
  if (!no.trim()) return 'noRequired';
  if (!TRACKING_NO.test(no.trim())) return 'noFormat';
  return undefined;
}

/** `PUT /<area>/orders/status/edit` for one shipment: status 3 with its courier and number. */
export function deliveryPayload(orderId: number, code: string, no: string) {
  return { id: orderId, status: 3, delivery_code: code.trim(), delivery_no: no.trim() };
}

/** The `params` of `GET /<area>/orders/find/all`: base64 of `{"order_id":[ids]}`. */
export function orderIdsParam(ids: readonly (string | number)[]): string {
  return encodeParams({ order_id: ids.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0) });
}

/** The after-sale state label of a row. */
export function refundState(refund: RefundInfo | undefined): RefundState | undefined {
  if (!refund) return undefined;
  if (refund.refund_verify === 0) return 'pending';
  if (refund.refund_verify === 2) return 'refused';
  const step = refund.refund_step;
  return step === 0 || step === 1 || step === 2 ? `step${step}` : 'step3';
}

/**
 * What the store can do with an after-sale (refunds.ts `sellerDecision`): decide a pending request; once a
 * return was approved and the buyer shipped the goods back (step 1), take them back for a refund or ship an
 * exchange; otherwise wait for the buyer, or nothing (closed).
 */
export type RefundStage = 'decide' | 'wait_buyer' | 'process' | 'wait_confirm' | 'closed';

export function refundStage(refund: RefundInfo | undefined): RefundStage {
  if (!refund) return 'closed';
  if (refund.refund_verify === 0) return 'decide';
  if (refund.refund_verify === 2 || refund.refund_type !== 1) return 'closed';
  if (refund.refund_step === 0) return 'wait_buyer';
  if (refund.refund_step === 1) return 'process';
  if (refund.refund_step === 2) return 'wait_confirm';
  return 'closed';
}

/** One store action on an after-sale. */
export type RefundAction =
  | { kind: 'approve' }
  | { kind: 'refuse'; remark: string }
  | { kind: 'receive' }
  | { kind: 'reship'; code: string; no: string };

/** The body of `PUT /Seller/refunds/{order_id}` for an action. */
export function refundPayload(action: RefundAction): Record<string, string | number> {
  switch (action.kind) {
    case 'approve':
      return { refund_verify: 1 };
    case 'refuse':
      return { refund_verify: 2, refuse_remark: action.remark.trim() };
    case 'receive':
      return { refund_step: 3 };
    case 'reship':
      return { re_delivery_code: action.code.trim(), re_delivery_no: action.no.trim() };
  }
}

/** A line of an order as the detail, the delivery dialog and the waybill show it. */
export interface OrderLine {
  goods_image: string;
  goods_name: string;
  sku_name: string;
  goods_price: string;
  buy_num: number;
  /** Unit price × quantity, in yuan with two decimals. */
  subtotal: string;
}

const cents = (value: unknown) => Math.round((num(value) ?? 0) * 100);
const yuan = (value: number) => (value / 100).toFixed(2);

/** The lines of an order record (`order_goods`), with their subtotals computed in cents. */
export function orderLines(order: Row | undefined): OrderLine[] {
  const raw = order?.order_goods;
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((line): line is Row => !!line && typeof line === 'object')
    .map((line) => {
      const quantity = num(line.buy_num) ?? 0;
      return {
        goods_image: text(line.goods_image),
        goods_name: text(line.goods_name),
        sku_name: text(line.sku_name),
        goods_price: text(line.goods_price) || '0.00',
        buy_num: quantity,
        subtotal: yuan(cents(line.goods_price) * quantity),
      };
    });
}

/** The money of an order, two decimals each: goods total, freight, discount and what the buyer paid. */
export function orderAmounts(order: Row) {
  return {
    goods: yuan(cents(order.order_price)),
    freight: yuan(cents(order.freight_money)),
    discount: yuan(cents(order.coupon_money)),
    total: yuan(cents(order.total_price)),
  };
}

/** Who sends a parcel: the store's name, phone and address. */
export interface WaybillParty {
  name: string;
  phone: string;
  address: string;
}

/** The sender of a waybill from a store record (`stores`: name, mobile, area and address). */
export function senderOf(store: Row | undefined): WaybillParty {
  return {
    name: text(store?.store_name),
    phone: text(store?.store_mobile) || text(store?.store_phone),
    address: [text(store?.area_info), text(store?.store_address)].filter(Boolean).join(' '),
  };
}

/** The receiver of a waybill from an order record. */
export function receiverOf(order: Row): WaybillParty {
  return {
    name: text(order.receive_name),
    phone: text(order.receive_tel),
    address: [text(order.receive_area), text(order.receive_address)].filter(Boolean).join(' '),
  };
}
