import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCn from './locales/zh-cn.ts';
import en from './locales/en.ts';
import type { BaseMessages, MessageKey, Messages } from './locales/types.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_KEY,
  defaultStorage,
  detectLanguage,
  isLanguage,
  type Language,
  type LanguageStorage,
} from './detect.ts';

export type { BaseMessages, Messages, MessageKey } from './locales/types.ts';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_KEY,
  detectLanguage,
  isLanguage,
  normalizeLanguage,
  type Language,
  type LanguageStorage,
} from './detect.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** Both resource trees, keyed by language. */
export const resources = {
  'zh-cn': { translation: zhCn },
  en: { translation: en },
} satisfies Record<Language, { translation: BaseMessages }>;

/** The one i18next instance of an app; `initI18n()` initialises it, components use react-i18next. */
export const i18n: I18n = i18next.createInstance();

export interface InitI18nOptions {
  /** Force a language instead of detecting it (tests, server-side). */
  lng?: Language;
  storage?: LanguageStorage;
  browserLanguage?: string;
}

/**
 * Initialises the shared instance synchronously (resources are bundled) and binds it to react-i18next.
 * Calling it again is harmless and returns the same instance.
 *
 * @example initI18n(); // in each app entry, before rendering
 */
export function initI18n(options: InitI18nOptions = {}): I18n {
  if (i18n.isInitialized) return i18n;
  const lng = options.lng ?? detectLanguage(options.storage ?? defaultStorage(), options.browserLanguage);
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['zh-cn', 'en'],
    lowerCaseLng: true,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  syncDocumentLanguage(lng);
  return i18n;
}

/** The language in use: the instance's when initialised, else what detection would pick. */
export function getLanguage(): Language {
  if (i18n.isInitialized && isLanguage(i18n.language)) return i18n.language;
  return detectLanguage();
}

/** Stores the choice under `language` and switches the interface to it. */
export function setLanguage(lng: Language, storage: LanguageStorage | undefined = defaultStorage()): Promise<unknown> {
  try {
    storage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Not persisting is acceptable; the switch itself still happens.
  }
  syncDocumentLanguage(lng);
  if (!i18n.isInitialized) {
    initI18n({ lng });
    return Promise.resolve();
  }
  return i18n.changeLanguage(lng);
}

/** Translates outside React (interceptors, thunks); falls back to zh-cn text before init. */
export function translate(key: MessageKey): string {
  if (!i18n.isInitialized) initI18n();
  return i18n.t(key);
}

function syncDocumentLanguage(lng: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng === 'zh-cn' ? 'zh-CN' : 'en';
}
