import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { accountEn, accountZhCn, addAccountResources, storeApplyEn, storeApplyZhCn } from './account.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('account and store-application texts', () => {
  const zh = leaves({ account: accountZhCn, storeApply: storeApplyZhCn });
  const en = leaves({ account: accountEn, storeApply: storeApplyEn });

  it('have the same keys in both languages and no empty text', () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, value] of [...zh, ...en]) expect(value.trim(), key).not.toBe('');
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
