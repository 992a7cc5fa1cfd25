// An administrator signs in at /Admin/login: the page's proof-of-work challenge is solved by its widget without
// anything to drag or see (the widget announces "verified" by itself); a wrong password is refused with the
// server's message and a fresh challenge is solved for the next try; the right one, sent with Enter from the
// keyboard, passes. The admin lands in the console with their nickname shown, switches the interface to English
// (no Chinese left in the header or the menu), signs out and is back at the login page.
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { fill, signOut } from '../lib/forms.mjs';

export const name = 'admin signs in, switches to English, signs out';

/** Waits until the challenge widget says it verified (its state is text a screen reader hears too). */
async function widgetVerified(page) {
  await visible(page.getByTestId('login-challenge'), 'the sign-in challenge widget');
  await page
    .getByTestId('login-challenge')
    .getByText(/验证通过|Verified/)
    .first()
    .waitFor({ timeout: 30_000 });
}

export default async function adminLogin({ page }) {
  await page.goto('/Admin/login');
  await visible(page.getByTestId('login-username'), 'the Admin login form');
  // Solved while the page is open, before anything is typed.
  await widgetVerified(page);
  const checkbox = page.getByTestId('login-challenge').getByRole('checkbox').first();
  assert.ok(await checkbox.count(), 'the widget has a checkbox a keyboard or screen reader reaches');
  assert.ok(
    (await checkbox.getAttribute('aria-label')) || (await checkbox.evaluate((el) => !!el.labels?.length)),
    'the widget checkbox is labelled',
  );

  await fill(page.getByTestId('login-username'), 'admin');
  await fill(page.getByTestId('login-password'), 'not-the-password');
  await page.getByTestId('login-submit').first().click();
  await page
    .getByText(/账号或密码错误|Account or password error/)
    .first()
    .waitFor({ timeout: 15_000 });
  assert.equal(new URL(page.url()).pathname, '/Admin/login', 'a wrong password keeps the admin on the login page');
  await widgetVerified(page);

  await fill(page.getByTestId('login-password'), '123456');
  const password = page.getByTestId('login-password').first();
  const tag = await password.evaluate((node) => node.tagName.toLowerCase());
  await (tag === 'input' ? password : password.locator('input').first()).press('Enter');
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
