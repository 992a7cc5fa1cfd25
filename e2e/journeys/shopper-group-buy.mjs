// Group buys (拼团) from the goods page to a completed group.
// 1. The demo shopper opens a goods whose open group misses one member, joins it from the list of open groups
//    (members missing, countdown), pays the group price by balance: the order detail shows the group completed.
// 2. The demo shopper starts a new group on another group-buy goods and pays: the order shows the group open,
//    missing one. A second shopper (a demo account, given a balance and an address through the API) finds that
//    group on the goods page, joins and pays: both orders show the group completed.
// 3. In English, the promotion pages (goods page, /collectives, /seckills, /user/coupons, the order) show no raw
//    i18n key, and their promotion labels no Chinese.
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { adminSign } from '../lib/captcha.mjs';
import { fill } from '../lib/forms.mjs';
import { api } from '../lib/api.mjs';
import { networkQuiet } from '../lib/browser.mjs';

export const name = 'shoppers join an open group, start one and complete it; group pages in English';
export const timeout = 240_000;

const SHOPPER = { username: '13800000000', password: '123456', payPassword: '123456' };
/** A demo reviewer in no demo group (demo-stores.ts, demo-promotions.ts); its pay password is the demo one. */
const SECOND = { username: '13500000006', password: '123456', payPassword: '123456' };
const ADMIN = { username: 'admin', password: '123456' };

const cents = (money) => Math.round(Number(String(money).replace(/[^\d.]/g, '')) * 100);

async function tokenOf(baseUrl, who) {
  const login = await api(baseUrl, 'POST', '/login', { body: { ...who, provider: 'users', area: 'home' } });
  assert.ok(login?.data?.access_token, `${who.username} could not sign in: ${JSON.stringify(login).slice(0, 200)}`);
  return login.data.access_token;
}

/** The group-buy goods as the storefront lists them, each with its detail (rule and open groups). */
async function groupGoods(baseUrl) {
  const params = Buffer.from(JSON.stringify({})).toString('base64');
  const list = await api(baseUrl, 'GET', '/goods', { query: { params, is_collective: '1', per_page: '30' } });
  const out = [];
  for (const row of list?.data?.data ?? []) out.push((await api(baseUrl, 'GET', `/goods/${row.id}`)).data);
  return out;
}

/** The second shopper can pay: a balance from the platform and a delivery address. */
async function fundSecondShopper(baseUrl, token) {
  const me = (await api(baseUrl, 'POST', '/auth/info', { token, body: { provider: 'users' } })).data;
  if (cents(me.money) < 50_000) {
    const sign = await adminSign(baseUrl, ADMIN);
    const admin = await api(baseUrl, 'POST', '/login', { body: { ...ADMIN, provider: 'admins', sign } });
    const funded = await api(baseUrl, 'POST', '/Admin/users/money/handle', {
      token: admin.data.access_token,
      body: { id: String(me.id), money: '500', is_type: '0', is_belong: '0' },
    });
    assert.equal(funded.code, 200, `the platform could not credit the second shopper: ${funded.msg}`);
  }
  const addresses = await api(baseUrl, 'GET', '/user/addresses', { token });
  if (!(addresses?.data?.data ?? addresses?.data ?? []).length) {
    const added = await api(baseUrl, 'POST', '/user/addresses', {
      token,
      body: {
        receive_name: '婷婷',
        receive_tel: SECOND.username,
        address: '望京街20号',
        area: '1,2,5',
        is_default: '1',
      },
    });
    assert.equal(added.code, 200, `the second shopper's address was refused: ${added.msg}`);
  }
}

async function storefrontSignIn(page, who) {
  await page.goto('/login');
  await fill(page.getByTestId('login-username'), who.username);
  await fill(page.getByTestId('login-password'), who.password);
  await page.getByTestId('login-submit').first().click();
  await atPath(page, '/');
  await visible(page.getByTestId('header-nickname'), 'the signed-in nickname in the top bar');
}

async function storefrontSignOut(page) {
  await page.getByTestId('header-logout').first().click();
  await visible(page.getByTestId('header-login'), 'the login link once signed out');
}

/**
 * On checkout (reached from the goods page's group button): the group line priced at the group price, then
 * create the order and pay it by balance. Answers the order id.
 */
async function checkoutAndPay(page, { groupPrice, payPassword }) {
  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await page.locator('[data-testid^="checkout-address-"][aria-pressed="true"]').first().waitFor();
  await visible(page.locator('[data-testid^="checkout-group-badge-"]'), 'the group badge of the checkout line');
  const storeBox = page.locator('[data-testid^="checkout-store-"]').first();
  const storeId = (await storeBox.getAttribute('data-testid')).replace('checkout-store-', '');
  await visible(
    page.locator(`[data-testid="checkout-discount-${storeId}-name"][data-kind="collective"]`),
    'the group discount line at checkout',
  );
  const freight = cents(await textOf(page.getByTestId(`checkout-freight-${storeId}`), 'the freight'));
  await page.waitForFunction(
    ([id, want]) => {
      const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
      return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) === want;
    },
    [`checkout-store-total-${storeId}`, groupPrice + freight],
  );
  const created = page.waitForResponse((r) => r.url().endsWith('/api/user/order/create'));
  await page.getByTestId('checkout-submit').click();
  const body = await (await created).json();
  assert.equal(body.code, 200, `the group order was refused: ${body.msg}`);
  const [orderId] = body.data.order_id;
  await page.waitForURL((url) => url.pathname.startsWith('/order/pay/'));
  assert.equal(cents(await textOf(page.getByTestId('pay-total'), 'the amount to pay')), groupPrice + freight);
  await page.getByTestId('pay-method-balance').click();
  await fill(page.getByTestId('pay-password'), payPassword);
  let payBody = await payClick(page);
  if (payBody.msg === PAID_JUST_NOW) {
    // The server refuses a shopper's second payment within 3 s of the last (double-click guard), whatever the
    // orders: a shopper told so pays again a moment later.
    await page.waitForTimeout(4000);
    payBody = await payClick(page);
  }
  assert.equal(payBody.code, 200, `paying order ${orderId} was refused: ${payBody.msg}`);
  await atPath(page, '/order/success', 20_000);
  return orderId;
}

const PAID_JUST_NOW = '重复创建支付订单.';

/** Clicks "pay now" and answers the server's envelope. */
async function payClick(page) {
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/user/order/pay'));
  await page.getByTestId('pay-submit').click();
  return (await paid).json();
}

/** The order detail's group progress reaches `state` (open, completed, cancelled). */
async function groupState(page, orderId, state) {
  await page.goto(`/user/order/${orderId}`);
  await visible(page.getByTestId(`order-detail-page-${orderId}`), `order ${orderId}`);
  await visible(
    page.locator(`[data-testid="order-group-progress"][data-state="${state}"]`),
    `the group ${state} on order ${orderId}`,
  );
}

/** The order's status label on the page now open (its detail, or the orders list) reads `label`. */
async function waitsForGroup(page, orderId, label) {
  await visible(
    page.getByTestId(`order-status-${orderId}`).filter({ hasText: new RegExp(`^${label}$`) }),
    `order ${orderId} reading ${label}`,
  );
}

/** The group price the goods page shows, checked against the rule's. */
async function shownGroupPrice(page, goods) {
  await visible(page.getByTestId('goods-group-buy'), 'the group-buy block');
  const price = cents(await textOf(page.getByTestId('group-price'), 'the group price'));
  assert.equal(price, cents(goods.collectives.price), 'the goods page shows another group price');
  assert.ok(price < cents(goods.goods_price), 'the group price is not below the normal price');
  assert.ok(
    (await textOf(page.getByTestId('group-size'), 'the group size')).includes(String(goods.collectives.need)),
    'the group size',
  );
  return price;
}

/** Text that looks like an i18n key of the storefront's bundles, left untranslated. */
const RAW_KEY = /\b(?:promo|shop|browse|widgets|common|messages|fields|languages|account|home|pages)\.[A-Za-z][\w.]*/;

async function noRawKeys(page, what) {
  // Once the page has rendered its data; a key would stay on screen.
  await networkQuiet(page);
  const text = await page.locator('body').innerText();
  const hit = text.match(RAW_KEY);
  assert.ok(!hit, `${what} shows the raw i18n key "${hit?.[0]}"`);
}

export default async function shopperGroupBuy({ page, baseUrl }) {
  const all = await groupGoods(baseUrl);
  const joinable = all.find((g) =>
    (g.collective_list ?? []).some((t) => Number(t.need) - Number(t.orders_count) === 1),
  );
  assert.ok(joinable, 'no group-buy goods has an open group missing one member');
  const group = joinable.collective_list.find((t) => Number(t.need) - Number(t.orders_count) === 1);
  // Preferably a goods nobody has a group of yet.
  const others = all.filter((g) => g.id !== joinable.id && Number(g.collectives.need) === 2);
  const fresh = others.find((g) => !(g.collective_list ?? []).length) ?? others[0];
  assert.ok(fresh, 'no other group-buy goods of two');

  // 1. Join an open group missing one member.
  await storefrontSignIn(page, SHOPPER);
  await page.goto(`/goods/${joinable.id}`);
  const joinPrice = await shownGroupPrice(page, joinable);
  const item = page.locator(`[data-testid="group-item"][data-group-id="${group.id}"]`);
  await visible(item, `open group ${group.id}`);
  assert.match(await textOf(item.getByTestId('group-missing'), 'members missing'), /1/, 'the group misses one');
  const left = Number(await item.getByTestId('group-countdown').getAttribute('data-seconds'));
  assert.ok(left > 0, 'the open group shows no time left');
  await item.getByTestId('group-join').click();
  const joinedOrder = await checkoutAndPay(page, { groupPrice: joinPrice, payPassword: SHOPPER.payPassword });
  await groupState(page, joinedOrder, 'completed');

  // 2. Start a new group; a second shopper joins it from the goods page.
  await page.goto(`/goods/${fresh.id}`);
  const freshPrice = await shownGroupPrice(page, fresh);
  await page.getByTestId('group-start').click();
  const leaderOrder = await checkoutAndPay(page, { groupPrice: freshPrice, payPassword: SHOPPER.payPassword });
  await groupState(page, leaderOrder, 'open');
  // Paid while the group is short: the order waits for the group, not for delivery, on its page and in the list.
  await waitsForGroup(page, leaderOrder, '待成团');
  await page.goto('/user/orders');
  await waitsForGroup(page, leaderOrder, '待成团');
  const shopperToken = await tokenOf(baseUrl, SHOPPER);
  const opened = (await api(baseUrl, 'GET', `/user/order/${leaderOrder}`, { token: shopperToken })).data;
  const groupId = opened.collective.id;
  assert.equal(opened.collective.orders_count, 1, 'the new group counts its leader');
  await storefrontSignOut(page);

  const secondToken = await tokenOf(baseUrl, SECOND);
  await fundSecondShopper(baseUrl, secondToken);
  await storefrontSignIn(page, SECOND);
  await page.goto(`/goods/${fresh.id}`);
  const mine = page.locator(`[data-testid="group-item"][data-group-id="${groupId}"]`);
  await visible(mine, 'the new group among the open groups');
  assert.match(await textOf(mine.getByTestId('group-missing'), 'members missing'), /1/, 'the new group misses one');
  await mine.getByTestId('group-join').click();
  const memberOrder = await checkoutAndPay(page, { groupPrice: freshPrice, payPassword: SECOND.payPassword });
  await groupState(page, memberOrder, 'completed');
  const leader = (await api(baseUrl, 'GET', `/user/order/${leaderOrder}`, { token: shopperToken })).data;
  assert.equal(leader.collective.status, 1, "the leader's order does not see the group completed");
  assert.equal(leader.order_status_cn, '等待发货', 'the completed group does not send the leader order to delivery');

  // The full group left the goods page's open groups.
  await page.goto(`/goods/${fresh.id}`);
  await visible(page.getByTestId('goods-group-buy'), 'the group-buy block');
  await page.locator(`[data-testid="group-item"][data-group-id="${groupId}"]`).waitFor({ state: 'detached' });

  // 3. English: no raw key, and the promotion labels in English.
  await page.getByTestId('lang-switch').first().click();
  await page.waitForFunction(
    () => document.documentElement.lang.startsWith('en') || localStorage.getItem('language') === 'en',
  );
  await noChinese(() => page.getByTestId('group-start').innerText(), 'the start-a-group button');
  await noChinese(() => page.getByTestId('group-size').innerText(), 'the group size');
  await noChinese(
    () => page.getByTestId('goods-group-buy').locator('.goods-row__label').innerText(),
    'the group label',
  );
  if (await page.getByTestId('coupon-claim').count()) {
    await noChinese(() => page.getByTestId('coupon-claim').first().innerText(), 'the claim button');
  }
  await noRawKeys(page, 'the goods page');

  await page.goto('/collectives');
  await visible(page.getByTestId('collective-item'), 'the group-buy goods');
  // Each card: the group price as the price, the normal price struck through beside it (never the group price twice).
  for (const card of await page.getByTestId('collective-item').all()) {
    const shown = cents(await textOf(card.getByTestId('collective-item-price'), 'a group price on /collectives'));
    const struck = cents(await textOf(card.getByTestId('collective-item-normal-price'), 'a struck-through price'));
    assert.ok(shown < struck, `a /collectives card strikes through ${struck} beside the group price ${shown}`);
  }
  await noChinese(() => page.getByTestId('collective-item-size').first().innerText(), 'the group size on /collectives');
  await noRawKeys(page, '/collectives');

  await page.goto('/seckills');
  await visible(page.getByTestId('seckill-item'), 'the flash sales on now');
  await noChinese(() => page.getByTestId('seckill-sessions').innerText(), 'the flash sale sessions');
  await noRawKeys(page, '/seckills');

  await page.goto('/user/coupons');
  for (const state of [0, 1, 2, 3]) {
    await noChinese(() => page.getByTestId(`coupons-tab-${state}`).innerText(), `coupon tab ${state}`);
  }
  await noRawKeys(page, '/user/coupons');

  await page.goto(`/user/order/${memberOrder}`);
  const progress = page.locator('[data-testid="order-group-progress"][data-state="completed"]');
  await visible(progress, 'the completed group in English');
  await noChinese(() => progress.innerText(), 'the group progress');
  await noChinese(
    () => page.locator('[data-testid="order-detail-discount-name"] .discount-line__kind').first().innerText(),
    'the group discount line',
  );
  await noRawKeys(page, 'the order detail');
}
