// Referral (分销) from the invitation link to the commission withdrawn.
// 1. The owner of store 1 gives one of its goods three commission rates on the Seller's distribution page.
// 2. 小明 opens /user/distribution: the invitation link and its QR code. A visitor in another browser opens the
//    link and registers through it (SMS code read from the server's SMS log, as the log driver only records it).
// 3. The new shopper (given a balance and an address through the API) buys that goods and pays by balance; the
//    store ships it (API) and the shopper confirms receipt and reviews it in the browser: the order is completed.
// 4. The platform settles (API): 小明's level-1 commission is credited. He sees it on /user/distribution_logs,
//    the new member on level 1 of /user/distribution_users, and the credit on /user/money.
// 5. He withdraws the commission to the bank of his real-name record (filled in first when he has none) on
//    /user/cashes: pending, and the amount moves to his frozen money. An administrator pays it on the Admin's
//    withdrawals page; he then sees it paid, and /user/frozen_money is back to its amount with both movements.
import { api } from '../lib/api.mjs';
import { networkQuiet, openPage } from '../lib/browser.mjs';
import { assert, atPath, textOf, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';
import {
  ADMIN,
  OWNER,
  SHOPPER,
  backOfficeSignIn,
  cents,
  credit,
  shopperInfo,
  smsCode,
  storefrontSignIn,
  tokenOf,
} from '../lib/sessions.mjs';

export const name = 'a referred shopper buys; the referrer gets the commission and withdraws it';

const STORE_ID = 1;
/** The plan's rates (%); only level 1 pays here: 小明 was invited by nobody. */
const RATES = { lev_1: '10', lev_2: '5', lev_3: '2' };
/** `cashes.cash_status` and `distribution_logs.status` (@shop/contract/finance, distribution). */
const CASH_PAID = '1';
const CASH_PENDING = '0';
const LOG_SETTLED = '1';

/** An 8x8 PNG: both ID pictures of the real-name record. */
const PICTURE = {
  name: 'id-card.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4IaeBFTEMLQkAiE5DgcTIHLQAAAAASUVORK5CYII=',
    'base64',
  ),
};

/** The commission of `baseCents` at `rate` percent, rounded half up to the cent, as the server computes it. */
const commissionOf = (baseCents, rate) => Math.floor((baseCents * Math.round(Number(rate) * 100) + 5000) / 10000);

/**
 * A goods of store 1 for the plan: on sale without SKUs, with stock, outside any flash sale or group buy and without
 * a plan yet (a goods takes one plan), last of the list, away from the goods other journeys buy first.
 */
async function planGoods(baseUrl, ownerToken) {
  const plans = await api(baseUrl, 'GET', '/Seller/distributions', { token: ownerToken, query: { per_page: '100' } });
  const planned = new Set((plans?.data?.data ?? []).map((p) => Number(p.goods_id)));
  const params = Buffer.from(JSON.stringify({ store_id: STORE_ID })).toString('base64');
  const list = await api(baseUrl, 'GET', '/goods', { query: { params, per_page: '50' } });
  for (const row of [...(list?.data?.data ?? [])].reverse()) {
    if (planned.has(row.id) || Number(row.goods_stock) < 5) continue;
    const detail = (await api(baseUrl, 'GET', `/goods/${row.id}`)).data;
    if (detail?.skuList?.length || detail?.seckills || detail?.collectives) continue;
    return detail;
  }
  throw new Error(`store ${STORE_ID} has no goods left for a referral plan`);
}

/** 1. The owner sets the goods' three rates on 分销管理 (picker, then the rates), and the list shows them. */
async function ownerSetsPlan(page, goods) {
  await backOfficeSignIn(page, '/Seller', OWNER);
  await page.goto('/Seller/distributions');
  await visible(page.getByTestId('crud-table'), 'the distribution plans');
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const form = page.getByTestId('distribution-form');
  await visible(form, 'the Add plan form');
  await form.getByTestId('promotion-goods-picker').getByRole('button', { name: '选择' }).click();
  const picker = page.locator('.arco-modal:visible', { has: page.getByPlaceholder('按名称搜索') });
  await visible(picker, 'the goods picker');
  await picker.getByPlaceholder('按名称搜索').fill(goods.goods_name);
  await picker.getByPlaceholder('按名称搜索').press('Enter');
  const goodsRow = picker.locator('tbody tr', { hasText: goods.goods_name });
  await visible(goodsRow, `${goods.goods_name} in the goods picker`);
  await goodsRow.first().click();
  await picker.getByRole('button', { name: '确定', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
  assert.equal(await textOf(form.getByTestId('promotion-goods-name'), 'the picked goods'), goods.goods_name);
  for (const [i, level] of ['一级', '二级', '三级'].entries()) {
    await fill(form.getByLabel(`${level}佣金比例(%)`), RATES[`lev_${i + 1}`]);
  }
  const total = Number(RATES.lev_1) + Number(RATES.lev_2) + Number(RATES.lev_3);
  await page.waitForFunction(
    (want) => (document.querySelector('[data-testid="distribution-total"]')?.textContent ?? '').includes(want),
    String(total),
  );
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/Seller/distributions',
  );
  await form.getByRole('button', { name: '确定', exact: true }).click();
  const body = await (await saved).json();
  assert.equal(body.code, 200, `the plan was refused: ${JSON.stringify(body).slice(0, 300)}`);
  await form.waitFor({ state: 'detached' });
  const row = page.getByTestId('crud-table').locator('tbody tr', { hasText: goods.goods_name });
  await visible(row, 'the new plan in the list');
  assert.ok((await row.innerText()).includes(`${RATES.lev_1}`), 'the list shows the level-1 rate');
}

/** 2. A visitor registers through the link in a browser of their own; answers the new shopper's phone. */
async function visitorRegisters(page, link, adminToken, baseUrl) {
  const phone = `137${String(Date.now()).slice(-8)}`;
  await page.goto(link);
  await visible(page.getByTestId('register-page'), 'the register page');
  await page.getByTestId('register-phone').fill(phone);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret123');
  await page.getByTestId('register-sms-send').click();
  await page.locator('[data-testid="register-sms-send"]:not([data-remaining="0"])').waitFor();
  await page.getByTestId('register-code').fill(await smsCode(baseUrl, adminToken, phone));
  await page.getByTestId('register-agree').click();
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/register'));
  await page.getByTestId('register-submit').click();
  const body = await (await registered).json();
  assert.equal(body.code, 200, `the registration was refused: ${body.msg}`);
  await visible(page.getByTestId('header-nickname'), 'the new shopper signed in');
  return { phone, token: body.data.access_token };
}

/** 3. The new shopper buys one piece now and pays by balance; answers the order. */
async function newShopperBuys(page, goods, token, baseUrl) {
  await page.goto(`/goods/${goods.id}`);
  await visible(page.getByTestId('goods-title'), 'the goods title');
  await page.getByTestId('buy-now').click();
  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await page.locator('[data-testid^="checkout-address-"][aria-pressed="true"]').first().waitFor();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/user/order/create'));
  await page.getByTestId('checkout-submit').click();
  const createdBody = await (await created).json();
  assert.equal(createdBody.code, 200, `the order was refused: ${createdBody.msg}`);
  const [orderId] = createdBody.data.order_id;
  await page.waitForURL((url) => url.pathname.startsWith('/order/pay/'));
  await page.getByTestId('pay-method-balance').click();
  await fill(page.getByTestId('pay-password'), '123456');
  const paid = page.waitForResponse((r) => r.url().endsWith('/api/user/order/pay'));
  await page.getByTestId('pay-submit').click();
  const paidBody = await (await paid).json();
  assert.equal(paidBody.code, 200, `paying order ${orderId} was refused: ${paidBody.msg}`);
  await atPath(page, '/order/success', 20_000);
  const order = (await api(baseUrl, 'GET', `/user/order/${orderId}`, { token })).data;
  assert.equal(order.order_status, 2, 'the paid order is not waiting for delivery');
  return order;
}

/** The store ships through its API (the Seller's delivery page has its own journey, shopper-orders). */
async function storeShips(baseUrl, ownerToken, orderId) {
  const couriers = await api(baseUrl, 'GET', '/expresses', { query: { isAll: 'true' } });
  const code = (couriers?.data?.data ?? couriers?.data ?? [])[0]?.code;
  assert.ok(code, 'the platform lists no courier');
  const shipped = await api(baseUrl, 'PUT', '/Seller/orders/status/edit', {
    token: ownerToken,
    body: { id: String(orderId), status: '3', delivery_code: code, delivery_no: `E2ERF${orderId}` },
  });
  assert.equal(shipped.code, 200, `the store could not ship order ${orderId}: ${shipped.msg}`);
}

/** The shopper confirms receipt and reviews: the order is completed, so settlement takes it. */
async function newShopperCompletes(page, orderId) {
  await page.goto('/user/orders');
  await visible(page.getByTestId(`order-confirm-${orderId}`), 'the confirm-receipt action');
  await page.getByTestId(`order-confirm-${orderId}`).click();
  await page.getByTestId('order-confirm-ok').click();
  await visible(page.getByTestId(`order-comment-${orderId}`), 'the review action once received');
  await page.getByTestId(`order-comment-${orderId}`).click();
  await atPath(page, `/user/order/comment/${orderId}`);
  await page.getByTestId('review-star-score-5').click();
  await page.getByTestId('review-star-service-5').click();
  await fill(page.getByTestId('review-content'), 'e2e: 朋友推荐的，质量不错。');
  const reviewed = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/comments') && r.request().method() === 'POST',
  );
  await page.getByTestId('review-submit').click();
  assert.equal((await (await reviewed).json()).code, 200, 'the review was refused');
}

/** Waits until the history page's current amount (`data-value`) is `want` cents. */
async function balanceIs(page, want, what) {
  try {
    await page.waitForFunction(
      (c) => {
        const v = document.querySelector('[data-testid="money-balance"]')?.getAttribute('data-value') ?? 'x';
        return Math.round(Number(v) * 100) === c;
      },
      want,
      { timeout: 10_000 },
    );
  } catch {
    const shown = await page.getByTestId('money-balance').getAttribute('data-value');
    throw new Error(`${what} shows ${shown}, expected ${(want / 100).toFixed(2)}`);
  }
}

/** 小明's real-name record with bank data, filled in on /user/safe/check unless he has one. */
async function ensureRealName(page) {
  await page.goto('/user/safe/check');
  await visible(page.getByTestId('check-name'), 'the real-name form');
  await networkQuiet(page);
  if (await page.getByTestId('check-done').isVisible()) return;
  await fill(page.getByTestId('check-name'), '王小明');
  await fill(page.getByTestId('check-card-no'), '11010519491231002X');
  for (const id of ['check-card-front', 'check-card-back']) {
    await page.locator(`[data-testid="${id}"] input[type=file]`).setInputFiles(PICTURE);
    await page.locator(`[data-testid="${id}"][data-value^="/"]`).waitFor();
  }
  await fill(page.getByTestId('check-bank-no'), '6222020200112233445');
  await fill(page.getByTestId('check-bank-name'), '中国工商银行北京望京支行');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/check') && r.request().method() === 'POST');
  await page.getByTestId('check-submit').click();
  assert.equal((await (await saved).json()).code, 200, 'the real-name record was refused');
  await visible(page.getByTestId('check-done'), 'the real-name record saved');
}

export default async function shopperReferralWithdrawal({ page, baseUrl }) {
  const adminToken = await tokenOf(baseUrl, ADMIN, 'admins');
  const ownerToken = await tokenOf(baseUrl, OWNER, 'users', 'seller');
  const shopperToken = await tokenOf(baseUrl, SHOPPER);
  const goods = await planGoods(baseUrl, ownerToken);

  // 1. The plan, on the Seller's page.
  await ownerSetsPlan(page, goods);

  // 2. 小明's invitation link and QR code.
  await storefrontSignIn(page, SHOPPER);
  const me = await shopperInfo(baseUrl, shopperToken);
  await page.goto('/user/distribution');
  const linkBox = page.getByTestId('dist-link');
  await visible(linkBox, 'the invitation link');
  const link = await linkBox.inputValue();
  assert.equal(link, `${baseUrl}/register?inviter_id=${me.id}`, 'the invitation link');
  const qr = page.getByTestId('dist-qr');
  await visible(qr, 'the QR code');
  assert.ok((await qr.getAttribute('src')).startsWith('data:image/svg+xml'), 'the QR code is not an image');
  // Drawn: the image decoded to a picture of its own size.
  await page.waitForFunction(() => {
    const img = document.querySelector('img[data-testid="dist-qr"]');
    return Boolean(img?.complete) && img.naturalWidth > 0;
  });

  let commission;
  const visitor = await openPage(page.context().browser(), { baseUrl });
  try {
    const { phone, token } = await visitorRegisters(visitor.page, link, adminToken, baseUrl);
    const newbie = await shopperInfo(baseUrl, token);
    // The goods and its freight: a new account has no money.
    await credit(baseUrl, adminToken, newbie.id, ((cents(goods.goods_price) + 20_000) / 100).toFixed(2));
    const added = await api(baseUrl, 'POST', '/user/addresses', {
      token,
      body: { receive_name: '小红', receive_tel: phone, address: '望京街8号', area: '1,2,5', is_default: '1' },
    });
    assert.equal(added.code, 200, `the new shopper's address was refused: ${added.msg}`);

    // 3. Buy, ship, receive and review.
    const order = await newShopperBuys(visitor.page, goods, token, baseUrl);
    await storeShips(baseUrl, ownerToken, order.id);
    await newShopperCompletes(visitor.page, order.id);
    const completed = (await api(baseUrl, 'GET', `/user/order/${order.id}`, { token })).data;
    assert.equal(completed.order_status, 6, 'the reviewed order is not completed');
    const found = visitor.problems();
    assert.equal(found.length, 0, `the visitor's browser reported:\n${found.join('\n')}`);

    // 4. Settlement credits the commission: level 1 at its rate of what the goods were paid.
    const moneyBefore = cents((await shopperInfo(baseUrl, shopperToken)).money);
    const settled = await api(baseUrl, 'GET', '/Admin/order_settlement_handle', { token: adminToken });
    assert.equal(settled.code, 200, `settlement failed: ${settled.msg}`);
    const base = Math.min(cents(order.order_price), cents(order.total_price) - cents(order.freight_money));
    commission = commissionOf(base, RATES.lev_1);
    assert.ok(commission > 0, `the goods at ${goods.goods_price} earn no commission`);
    const moneyAfter = cents((await shopperInfo(baseUrl, shopperToken)).money);
    assert.equal(moneyAfter, moneyBefore + commission, "小明's balance was not credited the commission once");
    // The store is paid the order less the commission, and its settlement says why.
    const settlements = await api(baseUrl, 'GET', '/Admin/order_settlements', {
      token: adminToken,
      query: { per_page: '100' },
    });
    const settlement = (settlements?.data?.data ?? []).find((r) => r.order_id === order.id);
    assert.ok(settlement, `order ${order.id} was not settled`);
    assert.equal(cents(settlement.settlement_price), cents(order.total_price) - commission, 'the store was paid');
    assert.ok(
      settlement.info.endsWith(`|商品分佣-${(commission / 100).toFixed(2)}`),
      `settlement info ${settlement.info}`,
    );

    await page.goto('/user/distribution_logs');
    const log = page.locator('[data-testid="dist-log"]', { hasText: order.order_no });
    await visible(log, 'the commission of the order');
    assert.equal(await log.getAttribute('data-status'), LOG_SETTLED, 'the commission is not settled');
    assert.equal(cents(await log.getByTestId('dist-log-commission').innerText()), commission, 'the commission');
    assert.equal(await log.getByTestId('dist-log-buyer').innerText(), newbie.nickname, 'the buyer of the commission');
    const shownBase = await textOf(log.getByTestId('dist-log-base'), 'the price the commission is taken on');
    assert.equal(cents(shownBase), base, 'the price the commission is taken on');
    assert.equal(await log.getByTestId('dist-log-rate').innerText(), `${Number(RATES.lev_1).toFixed(2)}%`, 'the rate');
    await page.getByTestId(`dist-status-${LOG_SETTLED}`).click();
    await visible(page.locator('[data-testid="dist-log"]', { hasText: order.order_no }), 'it under "settled"');

    await page.goto('/user/distribution_users');
    await page.locator('[data-testid="dist-level-0"][aria-selected="true"]').waitFor();
    await visible(page.locator(`[data-testid="dist-user"][data-id="${newbie.id}"]`), 'the new member on level 1');

    await page.goto('/user/money');
    await balanceIs(page, moneyAfter, 'the balance page');
    const credited = page.getByTestId('money-log-row').first();
    assert.equal(cents(await credited.getByTestId('money-log-amount').innerText()), commission, 'the last credit');
    assert.ok((await credited.innerText()).includes('会员分销'), 'the last credit is not named as a commission');
  } finally {
    await visitor.context.close();
  }

  // 5. Withdraw the commission: pending, and moved to frozen money.
  await ensureRealName(page);
  const before = await shopperInfo(baseUrl, shopperToken);
  const frozenBefore = cents(before.frozen_money);
  const amount = (commission / 100).toFixed(2);
  await page.goto('/user/cashes');
  await page.getByTestId('cash-request').click();
  const dialog = page.getByTestId('cash-dialog');
  await visible(dialog, 'the withdrawal dialog');
  await visible(dialog.getByTestId('cash-name'), 'the account holder');
  await fill(dialog.getByTestId('cash-amount'), amount);
  const requested = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/cashes') && r.request().method() === 'POST',
  );
  await page.getByTestId('cash-submit').click();
  const requestedBody = await (await requested).json();
  assert.equal(requestedBody.code, 200, `the withdrawal was refused: ${requestedBody.msg}`);
  const cashes = await api(baseUrl, 'GET', '/user/cashes', { token: shopperToken, query: { per_page: '5' } });
  const cash = (cashes?.data?.data ?? [])[0];
  assert.ok(cash, 'the withdrawal is not among the requests');
  const gross = cents(cash.money) + cents(cash.commission);
  assert.equal(gross, cents(amount), 'the request took another amount');
  const pending = page.locator(`[data-testid="cash-row"][data-id="${cash.id}"]`);
  await visible(pending, 'the new request in the list');
  assert.equal(await pending.getAttribute('data-status'), CASH_PENDING, 'the new request is not pending');

  await page.goto('/user/frozen_money');
  await balanceIs(page, frozenBefore + gross, 'the frozen money page');

  // The administrator pays it on the withdrawals page.
  await backOfficeSignIn(page, '/Admin', ADMIN);
  await page.goto('/Admin/cashes');
  const review = page.getByTestId(`cash-review-${cash.id}`);
  await visible(review, `withdrawal ${cash.id} waiting for review`);
  await review.click();
  await visible(page.getByTestId('cash-review-decision'), 'the review dialog');
  await page.getByTestId('cash-review-pay').click();
  const decided = page.waitForResponse(
    (r) => r.url().includes(`/api/Admin/cashes/${cash.id}`) && r.request().method() === 'PUT',
  );
  await page.getByTestId('cash-review-submit').click();
  // The console asks before money moves; its confirmation (Arco's) carries no test id.
  const confirm = page.locator('.arco-modal-simple:visible');
  await visible(confirm, 'the payment confirmation');
  await confirm.getByRole('button', { name: '确定', exact: true }).click();
  const decidedBody = await (await decided).json();
  assert.equal(decidedBody.code, 200, `paying the withdrawal was refused: ${decidedBody.msg}`);
  await page.getByTestId(`cash-review-${cash.id}`).waitFor({ state: 'detached' });

  // 小明 sees it paid, and his frozen money back with both movements.
  await page.goto('/user/cashes');
  await visible(page.locator(`[data-testid="cash-row"][data-id="${cash.id}"][data-status="${CASH_PAID}"]`), 'paid');
  await page.goto('/user/frozen_money');
  await balanceIs(page, frozenBefore, 'the frozen money page');
  // The history names the request in each movement's details: frozen by the request, released by the payment.
  const moves = page.getByTestId('money-log-row').filter({ hasText: `cash#${cash.id}` });
  await visible(moves, 'the movements of the withdrawal');
  const amounts = await moves.getByTestId('money-log-amount').allInnerTexts();
  assert.deepEqual(amounts.map(cents), [-gross, gross], 'the frozen money history, newest first');
  assert.equal(cents((await shopperInfo(baseUrl, shopperToken)).frozen_money), frozenBefore, 'frozen money');
}
