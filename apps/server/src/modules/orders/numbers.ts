import { randomInt } from 'node:crypto';
import { shanghaiTime } from '../../lib/time.ts';

/** `YYYYMMDDHHmmss` of Asia/Shanghai now. */
function stamp(): string {
  return shanghaiTime().replace(/\D/g, '').slice(0, 14);
}

/**
 * order_no / pay_no in qwshop's format: timestamp + first digit of the user id + 5 random digits, 20 characters.
 * Collisions within one second are possible in theory; `order_pays.pay_no` is unique, so a clash fails loudly.
 */
export function orderNo(userId: number): string {
  return `${stamp()}${String(userId).charAt(0)}${randomInt(10000, 100000)}`;
}

/** settlement_no: timestamp + 4 random digits, one per settlement run. */
export function settlementNo(): string {
  return `${stamp()}${randomInt(1000, 10000)}`;
}

/**
 * The generators as one object, which the payment route calls through: a test can make its draws clash
 * (`vi.spyOn(numbers, 'orderNo')`) whichever test file loaded this module first (the server's test files share the
 * module cache, so a module mock would not reach code another file imported before).
 */
export const numbers = { orderNo, settlementNo };
