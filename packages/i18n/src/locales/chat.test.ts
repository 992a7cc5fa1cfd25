import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addChatResources, chatEn, chatZhCn } from './chat.ts';

describe('chat texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    const zh = Object.entries(chatZhCn);
    const english = new Map(Object.entries(chatEn));
    expect(Object.keys(chatEn).sort()).toEqual(Object.keys(chatZhCn).sort());
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of zh) {
      const en = english.get(key) ?? '';
      expect(en.trim(), key).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(en), key).toBe(false);
      expect(names(en), key).toEqual(names(text));
    }
  });

  it('are merged under chat for both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      lowerCaseLng: true,
      resources: { 'zh-cn': { translation: {} }, en: { translation: {} } },
    });
    addChatResources(i18n);
    expect(i18n.t('chat.unread', { count: 3 })).toBe('3 unread');
    await i18n.changeLanguage('zh-cn');
    expect(i18n.t('chat.contact')).toBe('联系客服');
  });
});
