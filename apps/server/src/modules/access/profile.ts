import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { profileEditRequestSchema, secretProofRequestSchema } from '@shop/contract/requests/access';
import { admins, userChecks, users } from '../../db/schema/index.ts';
import { loadAccount, revokeAccountTokens, withoutSecrets } from '../../http/auth.ts';
import type { Db } from '../../db/client.ts';
import { guardAttempts } from '../../http/attempts.ts';
import type { Provider } from '../../http/context.ts';
import { fail, invalid, unauthorized } from '../../http/envelope.ts';
import type { MessageKey } from '../../http/messages.ts';
import { writableValues } from '../../http/resource.ts';
import { documented, parseInput, routeMethods } from '../../http/route-input.ts';
import { verifyPassword } from '../../lib/password.ts';
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
/** A secret of an account: the login password, or the storefront's payment password. */
export type Secret = 'password' | 'pay_password';

/** Per secret: the field carrying the current one, and what a missing or wrong one answers. */
const PROOF: Record<
  Secret,
  { field: 'old_password' | 'old_pay_password'; missing: MessageKey; missingOrCode: MessageKey; wrong: MessageKey }
> = {
  password: {
    field: 'old_password',
    missing: 'secret.needCurrent',
    missingOrCode: 'secret.needCurrentOrCode',
    wrong: 'secret.wrongCurrent',
  },
  pay_password: {
    field: 'old_pay_password',
    missing: 'secret.needCurrentPay',
    missingOrCode: 'secret.needCurrentPayOrCode',
    wrong: 'secret.wrongCurrentPay',
  },
};

/**
 * A new password or payment password needs more than a token of the account: the current secret of that kind
 * (`old_password`, `old_pay_password`), or an SMS code (`code`, purpose edit_user) sent to the account's own phone.
 * When the same request changes the phone, `code` is that new phone's and the current secret is needed. A first
 * payment password (none stored yet) needs no proof. A guess counts as one at signing in or at paying, toward
 * the same lockout: a stolen token must not turn this route into a way of trying secrets. Also used when an admin
 * sets their own password through the Admin accounts list (`db` is then that write's transaction).
 *
 * `phoneChange`: the request moves the account to another phone, which then resets the password by SMS, so the
 * current login password is required whatever else changes (an SMS code cannot stand in: the new phone's code only
 * proves who holds the new phone, and the old phone may be gone). Without a stored password it cannot be proven.
 */
export async function proveSecrets(
  req: FastifyRequest,
  who: { provider: Provider; id: number },
  secrets: readonly Secret[],
  db: Db = req.server.db,
  { phoneChange = false }: { phoneChange?: boolean } = {},
): Promise<void> {
  const row = await loadAccount(db, who.provider, who.id);
  if (!row) throw unauthorized();
  const input = parseInput(secretProofRequestSchema, req);
  const phone = typeof row.phone === 'string' ? row.phone : '';
  const codeUsable = phone !== '' && !input.phone && !phoneChange;
  const unproven: Secret[] = [];
  const proofs = new Set<Secret>(phoneChange ? ['password', ...secrets] : secrets);
  for (const secret of proofs) {
    const stored = row[secret];
    const mandatory = phoneChange && secret === 'password';
    if ((typeof stored !== 'string' || stored === '') && !mandatory) continue;
    const proof = PROOF[secret];
    const current = input[proof.field];
    if (current === '') {
      if (mandatory) throw invalid('secret.needCurrentForPhone', { field: proof.field });
      unproven.push(secret);
      continue;
    }
    const attempt =
      secret === 'password'
        ? await guardAttempts(req, 'currentPassword', `${who.provider}:${String(row.username)}`)
        : await guardAttempts(req, 'payPassword', String(who.id));
    if (typeof stored !== 'string' || !(await verifyPassword(current, stored)))
      throw await attempt.failed(invalid(proof.wrong, { field: proof.field }));
    await attempt.passed();
  }
  const first = unproven[0];
  if (!first) return;
  const { code } = input;
  if (!codeUsable || !code) {
    const proof = PROOF[first];
    throw invalid(codeUsable ? proof.missingOrCode : proof.missing, { field: proof.field });
  }
  await verifyCode(req, { phone, name: 'edit_user', code });
}

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
    // The pay page and the security page offer the current secret or the way to set a first one; flags, since the
    // hashes must never leave.
    out.has_pay_password = typeof row.pay_password === 'string' && row.pay_password !== '' ? 1 : 0;
    out.has_password = typeof row.password === 'string' && row.password !== '' ? 1 : 0;
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
  const input = parseInput(profileEditRequestSchema, req);
  const db = req.server.db;
  const table = who.provider === 'admins' ? admins : users;
  if (input.password !== '') checkPassword(input.password);
  if (input.pay_password !== '' && !/^\d{6}$/.test(input.pay_password))
    throw invalid('badValue', { field: 'pay_password' });
  if (input.nickname === '') throw invalid('required', { field: 'nickname' });
  const secrets = (['password', 'pay_password'] as const).filter(
    (f) => EDITABLE[who.provider].includes(f) && input[f] !== '',
  );
  const phone = who.provider === 'users' ? input.phone : '';
  if (phone && !/^1[3-9]\d{9}$/.test(phone)) throw fail('phoneThr');
  if (secrets.length || phone) await proveSecrets(req, who, secrets, db, { phoneChange: phone !== '' });
  // The column writer reads the fields as sent: each column's own limits judge them.
  const values = await writableValues(table, EDITABLE[who.provider], req.input, 'update');
  if (phone) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, who.id), isNull(users.deleted_at)))
      .limit(1);
    if (taken) throw fail('phoneExist');
    await verifyCode(req, { phone, name: 'user', code: input.code });
    values.phone = phone;
  }
  if (!Object.keys(values).length) return { code: 200, msg: 'ok', data: 0 };
  values.updated_at = shanghaiTime();
  const auth = req.authInfo;
  const rows = await db.transaction(async (tx) => {
    const updated = await tx
      .update(table)
      .set(values as never)
      .where(and(eq(table.id, who.id), isNull(table.deleted_at)))
      .returning({ id: table.id });
    // Whoever else holds a session of this account (a stolen token, a forgotten device) is signed out by a new secret
    // or a new phone (which can reset the password).
    if (updated.length && (secrets.length || phone))
      await revokeAccountTokens(req, tx, {
        provider: who.provider,
        accountId: who.id,
        keepTokenId: [auth?.tokenId ?? 0, auth?.renewedTokenId ?? 0],
      });
    return updated;
  });
  return { code: 200, msg: 'ok', data: rows.length };
}

/** `auth/info` and `auth/edit` for whichever area the routes are mounted in. */
export function profileRoutes(
  name: string,
  extra: { storeOptional?: boolean; anyAdmin?: boolean; anyStaff?: boolean } = {},
) {
  return async (app: FastifyInstance) => {
    app.route({
      method: [...ANY],
      url: '/auth/info',
      // Each back-office page load posts it (qwshop's habit): a read that would bury the writes in the trail.
      config: { name: `${name}.auth.info`, audit: false, ...extra },
      ...documented({ tags: ['auth'], summary: 'Signed-in account' }),
      handler: info,
    });
    routeMethods(app, ANY, {
      url: '/auth/edit',
      // Also sent as a GET query by qwshop's clients: a write whatever the method.
      config: { name: `${name}.auth.edit`, audit: true, ...extra },
      ...documented({
        tags: ['auth'],
        summary: 'Edit own nickname, avatar, password (users also sex, pay password, phone)',
        body: profileEditRequestSchema,
        answer: z.number().int().describe('rows changed (0 or 1)'),
      }),
      handler: edit,
    });
  };
}
