import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { adminRoles, admins, userRoles, users } from '../../db/schema/index.ts';
import { revokeAccountTokens } from '../../http/auth.ts';
import type { ResourceCtx, ResourceDef, Row } from '../../http/resource.ts';
import { proveSecrets } from '../access/profile.ts';
import { assertUnique, checkSecrets, defaultSecrets, guardBlanks } from './account-rules.ts';
import { assertLive, detachLinks, idList, syncLinks, type Pivot } from './links.ts';
import type { RolesOf } from './role-names.ts';

/**
 * What differs between the two back offices' login accounts (Admin administrators, Seller staff): the accounts'
 * table and token provider, who the caller is, the roles' table, and the area's elevation rules (elevation.ts),
 * which stay the area's own: a seller reaches only its store's roles and accounts, an admin only its owner's.
 */
export interface BackOfficeAccounts {
  provider: 'admins' | 'users';
  table: typeof admins | typeof users;
  /** The signed-in caller's own account id. */
  selfId: (ctx: ResourceCtx) => number | undefined;
  roleTable: typeof adminRoles | typeof userRoles;
  roleLinks: Pivot;
  rolesOf: (db: Db, ids: readonly number[]) => Promise<(id: number) => RolesOf>;
  /** The nickname of a new account created without one. */
  defaultNickname: (values: Row) => string;
  checkWrite: (tx: Tx, ctx: ResourceCtx, id: number | undefined, roles: number[] | undefined) => Promise<void>;
  checkDelete: (tx: Tx, ctx: ResourceCtx, ids: readonly number[]) => Promise<void>;
}

/** True when the form sets a new password (blank keeps the current one). */
const newPassword = (ctx: ResourceCtx) => typeof ctx.input.password === 'string' && ctx.input.password !== '';

/**
 * The write rules both back offices apply to their login accounts: the password rule, required username,
 * the area's elevation checks, the current password for one's own new one, a default password on create,
 * unique usernames, sessions ended by a new password (the caller's own kept when it edited itself), and roles
 * that are live and the caller owner's.
 */
export function backOfficeAccountHooks(kind: BackOfficeAccounts): NonNullable<ResourceDef['hooks']> {
  return {
    beforeWrite: async (values, ctx, id, tx) => {
      checkSecrets(ctx.input);
      const roles = idList(ctx.input, 'role_id');
      guardBlanks(values, ['username'], ['nickname']);
      await kind.checkWrite(tx, ctx, id, roles);
      // One's own password takes the current one (or an SMS code), as on the profile page.
      if (id !== undefined && id === kind.selfId(ctx) && newPassword(ctx))
        await proveSecrets(ctx.req, { provider: kind.provider, id }, ['password'], tx);
      if (id === undefined) {
        if (!values.nickname) values.nickname = kind.defaultNickname(values);
        await defaultSecrets(values, ['password']);
      }
    },
    afterWrite: async (tx, id, ctx, mode) => {
      await assertUnique(tx, kind.table, id, 'username', 'userNameExist');
      // Whoever was using the old password is out, storefront sessions of a staff login included.
      if (mode === 'update' && newPassword(ctx)) {
        const auth = id === kind.selfId(ctx) ? ctx.req.authInfo : undefined;
        await revokeAccountTokens(ctx.req, tx, {
          provider: kind.provider,
          accountId: id,
          keepTokenId: [auth?.tokenId ?? 0, auth?.renewedTokenId ?? 0],
        });
      }
      const roles = idList(ctx.input, 'role_id');
      if (roles === undefined) return;
      await assertLive(tx, kind.roleTable, roles, 'role_id', eq(kind.roleTable.belong_id, ctx.ownerId ?? -1));
      await syncLinks(tx, kind.roleLinks, id, roles);
    },
    afterDestroy: async (tx, ids, ctx) => {
      await kind.checkDelete(tx, ctx, ids);
      await detachLinks(tx, kind.roleLinks, 'from', ids);
    },
  };
}

/** An account row as its edit form reads it back, with its roles' ids and names. */
export function showWithRoles(kind: Pick<BackOfficeAccounts, 'rolesOf'>) {
  return async (row: Row, ctx: ResourceCtx) => {
    const roles = await kind.rolesOf(ctx.req.server.db, [Number(row.id)]);
    return { ...row, ...roles(Number(row.id)) };
  };
}
