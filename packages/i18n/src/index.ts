import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
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
  LANGUAGE_QUERY,
  detectLanguage,
  isLanguage,
  languageFromQuery,
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

/** Base trees by language, as `initI18n({ resources })` takes them (`@shop/i18n/bundled` has both). */
export type LanguageResources = Partial<Record<Language, BaseMessages>>;

/**
 * Each language's base tree is a chunk of its own, so a page downloads the texts of the language it shows and
 * not the other one (the storefront home's size budget); `loadLanguage` fetches one when it is missing.
 */
const LOADERS: Record<Language, () => Promise<BaseMessages>> = {
  'zh-cn': () => import('./locales/zh-cn.ts').then((m) => m.default),
  en: () => import('./locales/en.ts').then((m) => m.default),
};

/**
 * Languages whose base tree the instance holds. Not `hasResourceBundle`: texts added by a page chunk (e.g. the
 * account pages') create a language's bundle without its base tree.
 */
const loaded = new Set<Language>();
const loading = new Map<Language, Promise<void>>();

/** The one i18next instance of an app; `initI18n()` initialises it, components use react-i18next. */
export const i18n: I18n = i18next.createInstance();

export interface InitI18nOptions {
  /** Force a language instead of detecting it (tests, server-side). */
  lng?: Language;
  storage?: LanguageStorage;
  browserLanguage?: string;
  /** Base trees available at once; others are loaded by `loadLanguage` / `setLanguage` / `startI18n`. */
  resources?: LanguageResources;
}

/**
 * Initialises the shared instance synchronously with the given trees and binds it to react-i18next. Calling it
 * again returns the same instance (adding any trees it did not hold yet). Texts are there at once only for the
 * languages in `resources`: an app that loads its language instead renders after `startI18n()`.
 *
 * @example initI18n({ resources: bundledResources }); // back offices: both languages bundled
 */
export function initI18n(options: InitI18nOptions = {}): I18n {
  if (i18n.isInitialized) {
    for (const [lng, tree] of Object.entries(options.resources ?? {})) addBaseTree(lng as Language, tree);
    return i18n;
  }
  const lng = options.lng ?? detectLanguage(options.storage ?? defaultStorage(), options.browserLanguage);
  const resources: Record<string, { translation: BaseMessages }> = {};
  for (const [code, tree] of Object.entries(options.resources ?? {})) {
    resources[code] = { translation: tree };
    loaded.add(code as Language);
  }
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

/**
 * Detects the language, loads its texts (only that language's) and initialises the instance with them; render
 * once it resolves so no raw key ever shows.
 *
 * @example await startI18n(); // storefront entry, before createRoot().render
 */
export async function startI18n(options: Omit<InitI18nOptions, 'resources'> = {}): Promise<I18n> {
  if (i18n.isInitialized) {
    await loadLanguage(getLanguage());
    return i18n;
  }
  const lng = options.lng ?? detectLanguage(options.storage ?? defaultStorage(), options.browserLanguage);
  const tree = await LOADERS[lng]();
  return initI18n({ ...options, lng, resources: { [lng]: tree } });
}

/** Makes sure the instance holds `lng`'s base tree, fetching its chunk once if it does not. */
export function loadLanguage(lng: Language): Promise<void> {
  if (!i18n.isInitialized) initI18n({ lng });
  if (loaded.has(lng)) return Promise.resolve();
  let pending = loading.get(lng);
  if (!pending) {
    pending = LOADERS[lng]()
      .then((tree) => addBaseTree(lng, tree))
      .finally(() => loading.delete(lng));
    loading.set(lng, pending);
  }
  return pending;
}

/** The language in use: the instance's when initialised, else what detection would pick. */
export function getLanguage(): Language {
  if (i18n.isInitialized && isLanguage(i18n.language)) return i18n.language;
  return detectLanguage();
}

/**
 * Switches the interface to `lng` once its texts are loaded (so a switch never shows raw keys) and stores the
 * choice under `language`. Rejects, leaving language and stored choice as they were, if the texts cannot load.
 */
export async function setLanguage(
  lng: Language,
  storage: LanguageStorage | undefined = defaultStorage(),
): Promise<void> {
  await loadLanguage(lng);
  try {
    storage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Not persisting is acceptable; the switch itself still happens.
  }
  syncDocumentLanguage(lng);
  await i18n.changeLanguage(lng);
}

/** Translates outside React (interceptors, thunks); answers the key itself until the language's texts are loaded. */
export function translate(key: MessageKey): string {
  if (!i18n.isInitialized) initI18n();
  return i18n.t(key);
}

function addBaseTree(lng: Language, tree: BaseMessages): void {
  if (loaded.has(lng)) return;
  // Deep merge: a page chunk may already have added its own sections to this language.
  i18n.addResourceBundle(lng, 'translation', tree, true, true);
  loaded.add(lng);
}

function syncDocumentLanguage(lng: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lng === 'zh-cn' ? 'zh-CN' : 'en';
}
