import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { seed } from '../src/db/seed/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { createRedisKv } from '../src/lib/redis-kv.ts';
import { OTHER_OWNER, OWNER, SHOPPER, SUPPORT_STAFF } from './chat-fixtures.ts';
import { settle, TestSocket } from './chat-socket-client.ts';
import { freshPostgresUrl } from './pg-helper.ts';
import { dropPrefix, testPrefix } from './redis-probe.ts';

/**
 * Chat across instances: two servers on loopback, each with its own pool and Redis connections, one PostgreSQL and
 * one Redis. A message sent on one instance reaches every device of both parties, wherever each is connected, once
 * and in order. Runs where both are configured, like the other scale tests.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

interface Instance {
  app: FastifyInstance;
  database: Database;
  base: string;
}

describe.runIf(!!databaseUrl && !!redisUrl)('chat on two instances sharing PostgreSQL and Redis', () => {
  const prefix = testPrefix('chat');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-chat-scale-'));
  let pgdb: Awaited<ReturnType<typeof freshPostgresUrl>>;
  let a: Instance;
  let b: Instance;
  const tokens: Record<number, string> = {};
  const sockets: TestSocket[] = [];

  const start = async (config: AppConfig): Promise<Instance> => {
    const database = await openDatabase({ url: config.databaseUrl });
    const kv = await createRedisKv(redisUrl!, { prefix });
    const app = await buildApp(config, { database, kv, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return { app, database, base: `http://127.0.0.1:${address.port}` };
  };

  const device = async (i: Instance, userId: number) => {
    const { socket, heart } = await TestSocket.signIn(i.base, { token: tokens[userId] });
    expect(heart.type).toBe('heart');
    sockets.push(socket);
    return socket;
  };

  const post = async (i: Instance, url: string, token: string, body: Record<string, string>) => {
    const res = await fetch(`${i.base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ provider: 'users', ...body }).toString(),
    });
    return (await res.json()) as { code: number };
  };

  beforeAll(async () => {
    pgdb = await freshPostgresUrl();
    const setup = await openDatabase({ url: pgdb.url });
    await migrateDatabase(setup);
    await seed(setup.db, { demo: true, uploadsDir: path.join(dataDir, 'uploads') });
    for (const [id, area] of [
      [SHOPPER, 'home'],
      [OWNER, 'seller'],
      [SUPPORT_STAFF, 'seller'],
      [OTHER_OWNER, 'seller'],
    ] as const)
      tokens[id] = (
        await issueToken(setup.db, { provider: 'users', area, accountId: id, ttlSeconds: 3600 })
      ).access_token;
    await setup.close();
    const config: AppConfig = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      databaseUrl: pgdb.url,
      redisUrl,
      rateLimitPerMinute: 0,
      jobs: false,
    };
    a = await start(config);
    b = await start(config);
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    for (const i of [a, b]) {
      if (!i) continue;
      await i.app.close();
      await i.database.close();
    }
    await pgdb?.drop();
    await dropPrefix(redisUrl!, prefix);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers once, in order, to every device of both parties on either instance, and to no one else', async () => {
    expect((await post(a, '/api/Chat/add', tokens[SHOPPER]!, { rid: String(OWNER), rtype: 'users' })).code).toBe(200);
    const phoneOnA = await device(a, SHOPPER);
    const laptopOnB = await device(b, SHOPPER);
    const ownerOnA = await device(a, OWNER);
    const staffOnB = await device(b, SUPPORT_STAFF);
    const strangerOnB = await device(b, OTHER_OWNER);
    const N = 20;
    for (let i = 0; i < N; i++)
      phoneOnA.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: `m${i}` } });
    const expected = Array.from({ length: N }, (_, i) => `m${i}`);
    const everyone = [phoneOnA, laptopOnB, ownerOnA, staffOnB];
    for (const d of everyone) await d.waitForChats(N, 10_000);

    // The store answers over HTTP on the other instance.
    expect(
      (
        await post(b, '/api/Chat/send', tokens[SUPPORT_STAFF]!, {
          rid: String(SHOPPER),
          rtype: 'users',
          content: 'answer',
        })
      ).code,
    ).toBe(200);
    for (const d of everyone) await d.waitForChats(N + 1, 10_000);
    await settle(500);
    for (const d of everyone) {
      const got = d.chats();
      expect(got.map((m) => m.content)).toEqual([...expected, 'answer']);
      expect(new Set(got.map((m) => m.id)).size).toBe(N + 1);
    }
    expect(strangerOnB.chats()).toEqual([]);
  });
});
