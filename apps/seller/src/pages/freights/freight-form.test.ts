import { describe, expect, it } from 'vitest';
import {
  blankDraft,
  draftErrors,
  draftsFrom,
  isAmount,
  provinceNames,
  provincesFor,
  provincesFrom,
  savePayload,
  type FreightDraft,
} from './freight-form.ts';

const keys = () => {
  let n = 0;
  return () => `k${(n += 1)}`;
};

const row = (v: Partial<FreightDraft>): FreightDraft => ({ ...blankDraft('x', 'Area'), ...v });

describe('draftsFrom', () => {
  it('puts the default template first and reads area ids as strings', () => {
    const drafts = draftsFrom(
      [
        {
          id: 7,
          name: 'Far',
          is_type: 1,
          f_weight: '1.00',
          f_price: '12.00',
          o_weight: '1.00',
          o_price: '5.00',
          area_id: ['29', 30],
        },
        {
          id: 3,
          name: '默认运费',
          is_type: 0,
          f_weight: '1.00',
          f_price: '6.00',
          o_weight: '1.00',
          o_price: '2.00',
          area_id: [],
        },
      ],
      keys(),
    );
    expect(drafts.map((d) => [d.id, d.f_price, d.area_id])).toEqual([
      [3, '6.00', []],
      [7, '12.00', ['29', '30']],
    ]);
    expect(new Set(drafts.map((d) => d.key)).size).toBe(2);
  });

  it('gives a store without templates a local default row (id 0) that the first save creates', () => {
    expect(draftsFrom([], keys())).toEqual([blankDraft('k1', '')]);
    expect(draftsFrom(null, keys())).toHaveLength(1);
  });
});

describe('checks', () => {
  it('accepts 0 to 9999.99 with at most two decimals', () => {
    for (const ok of ['0', '0.5', '12.50', '9999.99', ' 3 ']) expect(isAmount(ok), ok).toBe(true);
    for (const bad of ['', '-1', '1.234', '10000', 'abc', '1e3', '.5']) expect(isAmount(bad), bad).toBe(false);
  });

  it('marks bad amounts on any row and a missing title on area rows only', () => {
    const errors = draftErrors([
      row({ name: '', f_price: '-1' }),
      row({ name: ' ', o_weight: '1.234' }),
      row({ name: 'Ok', f_weight: '2' }),
    ]);
    expect([...errors]).toEqual([
      [0, { f_price: true }],
      [1, { o_weight: true, name: true }],
    ]);
    expect(draftErrors([row({ name: 'x'.repeat(81) }), row({ name: 'x'.repeat(81) })]).get(1)).toEqual({ name: true });
  });
});

describe('provinces', () => {
  const provinces = provincesFrom([
    { id: 1, name: '北京市' },
    { id: 19, name: '天津市' },
    { id: 37, name: '河北省' },
    { name: 'broken' },
  ]);

  it('reads the top level of the area tree', () => {
    expect(provinces).toEqual([
      { id: '1', name: '北京市' },
      { id: '19', name: '天津市' },
      { id: '37', name: '河北省' },
    ]);
  });

  it('never offers a province another area row already has', () => {
    const drafts = [row({}), row({ area_id: ['1'] }), row({ area_id: ['19'] })];
    expect(provincesFor(provinces, drafts, 1).map((p) => p.id)).toEqual(['1', '37']);
    expect(provincesFor(provinces, drafts, 2).map((p) => p.id)).toEqual(['19', '37']);
    expect(provinceNames(provinces, ['37', '1'])).toEqual(['北京市', '河北省']);
  });
});

describe('savePayload', () => {
  it('sends every row, default first without areas, amounts with two decimals', () => {
    const payload = savePayload([
      row({ id: 3, name: '', f_weight: '1', f_price: '6.5', area_id: ['1'] }),
      row({ id: 0, name: ' Remote ', o_price: '2', area_id: ['29', '29', '30'] }),
    ]);
    expect(payload).toEqual({
      info: [
        { id: 3, name: '', f_weight: '1.00', f_price: '6.50', o_weight: '0.00', o_price: '0.00', area_id: [] },
        {
          id: 0,
          name: 'Remote',
          f_weight: '0.00',
          f_price: '0.00',
          o_weight: '0.00',
          o_price: '2.00',
          area_id: ['29', '30'],
        },
      ],
    });
  });
});
