// A store owner manages staff: signs in at /Seller/login, creates a role with two menus (Goods List and
// Sub-accounts) in the role editor, creates a sub-account with that role, edits it and views it. The
// sub-account then signs in: its console shows only the role's menus, and the Sub-accounts page its role
// grants lists the store's staff (the server holds staff to their role's menus). The owner signs in again,
// deletes the sub-account and then the role.
import { assert, atPath, visible } from '../lib/expect.mjs';
import { signIn, signOut } from '../lib/forms.mjs';

export const name = 'store owner manages a role and a sub-account';

const OWNER = { username: '18888888888', password: '123456' };

/** Client-side navigation inside the console; the page being left is marked so `loaded` waits for the next. */
async function go(page, route) {
  await page.evaluate((to) => {
    for (const node of document.querySelectorAll('[data-testid="crud-table"]')) node.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
  }, route);
  await page.waitForURL((url) => url.pathname === route);
}

/** Waits until the page's table has answered its list (rows or the empty state). */
async function loaded(page, route) {
  await visible(page.getByTestId('console').locator('[data-testid="crud-table"]:not([data-left])'), `the table of ${route}`);
  await page.waitForFunction(
    () => {
      const table = document.querySelector('[data-testid="crud-table"]:not([data-left]) .arco-table');
      return !!table && !table.querySelector('.arco-spin-loading') && table.querySelector('tbody tr') !== null;
    },
    null,
    { timeout: 15_000 },
  );
}

/** The only open dialog. */
const dialog = (page) => page.locator('.arco-modal:visible').last();
/** The table row whose text contains `text`. */
const rowWith = (page, text) => page.getByTestId('crud-table').locator('tbody tr', { hasText: text });

/** The answer of the next non-GET call to `path`, as JSON. */
function nextWrite(page, method, path) {
  return page
    .waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api${path}`))
    .then(async (r) => ({ request: r.request().postData() ?? '', body: await r.json() }));
}

async function confirmDelete(page, row) {
  await row.locator('.arco-checkbox').first().click();
  await page.getByTestId('crud-table').getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('.arco-modal:visible', { hasText: 'Are you sure you want to delete the selected data?' });
  await visible(confirm, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await row.waitFor({ state: 'detached' });
}

/** Ticks a menu in the role editor's tree by its English name. */
async function tickMenu(editor, label) {
  const node = editor.locator('.arco-tree-node', { has: editor.page().getByText(label, { exact: true }) });
  await node.locator('.arco-checkbox').first().click();
  await visible(node.locator('.arco-checkbox-checked'), `the ticked "${label}" menu`);
}

async function signInAt(page, account) {
  if (new URL(page.url()).pathname !== '/Seller/login') await page.goto('/Seller/login');
  await visible(page.getByTestId('login-username'), 'the Seller login form');
  await signIn(page, account);
  await visible(page.getByTestId('console'), `the Seller console of ${account.username}`);
}

export default async function sellerStaff({ page }) {
  const stamp = Date.now() % 100000;
  const roleName = `Packers ${stamp}`;
  const staff = { username: `staff${stamp}`, password: 'packer123' };

  await page.goto('/Seller/login');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await signInAt(page, OWNER);

  // A role with two pages: Goods List (under Goods) and Sub-accounts (under System > Accounts).
  await go(page, '/Seller/roles');
  await loaded(page, '/Seller/roles');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const editor = page.getByTestId('role-editor');
  await visible(editor.locator('.arco-tree-node', { hasText: 'Goods List' }), 'the seller menu tree');
  assert.equal(await editor.getByText('Role APIs').count(), 0, 'the Seller role editor shows an API permissions panel');
  await editor.getByPlaceholder('Role name').fill(roleName);
  await tickMenu(editor, 'Goods List');
  await tickMenu(editor, 'Sub-accounts');
  const created = nextWrite(page, 'POST', '/Seller/roles');
  await editor.getByRole('button', { name: 'OK' }).click();
  const { request, body } = await created;
  assert.equal(body.code, 200, `creating the role failed: ${JSON.stringify(body)}`);
  const menuIds = [...new URLSearchParams(request).keys()].filter((k) => k.startsWith('menu_id')).length;
  // The two pages and the modules/groups above them (Goods; System, Accounts), half-checked.
  assert.equal(menuIds, 5, `the role was saved with ${menuIds} menus instead of the two pages and their 3 parents`);
  assert.ok(!/permission_id/.test(request), 'the Seller role sent API permissions');
  await visible(rowWith(page, roleName), 'the new role in the list');

  // Editing it again ticks the two pages only; their parents follow.
  await rowWith(page, roleName).getByRole('button', { name: 'Edit' }).click();
  const again = page.getByTestId('role-editor');
  await visible(again.locator('.arco-tree-node', { hasText: 'Goods List' }).locator('.arco-checkbox-checked'), 'the saved Goods List menu');
  assert.equal(await again.locator('.arco-tree-node .arco-checkbox-checked').count(), 2, 'the saved role does not show its two menus');
  await again.getByRole('button', { name: 'Cancel' }).click();
  await again.waitFor({ state: 'detached' });

  // A sub-account with that role.
  await go(page, '/Seller/users');
  await loaded(page, '/Seller/users');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = dialog(page);
  await visible(add, 'the Add sub-account dialog');
  await add.getByPlaceholder('Nickname').fill('Packer');
  await add.getByPlaceholder('Username').fill(staff.username);
  await add.getByPlaceholder('Password').fill(staff.password);
  await add.locator('.arco-select').first().click();
  await page.locator('.arco-select-popup .arco-select-option', { hasText: roleName }).click();
  await page.keyboard.press('Escape');
  const added = nextWrite(page, 'POST', '/Seller/users');
  await add.getByRole('button', { name: 'OK' }).click();
  assert.equal((await added).body.code, 200, 'creating the sub-account failed');
  await visible(rowWith(page, staff.username).getByText(roleName), 'the new sub-account with its role');

  // Edit: a new nickname; the blank password keeps the old one.
  await rowWith(page, staff.username).getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page);
  const nickname = edit.getByPlaceholder('Nickname');
  await visible(nickname, 'the Edit sub-account dialog');
  await page.waitForFunction(() => [...document.querySelectorAll('.arco-modal input')].some((i) => i.value === 'Packer'));
  await nickname.fill('Head packer');
  await edit.getByRole('button', { name: 'OK' }).click();
  await visible(rowWith(page, 'Head packer'), 'the edited nickname in the list');

  // View.
  await rowWith(page, staff.username).getByRole('button', { name: 'View' }).click();
  const view = dialog(page);
  await visible(view.locator('[data-field="role_name"]', { hasText: roleName }), 'the role in the View dialog');
  await visible(view.locator('[data-field="nickname"]', { hasText: 'Head packer' }), 'the nickname in the View dialog');
  await view.locator('.arco-modal-close-icon').click();
  await view.waitFor({ state: 'hidden' });

  // The sub-account sees the role's menus, and the staff list its role grants.
  await signOut(page);
  await atPath(page, '/Seller/login');
  await signInAt(page, staff);
  const console_ = page.getByTestId('console');
  await visible(console_.getByText('Goods List', { exact: true }), "the sub-account's Goods List menu");
  await visible(console_.getByText('System', { exact: true }), "the sub-account's System module");
  assert.equal(await console_.getByText('Marketing', { exact: true }).count(), 0, 'the sub-account sees a module its role does not grant');
  await go(page, '/Seller/users');
  await loaded(page, '/Seller/users');
  await visible(rowWith(page, staff.username), 'the sub-account in the staff list its role grants');
  assert.equal(await page.locator('.owner-only-notice').count(), 0, 'the staff list refused a role holding its menu');

  // The owner removes the sub-account, then the role.
  await signOut(page);
  await atPath(page, '/Seller/login');
  await signInAt(page, OWNER);
  await go(page, '/Seller/users');
  await loaded(page, '/Seller/users');
  await confirmDelete(page, rowWith(page, staff.username));
  await go(page, '/Seller/roles');
  await loaded(page, '/Seller/roles');
  await confirmDelete(page, rowWith(page, roleName));
}
