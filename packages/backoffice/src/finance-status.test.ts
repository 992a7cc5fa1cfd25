import { describe, expect, it } from 'vitest';
import { backOfficeLabels } from '@shop/i18n/backoffice';
import { statusEntry, type StatusMap } from '@shop/ui/widgets/status-map';
import { CASH_STATUS_TAGS, COMMISSION_STATUS_TAGS, POINTS_ORDER_TAGS, POINTS_SHELF_TAGS } from './finance-status.ts';

/** The label of a code in one language, read from the merged back-office labels. */
function labelOf(map: StatusMap, code: unknown, lang: 'zh-cn' | 'en'): unknown {
  const entry = statusEntry(map, code);
  if (!entry) return undefined;
  return entry.label
    .split('.')
    .slice(1)
    .reduce<unknown>(
      (node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined),
      backOfficeLabels(lang),
    );
}

describe('finance status maps', () => {
  it.each([
    [CASH_STATUS_TAGS, 0, '待审核', 'Pending', 'orange'],
    [CASH_STATUS_TAGS, '1', '已打款', 'Paid', 'green'],
    [CASH_STATUS_TAGS, 2, '已拒绝', 'Refused', 'red'],
    [COMMISSION_STATUS_TAGS, 0, '待结算', 'Pending', 'orange'],
    [COMMISSION_STATUS_TAGS, 1, '已结算', 'Credited', 'green'],
    [COMMISSION_STATUS_TAGS, '2', '已取消', 'Cancelled', 'gray'],
  ] as const)('%#: %s → %s / %s', (map, code, zh, en, color) => {
    expect(statusEntry(map, code)?.color).toBe(color);
    expect(labelOf(map, code, 'zh-cn')).toBe(zh);
    expect(labelOf(map, code, 'en')).toBe(en);
  });

  it('reads the points shelf and order states from the goods and order vocabularies', () => {
    expect(labelOf(POINTS_SHELF_TAGS, true, 'zh-cn')).toBe('上架');
    expect(labelOf(POINTS_SHELF_TAGS, 0, 'zh-cn')).toBe('下架');
    expect([0, 1, 2, 6].map((code) => labelOf(POINTS_ORDER_TAGS, code, 'zh-cn'))).toEqual([
      '订单取消',
      '等待支付',
      '等待发货',
      '订单完成',
    ]);
    expect(labelOf(POINTS_ORDER_TAGS, '6', 'en')).toEqual(expect.any(String));
  });

  it('has no state for codes a row never carries', () => {
    expect(statusEntry(CASH_STATUS_TAGS, 3)).toBeUndefined();
    expect(statusEntry(COMMISSION_STATUS_TAGS, 5)).toBeUndefined();
    expect(statusEntry(POINTS_ORDER_TAGS, 3)).toBeUndefined();
  });
});
