/**
 * The order calls outside the generic table: loading several orders for
 * a dialog, shipping, after-sale decisions, tracking, waybills, review replies and settling. Every write goes
 * through `sendWrite` (area token, the shared toasts, a toast for a refusal the client stays silent about).
 */
import { requestEnvelope } from '@shop/api/http';
import { sendWrite, type SendTexts } from '../crud/send.ts';
import type { CrudRow } from '../crud/types.ts';
import {
  apiBase,
  deliveryPayload,
  orderIdsParam,
  refundPayload,
  type OrderArea,
  type RefundAction,
} from './order-flow.ts';

/** A read that failed carries the server's reason (e.g. tracking not configured) for the page to show. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; msg: string };

async function read<T>(
  url: string,
  method: 'GET' | 'POST' | 'PUT',
  pick: (data: unknown) => T,
  data?: CrudRow,
): Promise<Loaded<T>> {
  try {
    const result = await requestEnvelope({ url, method, data });
    return result.ok ? { ok: true, data: pick(result.data) } : { ok: false, msg: result.msg };
  } catch {
    return { ok: false, msg: '' };
  }
}

const rows = (data: unknown): CrudRow[] =>
  Array.isArray(data) ? data.filter((row): row is CrudRow => !!row && typeof row === 'object') : [];
const record = (data: unknown): CrudRow =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as CrudRow) : {};

/** `GET /<area>/orders/find/all`: the orders with their lines and after-sale row (the store's own for a seller). */
export function loadOrders(area: OrderArea, ids: readonly (string | number)[]): Promise<Loaded<CrudRow[]>> {
  return read(`${apiBase(area)}/orders/find/all?params=${encodeURIComponent(orderIdsParam(ids))}`, 'GET', rows);
}

/** `GET /<area>/orders/{id}`: the order detail (OrderResource with its after-sale row). */
export function loadOrder(area: OrderArea, id: string | number): Promise<Loaded<CrudRow>> {
  return read(`${apiBase(area)}/orders/${String(id)}`, 'GET', record);
}

/** The store that ships an order: the seller's own settings, or the order's store for the platform. */
export function loadSender(area: OrderArea, storeId: unknown): Promise<Loaded<CrudRow>> {
  const url = area === 'Seller' ? '/Seller/stores/0' : `/Admin/stores/${String(storeId)}`;
  return read(url, 'GET', record);
}

/** `POST /<area>/orders/express/find`: the courier's events, newest first as KuaiBao answers them. */
export function loadTracking(
  area: OrderArea,
  id: string | number,
): Promise<Loaded<{ time: string; context: string }[]>> {
  return read(
    `${apiBase(area)}/orders/express/find`,
    'POST',
    (data) =>
      rows(data).map((event) => ({
        time: typeof event.time === 'string' ? event.time : '',
        context: typeof event.context === 'string' ? event.context : '',
      })),
    { id },
  );
}

/** `GET /<area>/print/waybill/{id}`: KuaiBao cloud print; answers the waybill number or the server's reason. */
export function cloudWaybill(area: OrderArea, id: string | number): Promise<Loaded<string>> {
  return read(`${apiBase(area)}/print/waybill/${String(id)}`, 'GET', (data) =>
    typeof data === 'string' || typeof data === 'number' ? String(data) : '',
  );
}

/** Ships one order (status 3 with courier and number). No toast: the dialog shows each order's outcome. */
export async function shipOrder(area: OrderArea, orderId: number, code: string, no: string): Promise<Loaded<true>> {
  const data = deliveryPayload(orderId, code, no);
  return read(`${apiBase(area)}/orders/status/edit`, 'PUT', () => true as const, data);
}

/** `PUT /Admin/orders/status/edit`: the platform moves an order to any status the transition rules allow. */
export async function changeStatus(
  orderId: number,
  status: number,
  texts: SendTexts,
  delivery?: { code: string; no: string },
): Promise<boolean> {
  const data: CrudRow = { id: orderId, status };
  if (delivery) Object.assign(data, { delivery_code: delivery.code.trim(), delivery_no: delivery.no.trim() });
  const result = await sendWrite({ url: '/Admin/orders/status/edit', method: 'PUT', data }, texts);
  return result?.ok === true;
}

/** `PUT /Seller/refunds/{order_id}`: one after-sale action of the store; true on success. */
export async function sendRefundAction(orderId: number, action: RefundAction, texts: SendTexts): Promise<boolean> {
  const result = await sendWrite(
    { url: `/Seller/refunds/${orderId}`, method: 'PUT', data: refundPayload(action) },
    texts,
  );
  return result?.ok === true;
}

/** `PUT /<area>/order_comments/{id}` with the reply; true on success. */
export async function replyToReview(area: OrderArea, id: number, reply: string, texts: SendTexts): Promise<boolean> {
  const result = await sendWrite(
    { url: `${apiBase(area)}/order_comments/${id}`, method: 'PUT', data: { reply: reply.trim() } },
    texts,
  );
  return result?.ok === true;
}

/** `GET /Admin/order_settlement_handle`: settles what is due; the server's message when nothing is. */
export async function settleNow(texts: SendTexts): Promise<boolean> {
  const result = await sendWrite({ url: '/Admin/order_settlement_handle', method: 'GET' }, texts);
  return result?.ok === true;
}
