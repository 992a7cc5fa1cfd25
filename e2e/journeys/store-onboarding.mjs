// Store onboarding, from the first visit to the first goods on sale.
// 1. Storefront: the sign-up page sends the visitor to the login with a way back; they register with an SMS code
//    (read from the server's output, where the log driver writes it), accept the agreement, read and accept
//    the merchant agreement, fill in the application (pictures, goods categories, company area) and submit it;
//    step 3 then shows "verifying".
// 2. Admin: turns goods review on, finds the application under the "verifying" tab and approves it.
// 3. Seller: the new owner signs in to /Seller/, edits the store settings, puts a picture in the image space,
//    defines an attribute with two specs and creates goods with the four-step editor (category, info and
//    pictures, a two-SKU matrix, details). Under review the goods are not on sale.
// 4. Admin approves the goods; the shopper's search finds them and the goods page sells both SKUs.
import { assert, atPath, textOf, visible } from '../lib/expect.mjs';
import { adminSign } from '../lib/captcha.mjs';
import { fill, signIn } from '../lib/forms.mjs';
import { api } from '../lib/api.mjs';
import { loggedSmsCode } from '../lib/sessions.mjs';

export const name = 'store onboarding: register, apply, approval, store set-up, first goods on sale';
export const timeout = 240_000;

/** An 8x8 PNG: every picture of the application. */
const PICTURE = {
  name: 'picture.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4IaeBFTEMLQkAiE5DgcTIHLQAAAAASUVORK5CYII=',
    'base64',
  ),
};

/** The last code sent to `phone`: the Admin's SMS log names the send, the server's output holds its code. */
async function smsCode(baseUrl, phone) {
  const sign = await adminSign(baseUrl, { username: 'admin', password: '123456' });
  const login = await api(baseUrl, 'POST', '/login', {
    body: { username: 'admin', password: '123456', provider: 'admins', sign },
  });
  const token = login?.data?.access_token;
  assert.ok(token, `the admin could not sign in to read the SMS log: ${JSON.stringify(login).slice(0, 200)}`);
  const logs = await api(baseUrl, 'GET', `/Admin/sms_logs?phone=${phone}&per_page=5`, { token });
  const rows = [...(logs?.data?.data ?? [])].sort((a, b) => b.id - a.id);
  assert.ok(rows[0]?.id, `no SMS was logged for ${phone}`);
  return loggedSmsCode(baseUrl, rows[0].id, phone);
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

  await adminApproves(page, baseUrl, store.data.id);
  const goodsName = `e2e 好物 ${phone.slice(-4)}`;
  const goodsId = await sellerSetsUp(page, baseUrl, { phone, password: 'secret123', goodsName });
  await adminApprovesGoods(page, goodsId);
  await shopperFinds(page, goodsName, goodsId);
}

/** Client-side navigation inside a console (the menu routes are added after sign-in). */
async function go(page, route) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new window.PopStateEvent('popstate'));
  }, route);
  await page.waitForURL((url) => url.pathname === route);
}

/** The answer of the next call to `path` with `method`, as JSON. */
function nextCall(page, method, path) {
  return page
    .waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname.startsWith(`/api${path}`))
    .then((r) => r.json());
}

const dialog = (page) => page.locator('.arco-modal:visible').last();

async function adminApproves(page, baseUrl, storeId) {
  await page.goto('/Admin/login');
  await signIn(page, { username: 'admin', password: '123456' });
  await visible(page.getByTestId('console'), 'the Admin console');

  // Goods review on: the new store's goods wait for an administrator.
  await go(page, '/Admin/configs/store');
  const form = page.getByTestId('config-form-store');
  await visible(form, 'the store settings form');
  const toggle = form.locator('.arco-switch').first();
  if (!(await toggle.getAttribute('class')).includes('arco-switch-checked')) await toggle.click();
  const saved = nextCall(page, 'PUT', '/Admin/configs/update');
  await form.locator('button[type=submit]').click();
  assert.equal((await saved).code, 200, 'turning goods review on failed');

  await go(page, '/Admin/stores');
  await page.getByTestId('stores-tab-2').click();
  const approve = page.locator(`[data-testid="store-approve"][data-row-id="${storeId}"]`).first();
  await visible(approve, 'the approve button of the new application');
  const done = nextCall(page, 'PUT', `/Admin/stores/${storeId}`);
  await approve.click();
  assert.equal((await done).code, 200, 'approving the store failed');
  const shown = await fetch(`${baseUrl}/api/store/${storeId}`).then((r) => r.json());
  assert.equal(shown.code, 200, `the approved store is not public: ${JSON.stringify(shown).slice(0, 200)}`);
}

async function sellerSetsUp(page, baseUrl, { phone, password, goodsName }) {
  await page.goto('/Seller/login');
  await signIn(page, { username: phone, password });
  await visible(page.getByTestId('console'), 'the Seller console of the new store');

  // Store settings: a description, saved and shown after a reload.
  await go(page, '/Seller/stores');
  await visible(page.getByTestId('store-settings'), 'the store settings');
  const description = `e2e 店铺简介 ${phone.slice(-4)}`;
  await fill(page.getByTestId('store-field-store_description'), description);
  const settings = nextCall(page, 'PUT', '/Seller/stores/');
  await page.getByTestId('store-settings-save').first().click();
  assert.equal((await settings).code, 200, 'saving the store settings failed');

  // Image space: a picture uploaded to the root folder is listed.
  await go(page, '/Seller/file_spaces');
  await visible(page.getByTestId('file-spaces'), 'the image space');
  await page.locator('[data-testid="space-upload"] input[type=file]').setInputFiles(PICTURE);
  await visible(page.getByTestId('space-picture'), 'the uploaded picture in the image space');

  // An attribute with two specs.
  await go(page, '/Seller/goods_attrs');
  await visible(page.getByTestId('crud-table'), 'the attributes table');
  await page
    .getByRole('button', { name: /^(添加|Add)$/ })
    .first()
    .click();
  await fill(dialog(page).getByTestId('attr-name'), '颜色');
  for (const spec of ['红色', '蓝色']) {
    const input = dialog(page).getByTestId('attr-specs').locator('input').first();
    await input.fill(spec);
    await input.press('Enter');
  }
  const attr = nextCall(page, 'POST', '/Seller/goods_attrs');
  await dialog(page).getByTestId('attr-save').click();
  assert.equal((await attr).code, 200, 'creating the attribute failed');

  // The goods, in four steps.
  await go(page, '/Seller/goods');
  await page.getByTestId('goods-add').click();
  await visible(page.getByTestId('goods-editor'), 'the goods editor');
  for (const level of [1, 2, 3]) {
    await page
      .getByTestId(`goods-class-level-${level}`)
      .locator('[data-testid^="goods-class-option-"]')
      .first()
      .click();
  }
  await page.getByTestId('goods-next').click();

  await fill(page.getByTestId('goods-field-goods_name'), goodsName);
  await fill(page.getByTestId('goods-field-goods_subname'), 'e2e subtitle');
  await fill(page.getByTestId('goods-field-goods_price'), '99');
  await fill(page.getByTestId('goods-field-goods_market_price'), '129');
  await fill(page.getByTestId('goods-field-goods_stock'), '10');
  await fill(page.getByTestId('goods-field-goods_weight'), '1');
  await page.getByTestId('goods-brand-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option').first().click();
  await page.locator('[data-testid="goods-pictures"] input[type=file]').setInputFiles(PICTURE);
  await visible(page.getByTestId('goods-picture-0'), 'the uploaded goods picture');
  await page.getByTestId('goods-next').click();

  await page.getByTestId('goods-attrs-choose').click();
  await page.getByTestId('goods-attrs-dialog').locator('[data-testid^="goods-attr-"]').first().click();
  await page.getByTestId('goods-attrs-ok').click();
  const specs = page.locator('[data-testid^="goods-spec-"]');
  assert.equal(await specs.count(), 2, 'the attribute does not offer its two specs');
  await specs.nth(0).click();
  await specs.nth(1).click();
  await visible(page.getByTestId('goods-sku-row-1'), 'two SKU rows');
  const SKUS = [
    { price: '88', stock: '5' },
    { price: '99', stock: '7' },
  ];
  for (const [i, sku] of SKUS.entries()) {
    await fill(page.getByTestId(`goods-sku-${i}-goods_price`), sku.price);
    await fill(page.getByTestId(`goods-sku-${i}-goods_market_price`), '129');
    await fill(page.getByTestId(`goods-sku-${i}-goods_stock`), sku.stock);
  }
  await page.getByTestId('goods-next').click();
  await visible(page.getByTestId('goods-content-pc-editor'), 'the details editor');
  const created = nextCall(page, 'POST', '/Seller/goods');
  await page.getByTestId('goods-submit').click();
  const answer = await created;
  assert.equal(answer.code, 200, `creating the goods failed: ${answer.msg}`);

  const sellerToken = await page.evaluate(() => localStorage.getItem('seller_token'));
  const list = await fetch(`${baseUrl}/api/Seller/goods?goods_name=${encodeURIComponent(goodsName)}`, {
    headers: { authorization: `Bearer ${sellerToken}` },
  }).then((r) => r.json());
  const row = list.data.data?.[0];
  assert.ok(row, `the new goods is not in the store's list: ${JSON.stringify(list).slice(0, 200)}`);
  assert.equal(Number(row.goods_verify), 2, 'with review on, new goods wait for review');
  assert.equal(Number(row.goods_stock), 12, 'the goods stock is the sum of its SKUs');
  // The list shows the SKU price range, cheapest first.
  assert.equal(row.goods_price, '88.00 ~ 99.00', 'the list shows the SKU price range');
  const before = await fetch(`${baseUrl}/api/goods/${row.id}`).then((r) => r.json());
  assert.notEqual(before.code, 200, 'goods under review are already on sale');
  return row.id;
}

async function adminApprovesGoods(page, goodsId) {
  await page.goto('/Admin/goods');
  await visible(page.getByTestId('console'), 'the Admin console');
  const approve = page.getByTestId(`goods-approve-${goodsId}`);
  await visible(approve, 'the approve button of the new goods');
  const done = nextCall(page, 'PUT', `/Admin/goods/${goodsId}`);
  await approve.click();
  assert.equal((await done).code, 200, 'approving the goods failed');
}

async function shopperFinds(page, goodsName, goodsId) {
  await page.goto('/');
  await fill(page.getByTestId('search-input'), goodsName);
  await page.getByTestId('search-button').click();
  const item = page.locator(`[data-testid="goods-item"][data-goods-id="${goodsId}"]`);
  await visible(item, 'the new goods in the search results');
  await item.click();
  await atPath(page, `/goods/${goodsId}`);
  assert.equal(await textOf(page.getByTestId('goods-title'), 'the goods title'), goodsName);
  const option = page.locator('[data-testid="spec-option"]:not([disabled])').last();
  await option.click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="goods-stock"]')?.getAttribute('data-stock') === '7',
    null,
    { timeout: 10_000 },
  );
}
