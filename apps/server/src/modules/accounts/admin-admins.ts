import { admins as descriptor } from '@shop/contract/resources/accounts';
import { adminRoles, adminToRoles, admins } from '../../db/schema/index.ts';
import { defineResource } from '../../http/resource.ts';
import { backOfficeAccountHooks, showWithRoles, type BackOfficeAccounts } from './back-office-accounts.ts';
import { checkAdminAccountDelete, checkAdminAccountWrite } from './elevation.ts';
import { rolesOfAdmins } from './role-names.ts';

const ADMINS: BackOfficeAccounts = {
  provider: 'admins',
  table: admins,
  selfId: (ctx) => ctx.req.admin?.id,
  roleTable: adminRoles,
  roleLinks: { table: adminToRoles, from: 'admin_id', to: 'role_id' },
  rolesOf: rolesOfAdmins,
  // qwshop names a new admin after its username; the nickname column is shorter.
  defaultNickname: (values) => String(values.username).slice(0, 15),
  checkWrite: checkAdminAccountWrite,
  checkDelete: checkAdminAccountDelete,
};

/**
 * Back-office accounts (Admin page). Rows are scoped to the caller's owner (its own account included), so an admin
 * never sees or edits another owner's accounts; `is_super` is never writable, admin 1 is never deleted, and an
 * ordinary admin never manages a super administrator (elevation.ts).
 */
export const adminAdmins = defineResource({
  descriptor,
  table: admins,
  // No spreadsheet import of back-office logins: each one is created on purpose, with its roles.
  verbs: ['index', 'show', 'store', 'update', 'destroy'],
  protectedIds: [1],
  createAnswer: 'empty',
  hooks: backOfficeAccountHooks(ADMINS),
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
        // The super administrator's own row is listed too; the back office offers it no edit or delete.
        is_super: r.is_super,
        login_time: r.login_time,
        created_at: r.created_at,
      }));
    },
    show: showWithRoles(ADMINS),
  },
});
