import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { createReduxStore } from '../redux-store.ts';
import { settle } from '../settle.ts';
import { promotionsApi } from './promotions.ts';

const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });
const query = (uri: string | undefined) => Object.fromEntries(new URL(uri ?? '', 'http://x').searchParams);

describe('promotion calls', () => {
  it('GET /seckills asks for one session and page', async () => {
    const server = fakeServer({
      'GET /api/seckills': ok({ data: [{ id: 1 }], total: 1, per_page: 30, last_page: 1, current_page: 1 }),
    });
    const store = createReduxStore('home');
    const page = await store
      .dispatch(promotionsApi.endpoints.seckillGoods.initiate({ start_time: 2, page: 3 }))
      .unwrap();
    expect(page.data).toEqual([{ id: 1 }]);
    expect(query(server.seen[0]?.uri)).toEqual({ start_time: '2', page: '3', per_page: '30' });
  });

  it('GET /goods with is_collective=1 keeps the search encoded in params', async () => {
    const server = fakeServer({ 'GET /api/goods': ok([]) });
    const store = createReduxStore('home');
    const page = await store
      .dispatch(promotionsApi.endpoints.collectiveGoods.initiate({ params: { keywords: '' } }))
      .unwrap();
    // An empty answer still reads as an empty page.
    expect(page).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect(query(server.seen[0]?.uri)).toEqual({
      page: '1',
      per_page: '30',
      params: 'eyJrZXl3b3JkcyI6IiJ9',
      is_collective: '1',
    });
  });

  it('claims a coupon by id and refreshes the coupons held', async () => {
    let lists = 0;
    const server = fakeServer({
      'GET /api/user/coupons': () => {
        lists += 1;
        return ok({ data: [], total: 0, per_page: 30, last_page: 1, current_page: 1 });
      },
      'POST /api/user/coupon/receive': ok([]),
    });
    const store = createReduxStore('home');
    const sub = store.dispatch(promotionsApi.endpoints.userCoupons.initiate({ state: 0 }));
    await sub;
    expect(query(server.seen[0]?.uri)).toMatchObject({ state: '0', page: '1' });
    await store.dispatch(promotionsApi.endpoints.receiveCoupon.initiate(7)).unwrap();
    const post = server.seen.find((seen) => seen.method === 'POST');
    expect(post?.uri).toBe('/api/user/coupon/receive');
    expect(post?.form).toEqual({ id: '7' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lists).toBe(2);
    sub.unsubscribe();
  });

  it("reads a refused claim as the server's message", async () => {
    fakeServer({ 'POST /api/user/coupon/receive': { body: { code: 500, msg: '优惠劵已经领完.', data: [] } } });
    const store = createReduxStore('home');
    const result = await settle(store.dispatch(promotionsApi.endpoints.receiveCoupon.initiate(7)));
    expect(result).toMatchObject({ ok: false, msg: '优惠劵已经领完.' });
  });
});
