import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addBrowsePageResources, browsePagesEn, browsePagesZhCn } from './browse-pages.ts';
import { browseZhCn } from './browse-zh-cn.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('browsing page texts', () => {
  const zh = leaves(browsePagesZhCn);
  const en = leaves(browsePagesEn);

  it('have the same keys in both languages and no empty text', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, value] of [...zh, ...en]) expect(value.trim(), key).not.toBe('');
  });

  it('do not overlap the base tree sections they are merged beside', () => {
    for (const section of Object.keys(browsePagesZhCn)) expect(Object.keys(browseZhCn)).not.toContain(section);
  });

  it('are merged under browse for both languages, keeping the base texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      lowerCaseLng: true,
      resources: { 'zh-cn': { translation: { browse: browseZhCn } }, en: { translation: {} } },
    });
    addBrowsePageResources(i18n);
    expect(i18n.t('browse.goods.stock', { count: 3 })).toBe('3 in stock');
    await i18n.changeLanguage('zh-cn');
    expect(i18n.t('browse.stores.title')).toBe('店铺街');
    expect(i18n.t('browse.top.join')).toBe('商家入驻');
  });
});
