import zhCn from './locales/zh-cn.ts';
import en from './locales/en.ts';
import type { Language } from './detect.ts';
import type { BaseMessages } from './locales/types.ts';

/**
 * Both languages' base trees in the bundle, for apps where the second tree costs nothing that matters (the back
 * offices, stories, tests): `initI18n({ resources: bundledResources })` is ready at once and switches language
 * without loading anything. The storefront loads only the language it shows instead (`startI18n`).
 */
export const bundledResources: Record<Language, BaseMessages> = { 'zh-cn': zhCn, en };
