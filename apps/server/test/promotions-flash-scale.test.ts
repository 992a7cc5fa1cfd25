import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { seckills } from '../src/db/schema/index.ts';
import { seed } from '../src/db/seed/index.ts';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import { onPostgres } from './helper.ts';
import { createGoods, createSeller, stockOf } from './order-fixtures.ts';
import { freshPostgresUrl } from './pg-helper.ts';
import { basket, buyers, flashSale, type Buyer } from './promotion-fixtures.ts';
import { dropPrefix, testPrefix } from './redis-probe.ts';

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
  const prefix = testPrefix('flash');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-flash-'));
  let pgdb: Awaited<ReturnType<typeof freshPostgresUrl>>;
  let setup: Database;
  const instances: { app: FastifyInstance; database: Database }[] = [];
  let people: Buyer[] = [];
  let goodsId = 0;
  let saleId = 0;

  beforeAll(async () => {
    pgdb = await freshPostgresUrl();
    setup = await openDatabase({ url: pgdb.url });
    await migrateDatabase(setup);
    await seed(setup.db, { demo: false, uploadsDir: path.join(dataDir, 'uploads') });
    const store = (await createSeller(setup.db, 'scale-flash')).store.id;
    goodsId = (await createGoods(setup.db, store, { goods_price: '50.00', goods_stock: 500, freight_id: -1 })).goods.id;
    saleId = (await flashSale(setup.db, store, goodsId, { price: '5.00', quota: QUOTA, per_user: 1 })).id;
    people = await buyers(setup.db, 'scale-flash', 150);
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: pgdb.url,
      redisUrl,
      rateLimitPerMinute: 0,
      jobs: false,
    };
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: pgdb.url });
      const kv = await createRedisKv(redisUrl!, { prefix });
      const app = await buildApp(config, { database, kv, logger: false });
      await app.ready();
      instances.push({ app, database });
    }
  }, 180_000);

  afterAll(async () => {
    for (const i of instances) {
      await i.app.close();
      await i.database.close();
    }
    await setup?.close();
    await pgdb?.drop();
    await dropPrefix(redisUrl!, prefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
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
