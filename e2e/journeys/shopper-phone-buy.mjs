// Buying on a phone (375x812, touch; every press a tap), from the search box to an after-sale request.
// 1. zh-cn: 小明 signs in, searches 手机 in the header, opens a phone sold in SKUs, claims the store's coupon in the
//    coupon sheet, taps the bar's 加入购物车: the SKU sheet opens; he picks a SKU and 2 with the stepper and
//    confirms. The server's cart holds that SKU twice; the 购物车 tab's badge and `GET /api/cart_count` grow.
//    On the cart tab the stepper's + makes it 3 (the server's line follows), the line is ticked and the settle bar's
//    去结算 opens checkout: the chosen address, the coupon picked from the store's list (the total follows), the
//    sticky 提交订单. The pay page: 余额支付, the payment password in its number-pad field, the sticky pay button.
//    The order is paid (status 2, the coupon's money off, the balance down by the amount paid). 我的 → 待发货 →
//    the order's card → its detail → 申请售后: a refund request, pending on the server (order in after-sale).
// 2. en: the same path up to checkout (search, goods, SKU sheet, cart, checkout) shows no raw i18n key, and the
//    buttons a finger presses are on screen, 44 px and not covered.
import { api } from '../lib/api.mjs';
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';
import { PHONE, networkQuiet } from '../lib/browser.mjs';
import { phoneSignIn, shot, switchLanguageInHeader, tapTab } from '../lib/phone.mjs';
import {
  assertReachable,
  balanceOf,
  cartCount,
  cartLines,
  emptyCart,
  ensureBalance,
  moneyShown,
  orderOf,
  payByBalance,
  submitCheckout,
} from '../lib/phone-buy.mjs';
import { SHOPPER, cents, noRawKeys, tokenOf } from '../lib/sessions.mjs';

export const name = 'on a phone: search, SKU sheet, cart stepper, checkout with a coupon, balance pay, refund request';
export const device = PHONE;
export const timeout = 150_000;

const JOURNEY = 'shopper-phone-buy';
const HOUR = 3600_000;
/** 'YYYY-MM-DD HH:mm:ss' in Asia/Shanghai, as the server stores times. */
const shanghai = (ms) => new Date(ms + 8 * HOUR).toISOString().slice(0, 19).replace('T', ' ');
/** The owner of a demo store: store 1 the demo seller, stores 2-9 1360000000N (demo-stores.ts). */
const ownerOf = (storeId) => ({
  username: storeId === 1 ? '18888888888' : `1360000000${storeId}`,
  password: '123456',
});

/** Types a keyword in the header's search box and taps 搜索; waits for the results the server answered. */
async function search(page, keyword) {
  // The header renders again once the page's data is in: type after that.
  await networkQuiet(page);
  const input = page.getByTestId('search-input');
  await visible(input, 'the search box in the header');
  await input.tap();
  await fill(input, keyword);
  const button = page.getByTestId('search-button');
  await assertReachable(button, 'the search button');
  await button.tap();
  await page.waitForURL((url) => url.pathname.startsWith('/s/'));
  await page.waitForFunction(() => {
    const list = document.querySelector('[data-testid="search-results"]');
    return !!list && list.getAttribute('aria-busy') !== 'true' && !!list.querySelector('[data-testid="goods-item"]');
  });
}

/** The first goods shown that is sold in several SKUs and runs no flash sale or group buy (its bar has 加入购物车). */
async function skuGoodsShown(page, baseUrl) {
  const ids = await page
    .getByTestId('goods-item')
    .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-goods-id'))));
  for (const id of ids) {
    const detail = (await api(baseUrl, 'GET', `/goods/${id}`)).data;
    if (detail?.skuList?.length > 1 && !detail.seckills && !detail.collectives && Number(detail.goods_stock) >= 10) {
      return detail;
    }
  }
  throw new Error(`none of the goods found (${ids.join(', ')}) is sold in SKUs without a promotion`);
}

/** In the open SKU sheet: the last choosable value of every spec row; answers the SKU the server has for them. */
async function pickInSheet(page, goods) {
  const sheet = page.getByTestId('sku-sheet');
  const rows = sheet.getByTestId('spec-row');
  const n = await rows.count();
  assert.equal(n, goods.attrList.length, 'the SKU sheet shows one row per attribute');
  const chosen = [];
  for (let i = 0; i < n; i++) {
    const option = rows.nth(i).locator('[data-testid="spec-option"]:not([disabled])').last();
    chosen.push(Number(await option.getAttribute('data-spec-id')));
    await assertReachable(option, `a value of spec row ${i + 1} in the SKU sheet`);
    await option.tap();
    await visible(
      rows.nth(i).locator('[data-testid="spec-option"][aria-pressed="true"]'),
      `a chosen value in row ${i}`,
    );
  }
  const key = [...chosen].sort().join(',');
  const sku = goods.skuList.find((s) => [...s.spec_id].map(Number).sort().join(',') === key);
  assert.ok(sku, `the server has no SKU for specs ${chosen.join(',')}`);
  await moneyShown(page, 'sheet-price', cents(sku.goods_price), 'the SKU sheet price');
  return sku;
}

/** The bar's 加入购物车 with no SKU chosen opens the SKU sheet (and does not add anything yet). */
async function openSheetFromBar(page) {
  const add = page.getByTestId('goods-bar').getByTestId('bar-add-cart');
  await visible(add, "the bar's add-to-cart button");
  await assertReachable(add, "the bar's add-to-cart button");
  await add.tap();
  await visible(page.getByTestId('sku-sheet').getByRole('dialog'), 'the SKU sheet');
}

/** Taps the sheet's confirm button; answers the server's answer to the cart line it added. */
async function confirmSheet(page) {
  const confirm = page.getByTestId('sheet-confirm');
  await assertReachable(confirm, "the SKU sheet's confirm button");
  const added = page.waitForResponse((r) => r.url().endsWith('/api/user/carts') && r.request().method() === 'POST');
  await confirm.tap();
  const body = await (await added).json();
  assert.equal(body.code, 200, `adding to the cart was refused: ${body.msg}`);
  await page.getByTestId('sku-sheet').getByRole('dialog').waitFor({ state: 'hidden' });
}

/** On the cart tab: ticks a line and taps the settle bar's 去结算; waits for checkout. */
async function settle(page, lineId) {
  const check = page.getByTestId(`cart-check-${lineId}`);
  await assertReachable(check, 'the line checkbox');
  await check.tap();
  await page.locator(`[data-testid="cart-line-${lineId}"][data-selected="true"]`).waitFor();
  const go = page.getByTestId('cart-settle-bar').getByTestId('cart-checkout');
  await assertReachable(go, "the settle bar's checkout button");
  await go.tap();
  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await page.locator('[data-testid="checkout-address-current"][data-address-id]').waitFor();
}

export default async function shopperPhoneBuy({ page, baseUrl }) {
  const token = await tokenOf(baseUrl, SHOPPER);
  await emptyCart(baseUrl, token);

  // --- zh-cn: the whole purchase -----------------------------------------------------------------------------
  await page.goto('/login');
  await phoneSignIn(page, SHOPPER);
  await atPath(page, '/');
  await search(page, '手机');
  await shot(page, JOURNEY, 'search', 'zh-cn');
  const goods = await skuGoodsShown(page, baseUrl);
  await ensureBalance(baseUrl, token, cents(goods.goods_price) * 6 + 100_000);

  // The store runs a coupon every buyer may claim: its owner sets one up, small enough for any order.
  const now = Date.now();
  const sellerToken = await tokenOf(baseUrl, ownerOf(goods.store_id), 'users', 'seller');
  const couponName = `手机端专享券${now % 100000}`;
  const created = await api(baseUrl, 'POST', '/Seller/coupons', {
    token: sellerToken,
    body: {
      name: couponName,
      money: '3.00',
      use_money: '0.00',
      stock: '10',
      per_user: '1',
      start_time: shanghai(now - HOUR),
      end_time: shanghai(now + 7 * 24 * HOUR),
      content: 'e2e: 手机下单立减3元',
    },
  });
  assert.equal(created.code, 200, `the store's coupon was refused: ${JSON.stringify(created).slice(0, 300)}`);
  const couponId = created.data.id;

  await page.locator(`[data-testid="goods-item"][data-goods-id="${goods.id}"]`).first().tap();
  await atPath(page, `/goods/${goods.id}`);
  await visible(page.getByTestId('goods-title'), 'the goods title');
  await visible(page.getByTestId('goods-bar'), "the goods page's sticky bar");
  await shot(page, JOURNEY, 'goods', 'zh-cn');

  // The coupon row opens the coupon sheet; 领取 claims the store's new coupon.
  const couponRow = page.getByTestId('coupon-row');
  await assertReachable(couponRow, 'the coupon row');
  await couponRow.tap();
  const couponSheet = page.getByTestId('coupon-sheet');
  const claim = couponSheet.locator(`[data-testid="coupon-claim"][data-coupon-id="${couponId}"]`);
  await visible(claim, 'the new coupon in the coupon sheet');
  await assertReachable(claim, 'the claim button of the coupon');
  const claimed = page.waitForResponse((r) => r.url().endsWith('/api/user/coupon/receive'));
  await claim.tap();
  assert.equal((await (await claimed).json()).code, 200, 'claiming the coupon was refused');
  await couponSheet.getByTestId('coupon-sheet-close').tap();
  await couponSheet.getByRole('dialog').waitFor({ state: 'hidden' });
  const held = (await api(baseUrl, 'GET', '/user/coupons', { token, query: { state: '0', per_page: '50' } })).data.data;
  const log = held.find((c) => Number(c.coupon_id) === Number(couponId));
  assert.ok(log, 'the claimed coupon is not among the usable coupons of the shopper');

  // 加入购物车 → the SKU sheet → a SKU, 2 with the stepper → confirm.
  const countBefore = await cartCount(baseUrl, token);
  await openSheetFromBar(page);
  const sku = await pickInSheet(page, goods);
  await page.getByTestId('sheet-qty-plus').tap();
  await page.waitForFunction(() => document.querySelector('[data-testid="sheet-qty-input"]')?.value === '2', null, {
    timeout: 5000,
  });
  await shot(page, JOURNEY, 'sku-sheet', 'zh-cn');
  await confirmSheet(page);
  const lines = await cartLines(baseUrl, token);
  const line = lines.find((l) => Number(l.goods_id) === goods.id);
  assert.ok(line, 'the server has no cart line of the goods');
  assert.equal(Number(line.sku_id), sku.id, 'the cart holds another SKU than the one picked');
  assert.equal(Number(line.buy_num), 2, 'the cart holds another quantity than the stepper said');
  const count = await cartCount(baseUrl, token);
  assert.equal(count, countBefore + 1, 'GET /api/cart_count did not grow by the new line');

  // Back to the results: the cart tab's badge shows the server's count; the tab opens the cart.
  await page.goBack();
  await page.waitForURL((url) => url.pathname.startsWith('/s/'));
  const badge = page.getByTestId('tab-cart').locator('.phone-badge');
  await visible(badge, "the cart tab's badge");
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="tab-cart"] .phone-badge')?.textContent?.trim() === want,
    String(count),
    { timeout: 10_000 },
  );
  await tapTab(page, 'cart', '/carts');
  const lineId = line.cart_id;
  await visible(page.getByTestId(`cart-line-${lineId}`), 'the line in the cart');
  const stepperValue = page.getByTestId(`cart-stepper-${lineId}-input`);
  assert.equal(await stepperValue.inputValue(), '2', "the cart's stepper shows another quantity");
  const plus = page.getByTestId(`cart-stepper-${lineId}-plus`);
  await assertReachable(plus, "the cart stepper's +");
  const changed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/user/carts/${lineId}`) && r.request().method() === 'PUT',
  );
  await plus.tap();
  assert.equal((await (await changed).json()).code, 200, 'the quantity change was refused');
  await page.waitForFunction(
    (id) => document.querySelector(`[data-testid="cart-stepper-${id}-input"]`)?.value === '3',
    lineId,
  );
  const after = (await cartLines(baseUrl, token)).find((l) => l.cart_id === lineId);
  assert.equal(Number(after?.buy_num), 3, "the server's cart did not follow the stepper");
  await moneyShown(page, `cart-subtotal-${lineId}`, cents(sku.goods_price) * 3, 'the line subtotal');
  await shot(page, JOURNEY, 'cart', 'zh-cn');

  await settle(page, lineId);

  // Checkout: pick the store's coupon in its list; the bar's total follows the server's pricing.
  const storeId = goods.store_id;
  const mine = page.getByTestId(`checkout-coupon-${storeId}-${log.id}`);
  await visible(mine, 'the claimed coupon among the checkout coupons');
  const couponMoney = page.locator(`[data-testid="checkout-discount-${storeId}-money"][data-kind="coupon"]`);
  /** Taps a coupon option and waits for the server's new pricing and the bar's total; answers that total. */
  const pick = async (option, what) => {
    await assertReachable(option, what);
    const repriced = page.waitForResponse((r) => r.url().endsWith('/api/user/order/before'));
    await option.tap();
    await repriced;
    await page.locator('[data-testid="checkout"] .arco-spin-loading').waitFor({ state: 'detached' });
    const total = cents(await textOf(page.getByTestId('checkout-total'), 'the checkout total'));
    await moneyShown(page, 'checkout-bar-total', total, 'the amount in the checkout bar');
    return total;
  };
  if ((await mine.getAttribute('aria-checked')) === 'true') {
    // The server applied it by itself: the shopper drops it, then picks it again.
    await pick(page.getByTestId(`checkout-coupon-${storeId}-0`), '"no coupon"');
    assert.equal(await couponMoney.count(), 0, 'a coupon line stays once "no coupon" is picked');
  }
  const before = cents(await textOf(page.getByTestId('checkout-total'), 'the checkout total'));
  const appliedBefore = (await couponMoney.count()) ? Math.abs(cents(await couponMoney.first().textContent())) : 0;
  const payable = await pick(mine, 'the claimed coupon at checkout');
  await page.locator(`[data-testid="checkout-coupon-${storeId}-${log.id}"][aria-checked="true"]`).waitFor();
  await visible(
    page.locator(`[data-testid="checkout-discount-${storeId}-name"][data-kind="coupon"]`, { hasText: couponName }),
    'the coupon line at checkout',
  );
  assert.equal(Math.abs(cents(await couponMoney.first().textContent())), 300, 'the coupon line takes another amount');
  // The picked coupon replaced whatever the server had applied (another coupon of the store, or none).
  assert.equal(payable, before + appliedBefore - 300, 'the total did not follow the coupon picked');
  await shot(page, JOURNEY, 'checkout', 'zh-cn');
  const [orderId] = await submitCheckout(page);

  const unpaid = await orderOf(baseUrl, token, orderId);
  assert.equal(unpaid.order_status, 1, 'the new order is not waiting for payment');
  assert.equal(cents(unpaid.total_price), payable, 'the order costs another amount than checkout said');
  const couponOff = (unpaid.discounts ?? []).filter((d) => d.kind === 'coupon');
  assert.deepEqual(
    couponOff.map((d) => [d.name, cents(d.money)]),
    [[couponName, 300]],
    'the order does not carry the coupon picked',
  );
  const moneyBefore = await balanceOf(baseUrl, token);
  const asked = await payByBalance(page, SHOPPER.payPassword, {
    shots: () => shot(page, JOURNEY, 'pay', 'zh-cn'),
  });
  assert.equal(asked, payable, 'the pay page asked another amount');
  const paid = await orderOf(baseUrl, token, orderId);
  assert.equal(paid.order_status, 2, 'the paid order is not waiting for delivery');
  assert.equal(paid.payment_name, 'balance', 'the order was not paid from the balance');
  assert.equal(await balanceOf(baseUrl, token), moneyBefore - payable, 'the balance did not pay the order once');
  const used = (await api(baseUrl, 'GET', '/user/coupons', { token, query: { state: '1', per_page: '50' } })).data.data;
  assert.ok(
    used.some((c) => c.id === log.id),
    'the coupon is not used on the server',
  );

  // 我的 → 待发货 → the order's card → its detail → 申请售后.
  await tapTab(page, 'mine', '/user');
  const waiting = page.getByTestId('dashboard-order-status-2');
  await assertReachable(waiting, 'the 待发货 shortcut');
  await waiting.tap();
  await atPath(page, '/user/orders');
  const card = page.getByTestId(`order-row-${orderId}`);
  await visible(card, 'the paid order among the orders to deliver');
  assert.equal(await card.getAttribute('data-status'), '2', 'the card shows another status');
  const detail = card.getByTestId(`order-detail-${orderId}`);
  await assertReachable(detail, "the card's detail button");
  await detail.tap();
  await atPath(page, `/user/order/${orderId}`);
  await visible(page.getByTestId(`order-detail-page-${orderId}`), 'the order detail');
  await moneyShown(page, 'order-detail-total', payable, 'the order total');
  await shot(page, JOURNEY, 'order', 'zh-cn');
  const refund = page.getByTestId(`order-refund-${orderId}`);
  await assertReachable(refund, 'the after-sale button');
  await refund.tap();
  await atPath(page, `/user/order/refund/${orderId}`);
  await visible(page.getByTestId('refund-form'), 'the after-sale form');
  await page.getByTestId('refund-type-0').tap();
  const remark = page.locator('textarea[data-testid="refund-remark"], [data-testid="refund-remark"] textarea').first();
  await remark.tap();
  await remark.fill('e2e: 手机上下单买错了规格');
  await shot(page, JOURNEY, 'refund', 'zh-cn');
  const submit = page.getByTestId('refund-submit');
  await assertReachable(submit, 'the after-sale submit button');
  const asking = page.waitForResponse((r) => r.url().endsWith('/api/user/order/refund'));
  await submit.tap();
  assert.equal((await (await asking).json()).code, 200, 'the after-sale request was refused');
  await atPath(page, `/user/order/refund_form/${orderId}`);
  await page.locator('[data-testid="refund-state"][data-state="pending"]').waitFor();
  const request = (await api(baseUrl, 'GET', `/user/order/refund/${orderId}`, { token })).data;
  assert.equal(request?.refund_type, 0, 'the server holds no refund request of the order');
  assert.equal(request.refund_verify, 0, 'the refund request is not waiting for the store');
  assert.equal((await orderOf(baseUrl, token, orderId)).order_status, 5, 'the order is not in after-sale');

  // --- en: search → goods → SKU sheet → cart → checkout, in English and within reach ----------------------------
  await tapTab(page, 'home', '/');
  await switchLanguageInHeader(page, 'en');
  await search(page, 'phone');
  await noRawKeys(page, 'the search results');
  await shot(page, JOURNEY, 'search', 'en');
  const enGoods = await skuGoodsShown(page, baseUrl);
  await page.locator(`[data-testid="goods-item"][data-goods-id="${enGoods.id}"]`).first().tap();
  await atPath(page, `/goods/${enGoods.id}`);
  await visible(page.getByTestId('goods-title'), 'the goods title');
  await noRawKeys(page, 'the goods page');
  await noChinese(() => page.getByTestId('goods-bar').locator('.goods-bar__buttons').innerText(), 'the bar buttons');
  await shot(page, JOURNEY, 'goods', 'en');
  await openSheetFromBar(page);
  await noRawKeys(page, 'the SKU sheet');
  await noChinese(() => page.getByTestId('sheet-confirm').innerText(), "the SKU sheet's confirm button");
  await pickInSheet(page, enGoods);
  await shot(page, JOURNEY, 'sku-sheet', 'en');
  await confirmSheet(page);
  const enLine = (await cartLines(baseUrl, token)).find((l) => Number(l.goods_id) === enGoods.id);
  assert.ok(enLine, 'the English purchase did not reach the cart');
  await page.goBack();
  await tapTab(page, 'cart', '/carts');
  await visible(page.getByTestId(`cart-line-${enLine.cart_id}`), 'the line in the cart');
  await noRawKeys(page, 'the cart');
  await noChinese(() => page.getByTestId('cart-checkout').innerText(), "the settle bar's button");
  await assertReachable(page.getByTestId(`cart-stepper-${enLine.cart_id}-plus`), "the cart stepper's +");
  await shot(page, JOURNEY, 'cart', 'en');
  await settle(page, enLine.cart_id);
  await visible(page.getByTestId(`checkout-store-${enGoods.store_id}`), 'the store at checkout');
  await noRawKeys(page, 'the checkout page');
  await noChinese(() => page.getByTestId('checkout-submit').innerText(), 'the submit button');
  await assertReachable(page.getByTestId('checkout-bar').getByTestId('checkout-submit'), 'the submit button');
  await assertReachable(page.getByTestId('checkout-address-current'), 'the chosen address');
  await shot(page, JOURNEY, 'checkout', 'en');
  await emptyCart(baseUrl, token);
}
