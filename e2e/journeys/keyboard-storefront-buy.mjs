// A shopper who uses no mouse buys a phone: from the sign-in form to the paid order with Tab, Shift+Tab,
// Enter, Space and typing only. Every control on the way must take the focus, show where it is (lib/keyboard.mjs
// checks a visible ring at every stop) and act on Enter or Space. Locators only read what the page shows.
// The shopper signs in, searches 手机 from the header, opens the first phone with SKUs from the results, picks
// the last value of every spec row, adds it to the cart, goes to the cart from the header, checks out and pays with
// the balance and the payment password; the server then has the order paid at that SKU's price.
import { api } from '../lib/api.mjs';
import { networkQuiet } from '../lib/browser.mjs';
import { assert, atPath, visible } from '../lib/expect.mjs';
import { assertFocus, press, tabTo } from '../lib/keyboard.mjs';
import { cartLines, emptyCart, ensureBalance, orderOf } from '../lib/phone-buy.mjs';
import { SHOPPER, cents, tokenOf } from '../lib/sessions.mjs';

export const name = 'shopper signs in, searches, picks a SKU, checks out and pays with the keyboard only';
export const timeout = 180_000;

const KEYWORD = '手机';

async function signIn(page) {
  await page.goto('/login');
  await visible(page.getByTestId('login-username'), 'the sign-in form');
  await tabTo(page, 'login-username');
  await page.keyboard.type(SHOPPER.username);
  await page.keyboard.press('Tab');
  await assertFocus(page, 'login-password', 'the password field after the account');
  await page.keyboard.type(SHOPPER.password);
  await tabTo(page, 'login-submit');
  await press(page, 'Enter', 'the sign-in button');
  await atPath(page, '/');
  await visible(page.getByTestId('header-nickname'), 'the signed-in nickname in the top bar');
}

/**
 * The home's category menu: a first-level class takes the focus and opens its flyout, whose second- and third-level
 * classes come next in the Tab order; Escape closes it and gives the focus back to the class.
 */
async function browseClasses(page) {
  await tabTo(page, 'category-l1', { max: 60 });
  await visible(page.getByTestId('category-flyout'), 'the flyout of the focused class');
  await tabTo(page, 'category-l3', { max: 15, what: 'a third-level class in the flyout' });
  assert.ok(
    await page.evaluate(() => !!document.activeElement?.closest('[data-testid="category-flyout"]')),
    'the third-level class that took the focus is not in the open flyout',
  );
  await press(page, 'Escape', 'a class in the flyout');
  await page.getByTestId('category-flyout').waitFor({ state: 'detached' });
  await assertFocus(page, 'category-l1', 'the class whose flyout Escape closed');
}

/** Searches from the header; resolves with the ids of the goods listed, once the server's answer is shown. */
async function search(page) {
  // The search box is above the category menu, where the focus is.
  await tabTo(page, 'search-input', { back: true, max: 60 });
  await page.keyboard.type(KEYWORD);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/goods' && r.status() === 200);
  await press(page, 'Enter', 'the search field');
  await answered;
  await page.waitForFunction(() => {
    const list = document.querySelector('[data-testid="search-results"]');
    return !!list && list.getAttribute('aria-busy') !== 'true' && !!list.querySelector('[data-testid="goods-item"]');
  });
  return page
    .getByTestId('goods-item')
    .evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-goods-id'))));
}

/** Chooses the last available value of every spec row with Tab and Space; resolves with the chosen SKU. */
async function chooseSku(page, detail) {
  const rows = page.getByTestId('spec-row');
  await visible(rows.first(), 'the spec rows');
  const n = await rows.count();
  assert.equal(n, detail.attrList.length, 'one spec row per attribute');
  const chosen = [];
  for (let i = 0; i < n; i++) {
    const option = rows.nth(i).locator('[data-testid="spec-option"]:not([disabled])').last();
    const specId = await option.getAttribute('data-spec-id');
    await tabTo(page, (f) => f.testid === 'spec-option' && f.data.specId === specId, {
      what: `the spec ${specId} of row ${i + 1}`,
    });
    if ((await option.getAttribute('aria-pressed')) !== 'true') await press(page, 'Space', `spec ${specId}`);
    await visible(
      rows.nth(i).locator(`[data-testid="spec-option"][data-spec-id="${specId}"][aria-pressed="true"]`),
      `spec ${specId} chosen in row ${i + 1}`,
    );
    chosen.push(Number(specId));
  }
  const sku = detail.skuList.find((s) => [...s.spec_id].map(Number).sort().join(',') === [...chosen].sort().join(','));
  assert.ok(sku, `the server has no SKU for specs ${chosen.join(',')}`);
  await page.waitForFunction(
    (stock) => document.querySelector('[data-testid="goods-stock"]')?.getAttribute('data-stock') === String(stock),
    sku.goods_stock,
  );
  return sku;
}

export default async function keyboardStorefrontBuy({ page, baseUrl }) {
  const token = await tokenOf(baseUrl, SHOPPER);
  await emptyCart(baseUrl, token);

  await signIn(page);
  await browseClasses(page);
  const ids = await search(page);
  let detail = null;
  for (const id of ids) {
    const goods = (await api(baseUrl, 'GET', `/goods/${id}`)).data;
    if (goods?.skuList?.length > 1) {
      detail = goods;
      break;
    }
  }
  assert.ok(detail, `none of the goods found for ${KEYWORD} has SKUs`);

  // The results: Tab to the phone's card, Enter opens it.
  await tabTo(page, (f) => f.testid === 'goods-item' && f.data.goodsId === String(detail.id), {
    max: 80,
    what: `the card of goods ${detail.id}`,
  });
  await press(page, 'Enter', 'the goods card');
  await atPath(page, `/goods/${detail.id}`);
  await visible(page.getByTestId('goods-title'), 'the goods title');
  await networkQuiet(page);

  const sku = await chooseSku(page, detail);
  await ensureBalance(baseUrl, token, cents(sku.goods_price) + 100_000);

  await tabTo(page, 'add-cart');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/user/carts') && r.request().method() === 'POST');
  await press(page, 'Enter', 'add to cart');
  assert.equal((await (await added).json()).code, 200, 'adding the SKU to the cart was refused');
  const lines = await cartLines(baseUrl, token);
  assert.equal(lines.length, 1, 'one line in the cart');

  // Back up to the header's cart link.
  await tabTo(page, 'header-cart', { back: true, max: 80 });
  await press(page, 'Enter', 'the cart link');
  await atPath(page, '/carts');
  const line = page.getByTestId(`cart-line-${lines[0].cart_id}`);
  await visible(line, 'the line in the cart');
  await networkQuiet(page);
  if ((await line.getAttribute('data-selected')) !== 'true') {
    // The tick box's testid is on its <label>; the focus lands on the checkbox inside.
    await tabTo(page, (f) => f.closestTestid === `cart-check-${lines[0].cart_id}`, { what: "the line's tick box" });
    await press(page, 'Space', "the line's tick box");
    await page.locator(`[data-testid="cart-line-${lines[0].cart_id}"][data-selected="true"]`).waitFor();
  }

  await tabTo(page, 'cart-checkout', { max: 60 });
  await press(page, 'Enter', 'check out');
  await page.waitForURL((url) => url.pathname.startsWith('/order/before/'));
  await page.locator('[data-testid^="checkout-address-"][aria-pressed="true"]').first().waitFor();
  await networkQuiet(page);

  await tabTo(page, 'checkout-submit', { max: 60 });
  const created = page.waitForResponse((r) => r.url().endsWith('/api/user/order/create'));
  await press(page, 'Enter', 'submit the order');
  const createdBody = await (await created).json();
  assert.equal(createdBody.code, 200, `the order was refused: ${createdBody.msg}`);
  const [orderId] = createdBody.data.order_id;

  await page.waitForURL((url) => url.pathname.startsWith('/order/pay/'));
  // Tab only once the page is drawn: a focused node its first render replaces drops the focus to the body.
  await visible(page.getByTestId('pay-method-balance'), 'the balance payment method');
  await networkQuiet(page);
  await tabTo(page, 'pay-method-balance', { max: 60 });
  await press(page, 'Space', 'the balance method');
  await page.locator('[data-testid="pay-method-balance"][aria-checked="true"]').waitFor();
  await tabTo(page, (f) => f.testid === 'pay-password' || f.closestTestid === 'pay-password', {
    what: 'the payment password',
  });
  await page.keyboard.type(SHOPPER.payPassword);
  await tabTo(page, 'pay-submit');
  await press(page, 'Enter', 'pay');
  await atPath(page, '/order/success', 20_000);
  await visible(page.getByTestId('order-success'), 'the success page');

  const order = await orderOf(baseUrl, token, orderId);
  assert.equal(order.order_status, 2, `order ${orderId} is not paid`);
  assert.equal(cents(order.order_price), cents(sku.goods_price), 'the order charges the chosen SKU');
}
