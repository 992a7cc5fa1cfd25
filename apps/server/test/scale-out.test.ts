import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from './helper.ts';
import { twoInstances, type Instance, type TwoInstances } from './two-instances.ts';

/**
 * The architecture's scale-out claim, proven: two instances on loopback, one PostgreSQL database, one Redis.
 * Runs in the PostgreSQL pass where Redis is configured too (CI sets DATABASE_URL and REDIS_URL).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const LIMIT = 5;

describe.runIf(onPostgres && !!databaseUrl && !!redisUrl)('two instances behind one PostgreSQL and one Redis', () => {
  let two: TwoInstances;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    two = await twoInstances({
      redisUrl: redisUrl!,
      name: 'scale',
      postgres: true,
      // Behind a load balancer the client address comes from X-Forwarded-For; each scenario uses its own.
      config: { rateLimitPerMinute: LIMIT, trustProxy: 1 },
    });
    ({ a, b } = two);
  }, 120_000);

  afterAll(async () => {
    await two?.close();
  });

  const call = async (
    i: Instance,
    method: string,
    url: string,
    opts: { client: string; token?: string; body?: object },
  ) => {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.client };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = qs.stringify(opts.body);
    }
    const res = await fetch(`${i.base}${url}`, { method, headers, body });
    return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: unknown }) };
  };

  it('share one rate-limit budget per client: 3 requests to A and 3 to B, the 6th is refused', async () => {
    const client = '203.0.113.10';
    const codes: number[] = [];
    for (const i of [a, a, a, b, b, b])
      codes.push((await call(i, 'GET', '/api/is_login?provider=users', { client })).code);
    expect(codes.slice(0, 5)).not.toContain(429);
    expect(codes[5]).toBe(429);
    // Still refused on both.
    expect((await call(a, 'GET', '/api/is_login', { client })).code).toBe(429);
  });

  it('accept on B a token issued by A (and count that account across both)', async () => {
    const client = '203.0.113.20';
    const login = await call(a, 'POST', '/api/login', {
      client,
      body: { username: '13800000000', password: '123456', provider: 'users' },
    });
    expect(login.code).toBe(200);
    const token = (login.data as { access_token: string }).access_token;
    const onB = await call(b, 'POST', '/api/auth/info', { client, token, body: { provider: 'users' } });
    expect(onB.code).toBe(200);
    expect(onB.data).toMatchObject({ id: 9 });
    const codes = [onB.code];
    for (const i of [a, b, a, b, a])
      codes.push((await call(i, 'POST', '/api/auth/info', { client, token, body: { provider: 'users' } })).code);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('share flash-sale stock: 150 concurrent attempts on both instances sell exactly 100', async () => {
    const key = 'seckill:stock:test';
    await a.app.kv.set(key, '100');
    const attempts = Array.from({ length: 150 }, (_, n) => (n % 2 ? a : b).app.kv.decrIfEnough(key, 1));
    const sold = (await Promise.all(attempts)).filter((left) => left !== null);
    expect(sold).toHaveLength(100);
    expect(await b.app.kv.get(key)).toBe('0');
  });

  it('fan out messages published on one instance to subscribers on the other', async () => {
    const received: string[] = [];
    let done!: () => void;
    const arrived = new Promise<void>((resolve) => (done = resolve));
    // Resolves once Redis confirmed the subscription, so the publish below cannot be missed.
    await b.app.kv.subscribe('chat:user:9', (m) => {
      received.push(m);
      done();
    });
    await a.app.kv.publish('chat:user:9', JSON.stringify({ from: 6, content: 'hi' }));
    await arrived;
    expect(received).toEqual(['{"from":6,"content":"hi"}']);
  });
});
