// The points, withdrawal and referral pages of both back offices, in Chinese and in English at 1200 px.
// Setup through the API (so the lists have rows whatever the demo holds): a shopper invited by 13800000000 buys a
// goods of store 1 that has a referral plan (a pending commission) and a points goods (a paid points order); store 1
// asks for a withdrawal; the platform's withdrawal fee is set to 2 %.
// 1. The store owner tours 分销管理, 分销日志, 资金提现 and 店铺资金 in both languages (rows, no raw i18n key, no
//    placeholder page, nothing wider than the window), changes the plan's rates in its form and asks for a
//    withdrawal in its form: the new rates and the pending request show in the lists.
// 2. The administrator tours the points goods and categories, points orders, withdrawals, commission logs and money
//    logs the same way, adds a points goods with two pictures and rich text and edits it, ships the paid points
//    order, pays one withdrawal and refuses the other with a reason (each after a confirmation, the fee shown as
//    the setting gives it): every change shows in its list.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assert, textOf, visible } from '../lib/expect.mjs';
import { adminSign } from '../lib/captcha.mjs';
import { fill, signIn } from '../lib/forms.mjs';
import { api } from '../lib/api.mjs';
import { networkQuiet } from '../lib/browser.mjs';

export const name = 'back-office points, withdrawal and referral pages in both languages, with their forms';
export const timeout = 120_000;

const ADMIN = { username: 'admin', password: '123456' };
const OWNER = { username: '18888888888', password: '123456' };
/** The demo shopper 13800000000: the invited shopper's level-1 inviter. */
const INVITER_ID = 9;
const STORE_ID = 1;
const WIDTH = 1200;
/** With --screenshots, every toured page is kept (both languages), in E2E_SHOTS_DIR or e2e/artifacts. */
const SHOTS = process.argv.includes('--screenshots')
  ? (process.env.E2E_SHOTS_DIR ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'artifacts'))
  : undefined;

const SELLER_PAGES = ['/Seller/distributions', '/Seller/distribution_logs', '/Seller/cashes', '/Seller/money_logs'];
const ADMIN_PAGES = [
  '/Admin/integral_goods',
  '/Admin/integral_goods_classes',
  '/Admin/integral_orders',
  '/Admin/cashes',
  '/Admin/distribution_logs',
  '/Admin/money_logs',
];

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** An i18n key shown as text (`resources.cashes.status.0`, `crud.add`). */
const RAW_KEY = /\b[a-z]+(?:\.[a-z_0-9]+)+\b/;
const PLACEHOLDER = /under construction|建设中/i;

/** Calls the API with a JSON body (nested settings), answering the envelope. */
async function json(baseUrl, method, path, token, body) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** Asserts an envelope succeeded and answers its data. */
function okData(reply, what) {
  assert.equal(reply?.code, 200, `${what} was refused: ${JSON.stringify(reply).slice(0, 300)}`);
  return reply.data;
}

/** A goods of the store on sale without SKUs (the last such of the list: other journeys buy the first ones). */
async function plainGoods(baseUrl) {
  const params = Buffer.from(JSON.stringify({ store_id: STORE_ID })).toString('base64');
  const list = await api(baseUrl, 'GET', '/goods', { query: { params, per_page: '30' } });
  for (const row of [...(list?.data?.data ?? [])].reverse()) {
    if (Number(row.goods_stock) < 5) continue;
    const detail = (await api(baseUrl, 'GET', `/goods/${row.id}`)).data;
    if (!detail?.skuList?.length && !detail?.seckills && !detail?.collectives) return detail;
  }
  throw new Error(`store ${STORE_ID} has no goods without SKUs`);
}

/**
 * What the lists need, made through the API: tokens, the fee setting, a referral plan and a paid order of an
 * invited shopper (a pending commission), a paid points order and a pending withdrawal of the store.
 */
async function setup(baseUrl, stamp) {
  const sign = await adminSign(baseUrl, ADMIN);
  const admin = okData(
    await api(baseUrl, 'POST', '/login', { body: { ...ADMIN, provider: 'admins', sign } }),
    'the admin sign-in',
  ).access_token;
  const seller = okData(
    await api(baseUrl, 'POST', '/login', { body: { ...OWNER, provider: 'users', area: 'seller' } }),
    'the store owner sign-in',
  ).access_token;

  const store = okData(
    await api(baseUrl, 'GET', '/Admin/configs', { token: admin, query: { name: 'store' } }),
    'store',
  );
  okData(await json(baseUrl, 'PUT', '/Admin/configs/update', admin, { store: { ...store, cash: '2' } }), 'the fee');

  const username = `fin${stamp}`;
  const shopper = okData(
    await api(baseUrl, 'POST', '/register', {
      body: { username, password: '123456', re_password: '123456', provider: 'users', inviter_id: String(INVITER_ID) },
    }),
    'the registration',
  ).access_token;
  const me = okData(await api(baseUrl, 'POST', '/auth/info', { token: shopper, body: { provider: 'users' } }), 'me');
  const goods = await plainGoods(baseUrl);
  // The goods and its freight in money, a points goods in points.
  for (const [is_type, money] of [
    ['0', String(Math.ceil(Number(goods.goods_price)) + 100)],
    ['2', '1000'],
  ]) {
    okData(
      await api(baseUrl, 'POST', '/Admin/users/money/handle', {
        token: admin,
        body: { id: String(me.id), money, is_type, is_belong: '0' },
      }),
      'the shopper top-up',
    );
  }
  okData(
    await api(baseUrl, 'POST', '/Admin/users/money/handle', {
      token: admin,
      body: { id: String(STORE_ID), money: '200', is_type: '0', is_belong: '1' },
    }),
    'the store top-up',
  );
  const address = okData(
    await api(baseUrl, 'POST', '/user/addresses', {
      token: shopper,
      body: {
        receive_name: username,
        receive_tel: '13900000000',
        address: '建国路 1 号',
        province_id: '1',
        city_id: '2',
        region_id: '5',
      },
    }),
    'the address',
  );

  okData(
    await api(baseUrl, 'POST', '/Seller/distributions', {
      token: seller,
      body: { goods_id: String(goods.id), lev_1: '10.00', lev_2: '5.00', lev_3: '1.00' },
    }),
    'the referral plan',
  );
  const plans = okData(await api(baseUrl, 'GET', '/Seller/distributions', { token: seller }), 'the plans');
  goods.planId = (plans?.data ?? []).find((p) => Number(p.goods_id) === Number(goods.id))?.id;
  assert.ok(goods.planId, 'the new plan is not in the list');
  const params = Buffer.from(JSON.stringify({ order: [{ goods_id: goods.id, sku_id: 0, buy_num: 1 }], ifcart: 0 }));
  const order = okData(
    await api(baseUrl, 'POST', '/user/order/create', {
      token: shopper,
      body: { params: params.toString('base64'), address_id: String(address.id), coupon_id: '', remark: '' },
    }),
    'the order',
  );
  okData(
    await api(baseUrl, 'POST', '/user/order/pay', {
      token: shopper,
      body: { order_id: String(order.order_id[0]), payment_name: 'balance', pay_password: '123456', device: 'scan' },
    }),
    'the payment',
  );

  const pointsOrder = okData(
    await api(baseUrl, 'POST', '/integral/pay', {
      token: shopper,
      body: { id: '4', buy_num: '1', address_id: String(address.id), remark: '' },
    }),
    'the points order',
  );
  okData(
    await api(baseUrl, 'POST', '/Seller/cashes', {
      token: seller,
      body: { money: '10.00', name: '李四', bank_name: '工商银行', card_no: '6222020200112233', remark: '' },
    }),
    'the withdrawal',
  );
  const refusedCash = await newestCash(baseUrl, seller);
  return {
    admin,
    seller,
    store,
    goods,
    pointsOrderId: pointsOrder.order_id[0],
    pointsOrderNo: pointsOrder.order_no[0],
    refusedCash,
  };
}

/** The store's newest withdrawal request. */
async function newestCash(baseUrl, seller) {
  const rows = okData(
    await api(baseUrl, 'GET', '/Seller/cashes', { token: seller, query: { per_page: '50' } }),
    'cashes',
  );
  const newest = [...(rows?.data ?? [])].sort((a, b) => b.id - a.id)[0];
  assert.ok(newest, 'the store has no withdrawal request');
  return newest;
}

/** Client-side navigation; the table being left is marked so `loaded` waits for the next page's own. */
async function go(page, route) {
  await page.evaluate((to) => {
    for (const node of document.querySelectorAll('[data-testid="crud-table"]')) node.setAttribute('data-left', '');
    window.history.pushState(null, '', to);
  }, route);
  await page.waitForURL((url) => url.pathname === route);
}

/** Waits until the page's table has answered its list with rows. */
async function loaded(page, route) {
  await visible(
    page.getByTestId('console').locator('[data-testid="crud-table"]:not([data-left])'),
    `the table of ${route}`,
  );
  await page.waitForFunction(
    () => {
      const table = document.querySelector('[data-testid="crud-table"]:not([data-left]) .arco-table');
      return !!table && !table.querySelector('.arco-spin-loading') && table.querySelector('tbody tr') !== null;
    },
    null,
    { timeout: 15_000 },
  );
}

/** Signs in to a back office in `language`. */
async function signInAs(page, area, account, language) {
  await page.goto(`/${area}/login`);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await visible(page.getByTestId('login-username'), `the ${area} login form`);
  await signIn(page, account);
  await visible(page.getByTestId('console'), `the ${area} console`);
}

async function switchLanguage(page, language) {
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
  await visible(page.getByTestId('console'), 'the console after switching language');
}

/** With --screenshots, keeps what the page shows once its transitions are over. */
async function shoot(page, name) {
  if (!SHOTS) return;
  // Spinners turn for ever: only the finite transitions are waited for.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  await page.screenshot({ path: path.join(SHOTS, `finance-${name}.png`), fullPage: true });
}

/** Checks one page: rows, no raw key, no placeholder, no horizontal overflow, and in English no Chinese label. */
async function checkPage(page, route, language) {
  await go(page, route);
  await loaded(page, route);
  // Let the cells that look names up (owners, stores) settle before reading.
  await networkQuiet(page, { timeout: 5000 });
  const text = await page.getByTestId('console').innerText();
  const raw = text.match(RAW_KEY);
  assert.equal(raw, null, `${route} (${language}) shows the raw key "${raw?.[0]}"`);
  assert.ok(!PLACEHOLDER.test(text), `${route} (${language}) is a placeholder page`);
  const width = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(width[0] <= width[1], `${route} (${language}) is ${width[0]} px wide in a ${width[1]} px window`);
  // The table itself fits too: no column scrolled out of sight, none squeezed until its header is cut.
  const squeezed = await page.evaluate(() => {
    const table = document.querySelector('[data-testid="crud-table"]:not([data-left]) .arco-table');
    const problems = [];
    for (const box of table?.querySelectorAll('.arco-table-content-scroll, .arco-table-body') ?? []) {
      if (box.scrollWidth > box.clientWidth + 1)
        problems.push(`the table scrolls (${box.scrollWidth} > ${box.clientWidth} px)`);
    }
    for (const th of table?.querySelectorAll('thead th') ?? []) {
      const title = th.querySelector('.arco-table-th-item-title') ?? th;
      if (title.scrollWidth > title.clientWidth + 1 || th.getBoundingClientRect().width < 40) {
        problems.push(`the header "${th.textContent?.trim()}" is cut (${th.getBoundingClientRect().width} px)`);
      }
    }
    for (const tag of table?.querySelectorAll('tbody td .arco-tag') ?? []) {
      const cell = tag.closest('td').getBoundingClientRect();
      const box = tag.getBoundingClientRect();
      if (box.right > cell.right || box.left < cell.left) problems.push(`the tag "${tag.textContent}" leaves its cell`);
    }
    return problems;
  });
  assert.deepEqual(squeezed, [], `${route} (${language}) at ${WIDTH} px: ${squeezed.join('; ')}`);
  if (language === 'en') {
    const labels = await page.evaluate(() => {
      const root = document.querySelector('[data-testid="console"]');
      const parts = root?.querySelectorAll(
        '[data-testid="console-title"], thead, .crud-toolbar, .arco-form-label-item, .arco-tag[data-status], .arco-alert, .arco-pagination, .arco-descriptions-item-label',
      );
      return [...(parts ?? [])].map((n) => n.textContent ?? '');
    });
    const chinese = labels.filter((s) => CJK.test(s));
    assert.equal(chinese.length, 0, `${route} in English still shows: ${chinese.join(' / ').slice(0, 200)}`);
  }
  await shoot(page, `${route.replaceAll('/', '_').slice(1)}-${language}`);
}

/** The only open dialog. */
const dialog = (page) => page.locator('.arco-modal:visible').last();
/** The table row whose text contains `text`. */
const rowWith = (page, text) => page.getByTestId('crud-table').locator('tbody tr', { hasText: text });

/** The answer of the next `method` call to `/api{path}` (exact path), as JSON. */
function nextCall(page, method, path) {
  const answer = page
    .waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === `/api${path}`)
    .then((r) => r.json());
  // Awaited later: a journey failing before that must report its own error, not this one's.
  answer.catch(() => {});
  return answer;
}

/** Counts the writes (non-GET API calls) the page sends from now on. */
function countWrites(page) {
  const seen = [];
  const listener = (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) seen.push(request.url());
  };
  page.on('request', listener);
  return () => {
    page.off('request', listener);
    return seen;
  };
}

/** Waits until an input shows `want`. */
async function valueIs(locator, want, what) {
  const deadline = Date.now() + 10_000;
  let value = '';
  while (Date.now() < deadline) {
    value = await locator.inputValue().catch(() => '');
    if (value === want) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} shows "${value}", not "${want}"`);
}

/** Types into an input and leaves it, as a person does (number inputs format on blur). */
async function typeInto(locator, value) {
  await locator.fill(value);
  await locator.press('Tab');
}

/** An open dialog shows no raw key, and in English no Chinese label. */
async function checkDialog(page, what, language) {
  await shoot(page, `dialog-${what.replaceAll(' ', '-')}-${language}`);
  const text = await dialog(page).innerText();
  const raw = text.match(RAW_KEY);
  assert.equal(raw, null, `${what} shows the raw key "${raw?.[0]}"`);
  if (language === 'en') {
    const labels = await dialog(page)
      .locator('.arco-form-label-item, .arco-modal-title, .arco-descriptions-item-label, button, .arco-form-extra')
      .allInnerTexts();
    const chinese = labels.filter((l) => CJK.test(l));
    assert.equal(chinese.length, 0, `${what} in English still shows: ${chinese.join(' / ')}`);
  }
}

/** The owner changes the plan's rates: a total past 100 % is refused in the form, then 12.5 % is saved. */
async function editPlan(page, goods) {
  await go(page, '/Seller/distributions');
  await loaded(page, '/Seller/distributions');
  await rowWith(page, goods.goods_name).getByRole('button', { name: '编辑' }).click();
  const form = page.getByTestId('distribution-form');
  await visible(form, 'the plan form');
  await checkDialog(page, 'the plan form', 'zh-cn');
  const lev1 = form.getByLabel('一级佣金比例(%)');
  await valueIs(lev1, '10.00', 'the loaded level 1 rate');
  const writes = countWrites(page);
  await typeInto(lev1, '95');
  await visible(form.getByText('三级比例之和不能超过 100%（当前 101%）。').first(), 'the total error');
  await form.getByTestId('distribution-form-submit').click();
  await visible(form.getByText('三级比例之和不能超过 100%（当前 101%）。').first(), 'the total error after OK');
  assert.deepEqual(writes(), [], 'a plan past 100 % was sent');
  await typeInto(lev1, '12.5');
  assert.equal(await textOf(form.getByTestId('distribution-total'), 'the total'), '合计：18.5%');
  const saved = nextCall(page, 'PUT', `/Seller/distributions/${goods.planId}`);
  await form.getByTestId('distribution-form-submit').click();
  assert.equal((await saved).code, 200, 'the new rates were refused');
  await form.waitFor({ state: 'detached' });
  await visible(rowWith(page, goods.goods_name).getByText('12.50%'), 'the new level 1 rate in the list');
  await shoot(page, 'plan-saved');
}

/** The owner asks for a withdrawal: more than the balance is refused in the form, then ￥20 is asked. */
async function requestCash(page) {
  await go(page, '/Seller/cashes');
  await loaded(page, '/Seller/cashes');
  await page.getByTestId('cash-withdraw').click();
  const form = page.getByTestId('cash-form');
  await visible(form, 'the withdrawal form');
  await checkDialog(page, 'the withdrawal form', 'zh-cn');
  const balance = await textOf(form.getByTestId('cash-balance').filter({ hasText: '￥' }), 'the balance');
  const over = (Number(balance.replace(/[^\d.]/g, '')) + 1).toFixed(2);
  const amount = form.getByLabel('提现金额');
  await typeInto(amount, over);
  await visible(form.getByText(`提现金额不能超过店铺余额 ${balance}。`), 'the balance error');
  await typeInto(amount, '20');
  await typeInto(form.getByLabel('开户名'), '王五');
  await typeInto(form.getByLabel('开户银行'), '招商银行');
  await typeInto(form.getByLabel('银行卡号'), '6225880137006512');
  const sent = nextCall(page, 'POST', '/Seller/cashes');
  await form.getByTestId('cash-form-submit').click();
  assert.equal((await sent).code, 200, 'the withdrawal was refused');
  await form.waitFor({ state: 'detached' });
  // 2 % of ￥20.00 is kept as the fee: ￥19.60 is paid out.
  const row = rowWith(page, '王五');
  await visible(row.getByText('￥19.60'), 'the new request with its payout');
  await visible(row.getByText('￥0.40'), 'the new request with its fee');
  await visible(row.getByText('待审核'), 'the new request pending');
  await shoot(page, 'cash-requested');
}

/** Two pictures of the demo points goods, saved as files to upload. */
async function pictures(baseUrl) {
  const list = await api(baseUrl, 'GET', '/integral/goods', { query: { per_page: '5' } });
  const urls = [...new Set((list?.data?.data ?? []).map((g) => g.goods_master_image).filter(Boolean))].slice(0, 2);
  assert.equal(urls.length, 2, 'the demo points goods have no pictures to reuse');
  return Promise.all(
    urls.map(async (url, i) => {
      const res = await fetch(new URL(url, baseUrl));
      const file = path.join(
        os.tmpdir(),
        `finance-${process.pid}-${i}${path.extname(new URL(url, baseUrl).pathname) || '.png'}`,
      );
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      return file;
    }),
  );
}

/** The administrator adds a points goods (two pictures, rich text), which needs a picture first, then renames it. */
async function pointsGoods(page, baseUrl, stamp) {
  const title = `Journey mug ${stamp}`;
  await go(page, '/Admin/integral_goods');
  await loaded(page, '/Admin/integral_goods');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByTestId('integral-goods-form');
  await visible(form, 'the Add points goods form');
  await checkDialog(page, 'the points goods form', 'en');
  await form.getByPlaceholder('Title', { exact: true }).fill(title);
  await form.locator('.arco-select').first().click();
  await page.locator('.arco-select-popup .arco-select-option').first().click();
  await typeInto(form.getByPlaceholder('Points price'), '120');
  const editor = form.locator('[data-testid="rich-text-editor"] [contenteditable="true"]');
  await visible(editor, 'the details editor');
  await editor.click();
  await page.keyboard.type('A mug for the points mall.');
  const writes = countWrites(page);
  await form.getByTestId('integral-goods-form-submit').click();
  await visible(form.getByText('Upload at least one picture.'), 'the missing picture');
  await shoot(page, 'points-goods-invalid');
  assert.deepEqual(writes(), [], 'a points goods without a picture was sent');

  await form
    .getByTestId('goods-pictures')
    .locator('input[type="file"]')
    .setInputFiles(await pictures(baseUrl));
  await visible(form.getByTestId('goods-picture-1'), 'the two uploaded pictures');
  const created = nextCall(page, 'POST', '/Admin/integral_goods');
  await form.getByTestId('integral-goods-form-submit').click();
  assert.equal((await created).code, 200, 'the points goods was refused');
  await form.waitFor({ state: 'detached' });
  await visible(rowWith(page, title), 'the new points goods in the list');

  await rowWith(page, title).getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByTestId('integral-goods-form');
  await visible(edit, 'the Edit points goods form');
  const name = edit.getByPlaceholder('Title', { exact: true });
  await valueIs(name, title, 'the loaded title');
  await visible(edit.getByTestId('goods-picture-1'), 'the two saved pictures');
  await visible(edit.getByText('A mug for the points mall.'), 'the saved details');
  await name.fill(`${title} (large)`);
  const id = (await api(baseUrl, 'GET', '/integral/goods', { query: { per_page: '50' } }))?.data?.data?.find(
    (g) => g.goods_name === title,
  )?.id;
  const updated = nextCall(page, 'PUT', `/Admin/integral_goods/${id}`);
  await edit.getByTestId('integral-goods-form-submit').click();
  assert.equal((await updated).code, 200, 'the edit was refused');
  await edit.waitFor({ state: 'detached' });
  await visible(rowWith(page, `${title} (large)`), 'the renamed points goods in the list');
  await shoot(page, 'points-goods-saved');
}

/** The administrator ships the paid points order: it completes. */
async function shipPointsOrder(page, orderId, orderNo) {
  await go(page, '/Admin/integral_orders');
  await loaded(page, '/Admin/integral_orders');
  await page.getByTestId(`integral-ship-${orderId}`).click();
  await visible(dialog(page), 'the ship dialog');
  await checkDialog(page, 'the ship dialog', 'en');
  await page.getByTestId('integral-ship-courier').click();
  await page.locator('.arco-select-popup .arco-select-option').first().click();
  await fill(page.getByTestId('integral-ship-no'), `E2E${orderId}X`);
  const shipped = nextCall(page, 'PUT', `/Admin/integral_orders/${orderId}`);
  await page.getByTestId('integral-ship-submit').click();
  assert.equal((await shipped).code, 200, 'shipping was refused');
  await page.getByTestId(`integral-ship-${orderId}`).waitFor({ state: 'detached' });
  await visible(rowWith(page, orderNo).locator('[data-status="6"]', { hasText: 'Completed' }), 'the order completed');
}

/** Opens the review of a request; the summary shows the fee as the setting gives it. */
async function openReview(page, cash, gross) {
  await page.getByTestId(`cash-review-${cash.id}`).click();
  await visible(page.getByTestId('cash-review-summary'), 'the review dialog');
  await checkDialog(page, 'the review dialog', 'en');
  const fee = await textOf(page.getByTestId('cash-review-fee'), 'the fee');
  const want = `￥${(gross * 0.02).toFixed(2)} (2% per Store settings)`;
  assert.equal(fee, want, 'the review does not show the fee of the setting');
}

/** Confirms the question the review asks before money moves. */
async function confirm(page, question) {
  const ask = page.locator('.arco-modal:visible', { hasText: question });
  await visible(ask, `the question "${question}"`);
  await shoot(page, `confirm-${question.slice(0, 6)}`);
  await ask.getByRole('button', { name: 'OK' }).click();
}

/** The administrator refuses the first request (a reason is required) and pays the second one. */
async function reviewCashes(page, refused, paid) {
  await go(page, '/Admin/cashes');
  await loaded(page, '/Admin/cashes');
  await visible(page.getByTestId('cash-fee').getByText('Withdrawal fee: 2%'), 'the fee setting above the list');

  await openReview(page, refused, 10);
  await page.getByTestId('cash-review-refuse').click();
  const writes = countWrites(page);
  await page.getByTestId('cash-review-submit').click();
  await visible(dialog(page).getByText('Give a reason to refuse.'), 'the missing reason');
  assert.deepEqual(writes(), [], 'a refusal without a reason was sent');
  await page.getByTestId('cash-review-reason').fill('The card number does not match the account name.');
  const refusing = nextCall(page, 'PUT', `/Admin/cashes/${refused.id}`);
  await page.getByTestId('cash-review-submit').click();
  await confirm(page, 'Refuse this withdrawal? ￥10.00 (fee included)');
  assert.equal((await refusing).code, 200, 'the refusal was refused');
  await visible(page.locator(`[data-testid="cash-status-${refused.id}"][data-status="2"]`), 'the request refused');
  await visible(rowWith(page, 'The card number does not match'), 'the reason under the state');

  await openReview(page, paid, 20);
  const paying = nextCall(page, 'PUT', `/Admin/cashes/${paid.id}`);
  await page.getByTestId('cash-review-submit').click();
  await confirm(page, 'Pay ￥19.60 to 王五?');
  assert.equal((await paying).code, 200, 'the payout was refused');
  await visible(page.locator(`[data-testid="cash-status-${paid.id}"][data-status="1"]`), 'the request paid');
  await shoot(page, 'cashes-reviewed');
}

async function tour(page, routes, language) {
  for (const route of routes) await checkPage(page, route, language);
}

export default async function backofficeFinancePages({ page, baseUrl }) {
  const stamp = Date.now() % 100000;
  await page.setViewportSize({ width: WIDTH, height: 800 });
  const data = await setup(baseUrl, stamp);
  try {
    await signInAs(page, 'Seller', OWNER, 'zh-cn');
    await tour(page, SELLER_PAGES, 'zh-cn');
    await editPlan(page, data.goods);
    await requestCash(page);
    const paid = await newestCash(baseUrl, data.seller);
    await switchLanguage(page, 'en');
    await tour(page, SELLER_PAGES, 'en');

    await signInAs(page, 'Admin', ADMIN, 'zh-cn');
    await tour(page, ADMIN_PAGES, 'zh-cn');
    await switchLanguage(page, 'en');
    await tour(page, ADMIN_PAGES, 'en');
    await pointsGoods(page, baseUrl, stamp);
    await shipPointsOrder(page, data.pointsOrderId, data.pointsOrderNo);
    await reviewCashes(page, data.refusedCash, paid);
  } finally {
    await json(baseUrl, 'PUT', '/Admin/configs/update', data.admin, { store: data.store });
  }
}
