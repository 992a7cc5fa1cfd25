import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { formEncode } from './form.ts';

// Every shape the client posts; qs.stringify with its defaults is the reference.
const samples: Record<string, unknown> = {
  flat: { username: 'admin', password: 'p@ss w0rd!', provider: 'admins' },
  numbersAndBooleans: { id: 3, price: 12.5, on: true, off: false, zero: 0, big: 10n },
  nullAndUndefined: { a: null, b: undefined, c: '' },
  arrays: { a: ['x', 'y'], empty: [], nested: [['p', 'q'], ['r']] },
  objects: { o: { k: 'v', deep: { deeper: 1 } }, emptyObject: {} },
  arraysOfObjects: {
    skuList: [
      { id: 1, spec_id: [12, 13], name: '红色 XL' },
      { id: 2, spec_id: [], name: null },
    ],
  },
  unicodeAndReserved: {
    name: '中文名称',
    emoji: '🛒',
    reserved: "a&b=c?d#e/f+g%h!i'j(k)l*m~n_o-p.q",
    'key with space': 'v',
  },
  bracketedKeys: { 'info[1]': 'x', 'a[]': 'y' },
  dates: { created_at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) },
  sparse: { list: Object.assign([], { 0: 'a', 2: 'c' }) },
  topLevelArray: [{ name: 'a', is_sort: 1 }, { name: 'b' }],
  topLevelStrings: ['x', 'y'],
  empty: {},
};

describe('formEncode', () => {
  for (const [name, sample] of Object.entries(samples)) {
    it(`matches qs.stringify: ${name}`, () => {
      expect(formEncode(sample)).toBe(qs.stringify(sample));
    });
  }

  it('encodes nothing for non-objects', () => {
    for (const value of [undefined, null, 'text', 5]) expect(formEncode(value)).toBe(qs.stringify(value as never));
  });

  it('reads back as bracket notation', () => {
    expect(decodeURIComponent(formEncode({ a: ['x'], o: { k: 'v' }, list: [{ id: 1 }] }))).toBe(
      'a[0]=x&o[k]=v&list[0][id]=1',
    );
  });
});
