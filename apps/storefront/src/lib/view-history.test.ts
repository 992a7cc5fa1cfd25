import { describe, expect, it } from 'vitest';
import { readItem, writeItem } from '@shop/api/storage';
import { HISTORY_KEY } from '../account/history.ts';
import { rememberView } from './view-history.ts';

const goods = (id: number) => ({ id, goods_name: `g${id}`, goods_master_image: `/g${id}.png`, goods_price: '1.00' });

describe('browsing history', () => {
  it('keeps the newest four goods, each once', () => {
    writeItem(HISTORY_KEY, 'not json');
    for (const id of [1, 2, 3, 4, 5]) rememberView(goods(id));
    expect(rememberView(goods(3)).map((item) => item.id)).toEqual([3, 5, 4, 2]);
    expect(JSON.parse(readItem(HISTORY_KEY) ?? '[]')).toEqual([goods(3), goods(5), goods(4), goods(2)]);
  });
});
