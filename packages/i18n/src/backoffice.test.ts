import { describe, expect, it } from 'vitest';
import { BACKOFFICE_GROUPS } from './backoffice/index.ts';

const leaves = (o: unknown, p = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => leaves(v, p ? `${p}.${k}` : k))
    : [p];

describe('back-office resource labels', () => {
  it('every group has the same keys in both languages and no empty text', () => {
    for (const g of BACKOFFICE_GROUPS) {
      expect(leaves(g.en).sort()).toEqual(leaves(g['zh-cn']).sort());
      for (const lang of ['zh-cn', 'en'] as const) {
        for (const key of leaves(g[lang])) {
          const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], g[lang]);
          expect(typeof value === 'string' && value.trim() !== '', `${lang} ${key}`).toBe(true);
        }
      }
    }
  });

  it('English labels carry no Chinese characters', () => {
    for (const g of BACKOFFICE_GROUPS) for (const key of leaves(g.en)) expect(key + JSON.stringify(g.en)).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
