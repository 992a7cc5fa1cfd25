import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { userRoles, userToRoles, users } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { DEFAULT_NICKNAME, assertUnique, checkSecrets, defaultSecrets, guardBlanks } from './account-rules.ts';
import { assertLive, detachLinks, idList, syncLinks, type Pivot } from './links.ts';
import { rolesOfUsers } from './role-names.ts';
import { userCollection } from './user-collection.ts';

const ROLE_LINKS: Pivot = { table: userToRoles, from: 'user_id', to: 'role_id' };
/** Seller account rows (sub-accounts, roles) belong to the store owner's user id. */
export const storeOwner = { column: 'belong_id', value: (req: FastifyRequest) => req.seller?.ownerId ?? -1 };

/**
 * Store staff logins (S24): `users` rows whose belong_id is the store owner. The owner scope keeps every read
 * and write inside the caller's store, and the owner row itself (belong_id 0) is out of reach by construction.
 */
export const sellerUsers = defineResource({
  area: 'seller',
  path: 'users',
  table: users,
  owner: storeOwner,
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  writable: ['username', 'password', 'nickname', 'avatar'],
  required: ['username'],
  search: ['username', 'nickname', 'created_at'],
  sort: ['id', 'created_at', 'login_time'],
  createAnswer: 'empty',
  hooks: {
    beforeWrite: async (values, ctx, id) => {
      checkSecrets(ctx.input);
      idList(ctx.input, 'role_id');
      guardBlanks(values, ['username'], ['nickname']);
      if (id === undefined) {
        if (!values.nickname) values.nickname = DEFAULT_NICKNAME;
        await defaultSecrets(values, ['password']);
      }
    },
    afterWrite: async (tx, id, ctx) => {
      await assertUnique(tx, users, id, 'username', 'userNameExist');
      const roles = idList(ctx.input, 'role_id');
      if (roles === undefined) return;
      await assertLive(tx, userRoles, roles, 'role_id', eq(userRoles.belong_id, ctx.ownerId ?? -1));
      await syncLinks(tx, ROLE_LINKS, id, roles);
    },
    afterDestroy: (tx, ids) => detachLinks(tx, ROLE_LINKS, 'from', ids),
  },
  format: {
    list: (rows, ctx) => userCollection(ctx.req.server.db, rows),
    show: async (row, ctx) => {
      const roles = await rolesOfUsers(ctx.req.server.db, [Number(row.id)]);
      return { ...row, ...roles(Number(row.id)) };
    },
  },
});
