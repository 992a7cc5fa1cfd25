/** The largest quantity of a cart line the server keeps (`PUT /user/carts/{id}` clamps to it). */
export const MAX_CART_QUANTITY = 9999;

/** One `PUT /user/carts/{id}` body: `buy_num` > 1 sets the quantity, `buy_num` 1 steps it by one (`is_type` 1 up). */
export interface CartQuantityChange {
  is_type: 0 | 1;
  buy_num: number;
}

/**
 * The requests, in order, that take a line from `current` to `next` pieces. The server sets any quantity above 1
 * but only steps down to 1, so going to 1 from more than 2 first sets 2.
 *
 * @example cartQuantityChanges(5, 1) // [{ is_type: 0, buy_num: 2 }, { is_type: 0, buy_num: 1 }]
 */
export function cartQuantityChanges(current: number, next: number): CartQuantityChange[] {
  if (next === current || next < 1) return [];
  const is_type = next > current ? 1 : 0;
  if (next > 1) return [{ is_type, buy_num: next }];
  const step: CartQuantityChange = { is_type: 0, buy_num: 1 };
  return current > 2 ? [{ is_type: 0, buy_num: 2 }, step] : [step];
}
