import { describe, expect, it } from 'vitest';
import type { AddressRow } from '@shop/contract/orders';
import { chosenAddress } from './chosen-address.ts';

function address(id: number, overrides: Partial<AddressRow> = {}): AddressRow {
  return {
    id,
    user_id: 1,
    receive_name: `name ${id}`,
    receive_tel: '13800000000',
    area_info: 'area',
    address: `street ${id}`,
    province_id: 1,
    city_id: 2,
    region_id: 3,
    is_default: 0,
    created_at: '2026-01-01 00:00:00',
    updated_at: '2026-01-01 00:00:00',
    ...overrides,
  };
}

describe('chosenAddress', () => {
  const rows = [address(3), address(2, { is_default: 1 }), address(1)];

  it('keeps the address the shopper picked', () => {
    expect(chosenAddress(rows, 1)?.id).toBe(1);
  });

  it('falls back to the default address before anything is picked, or once the picked one is gone', () => {
    expect(chosenAddress(rows, undefined)?.id).toBe(2);
    expect(chosenAddress(rows, 99)?.id).toBe(2);
  });

  it('takes the first address when none is the default, and none without addresses', () => {
    expect(chosenAddress([address(7), address(6)], undefined)?.id).toBe(7);
    expect(chosenAddress([], undefined)).toBeUndefined();
  });
});
