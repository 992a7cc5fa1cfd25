// Promotions bought on a phone (375x812, touch; every press a tap), in zh-cn then checked in en.
// 1. Flash sale: 小明 signs in, taps the 秒杀 channel, taps the card of a sale running now: the goods page shows the
//    flash price and its countdown; the bar's 立即抢购 goes to checkout, whose flash-sale line takes the difference
//    off; the sticky 提交订单, then the balance and the payment password pay it. The server: the order paid (status
//    2), the balance down by the amount paid, the sale's sold count up by one.
// 2. Group buy: the 拼团 channel, the card of a goods with an open group missing one member: the goods page shows
//    the group price and the open group; 去参团 joins it, checkout carries the group badge, payment as above. The
//    server: the order belongs to that group, which is now complete.
// 3. en: /seckills, /collectives and the flash-sale goods page show no raw i18n key, and their buttons are within
//    reach of a finger.
import { api } from '../lib/api.mjs';
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { PHONE, networkQuiet } from '../lib/browser.mjs';
import { phoneSignIn, shot, switchLanguageInHeader, tapTab } from '../lib/phone.mjs';
import { assertReachable, balanceOf, ensureBalance, orderOf, payByBalance, submitCheckout } from '../lib/phone-buy.mjs';
import { SHOPPER, cents, noRawKeys, tokenOf } from '../lib/sessions.mjs';

export const name = 'on a phone: a flash-sale purchase and joining an open group, paid by balance';
export const device = PHONE;
export const timeout = 150_000;

const JOURNEY = 'shopper-phone-promotions';

/** The flash sales running now, as `/seckills` lists them (`GET /seckills?start_time=0`). */
async function runningSales(baseUrl) {
  const list = await api(baseUrl, 'GET', '/seckills', { query: { start_time: '0', per_page: '50' } });
  return list?.data?.data ?? [];
}

/** What the server answers checkout for one piece of a goods (`POST /user/order/before`): limits refuse here. */
async function preview(baseUrl, token, goodsId, collectiveId = 0) {
  const order = [{ goods_id: goodsId, sku_id: 0, buy_num: 1, collective_id: collectiveId }];
  const params = Buffer.from(JSON.stringify({ order, ifcart: 0 })).toString('base64');
  return api(baseUrl, 'POST', '/user/order/before', { token, body: { params } });
}

/**
 * A running sale on a whole goods sold without SKUs (the bar's button buys it at once), with pieces left, no group
 * buy, and the shopper under its per-buyer limit (other journeys may have bought it): its card and goods detail.
 */
async function flashGoods(baseUrl, token) {
  for (const card of await runningSales(baseUrl)) {
    if (Number(card.seckill.sku_id) !== 0 || Number(card.seckill.left) < 1) continue;
    const detail = (await api(baseUrl, 'GET', `/goods/${card.id}`)).data;
    if (detail?.skuList?.length || detail?.collectives || detail?.seckills?.id !== card.seckill.id) continue;
    if ((await preview(baseUrl, token, card.id)).code === 200) return { card, goods: detail };
  }
  throw new Error('no flash sale the shopper may still buy runs now on a goods without SKUs');
}

/** A group-buy goods with an open group missing one member (joining completes it), and that group. */
async function openGroup(baseUrl, token) {
  const params = Buffer.from(JSON.stringify({})).toString('base64');
  const list = await api(baseUrl, 'GET', '/goods', { query: { params, is_collective: '1', per_page: '30' } });
  for (const row of list?.data?.data ?? []) {
    const goods = (await api(baseUrl, 'GET', `/goods/${row.id}`)).data;
    if (goods?.skuList?.length || goods?.seckills) continue;
    for (const group of goods?.collective_list ?? []) {
      if (Number(group.need) - Number(group.orders_count) !== 1) continue;
      // The server refuses a member twice: the shopper is in none of the groups tried.
      if ((await preview(baseUrl, token, goods.id, group.id)).code === 200) return { goods, group };
    }
  }
  throw new Error('no group-buy goods has an open group missing one member that the shopper may join');
}

/** Taps a channel of the header's sideways row (秒杀, 拼团 …) whose address starts with `path`; waits for it. */
async function tapChannel(page, path) {
  const link = page.locator(`.navbar a[href^="${path}"]`);
  // The header renders again once the page's data is in: press it then.
  await networkQuiet(page);
  await visible(link, `the ${path} channel`);
  await assertReachable(link, `the ${path} channel`);
  await link.tap();
  await page.waitForURL((url) => url.pathname.startsWith(path));
}

/** On checkout: the line's discount of `kind` at the store, in cents. */
async function discountAt(page, storeId, kind) {
  const money = page.locator(`[data-testid="checkout-discount-${storeId}-money"][data-kind="${kind}"]`);
  await visible(money, `the ${kind} discount line at checkout`);
  return Math.abs(cents(await money.textContent()));
}

export default async function shopperPhonePromotions({ page, baseUrl }) {
  const token = await tokenOf(baseUrl, SHOPPER);
  const { card, goods: flash } = await flashGoods(baseUrl, token);
  const { goods: grouped, group } = await openGroup(baseUrl, token);
  await ensureBalance(baseUrl, token, cents(flash.goods_price) + cents(grouped.goods_price) + 100_000);

  await page.goto('/login');
  await phoneSignIn(page, SHOPPER);
  await atPath(page, '/');

  // 1. Flash sale: the channel, the card, the flash price, 立即抢购.
  await tapChannel(page, '/seckills');
  const saleCard = page.locator(`[data-testid="seckill-item"][data-goods-id="${flash.id}"]`);
  await visible(saleCard, 'the flash-sale card of the goods');
  const flashPrice = cents(card.seckill.price);
  assert.equal(
    cents(await textOf(saleCard.getByTestId('seckill-item-price'), 'the card price')),
    flashPrice,
    'the flash-sale card shows another price',
  );
  await shot(page, JOURNEY, 'seckills', 'zh-cn');
  await assertReachable(saleCard, 'the flash-sale card');
  await saleCard.tap();
  await atPath(page, `/goods/${flash.id}`);
  await visible(page.getByTestId('goods-seckill'), 'the running flash sale on the goods page');
  assert.equal(cents(await textOf(page.getByTestId('goods-price'), 'the price')), flashPrice, 'not the flash price');
  const left = Number(await page.getByTestId('seckill-countdown').getAttribute('data-seconds'));
  assert.ok(left > 0, 'the flash sale shows no time left');
  await shot(page, JOURNEY, 'flash-goods', 'zh-cn');
  const grab = page.getByTestId('goods-bar').getByTestId('bar-buy-now');
  assert.equal(await grab.getAttribute('data-seckill'), String(card.seckill.id), 'the bar does not grab the sale');
  assert.equal(await page.getByTestId('bar-add-cart').count(), 0, 'a flash sale is put in the cart');
  await assertReachable(grab, "the bar's grab button");
  await grab.tap();
  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await page.locator('[data-testid="checkout-address-current"][data-address-id]').waitFor();
  const normal = cents(flash.goods_price);
  assert.equal(await discountAt(page, flash.store_id, 'seckill'), normal - flashPrice, 'the flash-sale line');
  await shot(page, JOURNEY, 'flash-checkout', 'zh-cn');
  const [flashOrderId] = await submitCheckout(page);
  const flashOrder = await orderOf(baseUrl, token, flashOrderId);
  assert.equal(flashOrder.order_status, 1, 'the flash-sale order is not waiting for payment');
  let moneyBefore = await balanceOf(baseUrl, token);
  const paidFlash = await payByBalance(page, SHOPPER.payPassword);
  assert.equal(paidFlash, cents(flashOrder.total_price), 'the pay page asked another amount than the order');
  assert.equal((await orderOf(baseUrl, token, flashOrderId)).order_status, 2, 'the flash-sale order is not paid');
  assert.equal(await balanceOf(baseUrl, token), moneyBefore - paidFlash, 'the balance did not pay the sale once');
  const sale = (await runningSales(baseUrl)).find((c) => c.seckill.id === card.seckill.id)?.seckill;
  assert.equal(Number(sale?.sold), Number(card.seckill.sold) + 1, "the sale's sold count did not grow by one");

  // 2. Group buy: the channel, the card, the open group, 去参团.
  await tapTab(page, 'home', '/');
  await tapChannel(page, '/collectives');
  const groupCard = page.locator(`[data-testid="collective-item"][data-goods-id="${grouped.id}"]`);
  await visible(groupCard, 'the group-buy card of the goods');
  await shot(page, JOURNEY, 'collectives', 'zh-cn');
  await assertReachable(groupCard, 'the group-buy card');
  await groupCard.tap();
  await atPath(page, `/goods/${grouped.id}`);
  await visible(page.getByTestId('goods-group-buy'), 'the group offer on the goods page');
  const groupPrice = cents(await textOf(page.getByTestId('group-price'), 'the group price'));
  assert.equal(groupPrice, cents(grouped.collectives.price), 'the goods page shows another group price');
  const item = page.locator(`[data-testid="group-item"][data-group-id="${group.id}"]`);
  await visible(item, `open group ${group.id}`);
  assert.match(await textOf(item.getByTestId('group-missing'), 'members missing'), /1/, 'the group misses one');
  const join = item.getByTestId('group-join');
  await assertReachable(join, 'the join button of the open group');
  await shot(page, JOURNEY, 'group-goods', 'zh-cn');
  await join.tap();
  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await page.locator('[data-testid="checkout-address-current"][data-address-id]').waitFor();
  await visible(page.locator('[data-testid^="checkout-group-badge-"]'), 'the group badge of the checkout line');
  assert.equal(
    await discountAt(page, grouped.store_id, 'collective'),
    cents(grouped.goods_price) - groupPrice,
    'the group discount line',
  );
  await shot(page, JOURNEY, 'group-checkout', 'zh-cn');
  const [groupOrderId] = await submitCheckout(page);
  const groupOrder = await orderOf(baseUrl, token, groupOrderId);
  moneyBefore = await balanceOf(baseUrl, token);
  const paidGroup = await payByBalance(page, SHOPPER.payPassword, {
    shots: () => shot(page, JOURNEY, 'group-pay', 'zh-cn'),
  });
  assert.equal(paidGroup, cents(groupOrder.total_price), 'the pay page asked another amount than the order');
  assert.equal(await balanceOf(baseUrl, token), moneyBefore - paidGroup, 'the balance did not pay the group once');
  const joined = await orderOf(baseUrl, token, groupOrderId);
  assert.equal(joined.order_status, 2, 'the group order is not paid');
  assert.equal(joined.collective?.id, group.id, 'the order is not in the group joined');
  assert.equal(Number(joined.collective.orders_count), Number(group.need), 'the group does not count the new member');
  assert.equal(joined.collective.status, 1, 'the group is not complete on the server');
  await page.goto(`/user/order/${groupOrderId}`);
  await visible(
    page.locator('[data-testid="order-group-progress"][data-state="completed"]'),
    'the completed group on the order',
  );

  // 3. English: the promotion pages speak English and keep their buttons within reach.
  await page.goto('/');
  await switchLanguageInHeader(page, 'en');
  await tapChannel(page, '/seckills');
  await visible(page.getByTestId('seckill-item'), 'the flash sales on now');
  await noRawKeys(page, '/seckills');
  await noChinese(() => page.getByTestId('seckill-sessions').innerText(), 'the flash-sale sessions');
  await assertReachable(page.getByTestId('seckill-session').first(), 'a session tab');
  await shot(page, JOURNEY, 'seckills', 'en');
  await page.locator(`[data-testid="seckill-item"][data-goods-id="${flash.id}"]`).tap();
  await atPath(page, `/goods/${flash.id}`);
  await visible(page.getByTestId('goods-seckill'), 'the running flash sale');
  await noRawKeys(page, 'the flash-sale goods page');
  await noChinese(() => page.getByTestId('bar-buy-now').innerText(), "the bar's grab button");
  await assertReachable(page.getByTestId('goods-bar').getByTestId('bar-buy-now'), "the bar's grab button");
  await shot(page, JOURNEY, 'flash-goods', 'en');
  await page.goto('/');
  await tapChannel(page, '/collectives');
  await visible(page.getByTestId('collective-item'), 'the group-buy goods');
  await noRawKeys(page, '/collectives');
  await noChinese(() => page.getByTestId('collective-item-size').first().innerText(), 'the group size');
  await shot(page, JOURNEY, 'collectives', 'en');
}
