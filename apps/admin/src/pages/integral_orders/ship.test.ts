import { describe, expect, it } from 'vitest';
import { canShip, receiverLine, shipBody } from './ship.ts';

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
