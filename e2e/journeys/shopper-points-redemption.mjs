// Points (积分) from the mall to a shipped parcel.
// 1. 小明 browses the points mall (/integral: his points, the hot picks and a section per category), searches a
//    goods by a word of its name on /integral/search, narrows the list to its category, opens it and redeems one.
// 2. The points checkout (/integral/order/:id/1) preselects his address and totals the points; paying takes them
//    at once: the order is listed on /user/integral_order as paid and not shipped, and /user/integral shows the
//    new balance with the purchase at the top of the history.
// 3. An administrator ships it from the Admin's points orders page with a courier and a tracking number;
//    小明's order then shows the courier, the tracking number and the completed status.
import { api } from '../lib/api.mjs';
import { assert, atPath, textOf, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';
import {
  ADMIN,
  SHOPPER,
  backOfficeSignIn,
  cents,
  credit,
  shopperInfo,
  storefrontSignIn,
  tokenOf,
} from '../lib/sessions.mjs';

export const name = 'shopper redeems points goods from the mall; the platform ships it';

/** `integral_orders.order_status`: created paid, completed once shipped (@shop/contract/integral). */
const PAID = '2';
const COMPLETED = '6';

/**
 * The cheapest points goods on the shelf with stock, as the public list gives it; its name has a word (the part
 * after the demo brand, which every demo goods shares) that the search must find.
 */
async function cheapGoods(baseUrl) {
  const params = Buffer.from(JSON.stringify({ sort_type: 'goods_price', sort_order: 'asc' })).toString('base64');
  const list = await api(baseUrl, 'GET', '/integral/goods', { query: { params, per_page: '50' } });
  const goods = (list?.data?.data ?? []).find((g) => Number(g.goods_stock) >= 2);
  assert.ok(goods, 'the points mall has no goods in stock');
  return goods;
}

export default async function shopperPointsRedemption({ page, baseUrl }) {
  const goods = await cheapGoods(baseUrl);
  const price = cents(goods.goods_price);
  const adminToken = await tokenOf(baseUrl, ADMIN, 'admins');
  const token = await tokenOf(baseUrl, SHOPPER);
  let me = await shopperInfo(baseUrl, token);
  // Other journeys may have spent 小明's points: the platform tops them up so the redemption is his to make.
  if (cents(me.integral) < price) {
    await credit(baseUrl, adminToken, me.id, (price / 100).toFixed(2), 2);
    me = await shopperInfo(baseUrl, token);
  }
  const pointsBefore = cents(me.integral);

  // 1. The mall: his points, the hot picks and the category sections.
  await storefrontSignIn(page, SHOPPER);
  await page.goto('/integral');
  await visible(page.getByTestId('integral-me'), 'the shopper strip of the points mall');
  assert.equal(
    cents(await textOf(page.getByTestId('integral-my-points'), 'my points')),
    pointsBefore,
    'the mall shows other points than the server',
  );
  await visible(page.getByTestId('integral-hot').getByTestId('integral-item'), 'the hot picks');
  const sections = page.getByTestId('integral-class');
  await visible(sections.getByTestId('integral-item'), 'a category section with goods');
  assert.ok((await sections.count()) >= 1, 'the mall shows no category section');

  // Search by a word of its name: the list finds it; the category filter keeps it.
  const word = goods.goods_name.replace(/^青梧/, '').slice(0, 3);
  await page.goto('/integral/search');
  await visible(page.getByTestId('integral-filters'), 'the category filter');
  await fill(page.getByTestId('integral-search-input'), word);
  await page.getByTestId('integral-search-button').click();
  await page.waitForURL((url) => url.pathname.startsWith('/integral/search/'));
  assert.ok((await textOf(page.getByTestId('integral-search-title'), 'the search title')).includes(word));
  const card = page.locator(`[data-testid="integral-item"][data-goods-id="${goods.id}"]`);
  await visible(card, `${goods.goods_name} among the results for "${word}"`);
  await page.locator(`[data-testid="integral-class"][data-class-id="${goods.cid}"]`).click();
  await page.locator(`[data-testid="integral-class"][data-class-id="${goods.cid}"][aria-pressed="true"]`).waitFor();
  await visible(card, `${goods.goods_name} in its category`);
  assert.equal(
    cents(await textOf(card.getByTestId('integral-item-points'), 'the card points')),
    price,
    'the card shows other points',
  );

  // The goods page → redeem one.
  await card.click();
  await atPath(page, `/integral/goods/${goods.id}`);
  assert.equal(await textOf(page.getByTestId('integral-goods-title'), 'the goods title'), goods.goods_name);
  assert.equal(cents(await textOf(page.getByTestId('integral-goods-points'), 'the goods points')), price);
  await page.getByTestId('integral-redeem').click();
  await atPath(page, `/integral/order/${goods.id}/1`);

  // 2. The points checkout: the default address, the total and his points; pay.
  await visible(page.getByTestId('integral-order'), 'the points checkout');
  const address = page.locator('[data-testid^="integral-address-"][aria-pressed="true"]');
  await visible(address, 'the preselected delivery address');
  assert.equal(cents(await textOf(page.getByTestId('integral-order-total'), 'the points total')), price);
  assert.equal(cents(await textOf(page.getByTestId('integral-order-mine'), 'my points')), pointsBefore);
  await fill(page.getByTestId('integral-order-remark'), 'e2e: 请工作日送达');
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/integral/pay'));
  await page.getByTestId('integral-order-pay').click();
  const paidBody = await (await paid).json();
  assert.equal(paidBody.code, 200, `paying with points was refused: ${paidBody.msg}`);
  const [orderId] = paidBody.data.order_id;
  const [orderNo] = paidBody.data.order_no;

  await atPath(page, '/user/integral_order');
  const row = page.locator(`[data-testid="integral-order-row"][data-id="${orderId}"]`);
  await visible(row, 'the new points order');
  assert.equal(await row.getAttribute('data-status'), PAID, 'the new order is not paid');
  assert.ok((await row.innerText()).includes(orderNo), 'the order number');
  await visible(row.getByTestId('integral-order-ship'), 'the delivery block');
  assert.equal(await row.getByTestId('integral-order-tracking').count(), 0, 'a new order shows a tracking number');

  await page.goto('/user/integral');
  const balance = page.locator(`[data-testid="money-balance"][data-value]`);
  await visible(balance, 'the points balance');
  await page.waitForFunction((want) => {
    const v = document.querySelector('[data-testid="money-balance"]')?.getAttribute('data-value') ?? '';
    return Math.round(Number(v) * 100) === want;
  }, pointsBefore - price);
  const latest = page.getByTestId('money-log-row').first();
  await visible(latest, 'the points history');
  assert.equal(
    cents(await textOf(latest.getByTestId('money-log-amount'), 'the last change')),
    -price,
    'the last points change is not the purchase',
  );
  assert.equal(cents((await shopperInfo(baseUrl, token)).integral), pointsBefore - price, 'points taken once');
  const after = (await api(baseUrl, 'GET', `/integral/goods/${goods.id}`)).data;
  assert.equal(Number(after.goods_stock), Number(goods.goods_stock) - 1, 'the stock went down by the one redeemed');
  assert.equal(Number(after.goods_sale), Number(goods.goods_sale) + 1, 'the redeemed count went up by one');
  const placed = (await api(baseUrl, 'GET', `/user/integral_orders/${orderId}`, { token })).data;
  assert.equal(placed.remark, 'e2e: 请工作日送达', 'the remark was not kept');
  assert.equal(cents(placed.total_price), price, 'the order total');

  // 3. The platform ships it: courier and tracking number from the Admin's points orders.
  const trackingNo = `E2EPT${String(Date.now()).slice(-8)}`;
  await backOfficeSignIn(page, '/Admin', ADMIN);
  await page.goto('/Admin/integral_orders');
  const ship = page.getByTestId(`integral-ship-${orderId}`);
  await visible(ship, `points order ${orderId} waiting to be shipped`);
  await ship.click();
  await page.getByTestId('integral-ship-courier').click();
  const courier = page.locator('.arco-select-popup .arco-select-option').first();
  await visible(courier, 'the couriers');
  const courierName = (await courier.innerText()).trim();
  await courier.click();
  await fill(page.getByTestId('integral-ship-no'), trackingNo);
  const shipped = page.waitForResponse(
    (r) => r.url().includes(`/api/Admin/integral_orders/${orderId}`) && r.request().method() !== 'GET',
  );
  await page.getByTestId('integral-ship-submit').click();
  const shippedBody = await (await shipped).json();
  assert.equal(shippedBody.code, 200, `shipping was refused: ${shippedBody.msg}`);
  await page.getByTestId(`integral-ship-${orderId}`).waitFor({ state: 'detached' });
  const stored = (await api(baseUrl, 'GET', `/user/integral_orders/${orderId}`, { token })).data;
  assert.equal(stored.delivery_no, trackingNo, 'the tracking number was not stored');

  // 小明 sees it shipped.
  await page.goto('/user/integral_order');
  const done = page.locator(`[data-testid="integral-order-row"][data-id="${orderId}"][data-status="${COMPLETED}"]`);
  await visible(done, 'the order shipped');
  assert.ok(
    (await textOf(done.getByTestId('integral-order-tracking'), 'the tracking number')).includes(trackingNo),
    'the tracking number on the order',
  );
  assert.ok((await done.getByTestId('integral-order-ship').innerText()).includes(courierName), 'the courier name');
}
