import { describe, expect, it } from 'vitest';
import { shoppingEn, shoppingZhCn } from './shopping.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('shopping texts', () => {
  it('have the same keys in both languages, the same placeholders, and no empty or untranslated text', () => {
    const zh = leaves(shoppingZhCn);
    const en = leaves(shoppingEn);
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(text), key).toBe(false);
      const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(names(text), key).toEqual(names(zh.get(key)!));
    }
  });
});
