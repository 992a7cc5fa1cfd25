import type { i18n as I18n } from 'i18next';
import accounts from './accounts.ts';
import audit from './audit.ts';
import content from './content.ts';
import dashboards from './dashboards.ts';
import freights from './freights.ts';
import goods from './goods.ts';
import orders from './orders.ts';
import points from './points.ts';
import promotions from './promotions.ts';
import sellerFinance from './seller-finance.ts';
import stores from './stores.ts';
import system from './system.ts';
import type { ResourceGroup, ResourceLabels } from './types.ts';

export type { ResourceGroup, ResourceLabels } from './types.ts';

export const BACKOFFICE_GROUPS: readonly ResourceGroup[] = [
  accounts,
  system,
  content,
  goods,
  stores,
  orders,
  freights,
  audit,
  promotions,
  sellerFinance,
  points,
  dashboards,
];

/** All groups merged per language. */
export function backOfficeLabels(lang: 'zh-cn' | 'en'): ResourceLabels {
  return Object.assign({}, ...BACKOFFICE_GROUPS.map((g) => g[lang])) as ResourceLabels;
}

/**
 * Adds the back-office resource labels under `resources` to an initialised i18next instance.
 *
 * @example initI18n(); addBackOfficeResources(i18n);
 */
export function addBackOfficeResources(i18n: I18n): void {
  for (const lang of ['zh-cn', 'en'] as const) {
    i18n.addResourceBundle(lang, 'translation', { resources: backOfficeLabels(lang) }, true, true);
  }
}
