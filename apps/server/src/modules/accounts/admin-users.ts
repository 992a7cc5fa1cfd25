import { eq } from 'drizzle-orm';
import { adminUsers as descriptor } from '@shop/contract/resources/accounts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { revokeAccountTokens } from '../../http/auth.ts';
import { invalid } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import {
  DEFAULT_NICKNAME,
  assertUnique,
  checkPhone,
  checkSecrets,
  defaultSecrets,
  guardBlanks,
} from './account-rules.ts';
import { userCollection } from './user-collection.ts';

/** How far up an inviter chain is followed when looking for a loop (commissions walk three levels). */
const MAX_CHAIN = 64;

/**
 * The inviter must be another existing user, and the chain above it must not come back to this user: a loop
 * would make a shopper earn commissions on their own orders. (A since-deleted inviter is tolerated so that
 * old rows stay editable.)
 */
async function checkInviter(tx: Tx, id: number): Promise<void> {
  const [row] = await tx.select({ inviter: users.inviter_id }).from(users).where(eq(users.id, id)).limit(1);
  let next = row?.inviter ?? 0;
  for (let depth = 0; next !== 0; depth++) {
    if (next === id || depth >= MAX_CHAIN) throw invalid('badValue', { field: 'inviter_id' });
    const [up] = await tx.select({ inviter: users.inviter_id }).from(users).where(eq(users.id, next)).limit(1);
    if (!up) throw invalid('badValue', { field: 'inviter_id' });
    next = up.inviter;
  }
}

/**
 * Every shop account as the platform sees it (Admin users page). Only identity fields are writable here: balances move
 * through `users/money/handle` with a money log, and `belong_id` (store sub-account link) never changes.
 */
export const adminUsers = defineResource({
  descriptor,
  table: users,
  createAnswer: 'empty',
  // Each imported account hashes two default secrets (~40 ms each) inside the one import transaction.
  importLimit: 200,
  hooks: {
    beforeWrite: async (values, ctx, id) => {
      checkSecrets(ctx.input);
      checkPhone(ctx.input);
      guardBlanks(values, ['username'], ['nickname']);
      if (id === undefined) {
        if (!values.nickname) values.nickname = DEFAULT_NICKNAME;
        await defaultSecrets(values, ['password', 'pay_password']);
      }
    },
    afterWrite: async (tx, id, ctx, mode) => {
      await assertUnique(tx, users, id, 'username', 'userNameExist');
      await assertUnique(tx, users, id, 'phone', 'phoneExist');
      await checkInviter(tx, id);
      // A password or payment password set by the platform ends every session of the account.
      const secretSet = (['password', 'pay_password'] as const).some(
        (f) => typeof ctx.input[f] === 'string' && ctx.input[f] !== '',
      );
      if (mode === 'update' && secretSet) await revokeAccountTokens(ctx.req, tx, { provider: 'users', accountId: id });
    },
  },
  format: {
    list: (rows, ctx) => userCollection(ctx.req.server.db, rows),
    // Raw row without secrets (the edit form reads it back), plus the two keys of qwshop's UserResource.
    show: (row) => ({ ...row, user_check: null, wechat_check: null }),
  },
});
