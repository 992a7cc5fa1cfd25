// An administrator signs in at /Admin/login, lands in the console with their nickname shown, switches the
// interface to English (no Chinese left in the header or the menu), signs out and is back at the login page.
import { atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { signIn, signOut } from '../lib/forms.mjs';

export const name = 'admin signs in, switches to English, signs out';

export default async function adminLogin({ page }) {
  await page.goto('/Admin/login');
  await visible(page.getByTestId('login-username'), 'the Admin login form');

  await signIn(page, { username: 'admin', password: '123456' });
  await visible(page.getByTestId('console'), 'the Admin console after signing in');
  await textOf(page.getByTestId('console-nickname'), "the admin's nickname in the console header");

  await page.getByTestId('console').getByTestId('lang-switch').first().click();
  // The header and the side menu, minus what is data rather than interface (the nickname and its avatar
  // initial) and the switch itself, which names the other language in that language.
  await noChinese(async () => {
    const text = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="console"]');
      const parts = root ? [...root.querySelectorAll('header, aside, [data-testid="console-side"]')] : [];
      if (parts.length === 0) return null;
      return parts
        .map((part) => {
          const copy = part.cloneNode(true);
          copy
            .querySelectorAll(
              '[data-testid="console-nickname"], [data-testid="lang-switch"], [data-testid="console-avatar"], .console-avatar',
            )
            .forEach((n) => n.remove());
          return copy.textContent ?? '';
        })
        .join(' ');
    });
    if (text === null) throw new Error('the console has no header or side menu to check');
    return text;
  }, 'the console header and menu');

  await signOut(page);
  await atPath(page, '/Admin/login');
  await visible(page.getByTestId('login-username'), 'the Admin login form after signing out');
}
