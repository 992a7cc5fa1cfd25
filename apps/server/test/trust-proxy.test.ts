import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { testApp } from './helper.ts';

/**
 * TRUST_PROXY names the proxies the shop believes; a client never picks its own address by writing
 * X-Forwarded-For. The settings below go through loadConfig, as an operator's environment does.
 */
const LIMIT = 5;
const setting = (value: string) => loadConfig({ TRUST_PROXY: value } as NodeJS.ProcessEnv).trustProxy;

const oneHop = await testApp({ config: { rateLimitPerMinute: LIMIT, trustProxy: setting('1') } });
const listed = await testApp({ config: { rateLimitPerMinute: LIMIT, trustProxy: setting('10.0.0.0/8,127.0.0.1') } });

async function common(app: typeof oneHop.app, remoteAddress: string, forwardedFor?: string) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await app.inject({ method: 'GET', url: '/api/common', headers, remoteAddress });
  const body = JSON.parse(res.body) as { code: number; data: { ip?: string } };
  return { code: body.code, ip: body.data.ip };
}

describe('TRUST_PROXY in the environment', () => {
  it('reads a hop count, an address list, and "trust none" for unset, false and 0', () => {
    expect(setting('1')).toBe(1);
    expect(setting('2')).toBe(2);
    expect(setting('10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const none of ['', 'false', '0']) expect(setting(none)).toBe(false);
    expect(loadConfig({} as NodeJS.ProcessEnv).trustProxy).toBe(false);
  });

  it('refuses "true" with what to write instead', () => {
    expect(() => setting('true')).toThrow(
      /TRUST_PROXY: "true".*TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8,127\.0\.0\.1/,
    );
  });

  it('refuses what is neither a count nor an address or range', () => {
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'proxy.example.com', '1.2.3.4/8/8', '-1']) {
      expect(() => setting(bad), bad).toThrow(/TRUST_PROXY: /);
    }
  });
});

describe('TRUST_PROXY=1: the address the one proxy saw is the client', () => {
  it('takes the hop the proxy appended, not the first one the client wrote', async () => {
    expect(await common(oneHop.app, '10.0.0.5', '198.51.100.66, 203.0.113.9')).toMatchObject({ ip: '203.0.113.9' });
    expect(await common(oneHop.app, '10.0.0.5', '203.0.113.9')).toMatchObject({ ip: '203.0.113.9' });
  });

  it('rotating X-Forwarded-For from one client still reaches 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++) {
      codes.push((await common(oneHop.app, '10.0.0.5', `198.51.100.${i}, 203.0.113.20`)).code);
    }
    expect(codes.slice(0, LIMIT)).not.toContain(429);
    expect(codes.slice(LIMIT)).toEqual([429, 429, 429]);
    // Other clients behind the same proxy keep their own budgets.
    expect((await common(oneHop.app, '10.0.0.5', '203.0.113.21')).code).toBe(200);
  });
});

describe('TRUST_PROXY=10.0.0.0/8,127.0.0.1: only the listed proxies are believed', () => {
  it('believes X-Forwarded-For from a listed proxy', async () => {
    expect(await common(listed.app, '10.20.30.40', '203.0.113.30')).toMatchObject({ ip: '203.0.113.30' });
    expect(await common(listed.app, '127.0.0.1', '203.0.113.31')).toMatchObject({ ip: '203.0.113.31' });
  });

  it('ignores it from any other address, which then counts as itself', async () => {
    expect(await common(listed.app, '192.0.2.50', '203.0.113.32')).toMatchObject({ ip: '192.0.2.50' });
    const codes: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) codes.push((await common(listed.app, '192.0.2.51', `10.0.0.${i}`)).code);
    expect(codes.slice(LIMIT)).toEqual([429, 429]);
  });
});
