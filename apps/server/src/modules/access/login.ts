import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admins, captchas, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { authForProvider, issueToken, revokeToken, storeOfUser } from '../../http/auth.ts';
import type { Area, Provider } from '../../http/context.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { int, str } from '../../http/input.ts';
import { sendCode, verifyCode } from './sms.ts';

const CAPTCHA_TTL_MS = 5 * 60_000;
const ANY = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const providerOf = (req: FastifyRequest): Provider => (str(req.input, 'provider') === 'admins' ? 'admins' : 'users');

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

/** Consumes a captcha sign issued for this username within the last 5 minutes (single use). */
async function useCaptcha(req: FastifyRequest, username: string, sign: string): Promise<boolean> {
  if (!sign) return false;
  const used = await req.server.db
    .update(captchas)
    .set({ used_at: shanghaiTime() })
    .where(
      and(
        eq(captchas.username, username.slice(0, 20)),
        eq(captchas.sign, sign),
        isNull(captchas.used_at),
        gt(captchas.created_at, shanghaiTime(Date.now() - CAPTCHA_TTL_MS)),
      ),
    )
    .returning({ id: captchas.id });
  return used.length > 0;
}

export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/captcha',
    { schema: { tags: ['auth'], summary: 'Admin captcha sign (single use, 5 minutes)' } },
    async (req) => {
      const username = str(req.input, 'username');
      if (!username) throw invalid('required', { field: 'username' });
      const sign = randomBytes(30).toString('base64url').slice(0, 40);
      await req.server.db.insert(captchas).values({
        username: username.slice(0, 20),
        sign,
        step: Math.min(255, Math.max(0, int(req.input, 'step', 0))),
        ip: req.ip,
      });
      return { code: 200, msg: 'ok', data: sign };
    },
  );

  app.route({
    method: [...ANY],
    url: '/login',
    schema: { tags: ['auth'], summary: 'Sign in (users: storefront or Seller area; admins: with captcha sign)' },
    handler: async (req) => {
      const input = req.input;
      const provider = providerOf(req);
      const username = str(input, 'username');
      const password = typeof input.password === 'string' ? input.password : '';
      if (!username || !password) throw fail('userErr');
      const db = req.server.db;
      const now = shanghaiTime();
      const ttlSeconds = req.server.config.tokenTtlSeconds;

      if (provider === 'admins') {
        if (!(await useCaptcha(req, username, str(input, 'sign')))) throw fail('oauthThr');
        const [admin] = await db
          .select()
          .from(admins)
          .where(and(eq(admins.username, username), isNull(admins.deleted_at)))
          .limit(1);
        if (!admin || !(await verifyPassword(password, admin.password))) throw fail('userErr');
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

      if (str(input, 'type') === 'phone') {
        await verifyCode(db, { phone: username, name: 'login', code: str(input, 'code'), ip: req.ip });
      }
      let user: typeof users.$inferSelect | undefined;
      for (const candidate of await findUser(req, username)) {
        if (await verifyPassword(password, candidate.password)) {
          user = candidate;
          break;
        }
      }
      if (!user) throw fail('userErr');
      const area: Area = str(input, 'area') === 'seller' ? 'seller' : 'home';
      if (area === 'seller') {
        const { storeId } = await storeOfUser(db, { id: user.id, belong_id: user.belong_id });
        if (!storeId) throw fail('store.notMall');
      }
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
    schema: { tags: ['auth'], summary: 'Sign out (revokes the bearer token)' },
    handler: async (req) => {
      const auth = await authForProvider(req, providerOf(req));
      if (auth) await revokeToken(req.server.db, auth.tokenId);
      return { code: 200, msg: 'ok', data: { status: true, data: [], msg: 'ok' } };
    },
  });

  app.get(
    '/is_login',
    { schema: { tags: ['auth'], summary: 'Account id of a valid token for the provider' } },
    async (req) => {
      const auth = str(req.input, 'provider') ? await authForProvider(req, providerOf(req)) : null;
      if (!auth) return { code: 200, msg: '账号异常.', data: [] };
      return { code: 200, msg: 'ok', data: auth.accountId };
    },
  );

  app.route({
    method: [...ANY],
    url: '/register',
    schema: { tags: ['auth'], summary: 'Storefront registration' },
    handler: async (req) => {
      const input = req.input;
      if (str(input, 'provider') === 'admins') throw fail('error');
      const type = (['username', 'phone', 'email'] as const).find((t) => t === str(input, 'type')) ?? 'username';
      const username = str(input, 'username');
      const password = typeof input.password === 'string' ? input.password : '';
      if (!username) throw invalid('required', { field: 'username' });
      if (username.length > 30) throw invalid('tooLong', { field: 'username', max: 30 });
      if (type === 'phone' && !/^1[3-9]\d{9}$/.test(username)) throw fail('phoneThr');
      if (type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username))
        throw invalid('badValue', { field: 'email' });
      checkPassword(password);
      const re = input.re_password;
      if (typeof re === 'string' && re !== '' && re !== password) throw invalid('badValue', { field: 're_password' });
      const db = req.server.db;
      const column = type === 'phone' ? users.phone : type === 'email' ? users.email : users.username;
      const [exists] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(or(eq(column, username), eq(users.username, username)), isNull(users.deleted_at)))
        .limit(1);
      if (exists) throw fail('userExist');
      if (type === 'phone')
        await verifyCode(db, { phone: username, name: 'register', code: str(input, 'code'), ip: req.ip });
      const inviter = int(input, 'inviter_id', int(input, 'inviterId', 0));
      const [inviterRow] = inviter
        ? await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, inviter), isNull(users.deleted_at)))
            .limit(1)
        : [];
      const [hash, payHash] = await Promise.all([hashPassword(password), hashPassword('123456')]);
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
    { schema: { tags: ['auth'], summary: 'Reset a password with an SMS code' } },
    async (req) => {
      const input = req.input;
      const username = str(input, 'username');
      const password = typeof input.password === 'string' ? input.password : '';
      checkPassword(password);
      const db = req.server.db;
      const [user] = await db
        .select({ id: users.id, phone: users.phone })
        .from(users)
        .where(and(or(eq(users.phone, username), eq(users.username, username)), isNull(users.deleted_at)))
        .limit(1);
      if (!user || !user.phone) throw fail('userThr');
      await verifyCode(db, { phone: user.phone, name: 'forget_password', code: str(input, 'code'), ip: req.ip });
      await db
        .update(users)
        .set({ password: await hashPassword(password), updated_at: shanghaiTime() })
        .where(eq(users.id, user.id));
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
    { schema: { tags: ['auth'], summary: 'Send an SMS code (register, forget_password, edit_user, login)' } },
    async (req) => {
      await sendCode(req.server.db, {
        phone: str(req.input, 'phone'),
        name: str(req.input, 'name') || 'register',
        ip: req.ip,
      });
      return { code: 200, msg: req.lang === 'en' ? 'SMS was sent successfully.' : '短信发送成功.', data: [] };
    },
  );
}
