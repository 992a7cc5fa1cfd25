/**
 * What a WeChat profile means for local accounts: the binding it matches, the account created for a first-time
 * WeChat user, and a binding added to a signed-in shopper.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { OauthBinding, OauthName } from '@shop/contract/requests/oauth';
import type { Db, Tx } from '../../db/client.ts';
import { oauths, users } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { shanghaiDate, shanghaiTime } from '../../lib/time.ts';
import type { WechatProfile } from './wechat.ts';

const bindingColumns = {
  id: oauths.id,
  oauth_name: oauths.oauth_name,
  nickname: oauths.nickname,
  headimgurl: oauths.headimgurl,
  created_at: oauths.created_at,
};

/**
 * The live binding of this WeChat user with the account it belongs to: by unionid when WeChat gives one (it is the
 * same across the shop's WeChat apps), else by openid. A binding whose account was deleted is dropped, so that
 * WeChat user starts afresh.
 */
export async function findBinding(db: Db | Tx, p: WechatProfile) {
  const rows = await db
    .select({ id: oauths.id, userId: oauths.belong_id, deleted: users.deleted_at, belongId: users.belong_id })
    .from(oauths)
    .leftJoin(users, eq(users.id, oauths.belong_id))
    .where(
      and(
        p.unionid ? eq(oauths.unionid, p.unionid) : eq(oauths.openid, p.openid),
        eq(oauths.model_name, 'User'),
        isNull(oauths.deleted_at),
      ),
    )
    .orderBy(asc(oauths.id));
  for (const r of rows) {
    if (r.belongId !== null && r.deleted === null) return { id: r.id, userId: r.userId, subAccount: r.belongId > 0 };
    await db.update(oauths).set({ deleted_at: shanghaiTime() }).where(eq(oauths.id, r.id));
  }
  return undefined;
}

/**
 * Holds, until the transaction ends, every other transaction about this WeChat user (on every instance): two first
 * sign-ins at once must not create two accounts, nor two binds at once bind one WeChat to two accounts.
 */
async function lockWechatUser(tx: Tx, p: WechatProfile): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`oauth:${p.unionid || p.openid}`}))`);
}

const bindingValues = (name: OauthName, p: WechatProfile, userId: number) => ({
  belong_id: userId,
  model_name: 'User',
  oauth_name: name,
  nickname: p.nickname,
  sex: p.sex,
  headimgurl: p.headimgurl,
  openid: p.openid,
  unionid: p.unionid,
});

/** qwshop's WeChat user name, `wx` + the date + 3 random digits, drawing again while it is taken. */
async function freeUsername(db: Db | Tx): Promise<string> {
  for (let digits = 3; ; digits += 1) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const name = `wx${shanghaiDate().replaceAll('-', '')}${String(randomInt(10 ** digits)).padStart(digits, '0')}`;
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, name)).limit(1);
      if (!taken) return name;
    }
  }
}

/**
 * A storefront account for a first-time WeChat user, bound to that WeChat; answers its id, or the id of the account a
 * simultaneous first sign-in of the same WeChat user created. No password is stored (qwshop gave every such account
 * "123456"): nothing signs in with a password until the shopper sets a first one, which needs no proof, like the
 * first payment password.
 */
export async function createWechatUser(
  db: Db,
  input: { name: OauthName; profile: WechatProfile; inviterId: number; ip: string },
): Promise<number> {
  const [inviter] = input.inviterId
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.inviterId), isNull(users.deleted_at)))
        .limit(1)
    : [];
  return db.transaction(async (tx) => {
    await lockWechatUser(tx, input.profile);
    const created = await findBinding(tx, input.profile);
    if (created) return created.userId;
    const username = await freeUsername(tx);
    const [user] = await tx
      .insert(users)
      .values({
        username,
        nickname: (input.profile.nickname || username).slice(0, 15),
        password: '',
        pay_password: '',
        inviter_id: inviter?.id ?? 0,
        belong_id: 0,
        ip: input.ip,
        login_time: shanghaiTime(),
      })
      .returning({ id: users.id });
    await tx.insert(oauths).values(bindingValues(input.name, input.profile, user!.id));
    return user!.id;
  });
}

/** The shopper's live bindings, oldest first. */
export async function bindingsOf(db: Db | Tx, userId: number): Promise<OauthBinding[]> {
  return db
    .select(bindingColumns)
    .from(oauths)
    .where(and(eq(oauths.belong_id, userId), eq(oauths.model_name, 'User'), isNull(oauths.deleted_at)))
    .orderBy(asc(oauths.id));
}

/**
 * Binds this WeChat user to the signed-in shopper. Binding again the WeChat already bound to the account answers
 * that binding; a WeChat bound to another account, or a second WeChat for a provider the account already has,
 * is refused.
 */
export async function bindToUser(
  db: Db,
  input: { name: OauthName; profile: WechatProfile; userId: number },
): Promise<OauthBinding> {
  return db.transaction(async (tx) => {
    // The account first, then the WeChat user (a first sign-in takes only the latter): no two binds of one account
    // or of one WeChat user interleave, and no lock order can cross.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`oauth-user:${input.userId}`}))`);
    await lockWechatUser(tx, input.profile);
    const existing = await findBinding(tx, input.profile);
    if (existing && existing.userId !== input.userId) throw fail('oauth.boundElsewhere');
    const own = await bindingsOf(tx, input.userId);
    if (existing) {
      const same = own.find((b) => b.id === existing.id);
      if (same) return same;
    }
    if (own.some((b) => b.oauth_name === input.name)) throw fail('oauth.alreadyBound');
    const [row] = await tx
      .insert(oauths)
      .values(bindingValues(input.name, input.profile, input.userId))
      .returning(bindingColumns);
    return row!;
  });
}

/** Removes one of the shopper's own bindings; another's or an unknown id is not found. */
export async function unbind(db: Db, userId: number, id: number): Promise<void> {
  const removed = await db
    .update(oauths)
    .set({ deleted_at: shanghaiTime() })
    .where(and(eq(oauths.id, id), eq(oauths.belong_id, userId), isNull(oauths.deleted_at)))
    .returning({ id: oauths.id });
  if (!removed.length) throw fail('oauth.notFound');
}
