// A store owner signs in at /Seller/login and lands in the seller console with their nickname shown.
import { textOf, visible } from '../lib/expect.mjs';
import { signIn } from '../lib/forms.mjs';

export const name = 'store owner signs in to the seller console';

export default async function sellerLogin({ page }) {
  await page.goto('/Seller/login');
  await visible(page.getByTestId('login-username'), 'the Seller login form');
  await signIn(page, { username: '18888888888', password: '123456' });
  await visible(page.getByTestId('console'), 'the Seller console after signing in');
  await textOf(page.getByTestId('console-nickname'), "the store owner's nickname in the console header");
}
