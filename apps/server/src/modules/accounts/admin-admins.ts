import { eq } from 'drizzle-orm';
import { admins as descriptor } from '@shop/contract/resources/accounts';
import { adminRoles, adminToRoles, admins } from '../../db/schema/index.ts';
import { revokeAccountTokens } from '../../http/auth.ts';
import { defineResource, type ResourceCtx } from '../../http/resource.ts';
import { proveSecrets } from '../access/profile.ts';
import { assertUnique, checkSecrets, defaultSecrets, guardBlanks } from './account-rules.ts';
import { checkAdminAccountDelete, checkAdminAccountWrite } from './elevation.ts';
import { assertLive, detachLinks, idList, syncLinks, type Pivot } from './links.ts';
import { rolesOfAdmins } from './role-names.ts';

/** True when the form sets a new password (blank keeps the current one). */
const newPassword = (ctx: ResourceCtx) => typeof ctx.input.password === 'string' && ctx.input.password !== '';

const ROLE_LINKS: Pivot = { table: adminToRoles, from: 'admin_id', to: 'role_id' };

/**
 * Back-office accounts (Admin page). Rows are scoped to the caller's owner, so an admin never sees or edits another
 * owner's accounts; `is_super` is never writable, admin 1 is never deleted.
 */
export const adminAdmins = defineResource({
  descriptor,
  table: admins,
  // No spreadsheet import of back-office logins: each one is created on purpose, with its roles.
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  protectedIds: [1],
  createAnswer: 'empty',
  hooks: {
    beforeWrite: async (values, ctx, id, tx) => {
      checkSecrets(ctx.input);
      const roles = idList(ctx.input, 'role_id');
      guardBlanks(values, ['username'], ['nickname']);
      await checkAdminAccountWrite(tx, ctx, id, roles);
      // One's own password takes the current one here too, as in the user-info dialog.
      if (id !== undefined && id === ctx.req.admin?.id && newPassword(ctx))
        await proveSecrets(ctx.req, { provider: 'admins', id }, ['password'], tx);
      if (id === undefined) {
        // qwshop names a new admin after its username; the nickname column is shorter.
        if (!values.nickname) values.nickname = String(values.username).slice(0, 15);
        await defaultSecrets(values, ['password']);
      }
    },
    afterWrite: async (tx, id, ctx, mode) => {
      await assertUnique(tx, admins, id, 'username', 'userNameExist');
      // A password set for an account ends its sessions (the caller's own stays when it edited itself).
      if (mode === 'update' && newPassword(ctx)) {
        const auth = id === ctx.req.admin?.id ? ctx.req.authInfo : undefined;
        await revokeAccountTokens(tx, {
          provider: 'admins',
          accountId: id,
          keepTokenId: [auth?.tokenId ?? 0, auth?.renewedTokenId ?? 0],
        });
      }
      const roles = idList(ctx.input, 'role_id');
      if (roles === undefined) return;
      await assertLive(tx, adminRoles, roles, 'role_id', eq(adminRoles.belong_id, ctx.ownerId ?? -1));
      await syncLinks(tx, ROLE_LINKS, id, roles);
    },
    afterDestroy: async (tx, ids, ctx) => {
      await checkAdminAccountDelete(tx, ctx, ids);
      await detachLinks(tx, ROLE_LINKS, 'from', ids);
    },
  },
  format: {
    list: async (rows, ctx) => {
      const roles = await rolesOfAdmins(
        ctx.req.server.db,
        rows.map((r) => Number(r.id)),
      );
      return rows.map((r) => ({
        id: r.id,
        username: r.username,
        nickname: r.nickname,
        avatar: r.avatar,
        ip: r.ip,
        role_name: roles(Number(r.id)).role_name,
        login_time: r.login_time,
        created_at: r.created_at,
      }));
    },
    show: async (row, ctx) => {
      const roles = await rolesOfAdmins(ctx.req.server.db, [Number(row.id)]);
      return { ...row, ...roles(Number(row.id)) };
    },
  },
});
