import { describe, expect, it } from 'vitest';
import { statusEntry } from '@shop/ui/widgets/status-map';
import { canShip, INTEGRAL_ORDER_TAGS, receiverLine, shipBody } from './ship.ts';

describe('points order status tags', () => {
  it('maps every status the server writes, whether sent as a number or a string', () => {
    expect(statusEntry(INTEGRAL_ORDER_TAGS, 2)).toEqual({
      color: 'arcoblue',
      label: 'resources.integral_orders.status.2',
    });
    expect(statusEntry(INTEGRAL_ORDER_TAGS, '6')?.label).toBe('resources.integral_orders.status.6');
    expect(statusEntry(INTEGRAL_ORDER_TAGS, 0)?.color).toBe('gray');
    expect(statusEntry(INTEGRAL_ORDER_TAGS, 3)).toBeUndefined();
  });
});

describe('the ship action', () => {
  it('applies to a paid order without a courier only', () => {
    expect(canShip({ order_status: 2, delivery_code: '' })).toBe(true);
    expect(canShip({ order_status: '2' })).toBe(true);
    expect(canShip({ order_status: 2, delivery_code: 'yd' })).toBe(false);
    expect(canShip({ order_status: 6, delivery_code: '' })).toBe(false);
    expect(canShip({ order_status: 0 })).toBe(false);
    expect(canShip({ order_status: 1 })).toBe(false);
  });

  it('sends the trimmed courier and tracking number', () => {
    expect(shipBody(' yd ', ' YD-123 ')).toEqual({ delivery_code: 'yd', delivery_no: 'YD-123' });
  });

  it('writes the receiver on one line, skipping blanks', () => {
    const row = { receive_name: 'Li', receive_tel: '138', receive_area: ' ', receive_address: 'Road 1' };
    expect(receiverLine(row)).toBe('Li 138 Road 1');
    expect(receiverLine({})).toBe('');
  });
});
