import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../src/http/auth.ts';
import { SHOPPER } from './chat-fixtures.ts';
import { settle, TestSocket } from './chat-socket-client.ts';
import { onPostgres } from './helper.ts';
import { redisForTests } from './redis-probe.ts';
import { twoInstances, type TwoInstances } from './two-instances.ts';

/**
 * A revocation on one instance ends the sockets another instance holds: the announcement goes through the Redis
 * both share. Two servers on loopback, one database (PostgreSQL in that pass, else one PGlite), one Redis (REDIS_URL,
 * or the local one when it answers).
 */
const redisUrl = await redisForTests();

describe.runIf(!!redisUrl)('chat sockets signed out across instances', () => {
  let two: TwoInstances;
  const tokens: string[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    two = await twoInstances({
      redisUrl: redisUrl!,
      name: 'chat-revoke',
      postgres: onPostgres,
      prepare: async (setup) => {
        for (let i = 0; i < 2; i++)
          tokens.push(
            (await issueToken(setup.db, { provider: 'users', area: 'home', accountId: SHOPPER, ttlSeconds: 3600 }))
              .access_token,
          );
      },
    });
  }, 180_000);

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await two?.close();
  });

  it('a logout on instance A closes the socket instance B holds with that token, at once', async () => {
    const [token, kept] = tokens as [string, string];
    const connect = async (base: string, tok: string) => {
      const { socket, heart } = await TestSocket.signIn(base, { token: tok });
      sockets.push(socket);
      expect(heart.type).toBe('heart');
      return socket;
    };
    const onB = await connect(two.b.base, token);
    const alsoOnA = await connect(two.a.base, token);
    const otherSessionOnB = await connect(two.b.base, kept);
    const res = await fetch(`${two.a.base}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'provider=users',
    });
    expect(((await res.json()) as { code: number }).code).toBe(200);
    // Nobody speaks on these sockets: only the announcement can close them.
    expect(await onB.waitClosed(2000)).toBe(4401);
    expect(await alsoOnA.waitClosed(2000)).toBe(4401);
    await settle();
    expect(otherSessionOnB.closeCode).toBeUndefined();
  });
});
