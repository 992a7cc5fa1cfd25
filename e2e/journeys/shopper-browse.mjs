// A shopper finds goods and keeps one, once in Chinese and once in English: signs in, searches by keyword from
// the header, narrows the results by category and brand, sorts them by price, opens a goods with SKUs, picks a
// SKU (price and stock follow that SKU as the server knows it), and favourites it; the favourite survives a
// reload. In English the same goods is found with the English keyword and a typo ('phnoe').
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';

export const name = 'shopper searches, filters, picks a SKU and favourites it, in zh-cn and en';

const SHOPPER = { username: '13800000000', password: '123456' };

const api = (baseUrl, path, token) =>
  fetch(`${baseUrl}/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).then((r) => r.json());

/** `:params` of a search link as the storefront writes it (base64 of JSON). */
const decodeParams = (pathname) => {
  const seg = decodeURIComponent(pathname.replace(/^\/s\/?/, ''));
  return seg ? JSON.parse(Buffer.from(seg, 'base64').toString('utf8')) : {};
};

async function signIn(page) {
  await page.goto('/login');
  await fill(page.getByTestId('login-username'), SHOPPER.username);
  await fill(page.getByTestId('login-password'), SHOPPER.password);
  await page.getByTestId('login-submit').first().click();
  await atPath(page, '/');
  await visible(page.getByTestId('header-nickname'), 'the signed-in nickname in the top bar');
}

/** Params of a `GET /api/goods` call (base64 JSON in `params`), or null for other requests. */
function goodsParams(response) {
  const url = new URL(response.url());
  if (url.pathname !== '/api/goods' || response.request().method() !== 'GET') return null;
  const raw = url.searchParams.get('params');
  return raw ? JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8')) : {};
}

/**
 * Runs `action` and waits until the list the page shows is the server's answer to a search whose params satisfy
 * `matches`; returns the total it reports. Waiting on the answer itself, not on the URL, so a list still showing
 * the previous search is never read.
 */
async function results(page, action, matches) {
  const answered = page.waitForResponse((r) => {
    const params = goodsParams(r);
    return params !== null && matches(params);
  });
  await action();
  await answered;
  await page.waitForFunction(
    () => {
      const list = document.querySelector('[data-testid="search-results"]');
      return (
        (!!list && list.getAttribute('aria-busy') !== 'true') ||
        !!document.querySelector('[data-testid="search-empty"]')
      );
    },
    null,
    { timeout: 15_000 },
  );
  const total = await page
    .getByTestId('search-results')
    .getAttribute('data-total')
    .catch(() => '0');
  return Number(total ?? 0);
}

async function search(page, keyword) {
  await fill(page.getByTestId('search-input'), keyword);
  return results(
    page,
    () => page.getByTestId('search-button').click(),
    (p) => decodeURIComponent(String(p.keywords ?? '')) === keyword,
  );
}

const prices = (page) =>
  page
    .getByTestId('goods-item')
    .locator('[data-testid="goods-item-price"]')
    .allTextContents()
    .then((texts) => texts.map((t) => Number(t.replace(/[^\d.]/g, ''))));

/** Opens a goods with SKUs, picks the last spec of every row and checks price and stock against the server. */
async function pickSku(page, baseUrl, goodsId) {
  const detail = (await api(baseUrl, `/goods/${goodsId}`)).data;
  assert.ok(detail.skuList?.length > 1, `goods ${goodsId} has no SKUs to pick from`);
  await visible(page.getByTestId('goods-title'), 'the goods title');
  // Reached through the router, not from the server: the storefront titles the page itself (docs/seo.md).
  const titled = await page
    .waitForFunction((name) => document.title.startsWith(`${name} - `), detail.goods_name, { timeout: 5000 })
    .catch(() => null);
  assert.ok(titled, `the document title names the goods "${detail.goods_name}": "${await page.title()}"`);
  const rows = page.getByTestId('spec-row');
  const n = await rows.count();
  assert.equal(n, detail.attrList.length, 'one spec row per attribute');
  const chosen = [];
  for (let i = 0; i < n; i++) {
    const options = rows.nth(i).locator('[data-testid="spec-option"]:not([disabled])');
    const option = options.last();
    chosen.push(Number(await option.getAttribute('data-spec-id')));
    await option.click();
    await visible(
      rows.nth(i).locator('[data-testid="spec-option"][aria-pressed="true"]'),
      `a chosen spec in row ${i + 1}`,
    );
  }
  const sku = detail.skuList.find((s) => [...s.spec_id].map(Number).sort().join(',') === [...chosen].sort().join(','));
  assert.ok(sku, `the server has no SKU for specs ${chosen.join(',')}`);
  await page.waitForFunction(
    (stock) => document.querySelector('[data-testid="goods-stock"]')?.getAttribute('data-stock') === String(stock),
    sku.goods_stock,
    { timeout: 10_000 },
  );
  const price = await textOf(page.getByTestId('goods-price'), 'the goods price');
  assert.ok(
    price.includes(Number(sku.goods_price).toFixed(2)),
    `the price shows "${price}", the SKU costs ${sku.goods_price}`,
  );
}

async function favourite(page) {
  const fav = page.getByTestId('fav-button');
  await visible(fav, 'the favourite button');
  if ((await fav.getAttribute('data-state')) === 'on') {
    await fav.click();
    await page.locator('[data-testid="fav-button"][data-state="off"]').waitFor();
  }
  await fav.click();
  await page.locator('[data-testid="fav-button"][data-state="on"]').waitFor();
  await page.reload();
  await page.locator('[data-testid="fav-button"][data-state="on"]').waitFor({ timeout: 15_000 });
}

export default async function shopperBrowse({ page, baseUrl }) {
  await signIn(page);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));

  // --- zh-cn: keyword, category, brand, price sort ------------------------------------------------------
  const all = await search(page, '手机');
  assert.ok(all > 0, 'searching 手机 found nothing');
  const first = (await page.getByTestId('goods-item').allTextContents()).slice(0, 3).join(' | ');
  assert.ok(first.includes('手机'), `the results of 手机 do not look like phones: ${first}`);

  // The phone with SKUs to buy: the first result the server describes with several SKUs.
  const ids = await page
    .getByTestId('goods-item')
    .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-goods-id'))));
  let target = null;
  for (const id of ids) {
    const detail = (await api(baseUrl, `/goods/${id}`)).data;
    if (detail?.skuList?.length > 1) {
      target = detail;
      break;
    }
  }
  assert.ok(target, 'none of the phones found has SKUs');
  const goodsId = target.id;

  // Its top-level category, then its brand: each narrows the list, and the phone stays in it.
  const classId = Number(target.classList.at(-1)?.id ?? target.classList[0].id);
  const topClass = target.classList.find((c) => Number(c.pid) === 0) ?? target.classList.at(-1);
  const inClass = await results(
    page,
    () => page.locator(`[data-testid="filter-class"][data-class-id="${topClass.id}"]`).first().click(),
    (p) => Number(p.class_id) === Number(topClass.id),
  );
  assert.ok(inClass > 0 && inClass <= all, `filtering by class ${topClass.id} (${classId}) gave ${inClass} of ${all}`);

  const inBrand = await results(
    page,
    () => page.locator(`[data-testid="filter-brand"][data-brand-id="${target.brand_id}"]`).first().click(),
    (p) => Number(p.brand_id) === Number(target.brand_id) && Number(p.class_id) === Number(topClass.id),
  );
  assert.ok(inBrand > 0 && inBrand <= inClass, `filtering by brand ${target.brand_id} gave ${inBrand} of ${inClass}`);
  // The URL is the whole state: opening it afresh shows the same list.
  const reopened = await results(
    page,
    () => page.goto(page.url()),
    (p) => Number(p.brand_id) === Number(target.brand_id),
  );
  assert.equal(reopened, inBrand, 'the shared search link shows a different list');

  await results(
    page,
    () => page.getByTestId('sort-goods_price').click(),
    (p) => p.sort_type === 'goods_price',
  );
  assert.equal(decodeParams(new URL(page.url()).pathname).sort_type, 'goods_price', 'the URL keeps the sort');
  const shown = await prices(page);
  assert.deepEqual(
    shown,
    [...shown].sort((a, b) => a - b),
    `prices sorted ascending: ${shown.join(', ')}`,
  );

  await page.locator(`[data-testid="goods-item"][data-goods-id="${goodsId}"]`).first().click();
  await atPath(page, `/goods/${goodsId}`);
  await pickSku(page, baseUrl, goodsId);
  await favourite(page);
  const isFav = await api(baseUrl, `/is_fav?is_type=0&out_id=${goodsId}`, token);
  assert.equal(isFav.data, true, 'the server does not know the favourite');

  // --- en: the English keyword with a typo finds phones; the page speaks English ------------------------
  await page.getByTestId('lang-switch').first().click();
  await page.waitForFunction(
    () => document.documentElement.lang.startsWith('en') || localStorage.getItem('language') === 'en',
  );
  const typo = await search(page, 'phnoe');
  assert.ok(typo > 0, "searching 'phnoe' found nothing");
  await noChinese(() => page.getByTestId('sort-goods_price').innerText(), 'the sort bar');
  await page.getByTestId('goods-item').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/goods/'));
  const enId = Number(new URL(page.url()).pathname.split('/').pop());
  await visible(page.getByTestId('goods-title'), 'the goods title');
  await noChinese(() => page.getByTestId('tab-detail').innerText(), 'the goods tabs');
  if ((await api(baseUrl, `/goods/${enId}`)).data?.skuList?.length > 1) await pickSku(page, baseUrl, enId);
  await favourite(page);
  await noChinese(() => page.getByTestId('fav-button').innerText(), 'the favourite button');
}
