// Live chat between a shopper and a store, in two browsers at once.
// 1. The store owner signs in to the Seller in a second browser context and opens 客服聊天 (/Seller/chats).
// 2. The shopper signs in to the storefront, opens a goods of store 1, clicks "联系客服" and writes to the store.
// 3. Without reloading, the seller's conversation list shows the shopper with an unread message; the seller opens
//    it, reads the message and answers.
// 4. Without reloading, the answer appears in the shopper's chat window. Both messages are stored: the history
//    the server answers holds them in order.
// 5. Open conversations are read: the seller's has no badge once opened, nor after another question arrives while
//    it is open, the shopper's none after the answer; the server counts nothing unread for either.
import { api } from '../lib/api.mjs';
import { openPage } from '../lib/browser.mjs';
import { assert, visible } from '../lib/expect.mjs';
import { fill } from '../lib/forms.mjs';
import { backOfficeSignIn, OWNER, SHOPPER, storefrontSignIn, tokenOf } from '../lib/sessions.mjs';

export const name = 'a shopper writes to a store from a goods page, the seller sees it live and answers';
export const timeout = 180_000;

/** Goods 5 belongs to store 1 (青梧旗舰店), whose owner is the demo seller (users.id 6); the shopper is users.id 9. */
const GOODS_ID = 5;
const OWNER_ID = '6';
const SHOPPER_ID = '9';

const messageWith = (panel, text) => panel.getByTestId('chat-message').filter({ hasText: text });

/** The conversation row shows no unread badge. */
async function noBadge(row, what) {
  await visible(row.and(row.page().locator('[data-unread="0"]')), `${what} without an unread count`);
  // The number leaves with a short animation.
  await row
    .locator('.arco-badge-number')
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => assert.fail(`${what} still shows a badge`));
}

/** The server counts nothing unread in the caller's conversation with `peerId` (read within a few seconds). */
async function readOnServer(baseUrl, token, peerId, what) {
  let unread;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    const list = await api(baseUrl, 'POST', '/Chat/friends', { token, body: { provider: 'users' } });
    unread = (list?.data ?? []).find((f) => f.sid === peerId || f.rid === peerId)?.unread;
    if (unread === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.equal(unread, 0, `${what}: the server still counts ${unread} unread`);
}

export default async function shopperSellerChat({ page, baseUrl }) {
  const stamp = Date.now() % 100000;
  const question = `请问这款还有货吗？#${stamp}`;
  const answer = `有货，今天下单明天发货 #${stamp}`;

  // 1. The seller, in a browser context of its own, waits on the chat page.
  const seller = await openPage(page.context().browser(), { baseUrl });
  try {
    await backOfficeSignIn(seller.page, '/Seller', OWNER);
    await seller.page.goto('/Seller/chats');
    const sellerPanel = seller.page.getByTestId('chat-panel');
    await visible(sellerPanel, 'the Seller chat page');

    // 2. The shopper writes from the goods page.
    await storefrontSignIn(page, SHOPPER);
    await page.goto(`/goods/${GOODS_ID}`);
    await page.getByTestId('contact-seller').first().click();
    const window = page.getByTestId('chat-window');
    await visible(window, "the shopper's chat window");
    await visible(
      window.getByTestId('chat-title').filter({ hasText: /^青梧旗舰店$/ }),
      'the store name as the chat title',
    );
    await fill(window.getByTestId('chat-input'), question);
    await window.getByTestId('chat-send').click();
    await visible(messageWith(window, question).and(window.locator('[data-mine="1"]')), "the shopper's own message");

    // 3. The seller sees the shopper appear with an unread message, live, and answers.
    const friend = sellerPanel.getByTestId(`chat-friend-users-${SHOPPER_ID}`);
    await visible(friend, "the shopper in the seller's conversation list", 20_000);
    await visible(
      friend.locator('.arco-badge-number, .arco-badge-custom-dot, .arco-badge-text').first(),
      'the unread count',
    );
    await friend.click();
    await visible(
      messageWith(sellerPanel, question).and(sellerPanel.locator('[data-mine="0"]')),
      "the shopper's message on the Seller page",
    );
    const ownerToken = await tokenOf(baseUrl, OWNER);
    await noBadge(friend, "the seller's open conversation");
    await readOnServer(baseUrl, ownerToken, SHOPPER_ID, "the seller's open conversation");
    await fill(sellerPanel.getByTestId('chat-input'), answer);
    await sellerPanel.getByTestId('chat-send').click();
    await visible(
      messageWith(sellerPanel, answer).and(sellerPanel.locator('[data-mine="1"]')),
      "the seller's answer on the Seller page",
    );

    // 4. The answer reaches the shopper's open window without a reload.
    await visible(
      messageWith(window, answer).and(window.locator('[data-mine="0"]')),
      "the seller's answer in the shopper's window",
      20_000,
    );

    // Both are stored, in order.
    const token = await tokenOf(baseUrl, SHOPPER);
    const history = await api(baseUrl, 'POST', '/Chat/friend_content', {
      token,
      body: { provider: 'users', rid: OWNER_ID, rtype: 'users' },
    });
    const contents = history.data.data.map((m) => m.content);
    assert.deepEqual(contents.slice(0, 2), [answer, question], 'the stored history, newest first');

    // 5. Another question while the seller's conversation is open: read there at once, as the answer was in the
    //    shopper's open window.
    const more = `还有别的颜色吗？#${stamp}`;
    await fill(window.getByTestId('chat-input'), more);
    await window.getByTestId('chat-send').click();
    await visible(messageWith(sellerPanel, more), 'the second question on the open Seller conversation', 20_000);
    await noBadge(friend, "the seller's open conversation after a new message");
    await readOnServer(baseUrl, ownerToken, SHOPPER_ID, "the seller's open conversation after a new message");
    await noBadge(window.getByTestId(`chat-friend-users-${OWNER_ID}`), "the shopper's open conversation");
    await readOnServer(baseUrl, token, OWNER_ID, "the shopper's open conversation");

    const problems = seller.problems();
    assert.deepEqual(problems, [], `the Seller page reported problems:\n${problems.join('\n')}`);
  } finally {
    await seller.context.close().catch(() => {});
  }
}
