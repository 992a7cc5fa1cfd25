import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogWarmUp } from '../src/modules/catalog/warm-up.ts';
import { testApp } from './helper.ts';

/**
 * Once the server listens it reads the catalogue's first pages and goods pages in the background
 * (modules/catalog/warm-up.ts), so that the first shoppers after a start are not the ones who warm it. It must keep
 * no answer: what a shopper gets next is read for them.
 */
describe('catalogue warm-up after a start', () => {
  const started = testApp();

  it('reads list pages of every sort and the first goods pages once listening, and keeps none of them', async () => {
    const t = await started;
    expect(catalogWarmUp(t.app)).toBeUndefined();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await catalogWarmUp(t.app)).toEqual({ lists: 36, details: 8 });

    // Renamed behind the cache's back (no catalogue version bump): an answer the warm-up had kept would show the
    // old names.
    await t.database.db.execute(sql`update goods set goods_name = goods_name || ' ~fresh'`);
    for (const path of ['/api/goods?page=2&per_page=30', '/api/goods?page=1&per_page=30']) {
      const body = (await t.app.inject({ method: 'GET', url: path })).json<{
        data: { data: { goods_name: string }[] };
      }>();
      expect(body.data.data.length).toBe(30);
      for (const card of body.data.data) expect(card.goods_name).toMatch(/ ~fresh$/);
    }
    const first = (await t.app.inject({ method: 'GET', url: '/api/goods?page=1&per_page=1' })).json<{
      data: { data: { id: number }[] };
    }>();
    const page = (await t.app.inject({ method: 'GET', url: `/api/goods/${first.data.data[0]!.id}` })).json<{
      data: { goods_name: string };
    }>();
    expect(page.data.goods_name).toMatch(/ ~fresh$/);
  });
});
