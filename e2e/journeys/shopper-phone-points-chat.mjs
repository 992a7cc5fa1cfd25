// 小明 on a phone (375x812, touch), signed in once on the login page, in Chinese and then in English (the header's
// language switch):
// 1. Points exchange: the 积分商城 channel -> a points goods -> the quantity on the sticky exchange bar's stepper
//    -> 立即兑换 -> the points checkout (/integral/order/<id>/<n>) with his default address -> pay: the server takes
//    the points once and keeps the stock, and the order is a card on /user/integral_order that fits the phone.
// 2. Chat from a goods page: the bar's 客服 opens the chat as a panel covering the whole screen, on the goods'
//    store; a message typed and sent shows as his own, the store's side has it (its conversation list with him,
//    unread, and the history), and the panel's 44 px close control puts the goods page back.
import { api } from '../lib/api.mjs';
import { PHONE } from '../lib/browser.mjs';
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';
import { assertTappable, inLanguage, phoneSignIn, shot, switchLanguageInHeader } from '../lib/phone.mjs';
import { ADMIN, OWNER, SHOPPER, cents, credit, noRawKeys, shopperInfo, tokenOf } from '../lib/sessions.mjs';

export const name =
  'on a phone, 小明 exchanges points goods and writes to a store from a goods page, in both languages';
export const device = PHONE;
export const timeout = 150_000;

const JOURNEY = 'shopper-phone-points-chat';
/** Goods 5 belongs to store 1, whose owner is the demo seller. */
const CHAT_GOODS_ID = 5;
/** `integral_orders.order_status` of a new order: paid with points, waiting to be shipped (@shop/contract/integral). */
const PAID = '2';

/** The document is as wide as the phone. */
async function fitsWidth(page, what) {
  const { scroll, view } = await page.evaluate(() => ({
    scroll: document.scrollingElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  assert.equal(scroll, view, `${what} is ${scroll} px wide on a ${view} px phone`);
}

/** The locator's box, checked to lie inside the phone's screen width. */
async function boxInScreen(page, locator, what) {
  const box = await locator.boundingBox();
  const { width } = page.viewportSize();
  assert.ok(box, `${what} has no box on screen`);
  assert.ok(box.x >= 0 && box.x + box.width <= width + 0.5, `${what} runs out of the screen (${JSON.stringify(box)})`);
  return box;
}

/** 1. From the channels row to a points order; `quantity` set on the bar's stepper. */
async function exchange(page, { baseUrl, adminToken, token, quantity, language }) {
  // The channels row under the header search, on every page of the frame.
  const channel = page.locator('.navbar a[href="/integral"]');
  await visible(channel, 'the 积分商城 channel');
  await channel.tap();
  await atPath(page, '/integral');
  await inLanguage(page, language);
  await visible(page.getByTestId('integral-item'), 'the points goods of the mall');
  // The first goods on the page with stock for the quantity (other journeys redeem the cheapest ones).
  const shown = [
    ...new Set(await page.getByTestId('integral-item').evaluateAll((cards) => cards.map((c) => c.dataset.goodsId))),
  ];
  let goods;
  for (const id of shown) {
    const detail = (await api(baseUrl, 'GET', `/integral/goods/${id}`)).data;
    if (Number(detail?.goods_stock) >= quantity) {
      goods = detail;
      break;
    }
  }
  assert.ok(goods, `no points goods on /integral has ${quantity} in stock`);
  const goodsId = Number(goods.id);
  const card = page.locator(`[data-testid="integral-item"][data-goods-id="${goodsId}"]`).first();
  const price = cents(goods.goods_price);

  // Other journeys may have spent his points: the platform tops them up so the exchange is his to make.
  let me = await shopperInfo(baseUrl, token);
  if (cents(me.integral) < price * quantity) {
    await credit(baseUrl, adminToken, me.id, ((price * quantity) / 100).toFixed(2), 2);
    me = await shopperInfo(baseUrl, token);
  }
  const before = cents(me.integral);
  await noRawKeys(page, `the points mall (${language})`);
  await fitsWidth(page, 'the points mall');
  await shot(page, JOURNEY, 'mall', language);

  await card.tap();
  await atPath(page, `/integral/goods/${goodsId}`);
  assert.equal(await textOf(page.getByTestId('integral-goods-title'), 'the goods title'), goods.goods_name);
  assert.equal(cents(await textOf(page.getByTestId('integral-goods-points'), 'the goods points')), price);
  // The exchange bar at the bottom of the screen, above the home indicator, with the quantity and the button.
  const bar = page.getByTestId('integral-bar');
  await visible(bar, 'the sticky exchange bar');
  const barBox = await boxInScreen(page, bar, 'the exchange bar');
  const { height } = page.viewportSize();
  assert.ok(Math.abs(barBox.y + barBox.height - height) <= 1, `the exchange bar is not at the bottom (${barBox.y})`);
  assert.equal(await page.getByTestId('tab-bar').isVisible(), false, 'the tab bar shows under the exchange bar');
  await noRawKeys(page, `the points goods page (${language})`);
  if (language === 'en') {
    await noChinese(() => bar.innerText(), 'the exchange bar');
    await noChinese(
      () =>
        page
          .locator('.goods-info .goods-row__label')
          .allInnerTexts()
          .then((t) => t.join(' ')),
      'the goods labels',
    );
  }
  await fitsWidth(page, 'the points goods page');
  for (let n = 1; n < quantity; n += 1) {
    await assertTappable(page.getByTestId('bar-qty-plus'), 'the stepper +');
    await page.getByTestId('bar-qty-plus').tap();
  }
  assert.equal(await page.getByTestId('bar-qty-input').inputValue(), String(quantity), 'the stepper quantity');
  await shot(page, JOURNEY, 'goods', language);
  const redeem = page.getByTestId('bar-redeem');
  await assertTappable(redeem, 'the exchange button');
  await redeem.tap();
  await atPath(page, `/integral/order/${goodsId}/${quantity}`);

  // The points checkout: his address, the total and his points; pay.
  await visible(page.getByTestId('integral-order'), 'the points checkout');
  // His default address as the card at the top (it opens the address sheet on a phone).
  const addresses = (await api(baseUrl, 'GET', '/user/addresses', { token })).data?.data ?? [];
  const home = addresses.find((a) => Number(a.is_default) === 1) ?? addresses[0];
  assert.ok(home, '小明 has no address');
  await visible(
    page.locator(`[data-testid="integral-address-current"][data-address-id="${home.id}"]`),
    'his default address preselected',
  );
  assert.equal(cents(await textOf(page.getByTestId('integral-order-total'), 'the total')), price * quantity);
  assert.equal(cents(await textOf(page.getByTestId('integral-order-mine'), 'my points')), before);
  await noRawKeys(page, `the points checkout (${language})`);
  await fitsWidth(page, 'the points checkout');
  const pay = page.getByTestId('integral-order-pay');
  await assertTappable(pay, 'the pay-points button');
  // In reach without scrolling: the total and the button sit in the bar at the bottom of the screen.
  const payBox = await pay.boundingBox();
  assert.ok(payBox.y + payBox.height <= height, `the pay-points button is below the screen (${payBox.y} px)`);
  await shot(page, JOURNEY, 'checkout', language);
  const paid = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/integral/pay');
  await pay.tap();
  const body = await (await paid).json();
  assert.equal(body.code, 200, `paying with points was refused: ${body.msg}`);
  const [orderId] = body.data.order_id;

  // On the server: points taken once, the stock down by the quantity, the order paid.
  assert.equal(cents((await shopperInfo(baseUrl, token)).integral), before - price * quantity, 'points after paying');
  const after = (await api(baseUrl, 'GET', `/integral/goods/${goodsId}`)).data;
  assert.equal(Number(after.goods_stock), Number(goods.goods_stock) - quantity, 'the stock after the exchange');
  const stored = (await api(baseUrl, 'GET', `/user/integral_orders/${orderId}`, { token })).data;
  assert.equal(String(stored.order_status), PAID, 'the stored order is not paid');
  assert.equal(Number(stored.buy_num), quantity, 'the stored quantity');
  assert.equal(stored.receive_name, home.receive_name, 'the order goes to another address');

  // His points orders: the new one as a card on the phone.
  await atPath(page, '/user/integral_order');
  const row = page.locator(`[data-testid="integral-order-row"][data-id="${orderId}"]`);
  await visible(row, 'the new points order');
  assert.equal(await row.getAttribute('data-status'), PAID, 'the card is not paid');
  assert.ok((await row.innerText()).includes(stored.order_no), 'the card shows no order number');
  await boxInScreen(page, row, 'the order card');
  await fitsWidth(page, 'the points orders');
  await noRawKeys(page, `the points orders (${language})`);
  await shot(page, JOURNEY, 'orders', language);
}

/** 2. The chat panel from the goods page's bar; the store's side reads the message. */
async function chat(page, { baseUrl, token, ownerToken, shopperId, language }) {
  const goods = (await api(baseUrl, 'GET', `/goods/${CHAT_GOODS_ID}`)).data;
  const store = goods.store_info;
  const text = `e2e ${language} #${Date.now() % 100000}: ${language === 'en' ? 'Is it in stock?' : '请问有货吗？'}`;

  await page.goto(`/goods/${CHAT_GOODS_ID}`);
  await inLanguage(page, language);
  const bar = page.getByTestId('goods-bar');
  await visible(bar, "the goods page's bar");
  const open = bar.getByTestId('bar-chat');
  await assertTappable(open, 'the 客服 item');
  await open.tap();

  const window = page.getByTestId('chat-window');
  await visible(window, 'the chat panel');
  await visible(window.getByTestId('chat-title').filter({ hasText: store.store_name }), 'the store name as its title');
  // A panel over the whole screen: the page, its header and its bar are under it.
  const { width, height } = page.viewportSize();
  const box = await window.boundingBox();
  assert.ok(
    Math.abs(box.x) <= 0.5 &&
      Math.abs(box.y) <= 0.5 &&
      Math.abs(box.width - width) <= 0.5 &&
      Math.abs(box.height - height) <= 0.5,
    `the chat panel does not cover the ${width}x${height} screen: ${JSON.stringify(box)}`,
  );
  const onTop = await page.evaluate(
    ([w, h]) =>
      [
        [4, 4],
        [w / 2, h / 2],
        [w - 4, h - 4],
      ].every(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-testid="chat-window"]')),
    [width, height],
  );
  assert.ok(onTop, 'something of the page shows over the chat panel');
  const close = window.getByTestId('chat-close');
  await assertTappable(close, 'the chat close control');
  await noRawKeys(page, `the chat panel (${language})`);
  if (language === 'en') {
    assert.equal((await window.getByTestId('chat-send').innerText()).trim(), 'Send', 'the send button in English');
    assert.equal(await close.getAttribute('aria-label'), 'Close', 'the close control in English');
    assert.equal(
      await window.locator('textarea').first().getAttribute('placeholder'),
      'Please enter information',
      'the input placeholder in English',
    );
  }

  await fill(window.getByTestId('chat-input'), text);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/Chat/send');
  await window.getByTestId('chat-send').tap();
  assert.equal((await (await sent).json()).code, 200, 'the message was refused');
  await visible(
    window.getByTestId('chat-message').filter({ hasText: text }).and(window.locator('[data-mine="1"]')),
    'his message in the panel',
  );
  await shot(page, JOURNEY, 'chat', language);

  // The store's side: its conversation with him, unread, holds the message (newest first).
  const friends = await api(baseUrl, 'POST', '/Chat/friends', { token: ownerToken, body: { provider: 'users' } });
  const pair = [String(shopperId), String(store.user_id)].sort().join('-');
  const withHim = (friends?.data ?? []).find((f) => [String(f.sid), String(f.rid)].sort().join('-') === pair);
  assert.ok(withHim, `the store's conversations do not list him: ${JSON.stringify(friends).slice(0, 300)}`);
  assert.equal(withHim.lastMsg?.content, text, "his message is not the last of the store's conversation with him");
  assert.ok(withHim.unread >= 1, 'the store has his message as read already');
  const history = await api(baseUrl, 'POST', '/Chat/friend_content', {
    token: ownerToken,
    body: { provider: 'users', rid: String(shopperId), rtype: 'users' },
  });
  assert.equal(history?.data?.data?.[0]?.content, text, "the store's history does not start with his message");
  const mine = await api(baseUrl, 'POST', '/Chat/friend_content', {
    token,
    body: { provider: 'users', rid: String(store.user_id), rtype: 'users' },
  });
  assert.equal(mine?.data?.data?.[0]?.content, text, 'his history does not start with the message');

  await close.tap();
  await window.waitFor({ state: 'detached' });
  await visible(bar, 'the goods page bar after closing the chat');
}

export default async function shopperPhonePointsChat({ page, baseUrl }) {
  const adminToken = await tokenOf(baseUrl, ADMIN, 'admins');
  const ownerToken = await tokenOf(baseUrl, OWNER, 'users', 'seller');
  await page.goto('/login');
  const signedIn = await phoneSignIn(page, SHOPPER);
  const token = signedIn.data.access_token;
  const shopperId = (await shopperInfo(baseUrl, token)).id;

  await exchange(page, { baseUrl, adminToken, token, quantity: 2, language: 'zh-cn' });
  await chat(page, { baseUrl, token, ownerToken, shopperId, language: 'zh-cn' });

  // English, with the header's switch on the goods page; the same flows again.
  await switchLanguageInHeader(page, 'en');
  await exchange(page, { baseUrl, adminToken, token, quantity: 1, language: 'en' });
  await chat(page, { baseUrl, token, ownerToken, shopperId, language: 'en' });
}
