import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessTokens, admins, smsLogs, users } from '../src/db/schema/index.ts';
import { hashPassword, verifyPassword } from '../src/lib/password.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { createStore, createUser } from './stores-fixtures.ts';
import { testApp } from './helper.ts';

const t = await testApp();

/** The renewed token of an answer's `Authorization` header ('' when none). */
const bearer = (headers: Record<string, unknown>) =>
  typeof headers.authorization === 'string' ? headers.authorization.replace(/^Bearer /, '') : '';
const db = t.database.db;
const EN = { 'accept-language': 'en' };

const homeInfo = (token: string) => t.call('POST', '/api/auth/info', { token, body: { provider: 'users' } });
const adminInfo = (token: string) => t.call('POST', '/api/Admin/auth/info', { token, body: { provider: 'admins' } });

async function userRow(id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row!;
}

let phones = 0;
/** A fresh shopper (password and payment password 123456) with a phone of its own unless told otherwise. */
async function shopper(opts: { phone?: boolean } = {}) {
  phones += 1;
  const phone = `1370000${String(phones).padStart(4, '0')}`;
  return createUser(db, `secret${phones}`, { phone: opts.phone === false ? '' : phone });
}

/** The code the log driver recorded for this phone and purpose (what an operator reads in Admin > SMS logs). */
async function lastCode(phone: string, name: string): Promise<string> {
  const [row] = await db
    .select({ content: smsLogs.content })
    .from(smsLogs)
    .where(and(eq(smsLogs.phone, phone), eq(smsLogs.name, name)))
    .orderBy(desc(smsLogs.id))
    .limit(1);
  return row?.content ?? '';
}

async function expireIn(token: string, ms: number): Promise<void> {
  const hash = createHash('sha256').update(token).digest('hex');
  await db
    .update(accessTokens)
    .set({ expires_at: shanghaiTime(Date.now() + ms) })
    .where(eq(accessTokens.token_hash, hash));
}

describe('the storefront login password needs the current one', () => {
  it('refuses a change without or with a wrong current password and changes nothing', async () => {
    const u = await shopper();
    const [caller, other] = [await t.login('home', u.username), await t.login('home', u.username)];
    const before = await userRow(u.id);

    const none = await t.call('POST', '/api/auth/edit', { token: caller, body: { password: 'newpass1' } });
    expect(none).toMatchObject({ code: 422, msg: '请输入当前密码或手机短信验证码.' });
    const noneEn = await t.call('POST', '/api/auth/edit', {
      token: caller,
      headers: EN,
      body: { password: 'newpass1', nickname: 'Changed' },
    });
    expect(noneEn).toMatchObject({
      code: 422,
      msg: 'Enter your current password, or an SMS code sent to your phone, to set a new one.',
    });
    const wrong = await t.call('POST', '/api/auth/edit', {
      token: caller,
      headers: EN,
      body: { old_password: 'not-it', password: 'newpass1', nickname: 'Changed' },
    });
    expect(wrong).toMatchObject({ code: 422, msg: 'The current password is wrong.' });
    const wrongZh = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { old_password: 'not-it', password: 'newpass1' },
    });
    expect(wrongZh.msg).toBe('当前密码错误.');

    // Nothing moved: the row (password and nickname alike) and both sessions.
    expect(await userRow(u.id)).toEqual(before);
    expect((await homeInfo(caller)).code).toBe(200);
    expect((await homeInfo(other)).code).toBe(200);
    await expect(t.login('home', u.username, 'newpass1')).rejects.toThrow();
  });

  it('with the right one: the password changes, every other session ends, the caller stays signed in', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const other = await t.login('home', u.username);
    const seller = await createUser(db, `owner_secret_${u.id}`);
    await createStore(db, seller.id);
    const bystander = await t.login('home', '13800000000');

    const ok = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { provider: 'users', old_password: '123456', password: 'newpass1' },
    });
    expect(ok).toMatchObject({ code: 200, data: 1 });
    expect((await homeInfo(caller)).code).toBe(200);
    expect((await homeInfo(other)).code).toBe(401);
    // Another account's sessions are not touched.
    expect((await homeInfo(bystander)).code).toBe(200);
    expect(await verifyPassword('newpass1', (await userRow(u.id)).password)).toBe(true);
    await expect(t.login('home', u.username, '123456')).rejects.toThrow();
    expect(await t.login('home', u.username, 'newpass1')).toBeTruthy();
  });

  it('an SMS code sent to the account’s own phone (purpose edit_user) stands in for the current password', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const other = await t.login('home', u.username);
    const before = await userRow(u.id);

    expect((await t.call('POST', '/api/sms', { body: { phone: u.phone, name: 'edit_user' } })).code).toBe(200);
    const code = await lastCode(u.phone, 'edit_user');
    expect(code).toMatch(/^\d+$/);
    const bad = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { password: 'smspass1', code: `${code}0` },
    });
    expect(bad).toMatchObject({ code: 500, msg: '验证码错误.' });
    expect(await userRow(u.id)).toEqual(before);
    expect((await homeInfo(other)).code).toBe(200);

    const ok = await t.call('POST', '/api/auth/edit', { token: caller, body: { password: 'smspass1', code } });
    expect(ok).toMatchObject({ code: 200, data: 1 });
    expect((await homeInfo(caller)).code).toBe(200);
    expect((await homeInfo(other)).code).toBe(401);
    expect(await verifyPassword('smspass1', (await userRow(u.id)).password)).toBe(true);

    // The code was used once.
    const again = await t.call('POST', '/api/auth/edit', { token: caller, body: { password: 'smspass2', code } });
    expect(again.code).toBe(500);
    expect(await verifyPassword('smspass1', (await userRow(u.id)).password)).toBe(true);
  });

  it('without a phone an SMS code cannot prove anything: the current password is asked for', async () => {
    const u = await shopper({ phone: false });
    const caller = await t.login('home', u.username);
    const r = await t.call('POST', '/api/auth/edit', {
      token: caller,
      headers: EN,
      body: { password: 'newpass1', code: '1234' },
    });
    expect(r).toMatchObject({ code: 422, msg: 'Enter your current password to set a new one.' });
    expect(await verifyPassword('123456', (await userRow(u.id)).password)).toBe(true);
  });

  it('a change in the request that renews an aging token keeps both the old and the renewed token', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const other = await t.login('home', u.username);
    await expireIn(caller, 60_000);
    const r = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { old_password: '123456', password: 'newpass1' },
    });
    expect(r.code).toBe(200);
    const renewed = bearer(r.headers);
    expect(renewed).toBeTruthy();
    expect((await homeInfo(renewed)).code).toBe(200);
    expect((await homeInfo(caller)).code).toBe(200);
    expect((await homeInfo(other)).code).toBe(401);
  });

  it('a password reset by SMS ends every session of the account', async () => {
    const u = await shopper();
    const before = await t.login('home', u.username);
    expect((await t.call('POST', '/api/sms', { body: { phone: u.phone, name: 'forget_password' } })).code).toBe(200);
    const reset = await t.call<{ access_token: string }>('POST', '/api/forget_password', {
      body: {
        username: u.phone,
        password: 'resetpass1',
        re_password: 'resetpass1',
        code: await lastCode(u.phone, 'forget_password'),
        type: 'phone',
      },
    });
    expect(reset.code).toBe(200);
    expect((await homeInfo(before)).code).toBe(401);
    expect((await homeInfo(reset.data.access_token)).code).toBe(200);
  });
});

describe('the payment password needs the current one', () => {
  it('refuses without or with a wrong current payment password; the right one changes it and ends other sessions', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const other = await t.login('home', u.username);
    const before = await userRow(u.id);

    const none = await t.call('POST', '/api/auth/edit', {
      token: caller,
      headers: EN,
      body: { pay_password: '654321' },
    });
    expect(none).toMatchObject({
      code: 422,
      msg: 'Enter your current payment password, or an SMS code sent to your phone, to set a new one.',
    });
    // The login password is not the payment password.
    const wrong = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { old_pay_password: '000000', pay_password: '654321' },
    });
    expect(wrong).toMatchObject({ code: 422, msg: '当前支付密码错误.' });
    expect(await userRow(u.id)).toEqual(before);
    expect((await homeInfo(other)).code).toBe(200);

    const ok = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { old_pay_password: '123456', pay_password: '654321' },
    });
    expect(ok).toMatchObject({ code: 200, data: 1 });
    const after = await userRow(u.id);
    expect(await verifyPassword('654321', after.pay_password)).toBe(true);
    expect(after.password).toBe(before.password);
    expect((await homeInfo(caller)).code).toBe(200);
    expect((await homeInfo(other)).code).toBe(401);
  });

  it('the first payment password needs no current one', async () => {
    const u = await shopper({ phone: false });
    await db.update(users).set({ pay_password: '' }).where(eq(users.id, u.id));
    const caller = await t.login('home', u.username);
    const other = await t.login('home', u.username);
    const r = await t.call('POST', '/api/auth/edit', { token: caller, body: { pay_password: '246810' } });
    expect(r).toMatchObject({ code: 200, data: 1 });
    expect(await verifyPassword('246810', (await userRow(u.id)).pay_password)).toBe(true);
    expect((await homeInfo(other)).code).toBe(401);
    // From now on it takes the current one.
    const next = await t.call('POST', '/api/auth/edit', { token: caller, body: { pay_password: '135790' } });
    expect(next.code).toBe(422);
    expect(await verifyPassword('246810', (await userRow(u.id)).pay_password)).toBe(true);
  });

  it('wrong guesses lock changing the secret, as at paying; signing in stays open to the owner', async () => {
    const u = await shopper({ phone: false });
    const caller = await t.login('home', u.username);
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/api/auth/edit', {
        token: caller,
        body: { old_password: `guess${i}00`, password: 'newpass1' },
      });
      answers.push(r.code);
    }
    expect(answers).toEqual([422, 422, 422, 422, 500]);
    // Even the right one waits for the lock now; signing in does not (a token's holder must not lock its owner out).
    const right = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { old_password: '123456', password: 'newpass1' },
    });
    expect(right).toMatchObject({ code: 500, msg: '当前密码错误次数过多，请 15 分钟后再试.' });
    expect(await verifyPassword('123456', (await userRow(u.id)).password)).toBe(true);
    await expect(t.login('home', u.username)).resolves.toBeTruthy();

    const pays: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/api/auth/edit', {
        token: caller,
        body: { old_pay_password: `00000${i}`, pay_password: '654321' },
      });
      pays.push(r.code);
    }
    expect(pays).toEqual([422, 422, 422, 422, 500]);
    expect(await verifyPassword('123456', (await userRow(u.id)).pay_password)).toBe(true);
  });
});

describe('a phone change needs the current password', () => {
  let fresh = 0;
  /** A number no account holds yet, and the code the `user` template sent to it. */
  async function newPhoneCode(): Promise<{ phone: string; code: string }> {
    fresh += 1;
    const phone = `1390000${String(fresh).padStart(4, '0')}`;
    expect((await t.call('POST', '/api/sms', { body: { phone, name: 'user' } })).code).toBe(200);
    const code = await lastCode(phone, 'user');
    expect(code).toMatch(/^\d+$/);
    return { phone, code };
  }

  it('refuses a change without or with a wrong current password, even with the new phone’s code; nothing changes', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const other = await t.login('home', u.username);
    const before = await userRow(u.id);
    const next = await newPhoneCode();

    const none = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { phone: next.phone, code: next.code },
    });
    expect(none).toMatchObject({ code: 422, msg: '请输入当前登录密码以更换手机号码.' });
    const noneEn = await t.call('POST', '/api/auth/edit', {
      token: caller,
      headers: EN,
      body: { phone: next.phone, code: next.code, nickname: 'Changed' },
    });
    expect(noneEn).toMatchObject({ code: 422, msg: 'Enter your current password to change your phone number.' });
    // An SMS code sent to the account's own phone does not stand in for it either.
    expect((await t.call('POST', '/api/sms', { body: { phone: u.phone, name: 'edit_user' } })).code).toBe(200);
    const ownCode = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { phone: next.phone, code: await lastCode(u.phone, 'edit_user') },
    });
    expect(ownCode.code).toBe(422);
    const wrong = await t.call('POST', '/api/auth/edit', {
      token: caller,
      headers: EN,
      body: { phone: next.phone, code: next.code, old_password: 'not-it' },
    });
    expect(wrong).toMatchObject({ code: 422, msg: 'The current password is wrong.' });
    // The payment password is not the login password.
    const pay = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { phone: next.phone, code: next.code, old_pay_password: '123456' },
    });
    expect(pay.code).toBe(422);

    expect(await userRow(u.id)).toEqual(before);
    expect((await homeInfo(caller)).code).toBe(200);
    expect((await homeInfo(other)).code).toBe(200);
    // The refusals came before the code was checked: it still works once the password is given.
    const ok = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { phone: next.phone, code: next.code, old_password: '123456' },
    });
    expect(ok).toMatchObject({ code: 200, data: 1 });
  });

  it('the right password and the new phone’s code: the phone changes, other sessions end, the caller stays', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const other = await t.login('home', u.username);
    const bystander = await t.login('home', '13800000000');
    const before = await userRow(u.id);
    const next = await newPhoneCode();

    const badCode = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { phone: next.phone, code: `${next.code}0`, old_password: '123456' },
    });
    expect(badCode).toMatchObject({ code: 500, msg: '验证码错误.' });
    expect(await userRow(u.id)).toEqual(before);
    expect((await homeInfo(other)).code).toBe(200);

    const ok = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { provider: 'users', phone: next.phone, code: next.code, old_password: '123456' },
    });
    expect(ok).toMatchObject({ code: 200, data: 1 });
    const after = await userRow(u.id);
    expect(after.phone).toBe(next.phone);
    expect(after.password).toBe(before.password);
    expect((await homeInfo(caller)).code).toBe(200);
    expect((await homeInfo(other)).code).toBe(401);
    expect((await homeInfo(bystander)).code).toBe(200);
    expect(await t.login('home', next.phone)).toBeTruthy();
  });

  it('a phone change and a new password in one request take the current password once', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const next = await newPhoneCode();
    const r = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { phone: next.phone, code: next.code, old_password: '123456', password: 'newpass1' },
    });
    expect(r).toMatchObject({ code: 200, data: 1 });
    const after = await userRow(u.id);
    expect(after.phone).toBe(next.phone);
    expect(await verifyPassword('newpass1', after.password)).toBe(true);
  });

  it('wrong guesses lock the phone change, not signing in', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const before = await userRow(u.id);
    const next = await newPhoneCode();
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await t.call('POST', '/api/auth/edit', {
        token: caller,
        body: { phone: next.phone, code: next.code, old_password: `guess${i}00` },
      });
      answers.push(r.code);
    }
    expect(answers).toEqual([422, 422, 422, 422, 500]);
    const right = await t.call('POST', '/api/auth/edit', {
      token: caller,
      body: { phone: next.phone, code: next.code, old_password: '123456' },
    });
    expect(right.code).toBe(500);
    expect(await userRow(u.id)).toEqual(before);
    await expect(t.login('home', u.username)).resolves.toBeTruthy();
  });
});

describe('the Seller and Admin areas follow the same rule', () => {
  it('a store owner changes the password from the Seller area: the Seller session stays, the storefront one ends', async () => {
    const owner = await createUser(db, 'secret_owner', { phone: '13600009999' });
    await createStore(db, owner.id);
    const seller = await t.login('seller', owner.username);
    const home = await t.login('home', owner.username);
    const refused = await t.call('POST', '/api/Seller/auth/edit', { token: seller, body: { password: 'newpass1' } });
    expect(refused.code).toBe(422);
    expect((await t.call('POST', '/api/auth/info', { token: home })).code).toBe(200);
    const ok = await t.call('POST', '/api/Seller/auth/edit', {
      token: seller,
      body: { old_password: '123456', password: 'newpass1' },
    });
    expect(ok.code).toBe(200);
    expect((await t.call('POST', '/api/Seller/auth/info', { token: seller })).code).toBe(200);
    expect((await t.call('POST', '/api/auth/info', { token: home })).code).toBe(401);
  });

  it('an admin (no phone) gives the current password; other admin sessions end', async () => {
    const [ops] = await db
      .insert(admins)
      .values({ username: 'secret_ops', nickname: 'ops', belong_id: 1, password: await hashPassword('123456') })
      .returning();
    const caller = await t.login('admin', 'secret_ops');
    const other = await t.login('admin', 'secret_ops');
    const super1 = await t.login('admin', 'admin');
    const rowBefore = (await db.select().from(admins).where(eq(admins.id, ops!.id)))[0]!;

    const none = await t.call('PUT', '/api/Admin/auth/edit', {
      token: caller,
      headers: EN,
      body: { nickname: 'x', password: 'newpass1', code: '1234' },
    });
    expect(none).toMatchObject({ code: 422, msg: 'Enter your current password to set a new one.' });
    const wrong = await t.call('PUT', '/api/Admin/auth/edit', {
      token: caller,
      body: { nickname: 'x', old_password: 'nope-nope', password: 'newpass1' },
    });
    expect(wrong.code).toBe(422);
    expect((await db.select().from(admins).where(eq(admins.id, ops!.id)))[0]).toEqual(rowBefore);
    expect((await adminInfo(other)).code).toBe(200);

    const ok = await t.call('PUT', '/api/Admin/auth/edit', {
      token: caller,
      body: { nickname: 'x', old_password: '123456', password: 'newpass1' },
    });
    expect(ok.code).toBe(200);
    expect((await adminInfo(caller)).code).toBe(200);
    expect((await adminInfo(other)).code).toBe(401);
    expect((await adminInfo(super1)).code).toBe(200);
    // A nickname alone still needs nothing.
    expect((await t.call('PUT', '/api/Admin/auth/edit', { token: caller, body: { nickname: 'y' } })).code).toBe(200);
  });
});

describe('a password set through the Admin account lists ends that account’s sessions', () => {
  it('users: a new password or payment password signs the shopper out everywhere; other edits do not', async () => {
    const u = await shopper();
    const admin = await t.login('admin', 'admin');
    const session = await t.login('home', u.username);
    const rename = await t.call('PUT', `/api/Admin/users/${u.id}`, {
      token: admin,
      body: { username: u.username, nickname: 'Renamed', password: '' },
    });
    expect(rename.code).toBe(200);
    expect((await homeInfo(session)).code).toBe(200);

    const reset = await t.call('PUT', `/api/Admin/users/${u.id}`, {
      token: admin,
      body: { username: u.username, password: 'byadmin1' },
    });
    expect(reset.code).toBe(200);
    expect((await homeInfo(session)).code).toBe(401);
    expect((await adminInfo(admin)).code).toBe(200);

    const again = await t.login('home', u.username, 'byadmin1');
    const pay = await t.call('PUT', `/api/Admin/users/${u.id}`, {
      token: admin,
      body: { username: u.username, pay_password: '112233' },
    });
    expect(pay.code).toBe(200);
    expect((await homeInfo(again)).code).toBe(401);
  });

  it('admins: another admin’s new password ends its sessions; one’s own needs the current one', async () => {
    const super1 = await t.login('admin', 'admin');
    const created = await t.call('POST', '/api/Admin/admins', {
      token: super1,
      body: { username: 'secret_staff', password: '123456' },
    });
    expect(created.code).toBe(200);
    const [staff] = await db.select().from(admins).where(eq(admins.username, 'secret_staff'));
    const session = await t.login('admin', 'secret_staff');
    const reset = await t.call('PUT', `/api/Admin/admins/${staff!.id}`, {
      token: super1,
      body: { username: 'secret_staff', password: 'bysuper1' },
    });
    expect(reset.code).toBe(200);
    expect((await adminInfo(session)).code).toBe(401);
    expect((await adminInfo(super1)).code).toBe(200);

    // An admin in its own row of the list: the current password, as in the user-info dialog.
    await db.update(admins).set({ is_super: 1 }).where(eq(admins.id, staff!.id));
    const self = await t.login('admin', 'secret_staff', 'bysuper1');
    const second = await t.login('admin', 'secret_staff', 'bysuper1');
    const before = (await db.select().from(admins).where(eq(admins.id, staff!.id)))[0]!;
    const refused = await t.call('PUT', `/api/Admin/admins/${staff!.id}`, {
      token: self,
      body: { username: 'secret_staff', password: 'ownpass1' },
    });
    expect(refused.code).toBe(422);
    expect((await db.select().from(admins).where(eq(admins.id, staff!.id)))[0]).toEqual(before);
    const ok = await t.call('PUT', `/api/Admin/admins/${staff!.id}`, {
      token: self,
      body: { username: 'secret_staff', old_password: 'bysuper1', password: 'ownpass1' },
    });
    expect(ok.code, ok.msg).toBe(200);
    expect((await adminInfo(self)).code).toBe(200);
    expect((await adminInfo(second)).code).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the token it was called with whatever provider says', async () => {
    const u = await shopper();
    const a = await t.login('home', u.username);
    const b = await t.login('home', u.username);
    const c = await t.login('home', u.username);
    expect((await t.call('POST', '/api/logout', { token: a, body: { provider: 'admins' } })).code).toBe(200);
    expect((await t.call('POST', '/api/logout', { token: b })).code).toBe(200);
    expect((await homeInfo(a)).code).toBe(401);
    expect((await homeInfo(b)).code).toBe(401);
    // Only the calling token.
    expect((await homeInfo(c)).code).toBe(200);

    const admin = await t.login('admin', 'admin');
    await t.call('POST', '/api/logout', { token: admin, body: { provider: 'users' } });
    expect((await adminInfo(admin)).code).toBe(401);
  });
});

describe('a secret is text or nothing', () => {
  const json = (url: string, token: string, body: object) =>
    t.app
      .inject({
        method: 'PUT',
        url,
        payload: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      })
      .then((r) => JSON.parse(r.body) as { code: number; msg: string });

  it('a number or a list as the new password is refused, without a proof or not, and nothing changes', async () => {
    const u = await shopper();
    const caller = await t.login('home', u.username);
    const before = await userRow(u.id);
    for (const body of [
      { password: 87654321 },
      { password: ['87654321'] },
      { pay_password: 654321 },
      { password: 87654321, old_password: '123456' },
    ]) {
      expect(await json('/api/auth/edit', caller, body)).toMatchObject({ code: 422 });
    }
    expect(await userRow(u.id)).toEqual(before);
    await expect(t.login('home', u.username, '87654321')).rejects.toThrow();
    expect((await homeInfo(caller)).code).toBe(200);
  });

  it('the same through an Admin account list', async () => {
    const u = await shopper();
    const admin = await t.login('admin', 'admin');
    const before = await userRow(u.id);
    expect(await json(`/api/Admin/users/${u.id}`, admin, { password: 87654321 })).toMatchObject({ code: 422 });
    expect(await json('/api/Admin/admins/1', admin, { password: 87654321 })).toMatchObject({ code: 422 });
    expect(await userRow(u.id)).toEqual(before);
    await expect(t.login('admin', 'admin', '87654321')).rejects.toThrow();
  });
});
