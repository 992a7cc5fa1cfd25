import { describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';

const t = await testApp({ config: { tokenTtlSeconds: 2 } });

describe('sliding sessions', () => {
  it('hands out a fresh token in the Authorization header once half the lifetime is used', async () => {
    const token = await t.login('home', '13800000000');
    const early = await t.call('POST', '/api/auth/info', { token });
    expect(early.headers.authorization).toBeUndefined();
    await new Promise((r) => setTimeout(r, 1200));
    const late = await t.call('POST', '/api/auth/info', { token });
    expect(late.code).toBe(200);
    const header = String(late.headers.authorization ?? '');
    expect(header).toMatch(/^Bearer \S+$/);
    const fresh = header.slice(7);
    expect(fresh).not.toBe(token);
    expect((await t.call('POST', '/api/auth/info', { token: fresh })).code).toBe(200);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await t.call('POST', '/api/auth/info', { token })).code).toBe(401);
  });
});
