import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/http/auth.ts';
import { OTHER_OWNER, OWNER, SHOPPER, SUPPORT_STAFF } from './chat-fixtures.ts';
import { settle, TestSocket } from './chat-socket-client.ts';
import { onPostgres } from './helper.ts';
import { twoInstances, type Instance, type TwoInstances } from './two-instances.ts';

/**
 * Chat across instances: two servers on loopback, each with its own pool and Redis connections, one PostgreSQL and
 * one Redis. A message sent on one instance reaches every device of both parties, wherever each is connected, once
 * and in order. Runs where both are configured, like the other scale tests.
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.runIf(onPostgres && !!databaseUrl && !!redisUrl)('chat on two instances sharing PostgreSQL and Redis', () => {
  let two: TwoInstances;
  let a: Instance;
  let b: Instance;
  const tokens: Record<number, string> = {};
  const sockets: TestSocket[] = [];

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
    two = await twoInstances({
      redisUrl: redisUrl!,
      name: 'chat',
      postgres: true,
      prepare: async (setup) => {
        for (const [id, area] of [
          [SHOPPER, 'home'],
          [OWNER, 'seller'],
          [SUPPORT_STAFF, 'seller'],
          [OTHER_OWNER, 'seller'],
        ] as const)
          tokens[id] = (
            await issueToken(setup.db, { provider: 'users', area, accountId: id, ttlSeconds: 3600 })
          ).access_token;
      },
    });
    ({ a, b } = two);
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await two?.close();
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
