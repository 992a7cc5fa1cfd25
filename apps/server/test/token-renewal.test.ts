import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens } from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';

const t = await testApp();

/** Moves a token's expiry instead of waiting for the clock, so the test is exact under any load. */
async function expireIn(token: string, ms: number): Promise<void> {
  const hash = createHash('sha256').update(token).digest('hex');
  await t.database.db
    .update(accessTokens)
    .set({ expires_at: shanghaiTime(Date.now() + ms) })
    .where(eq(accessTokens.token_hash, hash));
}

describe('sliding sessions', () => {
  it('hands out a fresh token in the Authorization header once half the lifetime is used', async () => {
    const token = await t.login('home', '13800000000');
    const early = await t.call('POST', '/api/auth/info', { token });
    expect(early.headers.authorization).toBeUndefined();

    await expireIn(token, 3600_000); // one hour left of seven days: past half-life
    const late = await t.call('POST', '/api/auth/info', { token });
    expect(late.code).toBe(200);
    const header = String(late.headers.authorization ?? '');
    expect(header).toMatch(/^Bearer \S+$/);
    const fresh = header.slice(7);
    expect(fresh).not.toBe(token);
    expect((await t.call('POST', '/api/auth/info', { token: fresh })).code).toBe(200);

    await expireIn(token, -1000);
    expect((await t.call('POST', '/api/auth/info', { token })).code).toBe(401);
    expect((await t.call('POST', '/api/auth/info', { token: fresh })).code).toBe(200);
  });

  it('renews per area: a fresh Seller token still opens only the Seller area', async () => {
    const token = await t.login('seller', '18888888888');
    await expireIn(token, 1000);
    const r = await t.call('POST', '/api/Seller/auth/info', { token });
    const fresh = String(r.headers.authorization ?? '').slice(7);
    expect(fresh).toBeTruthy();
    expect((await t.call('POST', '/api/Seller/auth/info', { token: fresh })).code).toBe(200);
    expect((await t.call('POST', '/api/auth/info', { token: fresh })).code).toBe(401);
  });
});
