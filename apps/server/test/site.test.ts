import { describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';

const t = await testApp();

describe('storefront bootstrap', () => {
  it('answers the class tree, brands, public settings only, ip and cart count', async () => {
    const r = await t.call<{
      classes: { name: string; lev: number; children?: unknown[] }[];
      brands: unknown[];
      common: Record<string, unknown>;
      ip: string;
      cart: number;
    }>('GET', '/api/common');
    expect(r.code).toBe(200);
    expect(r.data.classes.length).toBeGreaterThan(0);
    expect(r.data.classes[0]!.lev).toBe(0);
    expect(r.data.classes[0]!.children?.length).toBeGreaterThan(0);
    expect(r.data.brands.length).toBeGreaterThan(0);
    expect(r.data.common.web_name).toBeTruthy();
    expect(typeof r.data.common.amap).toBe('object');
    for (const secret of ['pay', 'oauth', 'sms', 'upload', 'kuaibao', 'tel'])
      expect(r.data.common).not.toHaveProperty(secret);
    expect(r.data.ip).toBeTruthy();
    expect(r.data.cart).toBe(0);
  });

  it('cart_count is 0 signed out and for a token of another area', async () => {
    expect((await t.call('GET', '/api/cart_count')).data).toBe(0);
    const admin = await t.login('admin', 'admin');
    expect((await t.call('GET', '/api/cart_count', { token: admin })).data).toBe(0);
    const home = await t.login('home', '13800000000');
    expect((await t.call('GET', '/api/cart_count', { token: home })).code).toBe(200);
  });
});
