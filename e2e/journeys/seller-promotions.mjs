// A store runs a coupon and a flash sale, and a shopper buys with both.
// 1. The store owner signs in to /Seller, opens 营销中心 → 优惠券管理 and adds a coupon (amount off, minimum order,
//    copies, per-shopper limit, validity); then adds a flash sale on one of the store's goods (flash price, quota,
//    per-buyer limit, running now) on 秒杀管理. Both show in their lists as running.
// 2. The shopper opens that goods page, claims the coupon in one click, sees the flash price, the quota and the
//    countdown ('HH : MM : SS', the storefront's format under a day), and grabs it: checkout takes the coupon by itself and
//    shows the flash-sale line and the coupon line; the pay page shows them too; the balance pays the total, and
//    the order detail keeps both discounts; /user/coupons lists the coupon as used on that order.
import { assert, atPath, textOf, visible } from '../lib/expect.mjs';
import { fill, signIn } from '../lib/forms.mjs';
import { api } from '../lib/api.mjs';

export const name = 'seller creates a coupon and a flash sale; a shopper claims, grabs and pays with both';
export const timeout = 180_000;

const OWNER = { username: '18888888888', password: '123456' };
const SHOPPER = { username: '13800000000', password: '123456', payPassword: '123456' };
const STORE_ID = 1;
const HOUR = 3600_000;

const cents = (money) => Math.round(Number(String(money).replace(/[^\d.-]/g, '')) * 100);
const yuan = (c) => (c / 100).toFixed(2);
/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai, as the back office types and the server stores times. */
const shanghai = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');

/**
 * A goods of the store without SKUs nor a running flash sale, at a price a coupon and a flash price fit under.
 * The first such goods of the list is left alone: shopper-orders buys it at its normal price.
 */
async function saleGoods(baseUrl) {
  const params = Buffer.from(JSON.stringify({ store_id: STORE_ID })).toString('base64');
  const list = await api(baseUrl, 'GET', '/goods', { query: { params, per_page: 50 } });
  let skipped = false;
  for (const row of list?.data?.data ?? []) {
    if (Number(row.goods_stock) < 20) continue;
    const detail = (await api(baseUrl, 'GET', `/goods/${row.id}`)).data;
    if (detail?.skuList?.length || detail?.seckills) continue;
    if (!skipped) {
      skipped = true;
      continue;
    }
    if (cents(detail.goods_price) >= 2000 && cents(detail.goods_price) <= 20_000) return detail;
  }
  throw new Error(`store ${STORE_ID} has no goods for a flash sale`);
}

/** Waits until the console's table has answered its list. */
async function tableLoaded(page) {
  await visible(page.getByTestId('crud-table'), 'the list');
  await page.waitForFunction(() => {
    const table = document.querySelector('[data-testid="crud-table"] .arco-table');
    return !!table && !table.querySelector('.arco-spin-loading') && table.querySelector('tbody tr') !== null;
  });
}

/** Opens a page of the Seller's 营销中心 by its menu label (unfolding its `group`), and waits for `path`. */
async function openMarketing(page, label, path, group) {
  const console_ = page.getByTestId('console');
  await console_.getByText('营销中心', { exact: true }).first().click();
  if (group) {
    const header = console_.locator('.arco-menu-inline-header', { hasText: group }).first();
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  }
  await console_.getByTestId('console-menu-item').filter({ hasText: label }).first().click();
  await atPath(page, path);
  await tableLoaded(page);
}

/** Types a date-time into an Arco date picker (its input carries the field's label) and confirms it. */
async function typeTime(form, label, value) {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await form
    .page()
    .waitForFunction(
      ([id, want]) => document.getElementById(id)?.value === want,
      [await input.getAttribute('id'), value],
    );
}

/** Submits a promotion form and answers the server's envelope. */
async function submit(page, form, path) {
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === `/api/Seller/${path}`,
  );
  await form.getByRole('button', { name: '确定', exact: true }).click();
  const body = await (await created).json();
  assert.equal(body.code, 200, `creating the ${path} rule was refused: ${JSON.stringify(body).slice(0, 300)}`);
  await form.waitFor({ state: 'detached' });
  return body.data;
}

/** The row of the console's list whose text contains `text`. */
const rowWith = (page, text) => page.getByTestId('crud-table').locator('tbody tr', { hasText: text });

export default async function sellerPromotions({ page, baseUrl }) {
  const now = Date.now();
  const stamp = now % 100000;
  const goods = await saleGoods(baseUrl);
  const normal = cents(goods.goods_price);
  const coupon = { name: `E2E券${stamp}`, money: 500, useMoney: 1000, stock: 20, perUser: 1 };
  const flash = { price: normal - 1000, quota: 5, perUser: 2 };

  // 1. The owner adds the coupon and the flash sale.
  await page.goto('/Seller/login');
  await visible(page.getByTestId('login-username'), 'the Seller login form');
  await signIn(page, OWNER);
  await visible(page.getByTestId('console'), 'the Seller console');

  await openMarketing(page, /^优惠[券劵]管理$/, '/Seller/coupons', '优惠券管理');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const couponForm = page.getByTestId('promotion-form-coupons');
  await visible(couponForm, 'the Add coupon form');
  await couponForm.getByLabel('优惠券名称').fill(coupon.name);
  await couponForm.getByLabel('面额').fill(yuan(coupon.money));
  await couponForm.getByLabel('使用门槛').fill(yuan(coupon.useMoney));
  await couponForm.getByLabel('剩余数量').fill(String(coupon.stock));
  await couponForm.getByLabel('每人限领').fill(String(coupon.perUser));
  await typeTime(couponForm, '开始时间', shanghai(now - HOUR));
  await typeTime(couponForm, '结束时间', shanghai(now + 7 * 24 * HOUR));
  await fill(couponForm.getByLabel('使用说明'), 'e2e: 满10元减5元');
  const savedCoupon = await submit(page, couponForm, 'coupons');
  assert.equal(cents(savedCoupon.money), coupon.money, 'the coupon was saved with another amount');
  assert.equal(cents(savedCoupon.use_money), coupon.useMoney, 'the coupon was saved with another minimum');
  await visible(rowWith(page, coupon.name).getByText('进行中'), 'the new coupon running in the list');

  await openMarketing(page, /^秒杀管理$/, '/Seller/seckills');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const flashForm = page.getByTestId('promotion-form-seckills');
  await visible(flashForm, 'the Add flash sale form');
  // The goods picker: its dialog lists the store's goods, searched by title.
  await flashForm.getByTestId('promotion-goods-picker').getByRole('button', { name: '选择' }).click();
  const picker = page.locator('.arco-modal:visible', { has: page.getByPlaceholder('按名称搜索') });
  await visible(picker, 'the goods picker');
  await picker.getByPlaceholder('按名称搜索').fill(goods.goods_name);
  await picker.getByPlaceholder('按名称搜索').press('Enter');
  const goodsRow = picker.locator('tbody tr', { hasText: goods.goods_name });
  await visible(goodsRow, `${goods.goods_name} in the goods picker`);
  await goodsRow.click();
  await picker.getByRole('button', { name: '确定', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
  const picked = await textOf(flashForm.getByTestId('promotion-goods-name'), 'the picked goods');
  assert.equal(picked, goods.goods_name, 'the flash sale picked another goods');
  await flashForm.getByLabel('秒杀价').fill(yuan(flash.price));
  await flashForm.getByLabel('秒杀数量').fill(String(flash.quota));
  await flashForm.getByLabel('每人限购').fill(String(flash.perUser));
  await typeTime(flashForm, '开始时间', shanghai(now - 10 * 60_000));
  await typeTime(flashForm, '结束时间', shanghai(now + 2 * HOUR));
  const savedFlash = await submit(page, flashForm, 'seckills');
  assert.equal(Number(savedFlash.goods_id), goods.id, 'the flash sale was saved on another goods');
  assert.equal(cents(savedFlash.price), flash.price, 'the flash sale was saved with another price');
  await visible(rowWith(page, goods.goods_name).getByText('进行中'), 'the new flash sale running in the list');

  // 2. The shopper claims the coupon on the goods page and grabs the goods at its flash price.
  await page.goto('/login');
  await fill(page.getByTestId('login-username'), SHOPPER.username);
  await fill(page.getByTestId('login-password'), SHOPPER.password);
  await page.getByTestId('login-submit').first().click();
  await atPath(page, '/');
  await visible(page.getByTestId('header-nickname'), 'the signed-in nickname in the top bar');
  const login = await api(baseUrl, 'POST', '/login', { body: { ...SHOPPER, provider: 'users', area: 'home' } });
  const token = login.data.access_token;
  const moneyBefore = cents(
    (await api(baseUrl, 'POST', '/auth/info', { token, body: { provider: 'users' } })).data.money,
  );

  await page.goto(`/goods/${goods.id}`);
  await visible(page.getByTestId('goods-title'), 'the goods title');
  const chip = page.locator(`[data-testid="goods-coupon"][data-coupon-id="${savedCoupon.id}"]`);
  await visible(chip, 'the new coupon on the goods page');
  const claimed = page.waitForResponse((r) => r.url().endsWith('/api/user/coupon/receive'));
  await chip.getByTestId('coupon-claim').click();
  const claimBody = await (await claimed).json();
  assert.equal(claimBody.code, 200, `claiming the coupon was refused: ${claimBody.msg}`);
  const held = (await api(baseUrl, 'GET', '/user/coupons', { token, query: { state: '0', per_page: '50' } })).data.data;
  const log = held.find((c) => Number(c.coupon_id) === Number(savedCoupon.id));
  assert.ok(log, 'the claimed coupon is not among the usable coupons of the shopper');

  const priceText = await textOf(page.getByTestId('goods-price'), 'the goods price');
  assert.equal(cents(priceText), flash.price, `the goods page shows ${priceText}, not the flash price`);
  const quota = page.getByTestId('seckill-quota');
  await visible(quota, 'the flash sale quota');
  assert.equal(Number(await quota.getAttribute('data-left')), flash.quota, 'the quota left');
  assert.equal(Number(await quota.getAttribute('data-quota')), flash.quota, 'the quota');
  assert.ok((await textOf(page.getByTestId('seckill-limit'), 'the limit')).includes(String(flash.perUser)));
  const timer = page.getByRole('timer').and(page.getByTestId('seckill-countdown'));
  await visible(timer, 'the flash sale countdown');
  const seconds = Number(await timer.getAttribute('data-seconds'));
  assert.ok(seconds > 2 * 3600 - 300 && seconds <= 2 * 3600, `the countdown says ${seconds} s left of about 2 h`);
  assert.match((await timer.textContent()).trim(), /^0[12] : [0-5]\d : [0-5]\d$/, 'the countdown format');

  await page.getByTestId('buy-now').click();
  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await page.locator('[data-testid^="checkout-address-"][aria-pressed="true"]').first().waitFor();
  const chosen = page.getByTestId(`checkout-coupon-${STORE_ID}-${log.id}`);
  await visible(chosen, 'the claimed coupon at checkout');
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-checked') === 'true',
    `checkout-coupon-${STORE_ID}-${log.id}`,
  );
  assert.equal(
    await page.getByTestId(`checkout-coupon-${STORE_ID}-0`).getAttribute('aria-checked'),
    'false',
    '"no coupon" is checked',
  );
  const discountOf = async (prefix, kind) => {
    const money = page.locator(`[data-testid="${prefix}-money"][data-kind="${kind}"]`);
    await visible(money, `the ${kind} discount line (${prefix})`);
    return Math.abs(cents(await money.textContent()));
  };
  const lines = `checkout-discount-${STORE_ID}`;
  assert.equal(await discountOf(lines, 'seckill'), normal - flash.price, 'the flash-sale line at checkout');
  assert.equal(await discountOf(lines, 'coupon'), coupon.money, 'the coupon line at checkout');
  assert.equal(await page.locator(`[data-testid="${lines}-name"]`).count(), 2, 'other discount lines at checkout');
  await visible(
    page.locator(`[data-testid="${lines}-name"][data-kind="coupon"]`, { hasText: coupon.name }),
    'the coupon name',
  );
  const freight = cents(await textOf(page.getByTestId(`checkout-freight-${STORE_ID}`), 'the freight'));
  const total = flash.price - coupon.money + freight;
  await page.waitForFunction(
    ([id, want]) => {
      const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
      return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) === want;
    },
    [`checkout-store-total-${STORE_ID}`, total],
  );
  assert.equal(cents(await textOf(page.getByTestId('checkout-total'), 'the checkout total')), total, 'checkout total');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/user/order/create'));
  await page.getByTestId('checkout-submit').click();
  const createdBody = await (await created).json();
  assert.equal(createdBody.code, 200, `the order was refused: ${createdBody.msg}`);
  const [orderId] = createdBody.data.order_id;
  await page.waitForURL((url) => url.pathname.startsWith('/order/pay/'));
  assert.equal(await discountOf(`pay-discount-${orderId}`, 'seckill'), normal - flash.price, 'the pay page flash line');
  assert.equal(await discountOf(`pay-discount-${orderId}`, 'coupon'), coupon.money, 'the pay page coupon line');
  assert.equal(cents(await textOf(page.getByTestId('pay-total'), 'the amount to pay')), total, 'the amount to pay');
  await page.getByTestId('pay-method-balance').click();
  await fill(page.getByTestId('pay-password'), SHOPPER.payPassword);
  await page.getByTestId('pay-submit').click();
  await atPath(page, '/order/success', 20_000);
  const moneyAfter = cents(
    (await api(baseUrl, 'POST', '/auth/info', { token, body: { provider: 'users' } })).data.money,
  );
  assert.equal(moneyAfter, moneyBefore - total, 'the balance paid the discounted total once');

  await page.goto(`/user/order/${orderId}`);
  await visible(page.getByTestId(`order-detail-page-${orderId}`), 'the order detail');
  assert.equal(
    await discountOf('order-detail-discount', 'seckill'),
    normal - flash.price,
    'the order keeps the flash line',
  );
  assert.equal(await discountOf('order-detail-discount', 'coupon'), coupon.money, 'the order keeps the coupon line');
  assert.equal(
    cents(await textOf(page.getByTestId('order-detail-total'), 'the order total')),
    total,
    'the order total',
  );

  // The coupon moved to the "used" tab of /user/coupons, linked to the order.
  await page.goto('/user/coupons');
  await page.getByTestId('coupons-tab-1').click();
  const used = page.locator(`[data-testid="user-coupon"][data-id="${log.id}"][data-state="1"]`);
  await visible(used, 'the coupon among the used ones');
  assert.equal(
    await used.getByTestId('user-coupon-order').getAttribute('href'),
    `/user/order/${orderId}`,
    'the used coupon links to its order',
  );
}
