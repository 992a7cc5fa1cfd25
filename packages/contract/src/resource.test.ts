import { describe, expect, it } from 'vitest';
import { defineDescriptor, menuApis, searchableFields, writableFields, type RowOf } from './resource.ts';

describe('resource descriptors', () => {
  it('refuse, at compile time, a Seller resource that does not say whose rows it holds', () => {
    // The typecheck step fails if this stops being an error.
    // @ts-expect-error owner is required in the Seller area
    const forgot = defineDescriptor({ area: 'seller', path: 'things', fields: { name: {} } });
    const shared = defineDescriptor({ area: 'seller', path: 'things', owner: 'shared', fields: { name: {} } });
    expect([forgot.area, shared.owner]).toEqual(['seller', 'shared']);
  });

  it('name what the server writes and filters, and the menu path of the list', () => {
    const d = defineDescriptor({
      area: 'seller',
      path: 'coupons',
      owner: { by: 'store' },
      fields: {
        id: { kind: 'int', readOnly: true, search: true },
        name: { required: true, search: ['like'] },
        money: { kind: 'decimal' },
        status: { kind: 'int', enum: [0, 1] },
        secret: { kind: 'password', hidden: true },
      },
    });
    expect(writableFields(d)).toEqual(['name', 'money', 'status', 'secret']);
    expect(searchableFields(d)).toEqual(['id', 'name']);
    expect(menuApis(d)).toBe('/Seller/coupons');
    // Rows are typed from the fields: hidden ones are absent, enums keep their literal values.
    const row: RowOf<typeof d> = { id: 1, name: 'x', money: '1.00', status: 1 };
    // @ts-expect-error a hidden field is never in a row
    row.secret = 'x';
    // @ts-expect-error a value outside the enum
    const bad: RowOf<typeof d>['status'] = 2;
    expect([row.status, bad]).toEqual([1, 2]);
  });
});
