/**
 * The points-order rules of the Admin page, apart from the view so they are tested on their own: which orders the
 * "Ship" action applies to (the server ships a paid order once: status 2 without a courier) and what it sends.
 */
import { INTEGRAL_ORDER_STATUS } from '@shop/contract/integral';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';

/**
 * Whether the row can still be shipped: paid and without a courier (a shipped order is refused by the server).
 *
 * @example canShip({ order_status: 2, delivery_code: '' }) // true
 */
export function canShip(row: CrudRow): boolean {
  return Number(row.order_status) === INTEGRAL_ORDER_STATUS.paid && asText(row.delivery_code).trim() === '';
}

/** The body of `PUT /Admin/integral_orders/{id}`: the courier's code and the tracking number, trimmed. */
export function shipBody(code: string, no: string): { delivery_code: string; delivery_no: string } {
  return { delivery_code: code.trim(), delivery_no: no.trim() };
}

/** The receiver on one line: name, phone, area and address, skipping the blank parts. */
export function receiverLine(row: CrudRow): string {
  return ['receive_name', 'receive_tel', 'receive_area', 'receive_address']
    .map((field) => asText(row[field]).trim())
    .filter(Boolean)
    .join(' ');
}
