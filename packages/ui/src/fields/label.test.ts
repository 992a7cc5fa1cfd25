import { describe, expect, it } from 'vitest';
import { i18n } from '@shop/i18n';
import { humanizeFieldName, resolveFieldLabel, translateMaybe, type Translator } from './label.ts';

function translator(messages: Record<string, string>): Translator {
  return { exists: (key) => key in messages, t: (key) => messages[key] ?? key };
}

describe('resolveFieldLabel', () => {
  const tr = translator({
    'resources.articles.fields.title': '文章标题',
    'fields.names.created_at': '创建时间',
    'table.custom': '自定义',
  });

  it('translates an explicit label that is a key', () => {
    expect(resolveFieldLabel({ value: 'x', label: 'table.custom' }, 'articles', tr)).toBe('自定义');
  });

  it('shows an explicit label that is not a key as written', () => {
    expect(resolveFieldLabel({ value: 'x', label: 'Literal' }, 'articles', tr)).toBe('Literal');
  });

  it('uses resources.<resource>.fields.<value> by convention', () => {
    expect(resolveFieldLabel({ value: 'title' }, 'articles', tr)).toBe('文章标题');
  });

  it('falls back to the shared field names, then to a readable field name', () => {
    expect(resolveFieldLabel({ value: 'created_at' }, 'articles', tr)).toBe('创建时间');
    expect(resolveFieldLabel({ value: 'goods_name' }, 'articles', tr)).toBe('Goods name');
    expect(resolveFieldLabel({ value: 'title' }, undefined, tr)).toBe('Title');
  });

  it('works against the real resources (shared names exist in both languages)', async () => {
    const real: Translator = { exists: (k) => i18n.exists(k), t: (k) => (i18n.t as unknown as (key: string) => string)(k) };
    await i18n.changeLanguage('zh-cn');
    expect(resolveFieldLabel({ value: 'created_at' }, 'nothing', real)).toBe('创建时间');
    await i18n.changeLanguage('en');
    expect(resolveFieldLabel({ value: 'created_at' }, 'nothing', real)).toBe('Created at');
    await i18n.changeLanguage('zh-cn');
  });
});

describe('humanizeFieldName', () => {
  it.each([
    ['goods_name', 'Goods name'],
    ['isOpen', 'Is open'],
    ['store.name', 'Store name'],
    ['id', 'Id'],
    ['', ''],
  ])('%s → %s', (field, expected) => {
    expect(humanizeFieldName(field)).toBe(expected);
  });
});

describe('translateMaybe', () => {
  it('translates keys and passes literals through', () => {
    const tr = translator({ 'fields.yes': '是' });
    expect(translateMaybe('fields.yes', tr)).toBe('是');
    expect(translateMaybe('Open', tr)).toBe('Open');
  });
});
