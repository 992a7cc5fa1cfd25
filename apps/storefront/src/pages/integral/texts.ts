/**
 * Imported for its effect by the points mall, withdrawal and referral pages: adds their texts (`pts.*`) when one
 * of those pages' chunk loads.
 */
import { initI18n } from '@shop/i18n';
import { addPointsResources } from '@shop/i18n/locales/storefront/points';

addPointsResources(initI18n());
