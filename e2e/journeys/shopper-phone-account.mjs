// Registration, sign-out and sign-in on a phone (375x812, touch), first in Chinese, then in English.
// 1. A guest taps 我的 in the tab bar: the login page, whose 注册 link opens the registration form. Its phone field
//    opens the phone keypad and its code field the numeric one (`inputmode`). A new number, the SMS code (read
//    from the server's SMS log, as the log driver only records it), the agreement ticked with a finger: the new
//    shopper lands on 我的, signed in, with the nickname and balance the server has for that account.
// 2. 退出登录 at the bottom of 我的 signs out: the login page, and the server refuses the old token. Signing in
//    again there lands on the home page; 我的 shows the same account again.
// 3. The header's language switch turns the page English; 我的, the login page and a second registration are then
//    done in English, with no Chinese UI text and no raw text key on them.
// The login and registration pages wear the shop's red (its button, its links), never Arco's default blue.
import { api } from '../lib/api.mjs';
import { PHONE } from '../lib/browser.mjs';
import { assert, atPath, noChinese, textOf, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';
import {
  assertTappable,
  inLanguage,
  pageToken,
  phoneSignIn,
  shot,
  switchLanguageInHeader,
  tapTab,
} from '../lib/phone.mjs';
import { ADMIN, cents, noRawKeys, shopperInfo, smsCode, tokenOf } from '../lib/sessions.mjs';

export const name = 'on a phone, a new shopper registers, signs out and signs in again, in Chinese and in English';
export const device = PHONE;
export const timeout = 120_000;

const JOURNEY = 'shopper-phone-account';
const PASSWORD = 'secret123';

/** A number of its own per run and language (the server takes a phone once). */
const newPhone = (prefix) => `${prefix}${String(Date.now()).slice(-8)}`;

/**
 * The UI texts of a part of the page in English: no Chinese left (the new shopper's nickname is their number). The
 * language switch names the other language in that language (简体中文), so it is left out.
 */
async function englishOnly(page, selector, what) {
  const part = page.locator(selector).first();
  await noChinese(async () => {
    const switches = await part.locator('[data-testid="lang-switch"]').allInnerTexts();
    return switches.reduce((text, label) => text.replace(label, ''), await part.innerText());
  }, what);
}

/** The shop's brand red (#ca151e), the storefront's primary colour. */
const SHOP_RED = 'rgb(202, 21, 30)';
/** Arco's default primary blue and its hover and light shades, which a themed storefront never shows. */
const ARCO_BLUE = /rgba?\((22, 93, 255|64, 128, 255|232, 243, 255)[,)]/;

/** A sign-in card in the shop's colours: its main button in the brand red, nothing in Arco's blue. */
async function inShopRed(page, button, what) {
  const found = await page.getByTestId(button).evaluate((submit, blueSource) => {
    const blue = new RegExp(blueSource);
    const drawnBlue = [];
    for (const el of document.querySelectorAll('body *')) {
      const style = window.getComputedStyle(el);
      const colours = [style.color, style.backgroundColor, style.borderTopColor, style.backgroundImage];
      if (colours.some((c) => blue.test(c)))
        drawnBlue.push(el.getAttribute('data-testid') || el.className || el.tagName);
    }
    return { button: window.getComputedStyle(submit).backgroundColor, blue: drawnBlue.slice(0, 5) };
  }, ARCO_BLUE.source);
  assert.equal(found.button, SHOP_RED, `${what}: the main button is not the shop's red`);
  assert.deepEqual(found.blue, [], `${what}: parts drawn in Arco's blue`);
}

/** 1. The registration form from the login page's link; answers the new shopper's token. */
async function register(page, { baseUrl, adminToken, phone, language }) {
  await page.getByTestId('login-to-register').tap();
  await atPath(page, '/register');
  await visible(page.getByTestId('register-page'), 'the registration form');
  await inLanguage(page, language);

  // The right keyboards: the phone keypad for the number, the numeric one for the code.
  const phoneInput = page.getByTestId('register-phone');
  const codeInput = page.getByTestId('register-code');
  assert.equal(await phoneInput.getAttribute('inputmode'), 'tel', 'the phone field does not open the phone keypad');
  assert.equal(await codeInput.getAttribute('inputmode'), 'numeric', 'the code field does not open the number pad');
  assert.equal(await codeInput.getAttribute('autocomplete'), 'one-time-code', 'the code field is not a one-time code');
  for (const id of ['register-phone', 'register-code', 'register-sms-send', 'register-submit']) {
    await assertTappable(page.getByTestId(id), id);
  }
  await noRawKeys(page, `the registration form (${language})`);
  await inShopRed(page, 'register-submit', `the registration form (${language})`);
  if (language === 'en') await englishOnly(page, '[data-testid="register-page"]', 'the registration form');

  await fill(phoneInput, phone);
  await fill(page.getByTestId('register-password'), PASSWORD);
  await fill(page.getByTestId('register-confirm'), PASSWORD);
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sms');
  await page.getByTestId('register-sms-send').tap();
  assert.equal((await (await sent).json()).code, 200, `no code was sent to ${phone}`);
  await page.locator('[data-testid="register-sms-send"]:not([data-remaining="0"])').waitFor();
  await fill(codeInput, await smsCode(baseUrl, adminToken, phone));

  // The agreement's link sits inside the checkbox's label: the finger goes on the box, at the label's start.
  const agree = page.getByTestId('register-agree');
  const box = await agree.boundingBox();
  await agree.tap({ position: { x: 12, y: box.height / 2 } });
  await page.locator('[data-testid="register-agree"] input[type="checkbox"]:checked').waitFor({ state: 'attached' });
  await shot(page, JOURNEY, 'register', language);

  const registered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/register');
  await page.getByTestId('register-submit').tap();
  const body = await (await registered).json();
  assert.equal(body.code, 200, `the registration was refused: ${body.msg}`);
  return body.data.access_token;
}

/** 我的 shows the signed-in shopper's card and counters as the server has them; answers the server's record. */
async function mineShows(page, { baseUrl, token, phone, language, step }) {
  await visible(page.getByTestId('user-dashboard'), '我的');
  await inLanguage(page, language);
  const me = await shopperInfo(baseUrl, token);
  assert.equal(me.phone ?? me.username, phone, 'the signed-in account is not the new number');
  const nickname = await textOf(page.getByTestId('user-nickname'), 'the nickname on the card');
  assert.equal(nickname, me.nickname || me.username, 'the card shows another nickname than the server');
  const balance = page.getByTestId('dashboard-balance');
  await visible(balance, 'the balance counter');
  assert.equal(cents(await textOf(balance.locator('strong'), 'the balance')), cents(me.money), 'the balance');
  assert.equal(
    cents(await textOf(page.getByTestId('dashboard-integral').locator('strong'), 'the points')),
    cents(me.integral),
    'the points',
  );
  await visible(page.getByTestId('user-menu-logout'), 'the sign-out row');
  await noRawKeys(page, `我的 (${language})`);
  if (language === 'en') await englishOnly(page, '.user-centre', '我的');
  await shot(page, JOURNEY, step, language);
  return me;
}

/** 2. Signs out from 我的: the login page, and the token is dead on the server too. */
async function signOutFromMine(page, { baseUrl, token, language }) {
  const logout = page.getByTestId('user-menu-logout');
  await assertTappable(logout, 'the sign-out row');
  const out = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/logout');
  await logout.tap();
  assert.equal((await (await out).json()).code, 200, 'the server did not sign the shopper out');
  await atPath(page, '/login');
  assert.equal(await pageToken(page), null, 'the token is still in the page after signing out');
  const refused = await api(baseUrl, 'GET', '/user/orders', { token });
  assert.equal(refused.code, 401, 'the server still accepts the token of the signed-out session');

  // The login page, on a phone, in the chosen language.
  await visible(page.getByTestId('login-username'), 'the login form');
  await inLanguage(page, language);
  for (const id of ['login-username', 'login-password', 'login-submit', 'login-to-register']) {
    await assertTappable(page.getByTestId(id), id);
  }
  await noRawKeys(page, `the login page (${language})`);
  await inShopRed(page, 'login-submit', `the login page (${language})`);
  if (language === 'en') await englishOnly(page, '.login-card', 'the login page');
  await shot(page, JOURNEY, 'login', language);
}

/** From the login page: registers a new number, signs out and back in, in `language`; answers the record. */
async function accountRound(page, { baseUrl, adminToken, phone, language, landing }) {
  const token = await register(page, { baseUrl, adminToken, phone, language });
  // Back where the login page was opened from (`?redirect=`), else the home page.
  await atPath(page, landing);
  if (landing !== '/user') await tapTab(page, 'mine', '/user');
  const me = await mineShows(page, { baseUrl, token, phone, language, step: 'mine-new' });

  await signOutFromMine(page, { baseUrl, token, language });
  const again = await phoneSignIn(page, { username: phone, password: PASSWORD });
  await atPath(page, '/');
  assert.equal(await pageToken(page), again.data.access_token, 'the page keeps another token than it was given');
  await tapTab(page, 'mine', '/user');
  const back = await mineShows(page, { baseUrl, token: again.data.access_token, phone, language, step: 'mine' });
  assert.equal(back.id, me.id, 'signing in again opened another account');
  return { me, token: again.data.access_token };
}

export default async function shopperPhoneAccount({ page, baseUrl }) {
  const adminToken = await tokenOf(baseUrl, ADMIN, 'admins');
  await page.goto('/');
  await visible(page.getByTestId('tab-bar'), 'the tab bar');
  await inLanguage(page, 'zh-cn');

  // A guest's 我的 is the login page (with the way back to 我的 once signed in).
  await tapTab(page, 'mine');
  await atPath(page, '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/user', 'the login page forgets 我的');
  const zh = await accountRound(page, {
    baseUrl,
    adminToken,
    phone: newPhone('137'),
    language: 'zh-cn',
    landing: '/user',
  });

  // 3. The header's switch, on the home page: the page turns English, the tab bar with it.
  await tapTab(page, 'home', '/');
  await switchLanguageInHeader(page, 'en');
  await englishOnly(page, '[data-testid="tab-bar"]', 'the tab bar');
  await noRawKeys(page, 'the home page (en)');
  await shot(page, JOURNEY, 'home', 'en');

  // The same account's 我的 in English, then its sign-out, and the whole round again with a new number.
  await tapTab(page, 'mine', '/user');
  await mineShows(page, {
    baseUrl,
    token: zh.token,
    phone: zh.me.phone ?? zh.me.username,
    language: 'en',
    step: 'mine-zh-account',
  });
  await signOutFromMine(page, { baseUrl, token: zh.token, language: 'en' });
  const en = await accountRound(page, { baseUrl, adminToken, phone: newPhone('136'), language: 'en', landing: '/' });
  assert.notEqual(en.me.id, zh.me.id, 'the English registration reused the first account');
}
