/**
 * Imported for its effect by the pages that show promotions (goods page, flash sales, group buys, my coupons):
 * adds their texts (`promo.*`), kept out of the home page's bundle, as soon as one of those pages' chunk loads.
 */
import { initI18n } from '@shop/i18n';
import { addPromotionResources } from '@shop/i18n/locales/storefront/promotions';

addPromotionResources(initI18n());
