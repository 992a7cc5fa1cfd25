// Money that adds up, from the cart to the stores' balances.
// 1. The shopper puts goods of two stores in the cart, checks out with a remark per store (freight from each
//    store's template), gets one order per store and pays both with the balance and the payment password.
// 2. Each store's owner delivers its order from "waiting for delivery" with a courier and a tracking number.
// 3. The shopper confirms receipt of the first order and reviews it with stars; on the second they ask for a
//    refund, which its store approves: the balance comes back.
// 4. The administrator settles: the first order is credited to its store once (a second run finds nothing), and
//    the store's funds page shows the new balance and the settlement in its money log. The refunded order is not
//    settled; the shopper's balance and every figure are checked against the server.
import { assert, atPath, textOf, visible } from '../lib/expect.mjs';
import { adminSign } from '../lib/captcha.mjs';
import { fill, signIn, signOut } from '../lib/forms.mjs';
import { api } from '../lib/api.mjs';

export const name = 'shopper buys from two stores, sellers deliver, review, refund, settlement and store balances';
export const timeout = 300_000;

const SHOPPER = { username: '13800000000', password: '123456', payPassword: '123456' };
/** Store 1 belongs to the demo seller, store 2 to 13600000002 (README, demo-stores.ts). */
const STORES = [
  { id: 1, owner: { username: '18888888888', password: '123456' } },
  { id: 2, owner: { username: '13600000002', password: '123456' } },
];
const ADMIN = { username: 'admin', password: '123456' };

const cents = (money) => Math.round(Number(money) * 100);

/** A token of one area: `admins`, or `users` in the storefront (`home`) or the Seller area (`seller`). */
async function tokenOf(baseUrl, who, provider, area = 'home') {
  let sign;
  if (provider === 'admins') {
    sign = await adminSign(baseUrl, who);
  }
  const login = await api(baseUrl, 'POST', '/login', { body: { ...who, provider, ...(sign ? { sign } : { area }) } });
  assert.ok(login?.data?.access_token, `${who.username} could not sign in: ${JSON.stringify(login).slice(0, 200)}`);
  return login.data.access_token;
}

/** A goods of `storeId` on sale with stock and without SKUs, as the public list and detail show it. */
async function plainGoods(baseUrl, storeId, skip = []) {
  const params = Buffer.from(JSON.stringify({ store_id: storeId })).toString('base64');
  const list = await api(baseUrl, 'GET', '/goods', { query: { params, per_page: 30 } });
  for (const row of list?.data?.data ?? []) {
    if (skip.includes(row.id) || Number(row.goods_stock) < 5) continue;
    const detail = (await api(baseUrl, 'GET', `/goods/${row.id}`)).data;
    if (!detail?.skuList?.length) return detail;
  }
  throw new Error(`store ${storeId} has no goods without SKUs to buy`);
}

const shopperMoney = async (baseUrl, token) =>
  cents((await api(baseUrl, 'POST', '/auth/info', { token, body: { provider: 'users' } })).data.money);

const storeMoney = async (baseUrl, token) =>
  cents((await api(baseUrl, 'GET', '/Seller/stores/0', { token })).data.store_money);

async function shopperSignIn(page) {
  await page.goto('/login');
  await fill(page.getByTestId('login-username'), SHOPPER.username);
  await fill(page.getByTestId('login-password'), SHOPPER.password);
  await page.getByTestId('login-submit').first().click();
  await atPath(page, '/');
  await visible(page.getByTestId('header-nickname'), 'the signed-in nickname in the top bar');
}

/** Opens the goods page and puts `count` pieces in the cart. */
async function addToCart(page, goodsId, count) {
  await page.goto(`/goods/${goodsId}`);
  await visible(page.getByTestId('goods-title'), 'the goods title');
  for (let i = 1; i < count; i++) await page.getByTestId('qty-plus').click();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/user/carts') && r.request().method() === 'POST');
  await page.getByTestId('add-cart').click();
  const body = await (await added).json();
  assert.equal(body.code, 200, `adding goods ${goodsId} to the cart was refused: ${body.msg}`);
}

/** Signs in to a back office (`/Seller` or `/Admin`), from its login page when already there. */
async function backOfficeSignIn(page, area, who) {
  if (new URL(page.url()).pathname !== `${area}/login`) await page.goto(`${area}/login`);
  await visible(page.getByTestId('login-username'), `the ${area} login form`);
  await signIn(page, who);
  await page.waitForURL((url) => url.pathname.startsWith(area) && !url.pathname.endsWith('/login'), {
    timeout: 20_000,
  });
}

/** Signs out of a back office and waits for its login page (the app moves there without reloading). */
async function backOfficeSignOut(page, area) {
  await signOut(page);
  await page.waitForURL((url) => url.pathname === `${area}/login`);
  await visible(page.getByTestId('login-username'), `the ${area} login form`);
}

/** Confirms an Arco confirmation dialog opened by an order action. */
async function confirmDialog(page) {
  await page.getByTestId('order-confirm-ok').click();
}

export default async function shopperOrders({ page, baseUrl }) {
  const shopperToken = await tokenOf(baseUrl, SHOPPER, 'users');
  const sellerTokens = [];
  for (const s of STORES) sellerTokens.push(await tokenOf(baseUrl, s.owner, 'users', 'seller'));
  const moneyBefore = await shopperMoney(baseUrl, shopperToken);
  const storeMoneyBefore = [];
  for (const t of sellerTokens) storeMoneyBefore.push(await storeMoney(baseUrl, t));
  // A cart left by another journey would change the totals: start from an empty one.
  const cart = await api(baseUrl, 'GET', '/user/carts', { token: shopperToken, query: { per_page: 100 } });
  const lineIds = (cart?.data?.data ?? []).flatMap((g) => g.cart_list.map((l) => l.cart_id));
  if (lineIds.length) await api(baseUrl, 'DELETE', `/user/carts/${lineIds.join(',')}`, { token: shopperToken });

  const goodsA = await plainGoods(baseUrl, STORES[0].id);
  const goodsB = await plainGoods(baseUrl, STORES[1].id);

  // 1. Cart → checkout → pay by balance.
  await shopperSignIn(page);
  await addToCart(page, goodsA.id, 2);
  await addToCart(page, goodsB.id, 1);
  await page.goto('/carts');
  await visible(page.getByTestId(`cart-store-${STORES[0].id}`), 'the first store in the cart');
  await visible(page.getByTestId(`cart-store-${STORES[1].id}`), 'the second store in the cart');
  const checkAll = page.getByTestId('cart-check-all');
  if ((await page.locator('[data-testid^="cart-line-"][data-selected="false"]').count()) > 0) await checkAll.click();
  const expected = cents(goodsA.goods_price) * 2 + cents(goodsB.goods_price);
  await page.waitForFunction(
    (want) => {
      const text = document.querySelector('[data-testid="cart-total"]')?.textContent ?? '';
      return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) === want;
    },
    expected,
    { timeout: 10_000 },
  );
  await page.getByTestId('cart-checkout').click();

  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await visible(page.getByTestId(`checkout-store-${STORES[0].id}`), 'the first store at checkout');
  await visible(page.getByTestId(`checkout-store-${STORES[1].id}`), 'the second store at checkout');
  await page.locator('[data-testid^="checkout-address-"][aria-pressed="true"]').first().waitFor();
  for (const s of STORES) await fill(page.getByTestId(`checkout-remark-${s.id}`), `e2e remark for store ${s.id}`);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/user/order/create'));
  await page.getByTestId('checkout-submit').click();
  const createdBody = await (await created).json();
  assert.equal(createdBody.code, 200, `the orders were refused: ${createdBody.msg}`);
  const orderIds = createdBody.data.order_id;
  assert.equal(orderIds.length, 2, 'one order per store');

  await page.waitForURL((url) => url.pathname.startsWith('/order/pay/'));
  const orders = [];
  for (const id of orderIds) {
    const o = (await api(baseUrl, 'GET', `/user/order/${id}`, { token: shopperToken })).data;
    assert.equal(o.order_status, 1, `order ${id} is not waiting for payment`);
    orders.push(o);
  }
  const [orderA, orderB] = STORES.map((s) => orders.find((o) => o.store_id === s.id));
  assert.ok(orderA && orderB, 'an order for each store');
  for (const [o, g, n] of [
    [orderA, goodsA, 2],
    [orderB, goodsB, 1],
  ]) {
    assert.equal(cents(o.order_price), cents(g.goods_price) * n, `order ${o.id} charges the goods at their price`);
    assert.equal(cents(o.total_price), cents(o.order_price) + cents(o.freight_money) - cents(o.coupon_money));
    assert.ok(String(o.remark).includes(`store ${o.store_id}`), `order ${o.id} lost its remark`);
  }
  const total = cents(orderA.total_price) + cents(orderB.total_price);
  const payTotal = await textOf(page.getByTestId('pay-total'), 'the amount to pay');
  assert.equal(cents(payTotal.replace(/[^\d.]/g, '')), total, `the pay page asks ${payTotal}`);

  await page.getByTestId('pay-method-balance').click();
  await fill(page.getByTestId('pay-password'), SHOPPER.payPassword);
  await page.getByTestId('pay-submit').click();
  await atPath(page, '/order/success', 20_000);
  await visible(page.getByTestId('order-success'), 'the success page');
  assert.equal(await shopperMoney(baseUrl, shopperToken), moneyBefore - total, 'the balance paid both orders once');

  // 2. Each store delivers its own order.
  for (const [i, s] of STORES.entries()) {
    const order = i === 0 ? orderA : orderB;
    await backOfficeSignIn(page, '/Seller', s.owner);
    await page.goto('/Seller/orders/wait');
    await deliver(page, order.id, `E2E${order.id}${Date.now() % 100000}`);
    const after = (await api(baseUrl, 'GET', `/Seller/orders/${order.id}`, { token: sellerTokens[i] })).data;
    assert.equal(after.order_status, 3, `order ${order.id} was not shipped`);
    await backOfficeSignOut(page, '/Seller');
  }

  // 3. The shopper confirms and reviews order A, and asks a refund of order B.
  await page.goto('/user/orders');
  await visible(page.getByTestId(`order-row-${orderA.id}`), 'order A in the list');
  await page.getByTestId(`order-confirm-${orderA.id}`).click();
  await confirmDialog(page);
  await visible(page.getByTestId(`order-comment-${orderA.id}`), 'the review action once received');
  await page.getByTestId(`order-comment-${orderA.id}`).click();
  await atPath(page, `/user/order/comment/${orderA.id}`);
  await page.getByTestId('review-star-score-4').click();
  await page.getByTestId('review-star-service-5').click();
  await fill(page.getByTestId('review-content'), 'e2e: arrived quickly, as described.');
  const reviewed = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/comments') && r.request().method() === 'POST',
  );
  await page.getByTestId('review-submit').click();
  assert.equal((await (await reviewed).json()).code, 200, 'the review was refused');
  const afterReview = (await api(baseUrl, 'GET', `/user/order/${orderA.id}`, { token: shopperToken })).data;
  assert.equal(afterReview.order_status, 6, 'a reviewed order is completed');

  await page.goto('/user/orders');
  await page.getByTestId(`order-refund-${orderB.id}`).click();
  await atPath(page, `/user/order/refund/${orderB.id}`);
  await page.getByTestId('refund-type-0').click();
  await fill(page.getByTestId('refund-remark'), 'e2e: no longer needed');
  await page.getByTestId('refund-submit').click();
  await atPath(page, `/user/order/refund_form/${orderB.id}`);
  await page.locator('[data-testid="refund-state"][data-state="pending"]').waitFor();

  // The second store approves the refund: the money goes back to the balance.
  await backOfficeSignIn(page, '/Seller', STORES[1].owner);
  await page.goto('/Seller/refunds');
  await approveRefund(page, orderB.id);
  await backOfficeSignOut(page, '/Seller');
  assert.equal(
    await shopperMoney(baseUrl, shopperToken),
    moneyBefore - total + cents(orderB.total_price),
    'the refund credited the order total back',
  );

  await page.goto(`/user/order/refund_form/${orderB.id}`);
  await page.locator('[data-testid="refund-state"][data-state="finished"]').waitFor();

  // 4. The administrator settles; order A is credited to store 1 once, the refunded order B is not settled.
  const adminToken = await tokenOf(baseUrl, ADMIN, 'admins');
  await backOfficeSignIn(page, '/Admin', ADMIN);
  await page.goto('/Admin/order_settlements');
  const settled = page.waitForResponse((r) => r.url().includes('/api/Admin/order_settlement_handle'));
  await page.getByTestId('settle-now').click();
  const settledBody = await (await settled).json();
  assert.equal(settledBody.code, 200, `settlement failed: ${settledBody.msg}`);
  const rows = (await api(baseUrl, 'GET', '/Admin/order_settlements', { token: adminToken, query: { per_page: 100 } }))
    .data.data;
  const rowA = rows.filter((r) => r.order_id === orderA.id);
  assert.equal(rowA.length, 1, 'order A is settled exactly once');
  assert.equal(cents(rowA[0].settlement_price), cents(orderA.total_price), 'order A settles its total');
  assert.ok(!rows.some((r) => r.order_id === orderB.id), 'the refunded order B is not settled');
  await visible(page.getByTestId(`settlement-row-${rowA[0].id}`), 'the settlement in the Admin list');
  const again = await api(baseUrl, 'GET', '/Admin/order_settlement_handle', { token: adminToken });
  assert.equal(again.code, 500, 'a second run finds nothing more to settle');

  // Store balances: store 1 gained exactly its settlements of this run, store 2 nothing.
  const store1Settled = rows
    .filter((r) => r.store_id === STORES[0].id && r.settlement_no === rowA[0].settlement_no)
    .reduce((s, r) => s + cents(r.settlement_price), 0);
  const store1After = await storeMoney(baseUrl, sellerTokens[0]);
  assert.equal(store1After, storeMoneyBefore[0] + store1Settled, 'store 1 was credited its settlements once');
  assert.equal(await storeMoney(baseUrl, sellerTokens[1]), storeMoneyBefore[1], 'store 2 keeps its balance');

  // The store's funds page shows the same balance and the settlement in its log.
  await backOfficeSignOut(page, '/Admin');
  await backOfficeSignIn(page, '/Seller', STORES[0].owner);
  await page.goto('/Seller/money_logs');
  const shown = await textOf(page.getByTestId('seller-store-money'), 'the store balance');
  assert.equal(cents(shown.replace(/[^\d.]/g, '')), store1After, `the funds page shows ${shown}`);
  await visible(page.locator('[data-testid="crud-table"] tr', { hasText: '系统结算' }), 'the settlement in the log');
}

/** On "waiting for delivery": delivers one order with the preselected courier and a tracking number. */
async function deliver(page, orderId, trackingNo) {
  await visible(page.getByTestId(`order-deliver-${orderId}`), `order ${orderId} waiting for delivery`);
  await page.getByTestId(`order-deliver-${orderId}`).click();
  const section = page.getByTestId(`deliver-order-${orderId}`);
  await visible(section, 'the delivery dialog');
  await fill(section.getByTestId('deliver-no'), trackingNo);
  const shipped = page.waitForResponse((r) => r.url().includes('/orders/status/edit'));
  await page.getByTestId('deliver-submit').click();
  const body = await (await shipped).json();
  assert.equal(body.code, 200, `delivery refused: ${body.msg}`);
}

/** On "refund orders": approves the request of one order. */
async function approveRefund(page, orderId) {
  await visible(page.getByTestId(`refund-approve-${orderId}`), `the refund of order ${orderId}`);
  const decided = page.waitForResponse((r) => r.url().includes(`/api/Seller/refunds/${orderId}`));
  await page.getByTestId(`refund-approve-${orderId}`).click();
  const confirm = page.getByTestId('refund-confirm-submit');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  const body = await (await decided).json();
  assert.equal(body.code, 200, `the refund approval was refused: ${body.msg}`);
}
