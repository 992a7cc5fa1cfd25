import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { addPointsResources, pointsEn, pointsZhCn } from './points.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('points, cashes and referral texts', () => {
  it('have the same keys and placeholders in both languages, and no empty or untranslated text', () => {
    const zh = leaves(pointsZhCn);
    const en = leaves(pointsEn);
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('');
      expect(/[\u4e00-\u9fff]/.test(text), key).toBe(false);
      expect(names(text), key).toEqual(names(zh.get(key)!));
    }
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
