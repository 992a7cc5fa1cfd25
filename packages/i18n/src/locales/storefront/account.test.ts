import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { accountEn, accountZhCn, addAccountResources, storeApplyEn, storeApplyZhCn } from './account.ts';
import { expectSameTexts } from '../../testing/locale-texts.ts';

describe('account and store-application texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    expectSameTexts(
      { account: accountZhCn, storeApply: storeApplyZhCn },
      { account: accountEn, storeApply: storeApplyEn },
    );
  });

  it('are added to an instance for both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      lowerCaseLng: true,
      resources: { 'zh-cn': { translation: {} }, en: { translation: {} } },
    });
    addAccountResources(i18n);
    expect(i18n.t('account.sms.seconds', { n: 42 })).toBe('Resend in 42s');
    await i18n.changeLanguage('zh-cn');
    expect(i18n.t('storeApply.step1.next')).toBe('同意协议，下一步');
  });
});
