import { describe, expect, it } from 'vitest';
import zhCn from './locales/zh-cn.ts';
import en from './locales/en.ts';
import { LANGUAGE_KEY, detectLanguage, normalizeLanguage, type LanguageStorage } from './detect.ts';
import { getLanguage, i18n, setLanguage, startI18n } from './index.ts';
import { leaves } from './testing/locale-texts.ts';

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('resources', () => {
  const zh = leaves(zhCn);
  const eng = leaves(en);

  it('have exactly the same key tree in both languages', () => {
    expect([...eng.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it('have no empty values', () => {
    for (const [key, value] of [...zh, ...eng]) expect(value.trim(), key).not.toBe('');
  });

  it('carry the original product’s messages word for word', () => {
    expect(zh.get('messages.tooFrequent')).toBe('您请求太频繁了，请休息一会');
    expect(eng.get('messages.tooFrequent')).toBe('You are requesting too often, please rest a moment.');
    expect(eng.get('messages.selectFirst')).toBe('Please select the operation data first.');
    expect(zh.get('messages.selectFirst')).toBe('请先选择操作数据。');
    expect(eng.get('messages.deleteConfirm')).toBe('Are you sure you want to delete the selected data?');
    expect(eng.get('messages.subNotAllowBuy')).toBe(
      'Sub-accounts are not allowed to use the platform purchase function.',
    );
    expect(eng.get('menu.emptyMenus')).toBe('empty menus');
    expect(eng.get('menu.menuName')).toBe('Menu Name');
  });
});

describe('detectLanguage', () => {
  it('prefers the stored setting', () => {
    expect(detectLanguage(memoryStorage({ [LANGUAGE_KEY]: 'en' }), 'zh-CN')).toBe('en');
    expect(detectLanguage(memoryStorage({ [LANGUAGE_KEY]: 'zh-cn' }), 'en-US')).toBe('zh-cn');
  });

  it('maps browser languages containing zh or cn to zh-cn', () => {
    expect(detectLanguage(memoryStorage(), 'zh-TW')).toBe('zh-cn');
    expect(detectLanguage(memoryStorage(), 'zh')).toBe('zh-cn');
    expect(detectLanguage(memoryStorage(), 'en-CN')).toBe('zh-cn');
  });

  it('maps browser languages starting with en to en', () => {
    expect(detectLanguage(memoryStorage(), 'en-US')).toBe('en');
    expect(detectLanguage(memoryStorage(), 'EN')).toBe('en');
  });

  it('falls back to zh-cn', () => {
    expect(detectLanguage(memoryStorage(), undefined)).toBe('zh-cn');
    expect(detectLanguage(undefined, undefined)).toBe('zh-cn');
    expect(detectLanguage(memoryStorage(), 'fr-FR')).toBe('zh-cn');
    expect(normalizeLanguage('')).toBe('zh-cn');
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(detectLanguage(throwing, 'en-GB')).toBe('en');
  });
});

describe('instance', () => {
  it('starts with the detected language only, and setLanguage loads the other before switching', async () => {
    const storage = memoryStorage();
    await startI18n({ storage, browserLanguage: 'en-US' });
    expect(i18n.language).toBe('en');
    expect(getLanguage()).toBe('en');
    expect(i18n.t('messages.tooFrequent')).toBe('You are requesting too often, please rest a moment.');
    expect(i18n.hasResourceBundle('zh-cn', 'translation')).toBe(false);

    // A page chunk adds its own texts for both languages before zh-cn's base tree is loaded.
    i18n.addResourceBundle('zh-cn', 'translation', { extra: { added: '附加' } }, true, true);

    const switching = setLanguage('zh-cn', storage);
    // Nothing changes until the zh-cn texts are in: no raw keys on screen meanwhile.
    expect(i18n.language).toBe('en');
    await switching;
    expect(storage.data[LANGUAGE_KEY]).toBe('zh-cn');
    expect(getLanguage()).toBe('zh-cn');
    expect(i18n.t('messages.tooFrequent')).toBe('您请求太频繁了，请休息一会');
    expect(i18n.getResource('zh-cn', 'translation', 'extra.added')).toBe('附加');

    await setLanguage('en', storage);
    expect(i18n.t('messages.tooFrequent')).toBe('You are requesting too often, please rest a moment.');
  });
});
