// Who the points, withdrawal and referral journeys act as, and how they sign in: the demo accounts, an API token
// of each area beside the browser, the SMS codes sent, the storefront's login and logout, a back office's login,
// and the raw-key check the storefront pages share.
import { api } from './api.mjs';
import { adminSign } from './captcha.mjs';
import { assert, atPath, visible } from './expect.mjs';
import { fill, signIn } from './forms.mjs';
import { serverOutput } from './server.mjs';

/** The demo shopper 小明 (README, demo.ts); the pay password is the demo one. */
export const SHOPPER = { username: '13800000000', password: '123456', payPassword: '123456' };
/** The owner of store 1. */
export const OWNER = { username: '18888888888', password: '123456' };
export const ADMIN = { username: 'admin', password: '123456' };

/** An API token: `admins`, or `users` in the storefront (`home`) or the Seller area (`seller`). */
export async function tokenOf(baseUrl, who, provider = 'users', area = 'home') {
  const sign = provider === 'admins' ? await adminSign(baseUrl, who) : undefined;
  const login = await api(baseUrl, 'POST', '/login', { body: { ...who, provider, ...(sign ? { sign } : { area }) } });
  assert.ok(login?.data?.access_token, `${who.username} could not sign in: ${JSON.stringify(login).slice(0, 200)}`);
  return login.data.access_token;
}

/** The signed-in shopper's record (`POST /auth/info`): id, money, frozen_money, integral as the server has them. */
export async function shopperInfo(baseUrl, token) {
  const info = await api(baseUrl, 'POST', '/auth/info', { token, body: { provider: 'users' } });
  assert.equal(info?.code, 200, `the shopper's record could not be read: ${JSON.stringify(info).slice(0, 200)}`);
  return info.data;
}

/** Money or points as cents ('12.30' → 1230; '￥12.30', '-12.30' too). */
export const cents = (money) => Math.round(Number(String(money).replace(/[^\d.-]/g, '')) * 100);

/** The platform credits a user's balance (`is_type` 0) or points (2), as the Admin's member page does. */
export async function credit(baseUrl, adminToken, userId, amount, isType = 0) {
  const done = await api(baseUrl, 'POST', '/Admin/users/money/handle', {
    token: adminToken,
    body: { id: String(userId), money: String(amount), is_type: String(isType), is_belong: '0' },
  });
  assert.equal(done.code, 200, `the platform could not credit user ${userId}: ${done.msg}`);
}

/**
 * The last code sent to `phone`. The Admin's SMS log names the send (its code masked, `****23`); with no SMS
 * provider configured the server writes that send's code to its own output, where this reads it.
 */
export async function smsCode(baseUrl, adminToken, phone) {
  const logs = await api(baseUrl, 'GET', '/Admin/sms_logs', { token: adminToken, query: { phone, per_page: '5' } });
  const rows = [...(logs?.data?.data ?? [])].sort((a, b) => b.id - a.id);
  assert.ok(rows[0]?.id, `no SMS was logged for ${phone}`);
  return loggedSmsCode(baseUrl, rows[0].id, phone);
}

/** The code of SMS log row `id`, from the server's output (written there as it was sent; waits for the pipe). */
export async function loggedSmsCode(baseUrl, id, phone) {
  const pattern = new RegExp(`SMS #${id} to ${phone} not sent \\(no SMS provider configured\\); its code is (\\d{6})`);
  for (const deadline = Date.now() + 5000; ;) {
    const output = serverOutput(baseUrl);
    assert.ok(
      output !== undefined,
      `the server at ${baseUrl} was not started by this run, so its SMS codes are unknown`,
    );
    const found = pattern.exec(output);
    if (found) return found[1];
    assert.ok(Date.now() < deadline, `the server's output has no code for SMS #${id} to ${phone}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function storefrontSignIn(page, who) {
  await page.goto('/login');
  await fill(page.getByTestId('login-username'), who.username);
  await fill(page.getByTestId('login-password'), who.password);
  await page.getByTestId('login-submit').first().click();
  await atPath(page, '/');
  // The top bar is hidden on a phone (its links live in 我的): there the nickname is only in the document.
  const nickname = page.getByTestId('header-nickname');
  const phone = (page.viewportSize()?.width ?? 1280) < 768;
  if (phone) await nickname.waitFor({ state: 'attached', timeout: 15_000 });
  else await visible(nickname, 'the signed-in nickname in the top bar');
}

/** Signs in to a back office (`/Seller` or `/Admin`), the Admin's challenge solved by its widget; waits for its console. */
export async function backOfficeSignIn(page, area, who) {
  if (new URL(page.url()).pathname !== `${area}/login`) await page.goto(`${area}/login`);
  await visible(page.getByTestId('login-username'), `the ${area} login form`);
  await signIn(page, who);
  await page.waitForURL((url) => url.pathname.startsWith(area) && !url.pathname.endsWith('/login'), {
    timeout: 20_000,
  });
  await visible(page.getByTestId('console'), `the ${area} console`);
}

/** Text that looks like an i18n key of the storefront's bundles, left untranslated. */
const RAW_KEY =
  /\b(?:pts|shop|promo|browse|widgets|common|messages|fields|languages|account|home|pages)\.[A-Za-z][\w]*(?:\.[A-Za-z]\w*)*/;

/** Fails when the page shows an untranslated key. */
export async function noRawKeys(page, what) {
  const text = await page.locator('body').innerText();
  const hit = text.match(RAW_KEY);
  assert.ok(!hit, `${what} shows the raw i18n key "${hit?.[0]}"`);
}
