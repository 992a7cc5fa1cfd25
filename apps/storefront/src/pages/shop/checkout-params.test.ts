import { describe, expect, it } from 'vitest';
import { encodeParams } from '@shop/api/params-segment';
import { readCheckoutParams, readOrderIds } from './checkout-params.ts';

describe('checkout params', () => {
  it('reads what the goods page and the cart send', () => {
    const buyNow = { order: [{ goods_id: 5, sku_id: 0, buy_num: 2, collective_id: 0 }], ifcart: 0 };
    expect(readCheckoutParams(encodeParams(buyNow))).toEqual(buyNow);
    const fromCart = { order: [{ goods_id: 5, sku_id: 9, buy_num: 1, cart_id: 12, collective_id: 0 }], ifcart: 1 };
    expect(readCheckoutParams(encodeURIComponent(encodeParams(fromCart)))).toEqual(fromCart);
  });

  it('refuses what is not a checkout', () => {
    expect(readCheckoutParams(undefined)).toBeNull();
    expect(readCheckoutParams('not base64 json')).toBeNull();
    expect(readCheckoutParams(encodeParams({ order: [] }))).toBeNull();
    expect(readCheckoutParams(encodeParams({ order: [{ goods_id: 5, buy_num: 0 }] }))).toBeNull();
    expect(readCheckoutParams(encodeParams({ order: [{ goods_id: '5', buy_num: 1 }] }))).toBeNull();
  });

  it('reads the order ids of the pay page', () => {
    expect(readOrderIds(encodeParams({ order_id: [3, 4], order_no: ['a', 'b'] }))).toEqual([3, 4]);
    expect(readOrderIds(encodeParams({ order_id: 7 }))).toEqual([7]);
    expect(readOrderIds(encodeParams({ order_id: [0, -1, 'x'] }))).toEqual([]);
    expect(readOrderIds('garbage')).toEqual([]);
  });
});
