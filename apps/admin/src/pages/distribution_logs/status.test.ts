import { describe, expect, it } from 'vitest';
import { statusEntry } from '@shop/ui/widgets/status-map';
import { backOfficeLabels } from '@shop/i18n/backoffice';
import { DISTRIBUTION_TAGS } from './status.ts';

describe('commission log status tags', () => {
  it('pending, credited, cancelled, each with its label in both languages', () => {
    expect(statusEntry(DISTRIBUTION_TAGS, 0)?.color).toBe('orange');
    expect(statusEntry(DISTRIBUTION_TAGS, '1')?.color).toBe('green');
    expect(statusEntry(DISTRIBUTION_TAGS, 2)?.color).toBe('gray');
    expect(statusEntry(DISTRIBUTION_TAGS, 5)).toBeUndefined();
    const zh = backOfficeLabels('zh-cn').distribution_logs?.status as Record<string, string>;
    const en = backOfficeLabels('en').distribution_logs?.status as Record<string, string>;
    expect([0, 1, 2].map((s) => zh[s])).toEqual(['待结算', '已结算', '已取消']);
    expect([0, 1, 2].map((s) => en[s])).toEqual(['Pending', 'Credited', 'Cancelled']);
  });
});
