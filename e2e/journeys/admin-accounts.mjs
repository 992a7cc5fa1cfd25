// An administrator opens every accounts-and-permissions page — admins, roles, permissions, permission groups,
// menus, seller menus, users — first in Chinese and then in English: each one loads its list, shows no
// untranslated key and, in English, no Chinese label; the role editor shows the menu tree and the API
// permissions, in English with the menus' English names; the menu tree expands a module lazily.
import { assert, visible } from '../lib/expect.mjs';
import { signIn } from '../lib/forms.mjs';

export const name = 'admin opens the accounts and permissions pages in both languages';

const PAGES = [
  '/Admin/admins',
  '/Admin/roles',
  '/Admin/permissions',
  '/Admin/permission_groups',
  '/Admin/menus',
  '/Admin/seller_menus',
  '/Admin/users',
];

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** An i18n key shown as text (e.g. `resources.admins.fields.role_id`, `widgets.roleEditor.menus`). */
const RAW_KEY = /\b(?:resources|crud|fields|messages|menu|common|login|widgets)\.[A-Za-z_]+(?:\.[A-Za-z_]+)*/;

/** Client-side navigation inside the console; the page being left is marked so `loaded` waits for the next. */
async function go(page, route) {
  await page.evaluate((to) => {
    for (const node of document.querySelectorAll('[data-testid="crud-table"]')) node.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
  }, route);
  await page.waitForURL((url) => url.pathname === route);
}

/** Waits until the page's table has answered its list with at least one row (the demo operator in the admins list). */
async function loaded(page, route) {
  await visible(page.getByTestId('console').locator('[data-testid="crud-table"]:not([data-left])'), `the table of ${route}`);
  await page.waitForFunction(
    () => {
      const table = document.querySelector('[data-testid="crud-table"]:not([data-left]) .arco-table');
      if (!table || table.querySelector('.arco-spin-loading')) return false;
      return table.querySelector('tbody tr') !== null;
    },
    null,
    { timeout: 15_000 },
  );
}

/** The interface text of the page (title, headers, toolbar, form labels, paginator), without data rows. */
async function interfaceText(page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="console"]');
    if (!root) return '';
    const parts = root.querySelectorAll(
      '[data-testid="console-title"], thead, .crud-toolbar, .arco-form-label-item, .arco-pagination',
    );
    return [...parts].map((n) => n.textContent ?? '').join(' | ');
  });
}

async function tourPages(page, language) {
  for (const route of PAGES) {
    await go(page, route);
    await loaded(page, route);
    const all = (await page.getByTestId('console').textContent()) ?? '';
    const raw = all.match(RAW_KEY);
    assert.equal(raw, null, `${route} (${language}) shows the untranslated key "${raw?.[0]}"`);
    if (language === 'en') {
      const labels = await interfaceText(page);
      const chinese = labels.split('|').filter((s) => CJK.test(s));
      assert.equal(chinese.length, 0, `${route} in English still has Chinese labels: ${chinese.join(' / ').slice(0, 200)}`);
    }
  }
}

/** The role editor of the Add dialog: English menu names in the tree, the permission groups in the second panel. */
async function roleEditorInEnglish(page) {
  await go(page, '/Admin/roles');
  await loaded(page, '/Admin/roles');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const editor = page.getByTestId('role-editor');
  await visible(editor.locator('.arco-tree-node', { hasText: 'Workbench' }), 'the menu tree with English names');
  const tree = (await editor.locator('.role-editor-tree').textContent()) ?? '';
  assert.ok(!RAW_KEY.test(tree), 'the role editor shows an untranslated key');
  await editor.getByText('Role APIs').click();
  await visible(editor.getByText('Select all', { exact: true }), 'the permissions panel');
  await visible(editor.locator('.role-editor-group').first(), 'a permission group');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await editor.waitFor({ state: 'detached' });
}

/** The menus page is a lazy tree: expanding a module loads its children. */
async function menuTreeExpands(page) {
  await go(page, '/Admin/menus');
  await loaded(page, '/Admin/menus');
  const rows = page.getByTestId('crud-table').locator('tbody tr');
  const before = await rows.count();
  const children = page.waitForResponse((r) => r.url().includes('/api/Admin/menus') && r.url().includes('pid=1') && r.ok());
  await page.getByTestId('crud-table').locator('tbody tr', { hasText: 'Workbench' }).getByRole('button', { name: 'Expand' }).click();
  await children;
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="crud-table"] tbody tr').length > n, before);
}

export default async function adminAccounts({ page }) {
  await page.goto('/Admin/login');
  await page.evaluate(() => localStorage.setItem('language', 'zh-cn'));
  await signIn(page, { username: 'admin', password: '123456' });
  await visible(page.getByTestId('console'), 'the Admin console after signing in');
  await tourPages(page, 'zh-cn');

  await page.getByTestId('console').getByTestId('lang-switch').first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'en' || localStorage.getItem('language') === 'en');
  await tourPages(page, 'en');
  await roleEditorInEnglish(page);
  await menuTreeExpands(page);
}
