// A seller tries to run script in the platform's browser through goods details: through the API, with the store
// owner's token, they save details whose editor JSON has video nodes whose source is HTML (an `<iframe>` that
// wangEditor would draw raw, a quote-breaking `<img onerror>`) and a `javascript:` link, and whose HTML has
// script, handlers and a `srcdoc` frame. The administrator signs in and opens that goods in the Admin goods
// editor's details step: the text is there, no script ran (nothing set `window.__xss`, nothing called the marker
// URL). Then the same raw payload is served as if it had been stored before the server cleaned rich text: the
// Admin editor and the storefront's goods page still run none of it.
import { assert, visible } from '../lib/expect.mjs';
import { signIn } from '../lib/forms.mjs';
import { api } from '../lib/api.mjs';

export const name = 'a seller’s script in goods details never runs in the Admin goods editor or the storefront';
export const timeout = 150_000;

const MARKER_PATH = '/xss-marker';
const MARKER = '##qingwuit##';
const TEXT = 'XSS-TEST 好物推荐';

/** Every way the payload would announce that it ran: a global and a request to the marker URL. */
const run = (what) => `window.__xss=(window.__xss||[]).concat('${what}');fetch('${MARKER_PATH}?${what}')`;

/** The stored value a seller forges: both halves carry script; `picture` is a real upload so it loads cleanly. */
function attack(picture) {
  const html = [
    `<p>${TEXT}</p>`,
    `<script>${run('script')}</script>`,
    `<img src="x" onerror="${run('img')}">`,
    `<a href="javascript:${run('link')}">点我</a>`,
    `<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>`,
    `<p style="background:url(javascript:${run('css')})">样式</p>`,
    `<img src="${picture}" alt="图">`,
  ].join('');
  const json = [
    { type: 'paragraph', onclick: run('attr'), children: [{ text: TEXT }] },
    { type: 'video', src: `"><img src=x onerror="${run('video')}">`, children: [{ text: '' }] },
    {
      type: 'video',
      src: `<iframe src="about:blank" onload="${run('iframe')}" srcdoc="<script>parent.__xss='frame'</script>"></iframe>`,
      children: [{ text: '' }],
    },
    {
      type: 'paragraph',
      children: [{ type: 'link', url: `javascript:${run('jslink')}`, children: [{ text: '点我' }] }],
    },
    {
      type: 'paragraph',
      children: [{ text: '' }, { type: 'image', src: picture, alt: '图', children: [{ text: '' }] }, { text: '' }],
    },
  ];
  return `${html}${MARKER}${JSON.stringify(json)}`;
}

/** Waits for the page to settle, then fails if anything of the payload ran. */
async function assertNothingRan(page, hits, where) {
  await page.waitForTimeout(1500);
  const flag = await page.evaluate(() => window.__xss ?? null);
  assert.equal(flag, null, `script from the goods details ran in ${where}: ${JSON.stringify(flag)}`);
  assert.deepEqual(hits, [], `the payload called the marker URL from ${where}`);
  const frames = await page.locator('iframe').count();
  assert.equal(frames, 0, `${where} shows ${frames} frame(s) from the goods details`);
}

/** Opens goods `id` in the Admin goods editor at its details step; answers the PC details' editor. */
async function openDetails(page, id) {
  await page.goto(`/Admin/goods?editor=${id}`);
  await visible(page.getByTestId('goods-editor'), 'the Admin goods editor');
  await page.getByTestId('goods-step-content').click();
  const editor = page.getByTestId('goods-content-pc-editor');
  await visible(editor.locator('[data-slate-editor]'), 'the details editor');
  return editor;
}

export default async function adminRichTextXss({ page, baseUrl }) {
  const hits = [];
  await page.route(`**${MARKER_PATH}**`, (route) => {
    hits.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });

  // The seller stores the payload through the API, as a script outside the Seller console would.
  const login = await api(baseUrl, 'POST', '/login', {
    body: { username: '18888888888', password: '123456', provider: 'users', area: 'seller' },
  });
  const seller = login?.data?.access_token;
  assert.ok(seller, `the store owner could not sign in: ${JSON.stringify(login).slice(0, 200)}`);
  const mine = await api(baseUrl, 'GET', '/Seller/goods?per_page=1', { token: seller });
  const goods = mine?.data?.data?.[0];
  assert.ok(goods?.id, 'the store owner has goods');
  const detail = await api(baseUrl, 'GET', `/Seller/goods/${goods.id}`, { token: seller });
  const picture = String(detail?.data?.goods_master_image ?? '');
  assert.ok(picture.startsWith('/uploads/'), `goods ${goods.id} has an uploaded picture, not "${picture}"`);
  const payload = attack(picture);
  const saved = await api(baseUrl, 'PUT', `/Seller/goods/${goods.id}`, {
    token: seller,
    body: { goods_content: payload, goods_content_mobile: payload },
  });
  assert.equal(saved?.code, 200, `the seller's save was answered ${JSON.stringify(saved).slice(0, 200)}`);

  // 1. What the server stored, opened by the administrator.
  await page.goto('/Admin/login');
  await visible(page.getByTestId('login-username'), 'the Admin login form');
  await signIn(page, { username: 'admin', password: '123456' });
  await visible(page.getByTestId('console'), 'the Admin console after signing in');
  let editor = await openDetails(page, goods.id);
  await visible(editor.getByText(TEXT), 'the goods details in the editor');
  await assertNothingRan(page, hits, 'the Admin goods editor');

  // 2. The raw payload, as if stored before rich text was cleaned on write: the editor cleans what it loads.
  await page.route(
    (url) => url.pathname === `/api/Admin/goods/${goods.id}`,
    async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.data.goods_content = payload;
      body.data.goods_content_mobile = payload;
      return route.fulfill({ response, json: body });
    },
  );
  await page.goto('/Admin/goods');
  editor = await openDetails(page, goods.id);
  await visible(editor.getByText(TEXT), 'the raw goods details in the editor');
  await page.getByTestId('goods-content-mobile').click();
  await visible(
    page.getByTestId('goods-content-mobile-editor').getByText(TEXT),
    'the raw mobile details in the editor',
  );
  await assertNothingRan(page, hits, 'the Admin goods editor (raw stored value)');

  // 3. The storefront's goods page with the raw payload.
  await page.route(
    (url) => url.pathname === `/api/goods/${goods.id}`,
    async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body?.data) body.data.goods_content = payload;
      return route.fulfill({ response, json: body });
    },
  );
  await page.goto(`/goods/${goods.id}`);
  const content = page.getByTestId('goods-content');
  await visible(content.getByText(TEXT), 'the goods details on the storefront');
  await visible(content.locator(`img[src="${picture}"]`), 'the uploaded picture in the goods details');
  await assertNothingRan(page, hits, 'the storefront goods page (raw stored value)');
}
