import { describe, expect, it } from 'vitest';
import { refusalOf } from './reply.ts';

describe('refusalOf', () => {
  it('reads the message and the field a 422 names', () => {
    expect(refusalOf({ code: 422, msg: 'Too long', data: { field: 'name', max: 20 } }, 'Failed')).toEqual({
      message: 'Too long',
      field: 'name',
    });
  });

  it('has no field for a business refusal, and the fallback without a message', () => {
    expect(refusalOf({ code: 500, msg: 'Out of stock', data: [] }, 'Failed')).toEqual({ message: 'Out of stock' });
    expect(refusalOf({ code: 500, data: { field: '' } }, 'Failed')).toEqual({ message: 'Failed' });
    expect(refusalOf(undefined, 'Failed')).toEqual({ message: 'Failed' });
  });
});
