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
 * Signs in on a back-office login page (`/Admin/login` or `/Seller/login`). The Admin's challenge needs nothing from
 * the person: its widget solves it, and the submit waits for the solution.
 */
export async function signIn(page, { username, password }) {
  await fill(page.getByTestId('login-username'), username);
  await fill(page.getByTestId('login-password'), password);
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
