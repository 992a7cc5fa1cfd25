import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addPointsResources, pointsEn, pointsZhCn } from './points.ts';
import { expectSameTexts } from '../../testing/locale-texts.ts';

describe('points, cashes and referral texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    expectSameTexts(pointsZhCn, pointsEn);
  });

  it('are merged under pts for both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      lowerCaseLng: true,
      resources: { 'zh-cn': { translation: {} }, en: { translation: {} } },
    });
    addPointsResources(i18n);
    expect(i18n.t('pts.unit', { points: 30 })).toBe('30 points');
    await i18n.changeLanguage('zh-cn');
    expect(i18n.t('pts.unit', { points: 30 })).toBe('30 积分');
    expect(i18n.t('pts.cashes.refused')).toBe('拒绝提现');
  });
});
