import { INTEGRAL_ORDER_RATE } from '@shop/contract/integral';
import type { ConfigTab } from './ConfigTabs.tsx';

/** The i18n key of what is wrong with a points-per-yuan value, or undefined when the server will take it. */
export function orderRateError(value: unknown): string | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return 'resources.configs.errors.orderRateRequired';
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return INTEGRAL_ORDER_RATE.test(text) ? undefined : 'resources.configs.errors.orderRate';
}

/**
 * The points rule (`integral` setting): points a shopper earns per yuan paid when an order completes; 0 gives none.
 */
export const integralTab: ConfigTab = {
  key: 'integral',
  source: { kind: 'group', group: 'integral' },
  fields: [{ value: 'order_rate', type: 'number', options: { min: 0, max: 9999.99, precision: 2 } }],
  checks: { order_rate: orderRateError },
  hints: { order_rate: 'resources.configs.hints.order_rate' },
};
