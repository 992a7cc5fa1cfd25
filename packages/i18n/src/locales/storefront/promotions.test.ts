import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addPromotionResources, promotionsEn, promotionsZhCn } from './promotions.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('promotion texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    const zh = leaves(promotionsZhCn);
    const en = leaves(promotionsEn);
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(text), key).toBe(false);
      expect(names(text), key).toEqual(names(zh.get(key)!));
    }
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
