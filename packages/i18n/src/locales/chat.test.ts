import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addChatResources, chatEn, chatZhCn } from './chat.ts';
import { expectSameTexts } from '../testing/locale-texts.ts';

describe('chat texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    expectSameTexts(chatZhCn, chatEn);
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
