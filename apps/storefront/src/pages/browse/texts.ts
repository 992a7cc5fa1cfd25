/**
 * Imported for its effect by the browsing pages (search, goods, store street, store page): adds their texts,
 * which stay out of the home page's bundle, as soon as one of those pages' chunk loads.
 */
import { initI18n } from '@shop/i18n';
import { addBrowsePageResources } from '@shop/i18n/locales/storefront/browse-pages';

addBrowsePageResources(initI18n());
