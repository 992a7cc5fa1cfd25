/** Languages the interface is available in; `zh-cn` is the default and the fallback. */
export const LANGUAGES = ['zh-cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-cn';

/** localStorage item holding the chosen language. */
export const LANGUAGE_KEY = 'language';

/** The minimal slice of `Storage` the detection needs, so tests can pass a plain object. */
export interface LanguageStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Maps any language tag to one we support: anything containing `zh` or `cn` is zh-cn, anything starting
 * with `en` is en, everything else (and nothing) falls back to zh-cn.
 */
export function normalizeLanguage(tag: string | null | undefined): Language {
  const lower = (tag ?? '').trim().toLowerCase();
  if (!lower) return DEFAULT_LANGUAGE;
  if (lower.includes('zh') || lower.includes('cn')) return 'zh-cn';
  if (lower.startsWith('en')) return 'en';
  return DEFAULT_LANGUAGE;
}

/**
 * The stored setting `language` wins; otherwise the browser language; otherwise zh-cn.
 *
 * @example detectLanguage(localStorage, navigator.language) // 'en' for a stored 'en' or for 'en-US'
 */
export function detectLanguage(
  storage: Pick<LanguageStorage, 'getItem'> | undefined = defaultStorage(),
  browserLanguage: string | undefined = defaultBrowserLanguage(),
): Language {
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
