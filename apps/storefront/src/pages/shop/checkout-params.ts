import { decodeParams } from '@shop/api/params-segment';
import type { CheckoutItem, CheckoutParams } from '@shop/contract/orders';

const count = (value: unknown, min: number): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : undefined;

function item(raw: unknown): CheckoutItem | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const goods_id = count(r.goods_id, 1);
  const buy_num = count(r.buy_num, 1);
  if (goods_id === undefined || buy_num === undefined) return undefined;
  const cart_id = count(r.cart_id, 1);
  const collective = typeof r.collective_id === 'number' && Number.isSafeInteger(r.collective_id) ? r.collective_id : 0;
  return {
    goods_id,
    sku_id: count(r.sku_id, 0) ?? 0,
    buy_num,
    ...(cart_id !== undefined ? { cart_id } : {}),
    collective_id: Math.max(-1, collective),
  };
}

/**
 * The checkout of `/order/before/:params` (base64 JSON `{order:[...], ifcart}`, as the goods page and the cart
 * build it), or null when the segment is not one: a hand-edited address shows a message, not a server error.
 */
export function readCheckoutParams(segment: string | undefined): CheckoutParams | null {
  const raw = decodeParams(segment);
  if (!Array.isArray(raw.order) || raw.order.length === 0) return null;
  const order = (raw.order as unknown[]).map(item);
  if (order.some((i) => i === undefined)) return null;
  return {
    order: order as CheckoutItem[],
    ifcart: raw.ifcart === 1 || raw.ifcart === '1' || raw.ifcart === true ? 1 : 0,
  };
}

/** The order ids of `/order/pay/:params` (base64 JSON `{order_id:[...]}`; one id alone is accepted too). */
export function readOrderIds(segment: string | undefined): number[] {
  const raw = decodeParams(segment).order_id;
  const list: unknown[] = Array.isArray(raw) ? (raw as unknown[]) : raw === undefined ? [] : [raw];
  return list.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}
