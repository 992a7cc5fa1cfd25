import { expect } from 'vitest';

/** A locale namespace: texts, nested by key. */
export type TextTree = { readonly [key: string]: string | TextTree };

/** Every text of `tree` by its dotted key (`pts.cashes.refused`). */
export function leaves(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * Asserts a namespace is complete in both languages: the same keys, no empty text in either, the same `{{names}}`
 * in each pair (a missing one would show raw or drop a value), and no Chinese left in the English texts.
 */
export function expectSameTexts(zhCn: TextTree, en: TextTree): void {
  const zh = leaves(zhCn);
  const english = leaves(en);
  expect([...english.keys()].sort()).toEqual([...zh.keys()].sort());
  for (const [key, text] of [...zh, ...english]) expect(text.trim(), key).not.toBe('');
  for (const [key, text] of english) {
    expect(/[\u4e00-\u9fff]/.test(text), key).toBe(false);
    expect(placeholders(text), key).toEqual(placeholders(zh.get(key)!));
  }
}
