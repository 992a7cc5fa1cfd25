import { describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, detectLanguage, languageFromQuery, type LanguageStorage } from './detect.ts';

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

// The server's hreflang alternates are the page's address with ?lang=zh-cn or ?lang=en: opening one must show the
// page in that language whatever the visitor chose before or the browser prefers.
describe('the address asks for a language', () => {
  it('wins over the stored choice and the browser, and is stored as the choice', () => {
    const storage = memoryStorage({ [LANGUAGE_KEY]: 'zh-cn' });
    expect(detectLanguage(storage, 'zh-CN', '?lang=en')).toBe('en');
    expect(storage.data[LANGUAGE_KEY]).toBe('en');
    // The next page, without the parameter, keeps it.
    expect(detectLanguage(storage, 'zh-CN', '')).toBe('en');

    expect(detectLanguage(storage, 'en-US', '?page=2&lang=zh-cn')).toBe('zh-cn');
    expect(storage.data[LANGUAGE_KEY]).toBe('zh-cn');
  });

  it('reads en and zh-cn in any case, and nothing else', () => {
    expect(languageFromQuery('?lang=EN')).toBe('en');
    expect(languageFromQuery('lang=zh-CN')).toBe('zh-cn');
    expect(languageFromQuery(new URLSearchParams('lang=en'))).toBe('en');
    for (const search of ['', '?lang=', '?lang=fr', '?lang=zh', '?language=en', '?lang=en-US']) {
      expect(languageFromQuery(search), search).toBeUndefined();
    }
    const storage = memoryStorage();
    expect(detectLanguage(storage, 'en-GB', '?lang=fr')).toBe('en');
    expect(storage.data[LANGUAGE_KEY]).toBeUndefined();
  });

  it('still applies when the storage cannot be written', () => {
    const readOnly = {
      getItem: () => 'zh-cn',
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(detectLanguage(readOnly, 'zh-CN', '?lang=en')).toBe('en');
    expect(detectLanguage({ getItem: () => null }, 'zh-CN', '?lang=en')).toBe('en');
  });
});
