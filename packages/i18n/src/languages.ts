/**
 * The languages and the rules that read them, without the browser: the server reads addresses and
 * Accept-Language headers with them too (apps/server public-address.ts).
 */

/** Languages the interface is available in; `zh-cn` is the default and the fallback. */
export const LANGUAGES = ['zh-cn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-cn';

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

/** The query parameter that opens a page in a language (`?lang=en`), as the server's hreflang addresses write it. */
export const LANGUAGE_QUERY = 'lang';

/**
 * The language an address asks for with `?lang=en` or `?lang=zh-cn` (any case), or undefined; any other value
 * asks for nothing. The server reads it with the same rule to write the page's head in that language.
 *
 * @example languageFromQuery('?lang=en&page=2') // 'en'
 */
export function languageFromQuery(search: string | URLSearchParams | undefined): Language | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const asked = params?.get(LANGUAGE_QUERY)?.trim().toLowerCase();
  return isLanguage(asked) ? asked : undefined;
}
