// A group nobody joins in time: cancelled by the timed task, the paid member refunded to the balance.
// The journey runs a shop of its own (a data folder it owns), so it can move the shop's clock:
// 1. The demo shopper starts a group on a group-buy goods and pays by balance: the order shows the group open.
// 2. The shop stops and starts again on the same data folder with JOBS_CLOCK_OFFSET_MS = 3 days: the timed tasks
//    run at start as if three days had passed, beyond the group's deadline (polled, not slept on).
// 3. The shopper signs in again: the order is cancelled, its group progress says cancelled, and /user/money shows
//    the refund (拼团失败退款) of the amount paid, back in the balance.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assert, textOf, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';
import { api } from '../lib/api.mjs';
import { startServer } from '../lib/server.mjs';

export const name = 'an unfilled group expires when the clock passes its deadline; the member is refunded';
// Two server starts (the first seeds a shop) besides the purchase.
export const timeout = 240_000;

const SHOPPER = { username: '13800000000', password: '123456', payPassword: '123456' };
const DAY = 24 * 3600_000;
const CLOCK_OFFSET_MS = 3 * DAY;
const REFUND_LOG = '拼团失败退款';

const cents = (money) => Math.round(Number(String(money).replace(/[^\d.-]/g, '')) * 100);

async function tokenOf(baseUrl) {
  const login = await api(baseUrl, 'POST', '/login', { body: { ...SHOPPER, provider: 'users', area: 'home' } });
  assert.ok(login?.data?.access_token, `the shopper could not sign in: ${JSON.stringify(login).slice(0, 200)}`);
  return login.data.access_token;
}

const balanceOf = async (baseUrl, token) =>
  cents((await api(baseUrl, 'POST', '/auth/info', { token, body: { provider: 'users' } })).data.money);

/** A group-buy goods whose groups last less than the clock will move. */
async function groupGoods(baseUrl) {
  const params = Buffer.from(JSON.stringify({})).toString('base64');
  const list = await api(baseUrl, 'GET', '/goods', { query: { params, is_collective: '1', per_page: '30' } });
  const row = (list?.data?.data ?? []).find((g) => Number(g.collective?.hours) * 3600_000 < CLOCK_OFFSET_MS);
  assert.ok(row, 'no group-buy goods whose groups close within three days');
  return row;
}

async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  await fill(page.getByTestId('login-username'), SHOPPER.username);
  await fill(page.getByTestId('login-password'), SHOPPER.password);
  await page.getByTestId('login-submit').first().click();
  await page.waitForURL((url) => url.origin === baseUrl && url.pathname === '/');
  await visible(page.getByTestId('header-nickname'), 'the signed-in nickname in the top bar');
}

/** Polls `read()` until it answers something truthy; fails with `what` after `timeoutMs`. */
async function until(read, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await read();
    if (last) return last;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

export default async function shopperGroupExpiry({ page }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-expiry-'));
  let shop;
  try {
    shop = await startServer({ dataDir });
    const goods = await groupGoods(shop.baseUrl);

    // 1. Start a group and pay.
    await signIn(page, shop.baseUrl);
    const before = await balanceOf(shop.baseUrl, await tokenOf(shop.baseUrl));
    await page.goto(`${shop.baseUrl}/goods/${goods.id}`);
    await visible(page.getByTestId('goods-group-buy'), 'the group-buy block');
    await page.getByTestId('group-start').click();
    await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
    await page.locator('[data-testid^="checkout-address-"][aria-pressed="true"]').first().waitFor();
    await visible(page.locator('[data-testid^="checkout-group-badge-"]'), 'the group badge at checkout');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/user/order/create'));
    await page.getByTestId('checkout-submit').click();
    const createdBody = await (await created).json();
    assert.equal(createdBody.code, 200, `the group order was refused: ${createdBody.msg}`);
    const [orderId] = createdBody.data.order_id;
    await page.waitForURL((url) => url.pathname.startsWith('/order/pay/'));
    const paidTotal = cents(await textOf(page.getByTestId('pay-total'), 'the amount to pay'));
    await page.getByTestId('pay-method-balance').click();
    await fill(page.getByTestId('pay-password'), SHOPPER.payPassword);
    const paid = page.waitForResponse((r) => r.url().endsWith('/api/user/order/pay'));
    await page.getByTestId('pay-submit').click();
    assert.equal((await (await paid).json()).code, 200, 'paying the group order was refused');
    await page.waitForURL((url) => url.pathname === '/order/success');
    await page.goto(`${shop.baseUrl}/user/order/${orderId}`);
    await visible(page.locator('[data-testid="order-group-progress"][data-state="open"]'), 'the group open');
    assert.equal(await balanceOf(shop.baseUrl, await tokenOf(shop.baseUrl)), before - paidTotal, 'the balance paid');

    // 2. The same shop, three days later. Leave the page first: a request to a stopped server is a failure.
    await page.goto('about:blank');
    await shop.stop();
    shop = await startServer({ dataDir, env: { JOBS_CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS) } });
    const token = await tokenOf(shop.baseUrl);
    const order = await until(async () => {
      const o = (await api(shop.baseUrl, 'GET', `/user/order/${orderId}`, { token })).data;
      return o?.collective?.status === 0 ? o : null;
    }, 'the expiry of the group by the timed task');
    assert.equal(order.order_status, 0, 'the order of the expired group is not cancelled');

    // 3. What the shopper sees.
    await signIn(page, shop.baseUrl);
    await page.goto(`${shop.baseUrl}/user/order/${orderId}`);
    await visible(page.getByTestId(`order-detail-page-${orderId}`), 'the order detail');
    await visible(page.locator('[data-testid="order-group-progress"][data-state="cancelled"]'), 'the group cancelled');
    const status = await textOf(page.getByTestId(`order-status-${orderId}`), 'the order status');
    assert.equal(status, order.order_status_cn, 'the order status shown');
    assert.match(status, /取消/, `the order status says ${status}`);

    await page.goto(`${shop.baseUrl}/user/money`);
    const refund = page.getByTestId('money-log-row').filter({ hasText: REFUND_LOG });
    await visible(refund, `the ${REFUND_LOG} line of the balance log`);
    assert.equal(await refund.count(), 1, 'the member was refunded more than once');
    const amount = await textOf(refund.getByTestId('money-log-amount'), 'the refund amount');
    assert.equal(cents(amount), paidTotal, `the refund is ${amount}, not the ${paidTotal / 100} paid`);
    const shown = await page.getByTestId('money-balance').getAttribute('data-value');
    assert.equal(cents(shown), before, 'the balance is back to what it was');
    assert.equal(await balanceOf(shop.baseUrl, token), before, 'the server holds the refunded balance');
    await page.goto('about:blank');
  } catch (err) {
    // This shop's output is not in the harness's server.log.
    if (shop) err.message += `\n--- output of the journey's shop ---\n${shop.log().slice(-3000)}`;
    throw err;
  } finally {
    await shop?.stop().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
