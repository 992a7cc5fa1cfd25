import { describe, expect, it } from 'vitest';
import { parseHistory } from './history.ts';

describe('parseHistory', () => {
  it('reads up to the limit, newest first as stored', () => {
    const raw = JSON.stringify(
      [1, 2, 3, 4, 5].map((id) => ({ id, goods_name: `g${id}`, goods_master_image: `/i${id}.png`, goods_price: 9.5 })),
    );
    expect(parseHistory(raw).map((goods) => goods.id)).toEqual([1, 2, 3, 4]);
    expect(parseHistory(raw, 2)[1]).toEqual({
      id: 2,
      goods_name: 'g2',
      goods_master_image: '/i2.png',
      goods_price: '9.5',
    });
  });

  it('skips duplicates and malformed entries and survives bad JSON', () => {
    expect(parseHistory(JSON.stringify([{ id: 3 }, { id: 3 }, null, { id: 'x' }, 'a', { id: 0 }]))).toEqual([
      { id: 3, goods_name: '', goods_master_image: '', goods_price: '' },
    ]);
    expect(parseHistory('{not json')).toEqual([]);
    expect(parseHistory('{"id":1}')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });
});
