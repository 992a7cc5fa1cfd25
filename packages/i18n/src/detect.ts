import { languageFromQuery, normalizeLanguage, type Language } from './languages.ts';

export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_QUERY,
  isLanguage,
  languageFromQuery,
  normalizeLanguage,
  type Language,
} from './languages.ts';

/** localStorage item holding the chosen language. */
export const LANGUAGE_KEY = 'language';

/** The minimal slice of `Storage` the detection needs, so tests can pass a plain object. */
export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * The address's `?lang=` wins (and is stored as the choice, so the next pages keep it: a shared or crawled
 * hreflang address opens in its language), then the stored setting `language`, then the browser language, then
 * zh-cn.
 *
 * @example detectLanguage(localStorage, navigator.language) // 'en' for a stored 'en' or for 'en-US'
 * @example detectLanguage(localStorage, 'zh-CN', '?lang=en') // 'en', and 'en' is stored
 */
export function detectLanguage(
  storage:
    (Pick<LanguageStorage, 'getItem'> & Partial<Pick<LanguageStorage, 'setItem'>>) | undefined = defaultStorage(),
  browserLanguage: string | undefined = defaultBrowserLanguage(),
  search: string | undefined = defaultSearch(),
): Language {
  const asked = languageFromQuery(search);
  if (asked) {
    try {
      storage?.setItem?.(LANGUAGE_KEY, asked);
    } catch {
      // Not persisting is acceptable: this page still opens in the language asked for.
    }
    return asked;
  }
  const stored = safeGet(storage);
  if (stored) return normalizeLanguage(stored);
  return normalizeLanguage(browserLanguage);
}

function safeGet(storage: Pick<LanguageStorage, 'getItem'> | undefined): string | null {
  try {
    return storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // Storage can throw when the browser forbids it (private mode, sandboxed frames).
    return null;
  }
}

export function defaultStorage(): LanguageStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function defaultBrowserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

function defaultSearch(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.search;
}
