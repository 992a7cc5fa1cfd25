import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenResponseSchema } from '@shop/contract/auth';
import { admins, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { shanghaiTime } from '../../lib/time.ts';
import {
  HOME_AND_SELLER,
  authForProvider,
  authOf,
  issueToken,
  revokeAccountTokens,
  revokeToken,
  storeOfUser,
} from '../../http/auth.ts';
import type { Provider, TokenArea } from '../../http/context.ts';
import { fail, invalid } from '../../http/envelope.ts';
import {
  forgetPasswordRequestSchema,
  isLoginRequestSchema,
  registerRequestSchema,
  signInRequestSchema,
  smsSendRequestSchema,
} from '@shop/contract/requests/access';
import { documented, parseInput, routeMethods } from '../../http/route-input.ts';
import { captchaRoutes } from './captcha.ts';
import { openSignIn } from './sign-in-guard.ts';
import { sendCode, verifyCode } from './sms.ts';
import { guardAttempts } from '../../http/attempts.ts';

const ANY = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const providerOf = (provider: string): Provider => (provider === 'admins' ? 'admins' : 'users');

/** Password rules shared by register, reset and profile edits. */
export function checkPassword(password: string): void {
  if (password.length < 6 || password.length > 64) throw invalid('passwordLength');
}

async function findUser(req: FastifyRequest, login: string) {
  const rows = await req.server.db
    .select()
    .from(users)
    .where(and(or(eq(users.username, login), eq(users.phone, login)), isNull(users.deleted_at)))
    .limit(5);
  return rows;
}

/**
 * The areas a users login opens. A login naming its area ('home', 'seller') gets that area only. One naming none,
 * as qwshop's clients sign in to the Seller area, gets what qwshop gave the account: the storefront, plus the
 * Seller area for a store's owner; a store's sub-account gets the Seller area only, never the storefront.
 */
async function tokenAreaFor(
  db: FastifyInstance['db'],
  user: { id: number; belong_id: number },
  asked: string,
): Promise<TokenArea> {
  if (asked !== '' && asked !== 'home' && asked !== 'seller') throw invalid('badValue', { field: 'area' });
  const sub = user.belong_id > 0;
  if (asked === 'home') {
    if (sub) throw fail('subNotAllowBuy');
    return 'home';
  }
  if (sub) return 'seller';
  const { storeId } = await storeOfUser(db, user);
  if (asked === 'seller') {
    if (!storeId) throw fail('store.notMall');
    return 'seller';
  }
  return storeId ? HOME_AND_SELLER : 'home';
}

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  await captchaRoutes(app);

  routeMethods(app, ANY, {
    url: '/login',
    ...documented({
      tags: ['auth'],
      summary: 'Sign in (users: storefront or Seller area; admins: with the solved challenge as sign)',
      body: signInRequestSchema,
      answer: tokenResponseSchema,
    }),
    config: { attempts: true },
    handler: async (req) => {
      const input = parseInput(signInRequestSchema, req);
      const provider = providerOf(input.provider);
      const { username, password } = input;
      if (!username || !password) throw fail('userErr');
      // Before the password is looked at: the address's wait and, when due, its challenge.
      const attempt = await openSignIn(req, provider, username, input.sign);
      const db = req.server.db;
      const now = shanghaiTime();
      const ttlSeconds = req.server.config.tokenTtlSeconds;

      if (provider === 'admins') {
        const [admin] = await db
          .select()
          .from(admins)
          .where(and(eq(admins.username, username), isNull(admins.deleted_at)))
          .limit(1);
        if (!admin || !(await verifyPassword(password, admin.password))) throw await attempt.failed();
        await attempt.passed();
        await db
          .update(admins)
          .set({ last_login_time: admin.login_time ?? now, login_time: now, ip: req.ip })
          .where(eq(admins.id, admin.id));
        return {
          code: 200,
          msg: 'ok',
          data: await issueToken(db, { provider, area: 'admin', accountId: admin.id, ttlSeconds }),
        };
      }

      if (input.type === 'phone') {
        await verifyCode(req, { phone: username, name: 'login', code: input.code });
      }
      let user: typeof users.$inferSelect | undefined;
      for (const candidate of await findUser(req, username)) {
        if (await verifyPassword(password, candidate.password)) {
          user = candidate;
          break;
        }
      }
      if (!user) throw await attempt.failed();
      await attempt.passed();
      const area = await tokenAreaFor(db, user, input.area);
      await db
        .update(users)
        .set({ last_login_time: user.login_time ?? now, login_time: now, ip: req.ip })
        .where(eq(users.id, user.id));
      return { code: 200, msg: 'ok', data: await issueToken(db, { provider, area, accountId: user.id, ttlSeconds }) };
    },
  });

  app.route({
    method: [...ANY],
    url: '/logout',
    ...documented({ tags: ['auth'], summary: 'Sign out (revokes the bearer token)' }),
    handler: async (req) => {
      // The token alone says what to end: a wrong or missing `provider` must not leave the session alive.
      const auth = await authOf(req);
      if (auth) await revokeToken(req, auth.tokenId);
      return { code: 200, msg: 'ok', data: { status: true, data: [], msg: 'ok' } };
    },
  });

  app.get(
    '/is_login',
    documented({
      tags: ['auth'],
      summary: 'Account id of a valid token for the provider',
      query: isLoginRequestSchema,
      answer: z.union([z.number().int(), z.array(z.never())]),
    }),
    async (req) => {
      const { provider } = parseInput(isLoginRequestSchema, req);
      const auth = provider ? await authForProvider(req, providerOf(provider)) : null;
      if (!auth) return { code: 200, msg: '账号异常.', data: [] };
      return { code: 200, msg: 'ok', data: auth.accountId };
    },
  );

  routeMethods(app, ANY, {
    url: '/register',
    ...documented({
      tags: ['auth'],
      summary: 'Storefront registration',
      body: registerRequestSchema,
      answer: tokenResponseSchema,
    }),
    config: { attempts: true },
    handler: async (req) => {
      const input = parseInput(registerRequestSchema, req);
      if (input.provider === 'admins') throw fail('error');
      const type = (['username', 'phone', 'email'] as const).find((t) => t === input.type) ?? 'username';
      const { username, password } = input;
      if (!username) throw invalid('required', { field: 'username' });
      await guardAttempts(req, 'register', username);
      if (username.length > 30) throw invalid('tooLong', { field: 'username', max: 30 });
      if (type === 'phone' && !/^1[3-9]\d{9}$/.test(username)) throw fail('phoneThr');
      if (type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username))
        throw invalid('badValue', { field: 'email' });
      checkPassword(password);
      const re = input.re_password;
      if (re !== '' && re !== password) throw invalid('badValue', { field: 're_password' });
      const db = req.server.db;
      // A phone proves itself first: /api/sms sends no register code to a registered phone, so such a phone fails
      // here like a wrong code, and a code that does match (sent before the phone was taken) is refused the same
      // way below: the answer never says that a phone has an account. A chosen user name or e-mail must be told
      // when it is taken (docs/security.md).
      if (type === 'phone') await verifyCode(req, { phone: username, name: 'register', code: input.code });
      // Hashed before the account is looked up, so a taken phone or name answers no faster than a free one.
      const [hash, payHash] = await Promise.all([hashPassword(password), hashPassword('123456')]);
      const column = type === 'phone' ? users.phone : type === 'email' ? users.email : users.username;
      const [exists] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(or(eq(column, username), eq(users.username, username)), isNull(users.deleted_at)))
        .limit(1);
      if (exists) throw fail(type === 'phone' ? 'sms.smsErr' : 'userExist');
      const inviter = input.inviter_id ?? input.inviterId ?? 0;
      const [inviterRow] = inviter
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, inviter), isNull(users.deleted_at)))
            .limit(1)
        : [];
      const [user] = await db
        .insert(users)
        .values({
          username,
          nickname: username.slice(0, 15),
          phone: type === 'phone' ? username : '',
          email: type === 'email' ? username : '',
          password: hash,
          pay_password: payHash,
          inviter_id: inviterRow?.id ?? 0,
          ip: req.ip,
          login_time: shanghaiTime(),
        })
        .returning({ id: users.id });
      const token = await issueToken(db, {
        provider: 'users',
        area: 'home',
        accountId: user!.id,
        ttlSeconds: req.server.config.tokenTtlSeconds,
      });
      return { code: 200, msg: 'ok', data: token };
    },
  });

  app.post(
    '/forget_password',
    {
      ...documented({
        tags: ['auth'],
        summary: 'Reset a password with an SMS code (ends every session of the account)',
        body: forgetPasswordRequestSchema,
        answer: tokenResponseSchema,
      }),
      config: { attempts: true },
    },
    async (req) => {
      const input = parseInput(forgetPasswordRequestSchema, req);
      const { username, password } = input;
      checkPassword(password);
      await guardAttempts(req, 'forgetPassword', username);
      const db = req.server.db;
      const [user] = await db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(and(or(eq(users.phone, username), eq(users.username, username)), isNull(users.deleted_at)))
        .limit(1);
      // An unknown account goes through the same check, counted the same way, and fails like a wrong code: the
      // answer must not tell whether an account exists.
      await verifyCode(req, { phone: user?.phone || username, name: 'forget_password', code: input.code });
      if (!user?.phone) throw fail('sms.smsErr');
      await db
        .update(users)
        .set({ password: await hashPassword(password), updated_at: shanghaiTime() })
        .where(eq(users.id, user.id));
      await revokeAccountTokens(req, db, { provider: 'users', accountId: user.id });
      const token = await issueToken(db, {
        provider: 'users',
        area: 'home',
        accountId: user.id,
        ttlSeconds: req.server.config.tokenTtlSeconds,
      });
      return { code: 200, msg: 'ok', data: token };
    },
  );

  app.post(
    '/sms',
    {
      ...documented({
        tags: ['auth'],
        summary: 'Send an SMS code (register, forget_password, edit_user, login)',
        body: smsSendRequestSchema,
      }),
      config: { attempts: true },
    },
    async (req) => {
      const { phone, name } = parseInput(smsSendRequestSchema, req);
      await guardAttempts(req, 'smsSend', phone);
      await sendCode(req, { phone, name: name || 'register' });
      return { code: 200, msg: req.lang === 'en' ? 'SMS was sent successfully.' : '短信发送成功.', data: [] };
    },
  );
}
