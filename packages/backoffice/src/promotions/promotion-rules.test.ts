import { describe, expect, it } from 'vitest';
import {
  formValuesOf,
  normalPriceOf,
  numberOf,
  promotionErrors,
  promotionPayload,
  skuChoicesOf,
  type FormValues,
} from './promotion-rules.ts';

const add = { mode: 'add' } as const;
const window = { start_time: '2030-01-01 10:00:00', end_time: '2030-01-02 10:00:00' };
const keys = (errors: ReturnType<typeof promotionErrors>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.key]));

describe('numberOf', () => {
  it('reads numbers and numeric strings, empty as null, anything else as NaN', () => {
    expect(numberOf(12.5)).toBe(12.5);
    expect(numberOf(' 12.50 ')).toBe(12.5);
    expect(numberOf('')).toBeNull();
    expect(numberOf(undefined)).toBeNull();
    expect(numberOf('12a')).toBeNaN();
    expect(numberOf('1e3')).toBeNaN();
  });
});

describe('coupon checks', () => {
  const good: FormValues = { name: 'Spring', money: 10, use_money: 0, stock: 100, per_user: 1, ...window };

  it('accepts a complete coupon, with no minimum and no description', () => {
    expect(promotionErrors('coupons', good, add)).toEqual({});
  });

  it('names every missing required field', () => {
    expect(keys(promotionErrors('coupons', {}, add))).toEqual({
      name: 'required',
      money: 'required',
      stock: 'required',
      per_user: 'required',
      start_time: 'required',
      end_time: 'required',
    });
  });

  it('refuses amounts, counts and texts out of the server limits', () => {
    const errors = promotionErrors(
      'coupons',
      { ...good, name: 'x'.repeat(31), money: 0, use_money: -1, stock: 0, per_user: 101, content: 'y'.repeat(151) },
      add,
    );
    expect(keys(errors)).toEqual({
      name: 'text',
      money: 'money',
      use_money: 'threshold',
      stock: 'int',
      per_user: 'int',
      content: 'text',
    });
    expect(errors.per_user?.values).toEqual({ min: 1, max: 100 });
    expect(keys(promotionErrors('coupons', { ...good, money: 10.555 }, add))).toEqual({ money: 'money' });
    // Face values and minimum orders both go up to 9999999.
    expect(promotionErrors('coupons', { ...good, money: 10_000_000 }, add).money).toEqual({
      key: 'money',
      values: { max: 9_999_999 },
    });
    expect(promotionErrors('coupons', { ...good, money: 9_999_999, use_money: 9_999_999 }, add)).toEqual({});
  });

  it('lets an edited coupon have no copies left, but not a new one', () => {
    expect(promotionErrors('coupons', { ...good, stock: 0 }, { mode: 'edit' })).toEqual({});
    expect(keys(promotionErrors('coupons', { ...good, stock: 0 }, add))).toEqual({ stock: 'int' });
  });

  it('wants the end after the start and well-formed times', () => {
    const same = { ...good, end_time: good.start_time };
    expect(keys(promotionErrors('coupons', same, add))).toEqual({ end_time: 'window' });
    const before = { ...good, end_time: '2029-12-31 23:59:59' };
    expect(keys(promotionErrors('coupons', before, add))).toEqual({ end_time: 'window' });
    expect(keys(promotionErrors('coupons', { ...good, start_time: '2030-01-01' }, add))).toEqual({
      start_time: 'time',
    });
  });
});

describe('full reduction checks', () => {
  it('needs a threshold (0 accepted, as the server does) and an amount off', () => {
    const base = { name: 'Over 100', money: 10, use_money: 100, ...window };
    expect(promotionErrors('full_reductions', base, add)).toEqual({});
    expect(promotionErrors('full_reductions', { ...base, use_money: 0 }, add)).toEqual({});
    expect(keys(promotionErrors('full_reductions', { ...base, use_money: '', money: -1 }, add))).toEqual({
      use_money: 'required',
      money: 'money',
    });
  });
});

describe('flash sale checks', () => {
  const good: FormValues = { goods_id: 7, sku_id: 0, price: 9.9, quota: 10, per_user: 2, ...window };

  it('accepts a flash price, or a percent off instead', () => {
    expect(promotionErrors('seckills', good, add)).toEqual({});
    expect(promotionErrors('seckills', { ...good, price: undefined, discount: 20 }, add)).toEqual({});
    expect(promotionErrors('seckills', { ...good, price: 0, discount: 20 }, add)).toEqual({});
  });

  it('needs one of the flash price and the percent off, marking both', () => {
    expect(keys(promotionErrors('seckills', { ...good, price: '', discount: 0 }, add))).toEqual({
      price: 'priceOrDiscount',
      discount: 'priceOrDiscount',
    });
  });

  it('keeps the flash price below the normal price when the goods is loaded', () => {
    const errors = promotionErrors('seckills', { ...good, price: 20 }, { mode: 'add', normalPrice: 20 });
    expect(errors.price).toEqual({ key: 'priceBelowNormal', values: { price: '20.00' } });
    expect(promotionErrors('seckills', { ...good, price: 19.99 }, { mode: 'add', normalPrice: 20 })).toEqual({});
  });

  it('refuses a percent off outside 1-100 and a missing goods', () => {
    expect(keys(promotionErrors('seckills', { ...good, price: '', discount: 101 }, add))).toEqual({
      discount: 'percent',
    });
    expect(keys(promotionErrors('seckills', { ...good, price: '', discount: 0.5 }, add))).toEqual({
      discount: 'percent',
    });
    expect(keys(promotionErrors('seckills', { ...good, goods_id: '' }, add))).toEqual({ goods_id: 'goods' });
  });

  it('keeps the quota within 1..1000000 and not below what is sold', () => {
    expect(keys(promotionErrors('seckills', { ...good, quota: 0 }, add))).toEqual({ quota: 'int' });
    expect(keys(promotionErrors('seckills', { ...good, quota: 2.5 }, add))).toEqual({ quota: 'int' });
    const errors = promotionErrors('seckills', { ...good, quota: 4 }, { mode: 'edit', sold: 5 });
    expect(errors.quota).toEqual({ key: 'quotaBelowSold', values: { sold: 5 } });
    expect(promotionErrors('seckills', { ...good, quota: 5 }, { mode: 'edit', sold: 5 })).toEqual({});
    expect(keys(promotionErrors('seckills', { ...good, per_user: 0 }, add))).toEqual({ per_user: 'int' });
  });
});

describe('group buy checks', () => {
  it('bounds the percent off, the group size (2-50) and the time limit (1-720 hours)', () => {
    const good = { goods_id: 3, discount: 15, need: 2, hours: 24 };
    expect(promotionErrors('collectives', good, add)).toEqual({});
    expect(keys(promotionErrors('collectives', { goods_id: 3, discount: '', need: 51, hours: 721 }, add))).toEqual({
      discount: 'required',
      need: 'int',
      hours: 'int',
    });
    expect(keys(promotionErrors('collectives', { ...good, need: 1, hours: 0 }, add))).toEqual({
      need: 'int',
      hours: 'int',
    });
  });
});

describe('promotionPayload', () => {
  it('sends money as two-decimal strings and only the writable fields', () => {
    const record = { id: 4, status: 1, stopped: 0, goods_name: 'Tea', sold: 3 };
    expect(
      promotionPayload('seckills', {
        ...record,
        goods_id: 7,
        sku_id: undefined,
        discount: 20,
        quota: 10,
        per_user: 1,
        ...window,
      }),
    ).toEqual({
      goods_id: 7,
      sku_id: 0,
      price: '0.00',
      discount: '20.00',
      quota: 10,
      per_user: 1,
      ...window,
    });
    // A flash price leaves no percent beside it.
    expect(
      promotionPayload('seckills', { goods_id: 7, price: 9.9, discount: 20, quota: 1, per_user: 1 }),
    ).toMatchObject({
      price: '9.90',
      discount: '0.00',
    });
    expect(promotionPayload('coupons', { name: ' Spring ', money: 5, stock: 3, per_user: 1, ...window })).toEqual({
      name: 'Spring',
      money: '5.00',
      use_money: '0.00',
      stock: 3,
      per_user: 1,
      content: '',
      ...window,
    });
    expect(promotionPayload('collectives', { goods_id: '3', discount: 12.5, need: 3, hours: 48 })).toEqual({
      goods_id: 3,
      discount: '12.50',
      need: 3,
      hours: 48,
    });
  });
});

describe('formValuesOf', () => {
  it('turns wire amounts into numbers and leaves the unused flash-sale input empty', () => {
    const values = formValuesOf('seckills', { id: 1, price: '0.00', discount: '20.00', quota: 5, goods_name: 'Tea' });
    expect(values).toMatchObject({ id: 1, discount: 20, quota: 5, goods_name: 'Tea' });
    expect(values.price).toBeUndefined();
    expect(formValuesOf('coupons', { money: '12.50', use_money: '0.00' })).toEqual({ money: 12.5, use_money: 0 });
  });
});

describe('the picked goods', () => {
  const goods = {
    id: 7,
    goods_price: '30.00',
    skuList: [
      { id: 11, sku_name: ['Red', 'XL'], goods_price: '25.00' },
      { id: 12, sku_name: [], goods_price: '28.00' },
      { id: 0, sku_name: ['bad'] },
    ],
  };

  it('offers its SKUs by spec names (the id when unnamed), skipping bad rows', () => {
    expect(skuChoicesOf(goods)).toEqual([
      { value: 11, name: 'Red XL', price: 25 },
      { value: 12, name: '#12', price: 28 },
    ]);
    expect(skuChoicesOf({ id: 3 })).toEqual([]);
    expect(skuChoicesOf(undefined)).toEqual([]);
  });

  it("compares a flash price with the picked SKU's price, else the lowest of the goods and its SKUs", () => {
    expect(normalPriceOf(goods, 11)).toBe(25);
    expect(normalPriceOf(goods, 0)).toBe(25);
    expect(normalPriceOf(goods, 99)).toBe(25);
    expect(normalPriceOf({ goods_price: '30.00' }, 0)).toBe(30);
    expect(normalPriceOf(undefined, 11)).toBeUndefined();
    expect(normalPriceOf({ goods_price: '0.00' }, 0)).toBeUndefined();
  });
});
