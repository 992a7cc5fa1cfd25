// Form helpers tolerant of component libraries that put a data-testid on a wrapper instead of the <input>.

/** Fills the input identified by `locator` (or the first input inside it). */
export async function fill(locator, value) {
  const el = locator.first();
  await el.waitFor({ state: 'visible' });
  const tag = await el.evaluate((node) => node.tagName.toLowerCase());
  const target = tag === 'input' || tag === 'textarea' ? el : el.locator('input, textarea').first();
  await target.fill(value);
}

/**
 * Moves the Admin login's slider handle with the keyboard, once the server's challenge has loaded: onto the gap,
 * or to `away(gap)` (in the challenge's units). Answers the gap's position.
 */
export async function slideTo(page, away) {
  const handle = page.locator('[data-testid="login-verify"][data-state="ready"]');
  await handle.waitFor({ state: 'visible', timeout: 15_000 });
  const target = Number(await handle.getAttribute('data-target'));
  const goal = away ? away(target) : target;
  await handle.focus();
  await handle.press('Home');
  for (let i = 0; i < Math.floor(goal / 10); i += 1) await handle.press('PageUp');
  for (let i = 0; i < goal % 10; i += 1) await handle.press('ArrowRight');
  await page
    .locator(`[data-testid="login-verify"][aria-valuenow="${goal}"]`)
    .waitFor({ state: 'attached', timeout: 5000 });
  return target;
}

/** Signs in on a back-office login page (`/Admin/login` or `/Seller/login`); on the Admin's, solves the slider. */
export async function signIn(page, { username, password }) {
  await fill(page.getByTestId('login-username'), username);
  await fill(page.getByTestId('login-password'), password);
  if (await page.getByTestId('login-verify').count()) await slideTo(page);
  await page.getByTestId('login-submit').first().click();
}

/** Signs out from a back-office console; the logout entry may sit in a menu opened by the nickname. */
export async function signOut(page) {
  const logout = page.getByTestId('console-logout').first();
  if (!(await logout.isVisible())) {
    await page.getByTestId('console-nickname').first().click();
    await logout.waitFor({ state: 'visible', timeout: 5000 });
  }
  await logout.click();
}
