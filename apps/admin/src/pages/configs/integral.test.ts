import { describe, expect, it } from 'vitest';
import { integralTab, orderRateError } from './integral.ts';

describe('the points rule form', () => {
  it('takes what the server takes: 0 to 9999.99 with at most 2 decimals', () => {
    for (const ok of [0, 1, 1.5, 9999.99, '0', '2.25', ' 12 ']) expect(orderRateError(ok), String(ok)).toBeUndefined();
    for (const bad of [-1, 10000, 1.234, 'abc', '1.', '-0.5', Number.NaN, 1e21, {}])
      expect(orderRateError(bad), JSON.stringify(bad)).toBe('resources.configs.errors.orderRate');
  });

  it('asks for a value when the field is empty', () => {
    for (const empty of [undefined, null, '', '  ']) {
      expect(orderRateError(empty)).toBe('resources.configs.errors.orderRateRequired');
    }
  });

  it('saves the `integral` setting, with the field explained', () => {
    expect(integralTab.source).toEqual({ kind: 'group', group: 'integral' });
    expect(integralTab.fields.map((f) => f.value)).toEqual(['order_rate']);
    expect(integralTab.checks?.order_rate).toBe(orderRateError);
    expect(integralTab.hints?.order_rate).toBe('resources.configs.hints.order_rate');
  });
});
