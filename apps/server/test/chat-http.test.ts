import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatFriend, ChatMessage } from '@shop/contract/chat';
import { testApp, type TestApp } from './helper.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';
import {
  chat,
  friendshipsBetween,
  guest,
  messageCount,
  messagesBetween,
  newShopper,
  OTHER_OWNER,
  OWNER,
  SHOPPER,
  tokenOf,
} from './chat-fixtures.ts';

type Page = { data: ChatMessage[]; total: number; per_page: number; current_page: number; last_page: number };

describe('chat over HTTP (/api/Chat/*)', () => {
  let t: TestApp;
  let shopper: string;
  let owner: string;
  let staff: string;

  beforeAll(async () => {
    t = await testApp();
    shopper = await tokenOf(t, SHOPPER, 'home');
    owner = await tokenOf(t, OWNER, 'seller');
    staff = await t.login('seller', 'seller');
  });

  it('answers the caller its own identity, derived from the token or the address', async () => {
    expect((await chat(t, 'add', {}, { token: shopper })).data).toEqual({ sid: String(SHOPPER), stype: 'users' });
    expect((await chat(t, 'add', {}, { ip: '198.51.100.7' })).data).toEqual({
      sid: guest('198.51.100.7'),
      stype: 'anonymous',
    });
    // A token that is not valid, or a provider without one, is a guest (qwshop's rule); never the account.
    expect((await chat(t, 'add', { provider: 'users' }, { token: 'forged', ip: '198.51.100.8' })).data).toEqual({
      sid: guest('198.51.100.8'),
      stype: 'anonymous',
    });
    // Staff speak for their store.
    expect((await chat(t, 'add', {}, { token: staff })).data).toEqual({ sid: String(OWNER), stype: 'users' });
  });

  it('opens one conversation with a store, however often it is opened, and refuses oneself and non-stores', async () => {
    const s = await newShopper(t);
    for (let i = 0; i < 2; i++)
      expect((await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token })).code).toBe(200);
    expect(await friendshipsBetween(t, String(s.id), String(OWNER))).toHaveLength(1);
    // The store answering opens no second row (either direction counts).
    expect((await chat(t, 'add', { rid: s.id, rtype: 'users' }, { token: owner })).code).toBe(200);
    expect(await friendshipsBetween(t, String(s.id), String(OWNER))).toHaveLength(1);

    const self = await chat(t, 'add', { rid: SHOPPER, rtype: 'users' }, { token: shopper });
    expect(self).toMatchObject({ code: 500, msg: "You can't talk to yourself." });
    const other = await newShopper(t);
    // A shopper who owns no store, a store's sub-account, an unknown account: nobody to open a conversation with.
    for (const rid of [other.id, 8, 999999]) {
      expect(await chat(t, 'add', { rid, rtype: 'users' }, { token: s.token })).toMatchObject({
        code: 500,
        msg: '会话不存在.',
      });
      expect(await friendshipsBetween(t, String(s.id), String(rid))).toHaveLength(0);
    }
    expect(await chat(t, 'add', { rid: OWNER, rtype: 'shops' }, { token: s.token })).toMatchObject({ code: 422 });
    expect(await chat(t, 'add', { rid: '6; drop', rtype: 'users' }, { token: s.token })).toMatchObject({ code: 422 });
    expect(await chat(t, 'add', { rid: OWNER }, { token: s.token })).toMatchObject({ code: 422 });
  });

  it('stores a message, lists it for both parties newest first, counts it unread until read', async () => {
    const s = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token });
    for (const content of ['你好', 'is the phone in stock?'])
      expect(await chat(t, 'send', { rid: OWNER, rtype: 'users', content }, { token: s.token })).toMatchObject({
        code: 200,
        data: [],
      });
    expect(
      await chat(t, 'send', { rid: s.id, rtype: 'users', content: 'yes', content_type: 'text' }, { token: owner }),
    ).toMatchObject({ code: 200 });

    const mine = await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, { token: s.token });
    expect(mine.data.data.map((m) => m.content)).toEqual(['yes', 'is the phone in stock?', '你好']);
    expect(mine.data).toMatchObject({ total: 3, per_page: 50, current_page: 1, last_page: 1 });
    const theirs = await chat<Page>(
      t,
      'friend_content',
      { rid: s.id, rtype: 'users', per_page: 2, page: 2 },
      { token: owner },
    );
    expect(theirs.data.data.map((m) => m.content)).toEqual(['你好']);
    expect(theirs.data.data[0]).toMatchObject({
      sid: String(s.id),
      stype: 'users',
      rid: String(OWNER),
      rtype: 'users',
      content_type: 'text',
      r_read: 0,
    });

    const list = await chat<ChatFriend[]>(t, 'friends', {}, { token: owner });
    const row = list.data.find((f) => f.sid === String(s.id))!;
    expect(row).toMatchObject({ rid: String(OWNER), unread: 2, lastMsg: { content: 'yes', content_type: 'text' } });
    expect(row.sinfo.nickname).toMatch(/^shopper/);
    // The shopper sees the store by its name, not the owner's nickname.
    const shopperList = await chat<ChatFriend[]>(t, 'friends', {}, { token: s.token });
    expect(shopperList.data).toHaveLength(1);
    expect(shopperList.data[0]!.rinfo).toMatchObject({ nickname: '青梧旗舰店', store_id: 1 });
    expect(shopperList.data[0]!.unread).toBe(1);

    expect(await chat(t, 'read', { rid: s.id, rtype: 'users' }, { token: owner })).toMatchObject({
      code: 200,
      data: 2,
    });
    const after = await chat<ChatFriend[]>(t, 'friends', {}, { token: owner });
    expect(after.data.find((f) => f.sid === String(s.id))!.unread).toBe(0);
    // Reading changes only the reader's side.
    expect((await chat<ChatFriend[]>(t, 'friends', {}, { token: s.token })).data[0]!.unread).toBe(1);
  });

  it('refuses bad messages and messages outside a conversation, storing nothing', async () => {
    const s = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token });
    const before = await messageCount(t);
    const bad: Record<string, string>[] = [
      { content: '' },
      { content: '   ' },
      { content: 'x'.repeat(1001) },
      { content_type: 'video', content: 'x' },
      { content_type: 'image', content: 'https://evil.example/x.png' },
      { content_type: 'image', content: '/uploads/../secret.png' },
      { content_type: 'image', content: '/uploads/chat/a.png?x=1' },
      { content_type: 'image', content: 'javascript:alert(1)' },
    ];
    for (const b of bad)
      expect(await chat(t, 'send', { rid: OWNER, rtype: 'users', ...b }, { token: s.token })).toMatchObject({
        code: 422,
      });
    // No conversation with store 2 yet.
    expect(
      await chat(t, 'send', { rid: OTHER_OWNER, rtype: 'users', content: 'hi' }, { token: s.token }),
    ).toMatchObject({ code: 500, msg: '会话不存在.' });
    expect(await messageCount(t)).toBe(before);

    const ok = await chat(
      t,
      'send',
      { rid: OWNER, rtype: 'users', content_type: 'image', content: '/uploads/chat/2026-01-01/a_b-1.png' },
      { token: s.token },
    );
    expect(ok.code).toBe(200);
    const html = '<img src=x onerror=alert(1)>';
    expect((await chat(t, 'send', { rid: OWNER, rtype: 'users', content: html }, { token: s.token })).code).toBe(200);
    // Text is stored as typed: escaping is the reader's job, never done twice.
    expect((await messagesBetween(t, String(s.id), String(OWNER))).map((m) => m.content).at(-1)).toBe(html);
  });

  it('limits how many messages one party sends per minute', async () => {
    const s = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await chat(t, 'send', { rid: OWNER, rtype: 'users', content: `m${i}` }, { token: s.token })).code);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    expect(await messagesBetween(t, String(s.id), String(OWNER))).toHaveLength(30);
  });

  it('lets a guest chat with a store by address, and no one else read it', async () => {
    const ip = '203.0.113.50';
    expect((await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { ip })).code).toBe(200);
    expect((await chat(t, 'send', { rid: OWNER, rtype: 'users', content: 'guest here' }, { ip })).code).toBe(200);
    // The store sees the guest and answers them.
    const list = await chat<ChatFriend[]>(t, 'friends', {}, { token: owner });
    const row = list.data.find((f) => f.sid === guest(ip))!;
    expect(row).toMatchObject({ stype: 'anonymous', sinfo: { nickname: 'anonymous' }, unread: 1 });
    expect(
      (await chat(t, 'send', { rid: guest(ip), rtype: 'anonymous', content: 'hello guest' }, { token: owner })).code,
    ).toBe(200);
    const own = await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, { ip });
    expect(own.data.data.map((m) => m.content)).toEqual(['hello guest', 'guest here']);

    // Another address, a shopper, another store's owner: none of them reads the guest's conversation.
    const other = await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, { ip: '203.0.113.51' });
    expect(other.data.data).toEqual([]);
    const asShopper = await chat<Page>(t, 'friend_content', { rid: guest(ip), rtype: 'anonymous' }, { token: shopper });
    expect(asShopper.data.data).toEqual([]);
    const otherOwner = await tokenOf(t, OTHER_OWNER, 'seller');
    const asStore2 = await chat<Page>(
      t,
      'friend_content',
      { rid: guest(ip), rtype: 'anonymous' },
      { token: otherOwner },
    );
    expect(asStore2.data.data).toEqual([]);
    expect((await chat<ChatFriend[]>(t, 'friends', {}, { ip: '203.0.113.51' })).data).toEqual([]);
    // Nor writes into it, nor opens one to a guest.
    expect(
      await chat(t, 'send', { rid: guest(ip), rtype: 'anonymous', content: 'x' }, { token: otherOwner }),
    ).toMatchObject({ code: 500 });
    expect(await chat(t, 'add', { rid: guest(ip), rtype: 'anonymous' }, { token: otherOwner })).toMatchObject({
      code: 500,
    });
    // Marking read needs the conversation too.
    expect(await chat(t, 'read', { rid: guest(ip), rtype: 'anonymous' }, { token: otherOwner })).toMatchObject({
      code: 200,
      data: 0,
    });
  });

  it("lets staff with the chat menu answer the store's conversations, and only those", async () => {
    const s = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token });
    await chat(t, 'send', { rid: OWNER, rtype: 'users', content: 'for the store' }, { token: s.token });
    // The owner shops at store 2: the owner's own conversation, not the store's.
    const ownerHome = await tokenOf(t, OWNER, 'home');
    expect((await chat(t, 'add', { rid: OTHER_OWNER, rtype: 'users' }, { token: ownerHome })).code).toBe(200);
    await chat(t, 'send', { rid: OTHER_OWNER, rtype: 'users', content: 'private purchase' }, { token: ownerHome });

    const staffList = await chat<ChatFriend[]>(t, 'friends', {}, { token: staff });
    expect(staffList.data.some((f) => f.sid === String(s.id))).toBe(true);
    expect(staffList.data.every((f) => f.rid === String(OWNER))).toBe(true);
    expect(
      (await chat<ChatFriend[]>(t, 'friends', {}, { token: owner })).data.some((f) => f.rid === String(OTHER_OWNER)),
    ).toBe(true);
    const hidden = await chat<Page>(t, 'friend_content', { rid: OTHER_OWNER, rtype: 'users' }, { token: staff });
    expect(hidden.data.data).toEqual([]);
    expect(await chat(t, 'send', { rid: OTHER_OWNER, rtype: 'users', content: 'x' }, { token: staff })).toMatchObject({
      code: 500,
    });
    // Staff never open conversations themselves.
    expect(await chat(t, 'add', { rid: OTHER_OWNER, rtype: 'users' }, { token: staff })).toMatchObject({ code: 500 });

    // The answer is the store's.
    expect((await chat(t, 'send', { rid: s.id, rtype: 'users', content: 'staff answer' }, { token: staff })).code).toBe(
      200,
    );
    const last = (await messagesBetween(t, String(s.id), String(OWNER))).at(-1)!;
    expect(last).toMatchObject({ sid: String(OWNER), stype: 'users', rid: String(s.id), content: 'staff answer' });

    // Staff whose roles lack the chat menu are refused, and see nothing.
    const noChat = await sellerStaff(t, { menus: ['/Seller/goods'] });
    expect(await chat(t, 'friends', {}, { token: noChat.token })).toMatchObject({ code: 403 });
    expect(await chat(t, 'send', { rid: s.id, rtype: 'users', content: 'x' }, { token: noChat.token })).toMatchObject({
      code: 403,
    });
  });
});
