import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SYNONYMS } from '@shop/contract/search-synonyms';
import { testApp } from './helper.ts';

/**
 * The search's synonyms are the `search` site setting, which the Admin edits (docs/search.md): the server checks the
 * text, and a saved change shows in the very next search, cached lists included.
 */
const t = await testApp();
let admin = '';

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
});

const names = async (keywords: string) => {
  const params = Buffer.from(JSON.stringify({ keywords: encodeURIComponent(keywords) })).toString('base64');
  const r = await t.call<{ data: { goods_name: string }[] }>('GET', '/api/goods', { query: { params, per_page: 100 } });
  expect(r.code).toBe(200);
  return r.data.data.map((g) => g.goods_name);
};
const save = (synonyms: string, headers: Record<string, string> = {}) =>
  t.call('PUT', '/api/Admin/configs/update', { token: admin, body: { search: { synonyms } }, headers });
const stored = async () =>
  (await t.call<{ synonyms: string }>('GET', '/api/Admin/configs', { token: admin, query: { name: 'search' } })).data;

describe('the search synonyms setting', () => {
  it('starts with the default list, which the search uses', async () => {
    expect(await stored()).toEqual({ synonyms: DEFAULT_SYNONYMS });
    // No demo goods says "earphones"; 耳机 = headphone = earphone.
    const found = await names('earphones');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((n) => n.includes('Headphones'))).toBe(true);
  });

  it('takes an edit at once, though the search before it was cached', async () => {
    expect(await names('zorblax')).toEqual([]);
    const r = await save(`${DEFAULT_SYNONYMS}\nzorblax = 茶叶`);
    expect(r.code, r.msg).toBe(200);
    const teas = await names('zorblax');
    expect(teas.length).toBe(6);
    expect(teas.every((n) => n.endsWith(' Tea'))).toBe(true);
    // Removing a group removes what it found: without 耳机 = earphone, no goods says earphones.
    expect((await save(DEFAULT_SYNONYMS.replace(/^耳机 .*$/m, ''))).code).toBe(200);
    expect(await names('earphones')).toEqual([]);
    expect((await save('')).code).toBe(200);
    expect(await names('zorblax')).toEqual([]);
    expect((await save(DEFAULT_SYNONYMS)).code).toBe(200);
  });

  it('refuses a bad line, naming it, and changes nothing', async () => {
    const before = await names('earphones');
    for (const [text, zh, en] of [
      ['手机 = phone\n耳机', '同义词第 2 行：至少要有两个不同的词，用 = 分隔.', 'at least two different words'],
      ['手机 = phone\n\ncell phone = 手机', '同义词第 3 行：每个词只能由汉字', 'each word is either Chinese'],
      [`a = ${'b'.repeat(21)}`, '同义词第 1 行：每个词最多 20 个字.', 'at most 20 characters'],
      [Array.from({ length: 13 }, (_, i) => `w${i}`).join(' = '), '一行最多 12 个词', 'at most 12 words'],
    ] as const) {
      const r = await save(text);
      expect([r.code, r.msg.includes(zh)], r.msg).toEqual([422, true]);
      const english = await save(text, { 'accept-language': 'en' });
      expect(english.msg).toContain(en);
    }
    // A group of settings, not a word: refused too.
    const bad = await t.call('PUT', '/api/Admin/configs/update', {
      token: admin,
      body: { search: { synonyms: { a: 'b' } } },
    });
    expect(bad.code).toBe(422);
    expect(await stored()).toEqual({ synonyms: DEFAULT_SYNONYMS });
    expect(await names('earphones')).toEqual(before);
  });
});
