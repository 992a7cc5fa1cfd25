import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatFriend, ChatMessage } from '@shop/contract/chat';
import { testApp, type TestApp } from './helper.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';
import {
  chat,
  friendshipsBetween,
  messageCount,
  messagesBetween,
  newGuest,
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
    // One proxy in front, so a test can say the request came over HTTPS (X-Forwarded-Proto).
    t = await testApp({ config: { trustProxy: 1 } });
    shopper = await tokenOf(t, SHOPPER, 'home');
    owner = await tokenOf(t, OWNER, 'seller');
    staff = await t.login('seller', 'seller');
  });

  it('answers the caller its own identity, derived from the token or the guest cookie', async () => {
    expect((await chat(t, 'add', {}, { token: shopper })).data).toEqual({ sid: String(SHOPPER), stype: 'users' });
    const g = await newGuest(t, '198.51.100.7');
    expect((await chat(t, 'add', {}, g)).data).toEqual({ sid: g.sid, stype: 'anonymous' });
    // A token that is not valid, or a provider without one, is a guest (qwshop's rule); never the account.
    expect((await chat(t, 'add', { provider: 'users' }, { ...g, token: 'forged' })).data).toEqual({
      sid: g.sid,
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

  it('lets a guest chat with a store, and no one else read it', async () => {
    const g = await newGuest(t, '203.0.113.50');
    expect((await chat(t, 'add', { rid: OWNER, rtype: 'users' }, g)).code).toBe(200);
    expect((await chat(t, 'send', { rid: OWNER, rtype: 'users', content: 'guest here' }, g)).code).toBe(200);
    // The store sees the guest and answers them.
    const list = await chat<ChatFriend[]>(t, 'friends', {}, { token: owner });
    const row = list.data.find((f) => f.sid === g.sid)!;
    expect(row).toMatchObject({ stype: 'anonymous', sinfo: { nickname: 'anonymous' }, unread: 1 });
    expect(
      (await chat(t, 'send', { rid: g.sid, rtype: 'anonymous', content: 'hello guest' }, { token: owner })).code,
    ).toBe(200);
    // The same browser later (a reload, another address even) finds the conversation: the cookie is the guest.
    const own = await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, { ...g, ip: '192.0.2.99' });
    expect(own.data.data.map((m) => m.content)).toEqual(['hello guest', 'guest here']);

    // Another guest, a shopper, another store's owner: none of them reads the guest's conversation.
    const other = await newGuest(t, '203.0.113.51');
    expect((await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, other)).data.data).toEqual([]);
    const asShopper = await chat<Page>(t, 'friend_content', { rid: g.sid, rtype: 'anonymous' }, { token: shopper });
    expect(asShopper.data.data).toEqual([]);
    const otherOwner = await tokenOf(t, OTHER_OWNER, 'seller');
    const asStore2 = await chat<Page>(t, 'friend_content', { rid: g.sid, rtype: 'anonymous' }, { token: otherOwner });
    expect(asStore2.data.data).toEqual([]);
    expect((await chat<ChatFriend[]>(t, 'friends', {}, other)).data).toEqual([]);
    // Nor writes into it, nor opens one to a guest.
    expect(
      await chat(t, 'send', { rid: g.sid, rtype: 'anonymous', content: 'x' }, { token: otherOwner }),
    ).toMatchObject({ code: 500 });
    expect(await chat(t, 'add', { rid: g.sid, rtype: 'anonymous' }, { token: otherOwner })).toMatchObject({
      code: 500,
    });
    // Marking read needs the conversation too.
    expect(await chat(t, 'read', { rid: g.sid, rtype: 'anonymous' }, { token: otherOwner })).toMatchObject({
      code: 200,
      data: 0,
    });
  });

  it('gives two guests behind one address two identities, neither able to read the other', async () => {
    const ip = '203.0.113.60';
    const [a, b] = [await newGuest(t, ip), await newGuest(t, ip)];
    expect(a.sid).not.toBe(b.sid);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, a);
    await chat(t, 'send', { rid: OWNER, rtype: 'users', content: 'a private question' }, a);
    await chat(t, 'send', { rid: a.sid, rtype: 'anonymous', content: 'a private answer' }, { token: owner });
    expect((await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, b)).data.data).toEqual([]);
    expect((await chat<ChatFriend[]>(t, 'friends', {}, b)).data).toEqual([]);
    // Nor by naming the other guest as the peer.
    expect((await chat<Page>(t, 'friend_content', { rid: a.sid, rtype: 'anonymous' }, b)).data.data).toEqual([]);
    expect((await chat<ChatFriend[]>(t, 'friends', {}, a)).data).toHaveLength(1);
  });

  it('derives a guest id from nothing about the address: 128 random bits, never the md5 of the address', async () => {
    const ip = '198.51.100.77';
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await newGuest(t, ip)).sid);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe(createHash('md5').update(ip).digest('hex'));
      expect(id).not.toContain(Buffer.from(ip).toString('hex'));
    }
  });

  it('sets the cookie HttpOnly, SameSite=Lax, for half a year, Secure over HTTPS', async () => {
    const post = (headers: Record<string, string>, provider = 'anonymous') =>
      t.app.inject({
        method: 'POST',
        url: '/api/Chat/add',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `provider=${provider}`,
      });
    const plain = String((await post({})).headers['set-cookie']);
    expect(plain).toMatch(
      /^shop_chat_guest=[0-9a-f]{32}\.[\w-]{43}; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    expect(String((await post({ 'x-forwarded-proto': 'https' })).headers['set-cookie'])).toMatch(/; Secure$/);
    // A signed-in caller is given no guest cookie.
    expect((await post({ authorization: `Bearer ${shopper}` }, 'users')).headers['set-cookie']).toBeUndefined();
  });

  it('gives a forged or tampered cookie a fresh identity, never the one it names', async () => {
    const victim = await newGuest(t, '203.0.113.70');
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, victim);
    await chat(t, 'send', { rid: OWNER, rtype: 'users', content: 'victim writes' }, victim);
    const [name, value] = victim.cookie.split('=') as [string, string];
    const [id, sig] = value.split('.') as [string, string];
    const mine = (await newGuest(t, '203.0.113.71')).cookie.split('=')[1]!.split('.')[1]!;
    const flipped = `${sig.slice(0, -2)}${sig.at(-2) === 'A' ? 'B' : 'A'}${sig.at(-1)}`;
    for (const forged of [
      `${name}=${id}`, // no signature
      `${name}=${id}.${flipped}`, // tampered signature
      `${name}=${id}.${mine}`, // another guest's signature
      `${name}=${id.replace(/^./, (c) => (c === '0' ? '1' : '0'))}.${sig}`, // the signature of another id
      `${name}=${id}.${sig}.x`,
    ]) {
      const res = await chat<{ sid: string }>(t, 'add', {}, { cookie: forged, ip: victim.ip });
      expect(res.data.sid, forged).not.toBe(victim.sid);
      expect(res.data.sid).toMatch(/^[0-9a-f]{32}$/);
      const page = await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, { cookie: forged });
      expect(page.data.data).toEqual([]);
    }
    // The real cookie still works.
    expect((await chat<{ sid: string }>(t, 'add', {}, victim)).data.sid).toBe(victim.sid);
  });

  it('limits guests per address too: new identities do not buy more messages', async () => {
    const ip = '203.0.113.80';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const g = await newGuest(t, ip);
      await chat(t, 'add', { rid: OWNER, rtype: 'users' }, g);
      codes.push((await chat(t, 'send', { rid: OWNER, rtype: 'users', content: `g${i}` }, g)).code);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
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
