// A visitor who wants to sell: the sign-up page sends them to the login with a way back, they register with
// an SMS code (read from the server's SMS log, as the log driver only records it), accept the agreement, come
// back to the merchant landing, read and accept the merchant agreement, fill in the application (pictures,
// goods categories, company area) and submit it; step 3 then shows "verifying" and the landing says so.
import { assert, atPath, textOf, visible } from '../lib/expect.mjs';

export const name = 'visitor registers with an SMS code and applies for a store';

/** An 8x8 PNG: every picture of the application. */
const PICTURE = {
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4IaeBFTEMLQkAiE5DgcTIHLQAAAAASUVORK5CYII=',
    'base64',
  ),
};

async function api(baseUrl, method, path, { body, token } = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
  return res.json();
}

/** The last code sent to `phone`, as an administrator reads it in the SMS log. */
async function smsCode(baseUrl, phone) {
  const sign = (await api(baseUrl, 'POST', '/captcha', { body: { username: 'admin', password: '123456', step: 1 } }))
    .data;
  const login = await api(baseUrl, 'POST', '/login', {
    body: { username: 'admin', password: '123456', provider: 'admins', sign },
  });
  const token = login?.data?.access_token;
  assert.ok(token, `the admin could not sign in to read the SMS log: ${JSON.stringify(login).slice(0, 200)}`);
  const logs = await api(baseUrl, 'GET', `/Admin/sms_logs?phone=${phone}&per_page=5`, { token });
  const rows = [...(logs?.data?.data ?? [])].sort((a, b) => b.id - a.id);
  assert.ok(rows[0]?.content, `no SMS code was logged for ${phone}`);
  return rows[0].content;
}

const formErrors = (page) => page.locator('.arco-form-message').allInnerTexts();

export default async function storefrontOnboarding({ page, baseUrl }) {
  const phone = `139${String(Date.now()).slice(-8)}`;

  // Signed out, the landing asks for a login and remembers where to come back to.
  await page.goto('/store/join');
  await page.waitForURL((url) => url.pathname === '/login');
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/store/join', 'the login does not lead back');
  await page.getByTestId('login-to-register').click();
  await atPath(page, '/register');

  // Bad input is answered in the form, nothing is sent.
  await page.getByTestId('register-submit').click();
  const empty = await formErrors(page);
  assert.ok(empty.length >= 4, `an empty registration shows only ${empty.length} field messages`);
  await page.getByTestId('register-phone').fill(phone);
  await page.getByTestId('register-password').fill('secret123');
  await page.getByTestId('register-confirm').fill('secret124');

  // The SMS button sends once, then counts down and refuses a second send.
  await page.getByTestId('register-sms-send').click();
  await page.locator('[data-testid="register-sms-send"]:not([data-remaining="0"])').waitFor({ timeout: 15_000 });
  const code = await smsCode(baseUrl, phone);
  await page.getByTestId('register-code').fill(code);

  await page.getByTestId('register-submit').click();
  await page.locator('.arco-form-message').first().waitFor();
  const mismatch = (await formErrors(page)).join(' ');
  assert.ok(mismatch.includes('两次输入不一致'), `a different confirmation is not refused: "${mismatch}"`);
  await page.getByTestId('register-confirm').fill('secret123');

  // The agreement opens in a dialog without ticking the box; registering needs the box.
  await page.getByTestId('register-agreement-link').click();
  await visible(page.getByTestId('agreement-dialog'), 'the agreement dialog');
  await page.getByTestId('agreement-ok').click();
  await page.getByTestId('register-agree').click();
  await page.getByTestId('register-submit').click();

  // Registered and signed in: back on the landing, no application yet.
  await atPath(page, '/store/join', 20_000);
  await page.locator('[data-testid="store-join-status"][data-status="none"]').waitFor();
  await page.getByTestId('store-join-apply').click();

  // Step 1: the agreement must be accepted.
  await atPath(page, '/store/step_1');
  await visible(page.getByTestId('step1-agreement'), 'the merchant agreement');
  await page.getByTestId('step1-agree').click();
  await page.getByTestId('step1-next').click();

  // Step 2: every field.
  await atPath(page, '/store/step_2');
  await visible(page.getByTestId('store-submit'), 'the application form');
  for (const id of ['store-logo', 'store-business-license', 'store-id-card-front', 'store-id-card-back']) {
    await page.locator(`[data-testid="${id}"] input[type=file]`).setInputFiles(PICTURE);
    await page.locator(`[data-testid="${id}"][data-value^="/"]`).waitFor({ timeout: 15_000 });
  }
  await page.getByTestId('store-name').fill(`e2e 小店 ${phone.slice(-4)}`);
  await page.getByTestId('store-company-name').fill('e2e 科技有限公司');
  await page.getByTestId('store-address').fill('科技路 1 号');
  await page.getByTestId('store-business-license-no').fill('91110000600037341L');
  await page.getByTestId('store-legal-person').fill('张三');
  await page.getByTestId('store-phone').fill('13800001111');
  await page.getByTestId('store-id-card-no').fill('11010519491231002X');
  await page.getByTestId('store-emergency-contact').fill('李四');
  await page.getByTestId('store-emergency-contact-phone').fill('010-12345678');

  await page.locator('[data-testid="store-classes"] .arco-select-view').click();
  await page.locator('.arco-select-popup .arco-select-option').first().click();
  await page.keyboard.press('Escape');

  await page.locator('[data-testid="store-area"] .arco-cascader-view').click();
  for (let level = 0; level < 3; level += 1) {
    const column = page.locator('.arco-cascader-popup .arco-cascader-list-column').nth(level);
    await column.locator('.arco-cascader-list-item').first().click();
  }

  await page.getByTestId('store-submit').click();

  // Step 3: under review, and the landing says so.
  await atPath(page, '/store/step_3', 20_000);
  await page.locator('[data-testid="step3-status"][data-status="verifying"]').waitFor();
  const status = await textOf(page.getByTestId('step3-status-text'), 'the review status');
  assert.ok(status.includes('审核'), `step 3 shows "${status}"`);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const store = await api(baseUrl, 'GET', '/store', { token });
  assert.equal(
    store?.data?.store_verify,
    2,
    `the application is not under review: ${JSON.stringify(store).slice(0, 200)}`,
  );
  assert.ok(store.data.class_id?.length >= 1, 'the goods categories were not saved');
  assert.equal(store.data.area?.length, 3, 'the company area was not saved as three ids');
}
