/**
 * Imported for its effect by the buying and order pages: adds their texts (`shop.*`), kept out of the home page's
 * bundle, as soon as one of those pages' chunk loads.
 */
import { initI18n } from '@shop/i18n';
import { addShoppingResources } from '@shop/i18n/locales/storefront/shopping';

addShoppingResources(initI18n());
