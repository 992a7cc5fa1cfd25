import { eq } from 'drizzle-orm';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { seckills } from '../src/db/schema/index.ts';
import { onPostgres } from './helper.ts';
import { createGoods, createSeller, stockOf } from './order-fixtures.ts';
import { basket, buyers, flashSale, type Buyer } from './promotion-fixtures.ts';
import { twoInstances, type Instance, type TwoInstances } from './two-instances.ts';

/**
 * The flash-sale rule across instances: two servers, each with its own database pool and Redis connections, one
 * PostgreSQL and one Redis (the hot counter in Redis, the database as the truth). Runs in the PostgreSQL pass of
 * the suite when Redis is configured too.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const ATTEMPTS = 2000;
const QUOTA = 100;

describe.runIf(onPostgres && !!databaseUrl && !!redisUrl)('a flash sale on two instances sharing PostgreSQL and Redis', () => {
  let two: TwoInstances;
  let setup: Database;
  let instances: Instance[] = [];
  let people: Buyer[] = [];
  let goodsId = 0;
  let saleId = 0;

  beforeAll(async () => {
    two = await twoInstances({
      redisUrl: redisUrl!,
      name: 'flash',
      postgres: true,
      demo: false,
      prepare: async (db) => {
        const store = (await createSeller(db.db, 'scale-flash')).store.id;
        const created = await createGoods(db.db, store, { goods_price: '50.00', goods_stock: 500, freight_id: -1 });
        goodsId = created.goods.id;
        saleId = (await flashSale(db.db, store, goodsId, { price: '5.00', quota: QUOTA, per_user: 1 })).id;
        people = await buyers(db.db, 'scale-flash', 150);
      },
    });
    ({ setup } = two);
    instances = [two.a, two.b];
  }, 180_000);

  afterAll(async () => {
    await two?.close();
  });

  it(`${ATTEMPTS} attempts split over both instances sell exactly ${QUOTA}, one per buyer`, async () => {
    const answers = await Promise.all(
      Array.from({ length: ATTEMPTS }, async (_, k) => {
        const who = people[k % people.length]!;
        const res = await instances[k % 2]!.app.inject({
          method: 'POST',
          url: '/api/user/order/create',
          headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/x-www-form-urlencoded' },
          payload: qs.stringify({
            params: basket([{ goods_id: goodsId, sku_id: 0, buy_num: 1, cart_id: 200_000 + k }]),
            address_id: who.address,
            coupon_id: '',
          }),
        });
        return res.json<{ code: number; msg: string }>();
      }),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(QUOTA);
    const [row] = await setup.db.select().from(seckills).where(eq(seckills.id, saleId));
    expect(row!.sold).toBe(QUOTA);
    expect(await stockOf(setup.db, goodsId)).toBe(500 - QUOTA);
    // The hot counter agrees with the truth once the rush is over.
    expect(await instances[0]!.app.kv.get(`seckill:${saleId}:left`)).toBe('0');
  }, 180_000);
});
