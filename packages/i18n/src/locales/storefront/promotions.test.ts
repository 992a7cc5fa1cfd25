import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addPromotionResources, promotionsEn, promotionsZhCn } from './promotions.ts';
import { expectSameTexts } from '../../testing/locale-texts.ts';

describe('promotion texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    expectSameTexts(promotionsZhCn, promotionsEn);
  });

  it('are merged under promo for both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      lowerCaseLng: true,
      resources: { 'zh-cn': { translation: {} }, en: { translation: {} } },
    });
    addPromotionResources(i18n);
    expect(i18n.t('promo.seckill.left', { count: 3 })).toBe('3 left');
    await i18n.changeLanguage('zh-cn');
    expect(i18n.t('promo.seckill.left', { count: 3 })).toBe('剩余 3 件');
    expect(i18n.t('promo.coupon.threshold', { money: '100.00' })).toBe('满100.00可用');
  });
});
