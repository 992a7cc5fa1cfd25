import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addBrowsePageResources, browsePagesEn, browsePagesZhCn } from './browse-pages.ts';
import { browseZhCn } from './browse-zh-cn.ts';
import { expectSameTexts } from '../../testing/locale-texts.ts';

describe('browsing page texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    expectSameTexts(browsePagesZhCn, browsePagesEn);
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
