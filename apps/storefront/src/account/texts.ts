/**
 * Imported for its effect by the account pages' frames (`AccountShell`, `AuthCard`): adds the `account` and
 * `storeApply` texts, which stay out of the home page's bundle, as soon as an account page's chunk loads.
 */
import { initI18n } from '@shop/i18n';
import { addAccountResources } from '@shop/i18n/locales/storefront/account';

addAccountResources(initI18n());
