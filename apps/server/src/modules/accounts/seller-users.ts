import { eq } from 'drizzle-orm';
import { sellerUsers as descriptor } from '@shop/contract/resources/accounts';
import { userRoles, userToRoles, users } from '../../db/schema/index.ts';
import { revokeAccountTokens } from '../../http/auth.ts';
import { defineResource, type ResourceCtx } from '../../http/resource.ts';
import { proveSecrets } from '../access/profile.ts';
import { DEFAULT_NICKNAME, assertUnique, checkSecrets, defaultSecrets, guardBlanks } from './account-rules.ts';
import { checkSellerAccountDelete, checkSellerAccountWrite } from './elevation.ts';
import { assertLive, detachLinks, idList, syncLinks, type Pivot } from './links.ts';
import { rolesOfUsers } from './role-names.ts';
import { userCollection } from './user-collection.ts';

const ROLE_LINKS: Pivot = { table: userToRoles, from: 'user_id', to: 'role_id' };
/** True when the form sets a new password (blank keeps the current one). */
const newPassword = (ctx: ResourceCtx) => typeof ctx.input.password === 'string' && ctx.input.password !== '';

/**
 * Store staff logins (docs/areas-and-tokens.md#sub-accounts): `users` rows whose belong_id is the store owner.
 * The owner scope keeps every read and write inside the caller's store, and the owner row itself (belong_id 0) is out of reach by construction.
 * Staff given this screen manage only accounts and roles within their own rights (elevation.ts).
 */
export const sellerUsers = defineResource({
  descriptor,
  table: users,
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  createAnswer: 'empty',
  hooks: {
    beforeWrite: async (values, ctx, id, tx) => {
      checkSecrets(ctx.input);
      const roles = idList(ctx.input, 'role_id');
      guardBlanks(values, ['username'], ['nickname']);
      await checkSellerAccountWrite(tx, ctx, id, roles);
      // Staff editing their own row: the current password (or an SMS code), as on the profile page.
      if (id !== undefined && id === ctx.req.seller?.userId && newPassword(ctx))
        await proveSecrets(ctx.req, { provider: 'users', id }, ['password'], tx);
      if (id === undefined) {
        if (!values.nickname) values.nickname = DEFAULT_NICKNAME;
        await defaultSecrets(values, ['password']);
      }
    },
    afterWrite: async (tx, id, ctx, mode) => {
      await assertUnique(tx, users, id, 'username', 'userNameExist');
      // A password set for a staff login ends its sessions, storefront ones included (the caller's own stays when
      // it edited itself): whoever was using the old one is out.
      if (mode === 'update' && newPassword(ctx)) {
        const auth = id === ctx.req.seller?.userId ? ctx.req.authInfo : undefined;
        await revokeAccountTokens(tx, {
          provider: 'users',
          accountId: id,
          keepTokenId: [auth?.tokenId ?? 0, auth?.renewedTokenId ?? 0],
        });
      }
      const roles = idList(ctx.input, 'role_id');
      if (roles === undefined) return;
      await assertLive(tx, userRoles, roles, 'role_id', eq(userRoles.belong_id, ctx.ownerId ?? -1));
      await syncLinks(tx, ROLE_LINKS, id, roles);
    },
    afterDestroy: async (tx, ids, ctx) => {
      await checkSellerAccountDelete(tx, ctx, ids);
      await detachLinks(tx, ROLE_LINKS, 'from', ids);
    },
  },
  format: {
    list: (rows, ctx) => userCollection(ctx.req.server.db, rows),
    show: async (row, ctx) => {
      const roles = await rolesOfUsers(ctx.req.server.db, [Number(row.id)]);
      return { ...row, ...roles(Number(row.id)) };
    },
  },
});
