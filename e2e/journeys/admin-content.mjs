// An administrator works through the system and content pages: signs in, adds the currencies page to the menu
// (it has no seed row), opens every one of those pages in Chinese and then in English (each one loads, shows no
// untranslated key, and in English no Chinese label), then creates, edits, views and deletes an article with
// rich text, creates an ad with an uploaded picture and deletes it, exports the articles to xlsx and imports
// the file back, and renames the site in the web settings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { assert, textOf, visible } from '../lib/expect.mjs';
import { signIn } from '../lib/forms.mjs';

export const name = 'admin manages content and system pages in both languages';

const XLSX = createRequire(import.meta.url)('xlsx');

/** Every page of the system and content group, by route (`kind` says what "loaded" looks like). */
const PAGES = [
  ['/Admin/notices', 'table'],
  ['/Admin/article_menus', 'table'],
  ['/Admin/articles', 'table'],
  ['/Admin/configs/store', 'form'],
  ['/Admin/areas', 'table'],
  ['/Admin/expresses', 'table'],
  ['/Admin/currencies', 'table'],
  ['/Admin/configs/web', 'form'],
  ['/Admin/configs/pay', 'form'],
  ['/Admin/configs/oauth', 'form'],
  ['/Admin/app_versions', 'table'],
  ['/Admin/configs/sms', 'form'],
  ['/Admin/sms', 'table'],
  ['/Admin/sms_logs', 'table'],
  ['/Admin/adv_spaces', 'table'],
  ['/Admin/advs', 'table'],
  ['/Admin/agreements', 'table'],
  // A declared resource without a page of its own: the generic screen from its descriptor.
  ['/Admin/integral_goods_classes', 'table'],
];

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** An i18n key shown as text (e.g. `resources.articles.fields.name`, `crud.add`). */
const RAW_KEY = /\b(?:resources|crud|fields|messages|menu|common|login|widgets)\.[A-Za-z_]+(?:\.[A-Za-z_]+)*/;

/** A 4x4 red PNG, built here so the test needs no fixture file. */
function tinyPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const size = 4;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0)]);
  for (let x = 0; x < size; x++) row[1 + x * 3] = 0xff;
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Client-side navigation inside the console (the menus are loaded once; no full reload per page). The page
 * being left is marked, so `loaded` waits for the next page's own table or form, not the old one.
 */
async function go(page, route) {
  await page.evaluate((to) => {
    for (const node of document.querySelectorAll('[data-testid="crud-table"], [data-testid^="config-form-"]'))
      node.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
  }, route);
  await page.waitForURL((url) => url.pathname === route);
}

/** Waits until a table page has answered its list, or a settings page has loaded its form. */
async function loaded(page, route, kind) {
  const main = page.getByTestId('console');
  if (kind === 'form') {
    await visible(main.locator('[data-testid^="config-form-"]:not([data-left])'), `the settings form of ${route}`);
    return;
  }
  await visible(main.locator('[data-testid="crud-table"]:not([data-left])'), `the table of ${route}`);
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

/** The interface text of the page (headers, labels, buttons, tabs, title), without the data rows. */
async function interfaceText(page) {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="console"]');
    if (!root) return '';
    const parts = root.querySelectorAll(
      '[data-testid="console-title"], thead, .crud-toolbar, .arco-form-label-item, .arco-tabs-header-title, .arco-pagination',
    );
    return [...parts].map((n) => n.textContent ?? '').join(' | ');
  });
}

async function tourPages(page, language) {
  for (const [route, kind] of PAGES) {
    await go(page, route);
    await loaded(page, route, kind);
    const all = (await page.getByTestId('console').textContent()) ?? '';
    const raw = all.match(RAW_KEY);
    assert.equal(raw, null, `${route} (${language}) shows the untranslated key "${raw?.[0]}"`);
    if (language === 'en') {
      const labels = await interfaceText(page);
      const chinese = labels.split('|').filter((s) => CJK.test(s));
      assert.equal(
        chinese.length,
        0,
        `${route} in English still has Chinese labels: ${chinese.join(' / ').slice(0, 200)}`,
      );
    }
  }
}

/** The only open dialog. */
const dialog = (page) => page.locator('.arco-modal:visible').last();

/** The table row whose text contains `text`. */
const rowWith = (page, text) => page.getByTestId('crud-table').locator('tbody tr', { hasText: text });

/** "Total N" under the table. */
async function total(page) {
  const shown = await textOf(page.locator('.crud-pagination .arco-pagination-total-text'), 'the row total');
  return Number(shown.replace(/\D+/g, ''));
}

async function confirmDelete(page, row) {
  await row.locator('.arco-checkbox').first().click();
  await page.getByTestId('crud-table').getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.locator('.arco-modal:visible', {
    hasText: 'Are you sure you want to delete the selected data?',
  });
  await visible(confirm, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await row.waitFor({ state: 'detached' });
}

async function articleRoundTrip(page) {
  const title = `Journey article ${Date.now() % 100000}`;
  await go(page, '/Admin/articles');
  await loaded(page, '/Admin/articles', 'table');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = dialog(page);
  await visible(add, 'the Add article dialog');
  await add.locator('.arco-cascader').click();
  await page.locator('.arco-cascader-popup .arco-cascader-list-item').first().click();
  await page.keyboard.press('Escape');
  await add.getByPlaceholder('Title').fill(title);
  const editor = add.locator('[data-testid="rich-text-editor"] [contenteditable="true"]');
  await visible(editor, 'the rich-text editor');
  await editor.click();
  await page.keyboard.type('Opening hours are nine to five.');
  await add.getByRole('button', { name: 'OK' }).click();
  await visible(rowWith(page, title), 'the new article in the list');

  await rowWith(page, title).getByRole('button', { name: 'Edit' }).click();
  const edit = dialog(page);
  const titleInput = edit.getByPlaceholder('Title');
  await visible(titleInput, 'the Edit article dialog');
  await page.waitForFunction(() => {
    const input = [...document.querySelectorAll('.arco-modal input')].find((i) => i.placeholder === 'Title');
    return input && input.value !== '';
  });
  await titleInput.fill(`${title} (edited)`);
  await edit.getByRole('button', { name: 'OK' }).click();
  await visible(rowWith(page, `${title} (edited)`), 'the edited article in the list');

  await rowWith(page, `${title} (edited)`).getByRole('button', { name: 'View' }).click();
  const view = dialog(page);
  await visible(
    view.locator('.crud-view-html', { hasText: 'Opening hours are nine to five.' }),
    'the rich text in the View dialog',
  );
  await view.locator('.arco-modal-close-icon').click();
  await view.waitFor({ state: 'hidden' });

  await confirmDelete(page, rowWith(page, `${title} (edited)`));
}

async function adWithPicture(page) {
  const adName = `Journey ad ${Date.now() % 100000}`;
  await go(page, '/Admin/advs');
  await loaded(page, '/Admin/advs', 'table');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const add = dialog(page);
  await visible(add, 'the Add ad dialog');
  await add.locator('.arco-select').first().click();
  await page.locator('.arco-select-popup .arco-select-option').first().click();
  const hint = await textOf(add.getByTestId('adv-size-hint'), 'the ad slot size hint');
  assert.match(hint, /\d+ x \d+/, `the size hint does not show the slot's size: "${hint}"`);
  await add.getByPlaceholder('Name').fill(adName);
  const png = path.join(os.tmpdir(), `journey-ad-${process.pid}.png`);
  fs.writeFileSync(png, tinyPng());
  await add.locator('input[type="file"]').setInputFiles(png);
  await visible(add.locator('[data-testid="upload-image"] img'), 'the uploaded picture in the form');
  await add.getByRole('button', { name: 'OK' }).click();
  await add.waitFor({ state: 'hidden' });

  const row = rowWith(page, adName);
  await visible(row, 'the new ad in the list');
  const thumb = row.locator('img').first();
  await visible(thumb, "the ad's thumbnail");
  await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await thumb.elementHandle());
  assert.match((await thumb.getAttribute('src')) ?? '', /\/uploads\//, 'the thumbnail is not the uploaded file');
  await confirmDelete(page, row);
}

async function exportAndImport(page) {
  await go(page, '/Admin/articles');
  await loaded(page, '/Admin/articles', 'table');
  const before = await total(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  assert.match(download.suggestedFilename(), /\.xlsx$/, `the export is named "${download.suggestedFilename()}"`);
  const file = path.join(os.tmpdir(), `journey-articles-${process.pid}.xlsx`);
  await download.saveAs(file);
  const book = XLSX.read(fs.readFileSync(file));
  assert.deepEqual(book.SheetNames, ['Sheet1'], 'the export does not have the one sheet "Sheet1"');
  const rows = XLSX.utils.sheet_to_json(book.Sheets.Sheet1, { header: 1 });
  assert.deepEqual(rows[0], ['Category', 'Title', 'Created at'], 'the export header is not the column labels');
  assert.equal(rows.length - 1, before, 'the export does not hold the rows on screen');

  await page.getByTestId('crud-import-input').setInputFiles(file);
  await page.waitForFunction(
    (n) =>
      Number(
        (document.querySelector('.crud-pagination .arco-pagination-total-text')?.textContent ?? '').replace(/\D+/g, ''),
      ) > n,
    before,
    { timeout: 15_000 },
  );
  assert.equal(await total(page), before * 2, 'the import did not add one article per exported row');
}

async function renameSite(page) {
  const siteName = `Journey Shop ${Date.now() % 100000}`;
  await go(page, '/Admin/configs/web');
  await loaded(page, '/Admin/configs/web', 'form');
  const form = page.getByTestId('config-form-web');
  const input = form.getByPlaceholder('Website name');
  await page.waitForFunction(() => document.querySelector('[data-testid="config-form-web"] input')?.value !== '');
  await input.fill(siteName);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/Admin/configs/update') && r.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'OK' }).click();
  assert.equal((await (await saved).json()).code, 200, 'saving the web settings failed');

  await page.reload();
  await loaded(page, '/Admin/configs/web', 'form');
  await page.waitForFunction(() => document.querySelector('[data-testid="config-form-web"] input')?.value !== '');
  assert.equal(
    await page.getByTestId('config-form-web').getByPlaceholder('Website name').inputValue(),
    siteName,
    'the new site name is not shown after a reload',
  );
}

export default async function adminContent({ page }) {
  await page.goto('/Admin/login');
  await signIn(page, { username: 'admin', password: '123456' });
  await visible(page.getByTestId('console'), 'the Admin console after signing in');

  // Currencies has no seed menu: add it (as an admin would under Admin menus), then reload to route it.
  const created = await page.evaluate(async () => {
    const body = new URLSearchParams({
      pid: '49',
      name: '货币管理',
      ename: 'Currencies',
      apis: '/Admin/currencies',
      view: 'Admin/exts/currencies/index',
      is_open: '0',
      is_sort: '9',
    });
    const res = await fetch('/api/Admin/menus', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('admin_token')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
    });
    return res.json();
  });
  assert.equal(created.code, 200, `adding the currencies menu failed: ${JSON.stringify(created).slice(0, 200)}`);
  await page.goto('/Admin/notices');
  await visible(page.getByTestId('console'), 'the console after adding the menu');

  await page.evaluate(() => localStorage.setItem('language', 'zh-cn'));
  await page.reload();
  await tourPages(page, 'zh-cn');

  await page.getByTestId('console').getByTestId('lang-switch').first().click();
  await page.waitForFunction(() => document.documentElement.lang === 'en' || localStorage.getItem('language') === 'en');
  await tourPages(page, 'en');

  await articleRoundTrip(page);
  await adWithPicture(page);
  await exportAndImport(page);
  await renameSite(page);
}
