import { describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';

/**
 * A keyword search lists the goods named for the words first (手机 finds the phones before the printers that
 * only mention phone printing in their subtitle), unless the shopper picks another order.
 */
const t = await testApp();

interface Item {
  id: number;
  goods_name: string;
  goods_price: string;
}
interface Page {
  data: Item[];
  total: number;
}

/** base64(JSON) as the storefront sends it, keywords percent-encoded first. */
const search = async (keywords: string, extra: Record<string, unknown> = {}, perPage = 100) => {
  const params = Buffer.from(JSON.stringify({ keywords: encodeURIComponent(keywords), ...extra })).toString('base64');
  const r = await t.call<Page>('GET', '/api/goods', { query: { params, per_page: perPage } });
  expect(r.code).toBe(200);
  return r.data;
};

/** Index of the first goods whose name lacks the word, and of the last one that has it. */
const boundary = (items: Item[], word: string) => ({
  firstWithout: items.findIndex((g) => !g.goods_name.toLowerCase().includes(word)),
  lastWith: items.map((g) => g.goods_name.toLowerCase().includes(word)).lastIndexOf(true),
});

describe('keyword search relevance', () => {
  it('手机: every goods named for phones comes before any that only mentions them', async () => {
    const page = await search('手机');
    const { firstWithout, lastWith } = boundary(page.data, '手机');
    // The demo has both kinds: phones, and printers whose subtitle reads "无线WiFi 手机打印".
    expect(lastWith).toBeGreaterThanOrEqual(0);
    expect(firstWithout).toBeGreaterThan(0);
    expect(lastWith).toBeLessThan(firstWithout);
    expect(page.data[0]?.goods_name).toContain('手机');
  });

  it('among equally relevant goods the newest comes first', async () => {
    const page = await search('手机');
    const named = page.data.filter((g) => g.goods_name.includes('手机')).map((g) => g.id);
    expect(named).toEqual([...named].sort((a, b) => b - a));
  });

  it('Latin words count whatever their case', async () => {
    const page = await search('SMARTPHONE');
    expect(page.total).toBeGreaterThan(0);
    const { firstWithout, lastWith } = boundary(page.data, 'smartphone');
    if (firstWithout >= 0) expect(lastWith).toBeLessThan(firstWithout);
  });

  it('an order the shopper picks wins over relevance', async () => {
    const page = await search('手机', { sort_type: 'goods_price', sort_order: 'asc' });
    const prices = page.data.map((g) => Number(g.goods_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byId = await search('手机', { sort_type: 'id', sort_order: 'desc' });
    const ids = byId.data.map((g) => g.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
