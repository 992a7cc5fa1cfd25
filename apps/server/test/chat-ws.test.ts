import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatFriend, ChatMessage } from '@shop/contract/chat';
import { accessTokens } from '../src/db/schema/index.ts';
import { testApp, type TestApp } from './helper.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';
import { chat, newGuest, newShopper, OTHER_OWNER, OWNER, tokenOf } from './chat-fixtures.ts';
import { settle, TestSocket } from './chat-socket-client.ts';

type Page = { data: ChatMessage[] };

/** Real sockets on a listening server: delivery, identity and refusals of `/ws`. */
describe('chat over the /ws socket', () => {
  let t: TestApp;
  let base: string;
  let owner: string;
  let staff: string;
  const open: TestSocket[] = [];

  const signIn = async (who: { token?: string; ip?: string; sid?: string; cookie?: string }) => {
    const r = await TestSocket.signIn(base, who);
    open.push(r.socket);
    return r;
  };

  beforeAll(async () => {
    // Behind a proxy as in production, so each guest can come from its own address.
    t = await testApp({ config: { trustProxy: 1 } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    owner = await tokenOf(t, OWNER, 'seller');
    staff = await t.login('seller', 'seller');
  });

  afterAll(() => open.forEach((s) => s.close()));

  it('registers a socket under the identity its token gives, whatever sid the frame claims', async () => {
    const s = await newShopper(t);
    expect((await signIn({ token: s.token, sid: String(OWNER) })).heart).toEqual({
      type: 'heart',
      data: { sid: String(s.id), stype: 'users' },
    });
    const g = await newGuest(t, '198.51.100.20');
    expect((await signIn({ ip: g.ip, cookie: g.cookie, sid: String(OWNER) })).heart).toEqual({
      type: 'heart',
      data: { sid: g.sid, stype: 'anonymous' },
    });
    expect((await signIn({ token: staff })).heart.data).toEqual({ sid: String(OWNER), stype: 'users' });
    // Later hearts are answered too (qwshop's echo), with the same identity.
    const { socket } = await signIn({ token: s.token });
    socket.send({ type: 'heart', data: { sid: '1' } });
    await settle(200);
    expect(socket.frames.filter((f) => f.type === 'heart').map((f) => f.data)).toEqual([
      { sid: String(s.id), stype: 'users' },
      { sid: String(s.id), stype: 'users' },
    ]);
  });

  it('delivers each message once to every device of both parties, in the order sent', async () => {
    const s = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token });
    const phone = (await signIn({ token: s.token })).socket;
    const laptop = (await signIn({ token: s.token })).socket;
    const seller = (await signIn({ token: owner })).socket;
    const colleague = (await signIn({ token: staff })).socket;
    const N = 12;
    // Sent back to back on one socket, without waiting for anything.
    for (let i = 0; i < N; i++)
      phone.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: `m${i}` } });
    const expected = Array.from({ length: N }, (_, i) => `m${i}`);
    for (const device of [seller, colleague, phone, laptop]) {
      await device.waitForChats(N);
    }
    await settle();
    for (const device of [seller, colleague, phone, laptop]) {
      const mine = device.chats().filter((m) => m.sid === String(s.id));
      expect(mine.map((m) => m.content)).toEqual(expected);
      expect(new Set(mine.map((m) => m.id)).size).toBe(N);
    }
    // The frame says who sent it and what it is, as stored.
    expect(seller.chats()[0]).toMatchObject({
      sid: String(s.id),
      stype: 'users',
      rid: String(OWNER),
      rtype: 'users',
      content_type: 'text',
    });

    // An answer over HTTP reaches the shopper's devices live, and the store's other devices.
    await chat(t, 'send', { rid: s.id, rtype: 'users', content: 'answer' }, { token: owner });
    for (const device of [phone, laptop, colleague])
      await device.waitFor((f) => f.type === 'chat' && f.data.content === 'answer');
  });

  it('reaches someone offline through the history when they come back', async () => {
    const s = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token });
    await chat(t, 'send', { rid: OWNER, rtype: 'users', content: 'sent while you were away' }, { token: s.token });
    await chat(t, 'send', { rid: s.id, rtype: 'users', content: 'and the answer' }, { token: owner });
    // The shopper reconnects: nothing is replayed on the socket; the list and history have it, unread.
    const back = (await signIn({ token: s.token })).socket;
    const friends = await chat<ChatFriend[]>(t, 'friends', {}, { token: s.token });
    expect(friends.data[0]).toMatchObject({ unread: 1, lastMsg: { content: 'and the answer' } });
    const page = await chat<Page>(t, 'friend_content', { rid: OWNER, rtype: 'users' }, { token: s.token });
    expect(page.data.data.map((m) => m.content)).toEqual(['and the answer', 'sent while you were away']);
    // And from now on it is live.
    await chat(t, 'send', { rid: s.id, rtype: 'users', content: 'welcome back' }, { token: owner });
    expect((await back.waitForChats(1))[0]!.content).toBe('welcome back');
  });

  it('never gives a socket a conversation its identity is not a party to', async () => {
    const a = await newShopper(t);
    const b = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: a.token });
    const other = (await signIn({ token: b.token })).socket;
    const aGuest = (await signIn({ ip: '198.51.100.30' })).socket;
    const store2 = (await signIn({ token: await tokenOf(t, OTHER_OWNER, 'seller') })).socket;
    const colleague = (await signIn({ token: staff })).socket;
    const seller = (await signIn({ token: owner })).socket;
    await chat(t, 'send', { rid: OWNER, rtype: 'users', content: 'private to store 1' }, { token: a.token });
    // The owner shopping at store 2: the owner's own conversation, which staff must not see.
    const ownerHome = await tokenOf(t, OWNER, 'home');
    await chat(t, 'add', { rid: OTHER_OWNER, rtype: 'users' }, { token: ownerHome });
    await chat(t, 'send', { rid: OTHER_OWNER, rtype: 'users', content: 'owner buying' }, { token: ownerHome });
    await seller.waitFor((f) => f.type === 'chat' && f.data.content === 'owner buying');
    await store2.waitFor((f) => f.type === 'chat' && f.data.content === 'owner buying');
    await settle();
    expect(other.chats()).toEqual([]);
    expect(aGuest.chats()).toEqual([]);
    expect(store2.chats().map((m) => m.content)).toEqual(['owner buying']);
    expect(colleague.chats().map((m) => m.content)).toEqual(['private to store 1']);
    expect(seller.chats().map((m) => m.content)).toEqual(['private to store 1', 'owner buying']);
  });

  it('lets a guest chat by its cookie; the sid a guest claims changes nothing', async () => {
    const ip = '198.51.100.40';
    const guest = await newGuest(t, ip);
    const seller = (await signIn({ token: owner })).socket;
    const { socket: g } = await signIn({ ip, cookie: guest.cookie, sid: String(OWNER) });
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, guest);
    g.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: 'from a guest', sid: '9' } });
    const got = await seller.waitFor((f) => f.type === 'chat' && f.data.content === 'from a guest');
    expect(got.data).toMatchObject({ sid: guest.sid, stype: 'anonymous' });
    await chat(t, 'send', { rid: guest.sid, rtype: 'anonymous', content: 'hello guest' }, { token: owner });
    await g.waitFor((f) => f.type === 'chat' && f.data.content === 'hello guest');
    // Another guest at the same address, and a socket without the cookie there, hear none of it.
    const neighbour = await newGuest(t, ip);
    const g2 = (await signIn({ ip, cookie: neighbour.cookie })).socket;
    const bare = await signIn({ ip });
    expect(bare.heart.data).toMatchObject({ stype: 'anonymous' });
    expect([guest.sid, neighbour.sid]).not.toContain((bare.heart.data as { sid: string }).sid);
    await chat(t, 'send', { rid: guest.sid, rtype: 'anonymous', content: 'second' }, { token: owner });
    await g.waitFor((f) => f.type === 'chat' && f.data.content === 'second');
    // A guest's later hearts keep its identity.
    g.send({ type: 'heart', data: {} });
    await g.waitFor((f) => f.type === 'heart' && f !== g.frames[0]);
    await settle();
    expect(g.closeCode).toBeUndefined();
    expect(g2.chats()).toEqual([]);
    expect(bare.socket.chats()).toEqual([]);
  });

  it('answers bad frames with an error frame, and closes a socket that never identified itself', async () => {
    for (const first of [
      'not json',
      JSON.stringify({ type: 'chat', data: { rid: '6', rtype: 'users', content: 'x' } }),
      JSON.stringify({ type: 'shout' }),
    ]) {
      const s = await TestSocket.open(base);
      open.push(s);
      s.send(first);
      expect(await s.waitFor((f) => f.type === 'error')).toMatchObject({ data: { code: 400, msg: '消息格式错误.' } });
      expect(await s.waitClosed()).toBe(4400);
    }
    const shopper = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: shopper.token });
    const { socket } = await signIn({ token: shopper.token });
    socket.send({ type: 'chat', data: { rid: 'x', rtype: 'users', content: 'x' } });
    socket.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: '' } });
    socket.send({
      type: 'chat',
      data: { rid: String(OWNER), rtype: 'users', content_type: 'image', content: 'http://x/y.png' },
    });
    socket.send({ type: 'chat', data: { rid: String(OTHER_OWNER), rtype: 'users', content: 'no conversation' } });
    socket.sendBinary(Buffer.from([1, 2, 3]));
    socket.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: 'still fine' } });
    await socket.waitFor((f) => f.type === 'chat' && f.data.content === 'still fine');
    const errors = socket.frames.flatMap((f) => (f.type === 'error' ? [f.data.code] : []));
    expect(errors).toEqual([422, 422, 422, 500, 400]);
    expect(socket.closeCode).toBeUndefined();
  });

  it('refuses staff without the chat menu, and drops a socket whose token was revoked', async () => {
    const noChat = await sellerStaff(t, { menus: ['/Seller/goods'] });
    const refused = await signIn({ token: noChat.token });
    expect(refused.heart).toMatchObject({ type: 'error', data: { code: 403 } });
    expect(await refused.socket.waitClosed()).toBe(4003);

    const s = await newShopper(t);
    const { socket } = await signIn({ token: s.token });
    await t.app.db.update(accessTokens).set({ revoked: 1 });
    socket.send({ type: 'heart', data: {} });
    expect(await socket.waitFor((f) => f.type === 'error')).toMatchObject({ data: { code: 401 } });
    expect(await socket.waitClosed()).toBe(4401);
  });
});
