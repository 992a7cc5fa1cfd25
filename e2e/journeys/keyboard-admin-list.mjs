// An administrator who uses no mouse renames a brand: signs in through the login form (the sign-in
// challenge's widget solves itself; its check box takes the focus on the way), opens 商品中心 → 品牌管理 from the
// console's module tabs and menu, opens the search panel, types a brand's name and runs the search, opens the Edit
// dialog of its row, changes the name, saves with Enter on OK and sees the new name in the list; the server has
// it too. Tab, Shift+Tab, Enter, Space and typing only, with a visible focus ring at every stop
// (lib/keyboard.mjs). The brand gets its name back through the API at the end.
import { api } from '../lib/api.mjs';
import { networkQuiet } from '../lib/browser.mjs';
import { assert, atPath, visible } from '../lib/expect.mjs';
import { assertFocus, press, tabTo } from '../lib/keyboard.mjs';
import { ADMIN, tokenOf } from '../lib/sessions.mjs';

export const name =
  'admin searches the brands, edits one in its dialog and sees it in the list, with the keyboard only';
export const timeout = 120_000;

const LIST = '/Admin/goods_brands';

async function signIn(page) {
  await page.goto('/Admin/login');
  await visible(page.getByTestId('login-username'), 'the Admin login form');
  await tabTo(page, 'login-username');
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await assertFocus(page, 'login-password', 'the password field after the account');
  await page.keyboard.type(ADMIN.password);
  await tabTo(page, 'login-submit');
  await press(page, 'Enter', 'the sign-in button');
  await page.waitForURL((url) => url.pathname.startsWith('/Admin') && !url.pathname.endsWith('/login'), {
    timeout: 20_000,
  });
  await visible(page.getByTestId('console'), 'the Admin console');
  await networkQuiet(page);
}

/** The list has answered and shows its rows (not the loading state). */
async function listed(page) {
  await page.waitForFunction(() => {
    const table = document.querySelector('[data-testid="crud-table"] .arco-table');
    return !!table && !table.querySelector('.arco-spin-loading') && !!table.querySelector('tbody tr');
  });
}

/** The rows' text (each `tr` of the body). */
const rowTexts = (page) => page.locator('[data-testid="crud-table"] tbody tr').allTextContents();

export default async function keyboardAdminList({ page, baseUrl }) {
  const token = await tokenOf(baseUrl, ADMIN, 'admins');
  const brands = (await api(baseUrl, 'GET', '/Admin/goods_brands', { token, query: { per_page: '50' } })).data.data;
  // A brand whose name no other brand contains, so the search finds it alone.
  const brand = brands.find((b) => brands.filter((o) => o.name.includes(b.name)).length === 1);
  assert.ok(brand, 'the demo shop has no brand to rename');
  // Names are at most 20 characters.
  const renamed = `${brand.name.slice(0, 13)} KB${Date.now() % 10000}`;

  await signIn(page);

  // 商品中心 in the module tabs, then 品牌管理 in its menu.
  await tabTo(page, (f) => f.testid === 'console-module' && f.name.includes('商品中心'), { what: 'the 商品中心 tab' });
  await press(page, 'Enter', 'the 商品中心 tab');
  await tabTo(page, (f) => f.testid === 'console-menu-item' && f.name.includes('品牌管理'), {
    back: true,
    what: 'the 品牌管理 menu item',
  });
  await press(page, 'Enter', 'the 品牌管理 menu item');
  await atPath(page, LIST);
  await listed(page);
  await networkQuiet(page);

  // Search: the toolbar's 搜索 opens the panel, its field takes the name, 查询 runs it.
  await tabTo(page, (f) => f.tag === 'button' && f.name.replace(/\s/g, '') === '搜索', { what: 'the 搜索 button' });
  await press(page, 'Enter', 'the 搜索 button');
  await visible(page.getByTestId('crud-search'), 'the search panel');
  // The panel opens above the toolbar: the focus moves into its first field (the name).
  await page.waitForFunction(() => document.activeElement?.closest('[data-testid="crud-search"]'));
  await assertFocus(page, (f) => f.tag === 'input', 'the first field of the search panel');
  await page.keyboard.type(brand.name);
  await tabTo(page, (f) => f.tag === 'button' && f.name.replace(/\s/g, '') === '查询', { what: 'the 查询 button' });
  const searched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/Admin/goods_brands' && r.request().method() === 'GET',
  );
  await press(page, 'Enter', 'the 查询 button');
  await searched;
  await page.waitForFunction((want) => {
    const rows = [...document.querySelectorAll('[data-testid="crud-table"] tbody tr')];
    return rows.length === 1 && rows[0].textContent.includes(want);
  }, brand.name);

  // The row's 编辑 opens the dialog; its name field is changed and OK saves.
  await tabTo(page, (f) => f.tag === 'button' && f.name.replace(/\s/g, '') === '编辑' && f.row.includes(brand.name), {
    what: `编辑 in the row of ${brand.name}`,
  });
  await press(page, 'Enter', 'the 编辑 button');
  const dialog = page.locator('.arco-modal:visible');
  await visible(dialog, 'the edit dialog');
  await page.waitForFunction(
    (want) => [...document.querySelectorAll('.arco-modal input')].some((i) => i.value === want),
    brand.name,
  );
  await tabTo(page, (f) => f.tag === 'input' && f.value === brand.name, { what: 'the name field of the dialog' });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(renamed);
  await tabTo(page, (f) => f.tag === 'button' && f.name.replace(/\s/g, '') === '确定', { what: "the dialog's OK" });
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `/api/Admin/goods_brands/${brand.id}` && r.request().method() === 'PUT',
  );
  await press(page, 'Enter', "the dialog's OK");
  const savedBody = await (await saved).json();
  assert.equal(savedBody.code, 200, `the edit was refused: ${savedBody.msg}`);
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(
    (want) =>
      [...document.querySelectorAll('[data-testid="crud-table"] tbody tr')].some((r) => r.textContent.includes(want)),
    renamed,
  );
  const after = (await api(baseUrl, 'GET', `/Admin/goods_brands/${brand.id}`, { token })).data;
  assert.equal(after.name, renamed, 'the server has the new name');
  assert.ok(
    (await rowTexts(page)).some((t) => t.includes(renamed)),
    'the list shows the new name',
  );
  // The dialog gives the focus back to the 编辑 it was opened from, so the keyboard carries on from that row.
  await page.waitForFunction(() => document.activeElement !== document.body);
  await assertFocus(
    page,
    (f) => f.tag === 'button' && f.name.replace(/\s/g, '') === '编辑' && f.row.includes(renamed),
    `编辑 in the row of ${renamed}, after the dialog closed`,
  );

  const restored = await api(baseUrl, 'PUT', `/Admin/goods_brands/${brand.id}`, {
    token,
    body: { name: brand.name, thumb: after.thumb, is_sort: after.is_sort },
  });
  assert.equal(restored.code, 200, `the brand's name could not be given back: ${restored.msg}`);
}
