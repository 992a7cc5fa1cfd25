import { describe, expect, it } from 'vitest';
import type { GoodsAttr, GoodsSku } from '@shop/api/endpoints/catalog';
import en from '@shop/i18n/locales/en';
import zhCn from '@shop/i18n/locales/zh-cn';
import {
  buyLimit,
  collectivesPath,
  countdownText,
  discountedPrice,
  flashUnitPrice,
  hourStart,
  membersMissing,
  msToNextHour,
  noThreshold,
  percentOf,
  seckillCovers,
  seckillSessions,
  secondsUntil,
  selectionOf,
  sessionHour,
  shanghaiEpoch,
} from './promotions.ts';

const ZH = zhCn.widgets.countdown;
const EN = en.widgets.countdown;

describe('countdownText', () => {
  it("reads 'N 天 HH 时 MM 分 SS 秒' while a day or more is left", () => {
    expect(countdownText(86_400, ZH)).toBe('1 天 00 时 00 分 00 秒');
    expect(countdownText(90_061, ZH)).toBe('1 天 01 时 01 分 01 秒');
    expect(countdownText(12 * 86_400 + 3 * 3600 + 4 * 60 + 5, ZH)).toBe('12 天 03 时 04 分 05 秒');
  });

  it("reads 'HH : MM : SS' under a day, zero padded", () => {
    expect(countdownText(86_399, ZH)).toBe('23 : 59 : 59');
    expect(countdownText(3725, ZH)).toBe('01 : 02 : 05');
    expect(countdownText(9, ZH)).toBe('00 : 00 : 09');
  });

  it('ends at zero and never goes negative', () => {
    expect(countdownText(0, ZH)).toBe('00 : 00 : 00');
    expect(countdownText(-30, ZH)).toBe('00 : 00 : 00');
  });

  it('takes the English units in English', () => {
    expect(countdownText(2 * 86_400 + 61, EN)).toBe('2 d 00 h 01 m 01 s');
    expect(countdownText(61, EN)).toBe('00 : 01 : 01');
  });
});

describe('server times (Asia/Shanghai)', () => {
  it('reads them as UTC+8 whatever the browser zone', () => {
    expect(shanghaiEpoch('2024-05-01 08:00:00')).toBe(Date.UTC(2024, 4, 1, 0, 0, 0));
    expect(shanghaiEpoch('2024-05-01 00:30:15')).toBe(Date.UTC(2024, 3, 30, 16, 30, 15));
    expect(shanghaiEpoch('soon')).toBeNaN();
    expect(shanghaiEpoch(undefined)).toBeNaN();
  });

  it('counts whole seconds to an end, 0 once past', () => {
    const now = Date.UTC(2024, 4, 1, 0, 0, 0);
    expect(secondsUntil('2024-05-01 08:01:00', now)).toBe(60);
    expect(secondsUntil('2024-05-01 08:00:00', now + 500)).toBe(0);
    expect(secondsUntil('2024-05-01 08:00:01', now + 500)).toBe(1);
    expect(secondsUntil('2024-05-01 07:00:00', now)).toBe(0);
    expect(secondsUntil('', now)).toBe(0);
    expect(secondsUntil(now + 2500, now)).toBe(3);
  });
});

describe('flash-sale sessions', () => {
  // 2024-05-01 22:35:10 in Shanghai.
  const now = Date.UTC(2024, 4, 1, 14, 35, 10);

  it('label the current Shanghai hour and the next four, across midnight', () => {
    expect(seckillSessions(now)).toEqual([
      { offset: 0, hour: '22:00' },
      { offset: 1, hour: '23:00' },
      { offset: 2, hour: '00:00' },
      { offset: 3, hour: '01:00' },
      { offset: 4, hour: '02:00' },
    ]);
    expect(sessionHour(Date.UTC(2024, 4, 1, 1, 0, 0), 0)).toBe('09:00');
  });

  it('know when the next session starts', () => {
    expect(hourStart(now, 0)).toBe(Date.UTC(2024, 4, 1, 14, 0, 0));
    expect(hourStart(now, 2)).toBe(Date.UTC(2024, 4, 1, 16, 0, 0));
    expect(msToNextHour(now)).toBe((24 * 60 + 50) * 1000);
    expect(msToNextHour(Date.UTC(2024, 4, 1, 14, 0, 0))).toBe(3_600_000);
  });
});

describe('quota and groups', () => {
  it('gives whole percentages within 0-100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(5, 3)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(-1, 10)).toBe(0);
  });

  it('caps a purchase by stock, units left and the per-buyer limit', () => {
    expect(buyLimit(50, undefined)).toBe(50);
    expect(buyLimit(50, { left: 8, per_user: 3 })).toBe(3);
    expect(buyLimit(50, { left: 2, per_user: 3 })).toBe(2);
    expect(buyLimit(1, { left: 8, per_user: 3 })).toBe(1);
    expect(buyLimit(50, { left: 0, per_user: 3 })).toBe(0);
  });

  it('counts the members a group still needs', () => {
    expect(membersMissing(3, 1)).toBe(2);
    expect(membersMissing(3, 4)).toBe(0);
  });

  it('knows a coupon without threshold', () => {
    expect(noThreshold('0.00')).toBe(true);
    expect(noThreshold('0')).toBe(true);
    expect(noThreshold('100.00')).toBe(false);
  });
});

describe('promotion prices', () => {
  it('takes a percentage off, rounded half up to the cent', () => {
    expect(discountedPrice('99.99', '15')).toBe('84.99');
    expect(discountedPrice('10.00', '12.5')).toBe('8.75');
    expect(discountedPrice('0.05', '10')).toBe('0.05');
    expect(discountedPrice('0.15', '10')).toBe('0.14');
    expect(discountedPrice('100', '100')).toBe('0.00');
  });

  const sku = (id: number, goods_price: string) => ({ id, goods_price });

  it("shows the server's flash price until a SKU is chosen, or for a sale of one SKU", () => {
    const sale = { sku_id: 0, price: '80.00', discount: '20', by_price: false };
    expect(flashUnitPrice(sale, '100.00', undefined)).toBe('80.00');
    expect(flashUnitPrice({ ...sale, sku_id: 7 }, '100.00', sku(7, '120.00'))).toBe('80.00');
  });

  it("applies a whole goods' percentage to the chosen SKU's price", () => {
    const sale = { sku_id: 0, price: '80.00', discount: '20', by_price: false };
    expect(flashUnitPrice(sale, '100.00', sku(5, '120.00'))).toBe('96.00');
  });

  it('keeps a fixed flash price for every SKU', () => {
    const sale = { sku_id: 0, price: '59.00', by_price: true };
    expect(flashUnitPrice({ ...sale, discount: '0' }, '100.00', sku(5, '120.00'))).toBe('59.00');
    expect(flashUnitPrice({ ...sale, discount: '20' }, '100.00', sku(5, '120.00'))).toBe('59.00');
    // The server answers the percent a fixed price amounts to (for qwshop's clients): still that price.
    expect(flashUnitPrice({ ...sale, price: '80.00', discount: '20.00' }, '100.00', sku(5, '120.00'))).toBe('80.00');
  });

  it('covers only its own SKU when it names one', () => {
    expect(seckillCovers({ sku_id: 0 }, { id: 3 })).toBe(true);
    expect(seckillCovers({ sku_id: 3 }, undefined)).toBe(true);
    expect(seckillCovers({ sku_id: 3 }, { id: 3 })).toBe(true);
    expect(seckillCovers({ sku_id: 3 }, { id: 4 })).toBe(false);
  });
});

describe('selectionOf', () => {
  const attrs: GoodsAttr[] = [
    {
      id: 1,
      name: 'Colour',
      specs: [
        { id: 11, name: 'Red' },
        { id: 12, name: 'Blue' },
      ],
    },
    {
      id: 2,
      name: 'Size',
      specs: [
        { id: 21, name: 'S' },
        { id: 22, name: 'M' },
      ],
    },
  ];
  const sku = (spec_id: number[]): GoodsSku => ({
    id: 9,
    spec_id,
    sku_name: [],
    goods_price: '1.00',
    goods_market_price: '1.00',
    goods_stock: 1,
  });

  it("picks the SKU's value in every row", () => {
    expect(selectionOf(attrs, sku([12, 21]))).toEqual({ 0: 12, 1: 21 });
  });

  it('picks nothing for an unknown or partial SKU', () => {
    expect(selectionOf(attrs, undefined)).toEqual({});
    expect(selectionOf(attrs, sku([12, 99]))).toEqual({});
  });
});

describe('collectivesPath', () => {
  it("keeps the header's link for every group buy and puts the page in the query", () => {
    expect(collectivesPath({ keywords: '' })).toBe('/collectives/eyJrZXl3b3JkcyI6IiJ9');
    expect(collectivesPath({ keywords: '' }, 3)).toBe('/collectives/eyJrZXl3b3JkcyI6IiJ9?page=3');
  });
});
