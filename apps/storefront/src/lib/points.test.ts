import { describe, expect, it } from 'vitest';
import { decodeParams } from '@shop/api/params-segment';
import {
  cashAmountError,
  integralSearchPath,
  inviteLink,
  maskCard,
  normalizeIntegralSearch,
  pointsEnough,
  pointsText,
  pointsTotal,
  routeId,
  routeQuantity,
  withIntegralSort,
} from './points.ts';

describe('points search', () => {
  it('keeps only the category, keywords and a known sort', () => {
    expect(
      normalizeIntegralSearch({ cid: '3', keywords: 'a%20b', sort_type: 'goods_price', sort_order: 'asc' }),
    ).toEqual({ cid: 3, keywords: 'a%20b', sort_type: 'goods_price', sort_order: 'asc' });
    expect(normalizeIntegralSearch({ cid: -1, keywords: 'undefined', sort_type: 'drop table', x: 1 })).toEqual({});
    expect(normalizeIntegralSearch({ sort_type: 'goods_sale', sort_order: 'sideways' })).toEqual({
      sort_type: 'goods_sale',
      sort_order: 'desc',
    });
  });

  it('encodes the object in the path and the page in the query', () => {
    const path = integralSearchPath({ cid: 2 }, 3);
    expect(path.startsWith('/integral/search/')).toBe(true);
    expect(path.endsWith('?page=3')).toBe(true);
    const segment = decodeURIComponent(path.slice('/integral/search/'.length, path.indexOf('?')));
    expect(decodeParams(segment)).toEqual({ cid: 2 });
    expect(integralSearchPath({})).not.toContain('?');
  });

  it('toggles sorts like the goods search', () => {
    expect(withIntegralSort({ cid: 1 }, 'goods_price')).toEqual({
      cid: 1,
      sort_type: 'goods_price',
      sort_order: 'asc',
    });
    expect(withIntegralSort({ sort_type: 'goods_price', sort_order: 'asc' }, 'goods_price').sort_order).toBe('desc');
    expect(withIntegralSort({ sort_type: 'goods_price', sort_order: 'desc' }, 'goods_price').sort_order).toBe('asc');
    expect(withIntegralSort({ sort_type: 'goods_sale', sort_order: 'desc' }, 'goods_price').sort_order).toBe('asc');
    expect(withIntegralSort({ cid: 1, sort_type: 'goods_sale', sort_order: 'asc' }, null)).toEqual({ cid: 1 });
  });
});

describe('points amounts', () => {
  it('shows whole points without decimals', () => {
    expect(pointsText('120.00')).toBe('120');
    expect(pointsText('12.5')).toBe('12.50');
    expect(pointsText(undefined)).toBe('0');
    expect(pointsText('abc')).toBe('0');
  });

  it('multiplies by the quantity without float drift', () => {
    expect(pointsTotal('0.10', 3)).toBe('0.30');
    expect(pointsTotal('100.00', 2)).toBe('200');
    expect(pointsTotal('100.00', 0)).toBe('0');
  });

  it('compares the balance with the total', () => {
    expect(pointsEnough('200.00', '100.00', 2)).toBe(true);
    expect(pointsEnough('199.99', '100.00', 2)).toBe(false);
    expect(pointsEnough(undefined, '1.00', 1)).toBe(false);
  });

  it('reads route numbers', () => {
    expect(routeQuantity('3')).toBe(3);
    expect(routeQuantity('0')).toBe(1);
    expect(routeQuantity('1.5')).toBe(1);
    expect(routeQuantity('10000')).toBe(1);
    expect(routeId('12')).toBe(12);
    expect(routeId('0')).toBeUndefined();
    expect(routeId('1e3')).toBeUndefined();
  });
});

describe('withdrawal amount', () => {
  it('requires a positive amount of at most two decimals within the balance', () => {
    expect(cashAmountError('', '10.00')).toBe('amountRequired');
    expect(cashAmountError('0', '10.00')).toBe('amountBad');
    expect(cashAmountError('1.234', '10.00')).toBe('amountBad');
    expect(cashAmountError('-1', '10.00')).toBe('amountBad');
    expect(cashAmountError('10.01', '10.00')).toBe('amountOver');
    expect(cashAmountError('10', '10.00')).toBeUndefined();
    expect(cashAmountError('0.5', '10.00')).toBeUndefined();
    expect(cashAmountError('1', undefined)).toBe('amountOver');
  });
});

describe('referral', () => {
  it('builds the invitation link from the origin and the id', () => {
    expect(inviteLink('https://shop.example', 7)).toBe('https://shop.example/register?inviter_id=7');
    expect(inviteLink('http://localhost:5173/', 12)).toBe('http://localhost:5173/register?inviter_id=12');
  });

  it('masks card numbers but the last four digits', () => {
    expect(maskCard('6222020200112233')).toBe('**** 2233');
    expect(maskCard('123')).toBe('123');
  });
});
