// An administrator signs in at /Admin/login: the mouse drags the slider's handle onto the gap the server drew; a
// handle left away from the gap is refused with a message and a fresh challenge; on the gap (by keyboard) it
// passes. The admin lands in the console with their nickname shown, switches the interface to English (no
// Chinese left in the header or the menu), signs out and is back at the login page.
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { fill, signIn, signOut, slideTo } from '../lib/forms.mjs';

export const name = 'admin signs in, switches to English, signs out';

/** Drags the slider's handle with the mouse until its middle is over the gap's middle; answers the gap position. */
async function dragOntoGap(page) {
  const handle = page.locator('[data-testid="login-verify"][data-state="ready"]');
  await handle.waitFor({ state: 'visible', timeout: 15_000 });
  const from = await handle.boundingBox();
  const gap = await page.getByTestId('login-verify-gap').boundingBox();
  assert.ok(from && gap, 'the slider shows its handle and the gap');
  const y = from.y + from.height / 2;
  await page.mouse.move(from.x + from.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(gap.x + gap.width / 2, y, { steps: 12 });
  await page.mouse.up();
  return Number(await handle.getAttribute('data-target'));
}

export default async function adminLogin({ page }) {
  await page.goto('/Admin/login');
  await visible(page.getByTestId('login-username'), 'the Admin login form');

  await fill(page.getByTestId('login-username'), 'admin');
  await fill(page.getByTestId('login-password'), '123456');
  const target = await dragOntoGap(page);
  const dropped = Number(await page.getByTestId('login-verify').getAttribute('aria-valuenow'));
  assert.ok(Math.abs(dropped - target) <= 1, `the handle dropped on the gap at ${target} reports ${dropped}`);
  await slideTo(page, (gap) => (gap > 50 ? gap - 20 : gap + 20));
  await page.getByTestId('login-submit').first().click();
  await page
    .getByText(/滑块未对准缺口|did not stop at the gap/)
    .first()
    .waitFor({ timeout: 10_000 });
  await page
    .locator('[data-testid="login-verify"][data-state="ready"][aria-valuenow="0"]')
    .waitFor({ timeout: 10_000 });
  assert.equal(new URL(page.url()).pathname, '/Admin/login', 'a missed gap keeps the admin on the login page');

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
