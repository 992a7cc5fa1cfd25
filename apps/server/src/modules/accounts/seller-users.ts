import { sellerUsers as descriptor } from '@shop/contract/resources/accounts';
import { userRoles, userToRoles, users } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { DEFAULT_NICKNAME } from './account-rules.ts';
import { backOfficeAccountHooks, showWithRoles, type BackOfficeAccounts } from './back-office-accounts.ts';
import { checkSellerAccountDelete, checkSellerAccountWrite } from './elevation.ts';
import { rolesOfUsers } from './role-names.ts';
import { userCollection } from './user-collection.ts';

const STAFF: BackOfficeAccounts = {
  provider: 'users',
  table: users,
  selfId: (ctx) => ctx.req.seller?.userId,
  roleTable: userRoles,
  roleLinks: { table: userToRoles, from: 'user_id', to: 'role_id' },
  rolesOf: rolesOfUsers,
  defaultNickname: () => DEFAULT_NICKNAME,
  checkWrite: checkSellerAccountWrite,
  checkDelete: checkSellerAccountDelete,
};

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
  hooks: backOfficeAccountHooks(STAFF),
  format: {
    list: (rows, ctx) => userCollection(ctx.req.server.db, rows),
    show: showWithRoles(STAFF),
  },
});
