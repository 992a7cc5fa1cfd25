// What the phone buying journeys share (shopper-phone-buy, shopper-phone-promotions): the shopper's money and cart
// as the server has them, a control a finger can reach (on screen, 44 px, not under a bar or a sheet), and the
// sticky bars of checkout and payment pressed with taps.
import { api } from './api.mjs';
import { assert, atPath, textOf, visible } from './expect.mjs';
import { assertTappable } from './phone.mjs';
import { ADMIN, cents, credit, shopperInfo, tokenOf } from './sessions.mjs';

/** The shopper's balance in cents, as the server has it. */
export const balanceOf = async (baseUrl, token) => cents((await shopperInfo(baseUrl, token)).money);

/** Other journeys spend the demo shopper's balance: the platform tops it up to at least `atLeast` cents. */
export async function ensureBalance(baseUrl, token, atLeast) {
  const me = await shopperInfo(baseUrl, token);
  if (cents(me.money) >= atLeast) return;
  const adminToken = await tokenOf(baseUrl, ADMIN, 'admins');
  await credit(baseUrl, adminToken, me.id, ((atLeast - cents(me.money)) / 100 + 100).toFixed(2));
}

/** The shopper's cart lines (`GET /user/carts`), flattened over the stores. */
export async function cartLines(baseUrl, token) {
  const cart = await api(baseUrl, 'GET', '/user/carts', { token, query: { per_page: '100' } });
  return (cart?.data?.data ?? []).flatMap((g) => g.cart_list);
}

/** Empties the shopper's cart through the API (a cart left by another journey would change the counts). */
export async function emptyCart(baseUrl, token) {
  const ids = (await cartLines(baseUrl, token)).map((l) => l.cart_id);
  if (ids.length) await api(baseUrl, 'DELETE', `/user/carts/${ids.join(',')}`, { token });
}

/** `GET /api/cart_count`: the number the cart tab's badge must show. */
export async function cartCount(baseUrl, token) {
  const body = await api(baseUrl, 'GET', '/cart_count', { token });
  assert.equal(body.code, 200, `the cart count could not be read: ${body.msg}`);
  return Number(body.data);
}

/** Runs in the page: why a finger cannot press `node` where it is now ('' when it can). */
function pressProblem(node) {
  const r = node.getBoundingClientRect();
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  if (r.left < 0 || r.top < 0 || r.right > vw + 0.5 || r.bottom > vh + 0.5) {
    const at = [r.left, r.top, r.right, r.bottom].map(Math.round).join(',');
    return `lies outside the ${vw}x${vh} window (${at})`;
  }
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (hit && (node === hit || node.contains(hit))) return '';
  const desc = hit
    ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ').join('.')}` : ''}`
    : 'nothing';
  return `is covered at its centre by ${desc}`;
}

/**
 * Fails unless a finger can press the control: at least 44x44 px, wholly inside the window, and its centre hits
 * the control itself (not a fixed bar, a sheet or a toast laid over it). A control out of sight or under a fixed
 * bar is first scrolled to the middle of the window, as the shopper would scroll to it.
 */
export async function assertReachable(locator, what) {
  const el = locator.first();
  let problem;
  // A page that renders again when its data arrives replaces the element under the check: look again at the new one.
  for (let attempt = 1; ; attempt++) {
    try {
      await el.scrollIntoViewIfNeeded();
      await assertTappable(el, what);
      if (await el.evaluate(pressProblem)) await el.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      problem = await el.evaluate(pressProblem);
      break;
    } catch (err) {
      if (attempt >= 3 || !/not attached|detached/i.test(String(err.message))) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  assert.ok(!problem, `${what} ${problem}`);
}

/** Waits until the money shown by `testId` equals `want` cents. */
export async function moneyShown(page, testId, want, what) {
  try {
    await page.waitForFunction(
      ([id, cents_]) => {
        const text = document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
        return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) === cents_;
      },
      [testId, want],
      { timeout: 10_000 },
    );
  } catch {
    const shown = await page
      .getByTestId(testId)
      .first()
      .textContent()
      .catch(() => '(nothing)');
    throw new Error(`${what} shows ${shown}, expected ${(want / 100).toFixed(2)}`);
  }
}

/** On checkout: taps the sticky bar's 提交订单 and answers the created order ids once on the pay page. */
export async function submitCheckout(page) {
  const submit = page.getByTestId('checkout-bar').getByTestId('checkout-submit');
  await visible(submit, 'the submit button in the sticky checkout bar');
  await page.locator('[data-testid="checkout-submit"]:not([disabled])').first().waitFor();
  await assertReachable(submit, 'the submit button of the checkout bar');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/user/order/create'));
  await submit.tap();
  const body = await (await created).json();
  assert.equal(body.code, 200, `the order was refused: ${body.msg}`);
  await page.waitForURL((url) => url.pathname.startsWith('/order/pay/'));
  return body.data.order_id;
}

/** The server refuses a shopper's second payment within 3 s of the last (a double-click guard). */
const PAID_JUST_NOW = '重复创建支付订单.';

/**
 * On the pay page: taps 余额支付, types the payment password in its field (which must open the number pad), taps
 * the sticky bar's pay button; waits for the success page. Answers the amount the page asked, in cents.
 */
export async function payByBalance(page, payPassword, { shots } = {}) {
  const total = cents(await textOf(page.getByTestId('pay-total'), 'the amount to pay'));
  const method = page.getByTestId('pay-method-balance');
  await visible(method, 'the balance payment method');
  await assertReachable(method, 'the balance payment method');
  await method.tap();
  await page.locator('[data-testid="pay-method-balance"][aria-checked="true"]').waitFor();
  const field = page.locator('input[data-testid="pay-password"], [data-testid="pay-password"] input').first();
  await visible(field, 'the payment password field');
  assert.equal(await field.getAttribute('inputmode'), 'numeric', 'the payment password does not open the number pad');
  await field.tap();
  await field.fill(payPassword);
  if (shots) await shots();
  const pay = page.getByTestId('pay-bar').getByTestId('pay-submit');
  await assertReachable(pay, 'the pay button of the pay bar');
  const tapPay = async () => {
    const paid = page.waitForResponse((r) => r.url().endsWith('/api/user/order/pay'));
    await pay.tap();
    return (await paid).json();
  };
  let body = await tapPay();
  if (body.msg === PAID_JUST_NOW) {
    await page.waitForTimeout(4000);
    body = await tapPay();
  }
  assert.equal(body.code, 200, `the payment was refused: ${body.msg}`);
  await atPath(page, '/order/success', 20_000);
  await visible(page.getByTestId('order-success'), 'the payment success page');
  return total;
}

/** The shopper's order as the server has it (`GET /user/order/:id`). */
export async function orderOf(baseUrl, token, id) {
  const body = await api(baseUrl, 'GET', `/user/order/${id}`, { token });
  assert.equal(body.code, 200, `order ${id} could not be read: ${body.msg}`);
  return body.data;
}
