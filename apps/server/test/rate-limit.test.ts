import { describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';

const LIMIT = 5;
const limited = await testApp({ config: { rateLimitPerMinute: LIMIT } });
const unlimited = await testApp({ config: { rateLimitPerMinute: 0 } });

/** One request from a given client address (inject's default is 127.0.0.1). */
async function hit(app: typeof limited.app, url: string, opts: { ip?: string; token?: string; lang?: string } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const res = await app.inject({ method: 'GET', url, headers, remoteAddress: opts.ip ?? '127.0.0.1' });
  const body = JSON.parse(res.body) as { code: number; msg: string; data: unknown };
  return { status: res.statusCode, headers: res.headers, ...body };
}

describe('rate limit per client on /api', () => {
  it('answers the 6th request of a minute with code 429, the qwshop message and the rate headers', async () => {
    const ip = '10.0.0.1';
    for (let i = 1; i <= LIMIT; i++) {
      const r = await hit(limited.app, '/api/is_login?provider=users', { ip });
      expect(r.code, `request ${i}`).not.toBe(429);
      expect(r.headers['x-ratelimit-limit']).toBe(String(LIMIT));
      expect(r.headers['x-ratelimit-remaining']).toBe(String(LIMIT - i));
    }
    const over = await hit(limited.app, '/api/is_login?provider=users', { ip });
    expect(over).toMatchObject({ status: 200, code: 429, msg: '您请求太频繁了，请休息一会', data: [] });
    expect(over.headers['x-ratelimit-remaining']).toBe('0');
    const retry = Number(over.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(Number(over.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000);

    const en = await hit(limited.app, '/api/is_login?provider=users', { ip, lang: 'en-GB,en;q=0.8' });
    expect(en).toMatchObject({ code: 429, msg: 'You are requesting too often, please rest a moment.' });
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < LIMIT + 1; i++) await hit(limited.app, '/api/is_login', { ip: '10.0.0.2' });
    expect((await hit(limited.app, '/api/is_login', { ip: '10.0.0.2' })).code).toBe(429);
    expect((await hit(limited.app, '/api/is_login', { ip: '10.0.0.3' })).code).not.toBe(429);
  });

  it('counts a signed-in account apart from its address', async () => {
    // The login itself is one anonymous request from 127.0.0.1.
    const token = await limited.login('home', '13800000000');
    for (let i = 1; i <= LIMIT; i++) {
      const r = await hit(limited.app, '/api/auth/info?provider=users', { token });
      expect(r.code, `request ${i}`).toBe(200);
    }
    expect((await hit(limited.app, '/api/auth/info?provider=users', { token })).code).toBe(429);
    // The same address without the token still has its own budget (1 used by the login).
    for (let i = 0; i < LIMIT - 1; i++) expect((await hit(limited.app, '/api/is_login')).code).not.toBe(429);
    expect((await hit(limited.app, '/api/is_login')).code).toBe(429);
    // And the account stays limited from any other address.
    expect((await hit(limited.app, '/api/auth/info?provider=users', { token, ip: '10.9.9.9' })).code).toBe(429);
  });

  it('counts sign-in attempts per address, whatever token comes with them', async () => {
    const tokens: string[] = [];
    for (const i of [1, 2, 3]) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username: `rotating${i}`, password: 'goodpass' },
        remoteAddress: `10.0.1.${i}`,
      });
      tokens.push((JSON.parse(res.body) as { data: { access_token: string } }).data.access_token);
    }
    const attempt = (token: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: '13800000000', password: 'wrong-one', provider: 'users' },
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '10.0.1.9',
      });
    // Three accounts would bring three budgets if the token chose the counter.
    for (let i = 0; i < LIMIT; i++) {
      const body = JSON.parse((await attempt(tokens[i % 3]!)).body) as { code: number };
      expect(body.code, `attempt ${i + 1}`).not.toBe(429);
    }
    expect((JSON.parse((await attempt(tokens[2]!)).body) as { code: number }).code).toBe(429);
    // The accounts' own budgets were not spent by those attempts.
    expect((await hit(limited.app, '/api/auth/info?provider=users', { token: tokens[0] })).code).toBe(200);
  });

  it('never limits health checks and the API docs', async () => {
    const ip = '10.0.0.4';
    for (let i = 0; i < LIMIT * 3; i++) {
      for (const url of ['/api/health', '/health', '/api/docs/json']) {
        const res = await limited.app.inject({ method: 'GET', url, remoteAddress: ip });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      }
    }
    expect((await hit(limited.app, '/api/is_login', { ip })).code).not.toBe(429);
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await hit(unlimited.app, '/api/is_login', { ip: '10.0.0.5' });
      expect(r.code).not.toBe(429);
      expect(r.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
