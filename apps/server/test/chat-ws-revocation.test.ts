import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, smsLogs, users } from '../src/db/schema/index.ts';
import { testApp, type TestApp } from './helper.ts';
import { chat, messagesBetween, newShopper, OWNER, tokenOf } from './chat-fixtures.ts';
import { settle, TestSocket } from './chat-socket-client.ts';

/**
 * A chat socket ends with the session it was opened with: a logout, a password change or a reset closes it at
 * once (without waiting for the client to speak), and whatever it sends after its token was revoked is refused,
 * malformed frames included. Real sockets on a listening server.
 */
describe('chat sockets end with their session', () => {
  let t: TestApp;
  let base: string;
  let owner: string;
  const open: TestSocket[] = [];

  const connect = async (token: string) => {
    const { socket, heart } = await TestSocket.signIn(base, { token });
    open.push(socket);
    expect(heart.type).toBe('heart');
    return socket;
  };

  /** A shopper with a conversation open with store 1 (demo password 123456). */
  const shopperInConversation = async () => {
    const s = await newShopper(t);
    await chat(t, 'add', { rid: OWNER, rtype: 'users' }, { token: s.token });
    return s;
  };

  /** The socket was closed by the server as signed out, with no frame from the client to provoke it. */
  const expectSignedOut = async (socket: TestSocket) => {
    expect(await socket.waitClosed(2000)).toBe(4401);
    expect(socket.frames.at(-1)).toMatchObject({ type: 'error', data: { code: 401 } });
  };

  beforeAll(async () => {
    t = await testApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    owner = await tokenOf(t, OWNER, 'seller');
  });

  afterAll(() => open.forEach((s) => s.close()));

  it('a logout closes every socket opened with that token, and only those', async () => {
    const s = await shopperInConversation();
    const other = await tokenOf(t, s.id, 'home');
    const [phone, laptop] = [await connect(s.token), await connect(s.token)];
    const otherSession = await connect(other);
    expect((await t.call('POST', '/api/logout', { token: s.token, body: { provider: 'users' } })).code).toBe(200);
    await expectSignedOut(phone);
    await expectSignedOut(laptop);
    // Another session of the same account was not signed out: its socket lives on and still chats.
    otherSession.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: 'still here' } });
    await otherSession.waitFor((f) => f.type === 'chat' && f.data.content === 'still here');
    expect(otherSession.closeCode).toBeUndefined();
  });

  it('a password change closes the sockets of the other sessions; the caller’s own socket stays', async () => {
    const s = await shopperInConversation();
    const [user] = await t.app.db.select({ username: users.username }).from(users).where(eq(users.id, s.id));
    const caller = await t.login('home', user!.username);
    const mine = await connect(caller);
    const elsewhere = await connect(s.token);
    const changed = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { provider: 'users', old_password: '123456', password: 'newpass1' },
    });
    expect(changed).toMatchObject({ code: 200, data: 1 });
    await expectSignedOut(elsewhere);
    await settle();
    expect(mine.closeCode).toBeUndefined();
    mine.send({ type: 'heart', data: {} });
    await mine.waitFor((f) => f.type === 'heart' && f !== mine.frames[0]);
  });

  it('a password reset by SMS closes every socket of the account', async () => {
    const s = await shopperInConversation();
    const phone = `1357777${String(s.id).padStart(4, '0')}`;
    await t.app.db.update(users).set({ phone }).where(eq(users.id, s.id));
    const socket = await connect(s.token);
    expect((await t.call('POST', '/api/sms', { body: { phone, name: 'forget_password' } })).code).toBe(200);
    const [sms] = await t.app.db
      .select({ code: smsLogs.content })
      .from(smsLogs)
      .where(and(eq(smsLogs.phone, phone), eq(smsLogs.name, 'forget_password')));
    const reset = await t.call('POST', '/api/forget_password', {
      body: { username: phone, password: 'newpass1', re_password: 'newpass1', code: sms!.code, type: 'phone' },
    });
    expect(reset.code).toBe(200);
    await expectSignedOut(socket);
  });

  it('checks the token on every frame: after a revocation nothing sent is delivered, malformed frames included', async () => {
    // Revoked in the database directly, with no announcement: only the per-frame check can catch it.
    const s = await shopperInConversation();
    const seller = await connect(owner);
    const sender = await connect(s.token);
    await t.app.db.update(accessTokens).set({ revoked: 1 }).where(eq(accessTokens.account_id, s.id));
    sender.send({ type: 'chat', data: { rid: String(OWNER), rtype: 'users', content: 'after sign-out' } });
    await expectSignedOut(sender);
    await settle();
    expect(seller.chats().filter((m) => m.sid === String(s.id))).toEqual([]);
    expect(await messagesBetween(t, String(s.id), String(OWNER))).toEqual([]);

    // A stream of malformed frames, which earlier kept a socket alive between heartbeats, ends it just the same.
    const s2 = await shopperInConversation();
    const talker = await connect(s2.token);
    await t.app.db.update(accessTokens).set({ revoked: 1 }).where(eq(accessTokens.account_id, s2.id));
    talker.send('not json');
    talker.sendBinary(Buffer.from([1, 2, 3]));
    await expectSignedOut(talker);
    expect(talker.frames.filter((f) => f.type === 'error')).toHaveLength(1);
  });
});
