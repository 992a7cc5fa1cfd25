import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { admins, userChecks, users } from '../../db/schema/index.ts';
import { loadAccount, withoutSecrets } from '../../http/auth.ts';
import type { Provider } from '../../http/context.ts';
import { fail, invalid, unauthorized } from '../../http/envelope.ts';
import { str } from '../../http/input.ts';
import { writableValues } from '../../http/resource.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { checkPassword } from './login.ts';
import { menusFor } from './menus.ts';
import { verifyCode } from './sms.ts';

const ANY = ['GET', 'POST', 'PUT', 'PATCH'] as const;

/** What each kind of account may change about itself: never balances, roles or ownership. */
const EDITABLE: Record<Provider, readonly string[]> = {
  users: ['nickname', 'avatar', 'sex', 'password', 'pay_password', 'email'],
  admins: ['nickname', 'avatar', 'password'],
};

type Who = { provider: Provider; id: number; area: 'home' | 'seller' | 'admin' };

function whoOf(req: FastifyRequest): Who {
  if (req.admin) return { provider: 'admins', id: req.admin.id, area: 'admin' };
  if (req.seller) return { provider: 'users', id: req.seller.userId, area: 'seller' };
  if (req.userId) return { provider: 'users', id: req.userId, area: 'home' };
  throw unauthorized();
}

async function info(req: FastifyRequest) {
  const who = whoOf(req);
  const db = req.server.db;
  const row = await loadAccount(db, who.provider, who.id);
  if (!row) throw unauthorized();
  const out: Record<string, unknown> = withoutSecrets(row);
  if (who.provider === 'admins') {
    const menus = await menusFor(req, 'admin', 'getTree', -1);
    out.defaultUrl = (menus.find((m) => typeof m.apis === 'string' && m.apis !== '')?.apis as string | undefined) ?? '';
  } else {
    // The pay page offers the password field or the way to set one; a flag, since the hash must never leave.
    out.has_pay_password = typeof row.pay_password === 'string' && row.pay_password !== '' ? 1 : 0;
    const [check] = await db
      .select({ id: userChecks.id })
      .from(userChecks)
      .where(and(eq(userChecks.user_id, who.id), isNull(userChecks.deleted_at)))
      .limit(1);
    out.check = !!check;
  }
  return { code: 200, msg: 'ok', data: out };
}

async function edit(req: FastifyRequest) {
  const who = whoOf(req);
  const input = req.input;
  const db = req.server.db;
  const table = who.provider === 'admins' ? admins : users;
  for (const f of ['password', 'pay_password'] as const) {
    const v = input[f];
    if (typeof v === 'string' && v !== '') {
      if (f === 'password') checkPassword(v);
      else if (!/^\d{6}$/.test(v)) throw invalid('badValue', { field: 'pay_password' });
    }
  }
  if ('nickname' in input && !str(input, 'nickname')) throw invalid('required', { field: 'nickname' });
  const values = await writableValues(table, EDITABLE[who.provider], input, 'update');
  if (who.provider === 'users') {
    const phone = str(input, 'phone');
    if (phone) {
      if (!/^1[3-9]\d{9}$/.test(phone)) throw fail('phoneThr');
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, who.id), isNull(users.deleted_at)))
        .limit(1);
      if (taken) throw fail('phoneExist');
      await verifyCode(db, { phone, name: 'user', code: str(input, 'code'), ip: req.ip });
      values.phone = phone;
    }
  }
  if (!Object.keys(values).length) return { code: 200, msg: 'ok', data: 0 };
  values.updated_at = shanghaiTime();
  const rows = await db
    .update(table)
    .set(values as never)
    .where(and(eq(table.id, who.id), isNull(table.deleted_at)))
    .returning({ id: table.id });
  return { code: 200, msg: 'ok', data: rows.length };
}

/** `auth/info` and `auth/edit` for whichever area the routes are mounted in. */
export function profileRoutes(name: string, extra: { storeOptional?: boolean; anyAdmin?: boolean } = {}) {
  return async (app: FastifyInstance) => {
    app.route({
      method: [...ANY],
      url: '/auth/info',
      config: { name: `${name}.auth.info`, ...extra },
      schema: { tags: ['auth'], summary: 'Signed-in account' },
      handler: info,
    });
    app.route({
      method: [...ANY],
      url: '/auth/edit',
      config: { name: `${name}.auth.edit`, ...extra },
      schema: { tags: ['auth'], summary: 'Edit own nickname, avatar, password (users also sex, pay password, phone)' },
      handler: edit,
    });
  };
}
