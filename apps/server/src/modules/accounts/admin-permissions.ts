import { and, eq, inArray, isNull } from 'drizzle-orm';
import {
  adminPermissionGroups as groupDescriptor,
  adminPermissions as descriptor,
} from '@shop/contract/resources/accounts';
import { adminPermissionGroups, adminPermissions, adminToPermissions } from '../../db/schema/index.ts';
import { invalid } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { guardBlanks } from './account-rules.ts';
import { detachLinks, type Pivot } from './links.ts';

const ROLE_LINKS: Pivot = { table: adminToPermissions, from: 'role_id', to: 'permission_id' };

/** API groups: folders of permissions; the role editor loads them `isAll=true&isWith=permissions`. */
export const adminPermissionGroupsResource = defineResource({
  descriptor: groupDescriptor,
  table: adminPermissionGroups,
  relations: {
    permissions: { table: adminPermissions, kind: 'hasMany', local: 'id', foreign: 'pid', search: ['name', 'apis'] },
  },
  hooks: {
    beforeWrite: (values) => guardBlanks(values, ['name']),
  },
});

/**
 * API permissions: a name for one Admin route name (`apis`, e.g. admin.users.index). The guard lets a
 * non-super admin call a route only when one of its roles holds a permission with that route name.
 */
export const adminPermissionsResource = defineResource({
  descriptor,
  table: adminPermissions,
  relations: {
    permission_groups: {
      table: adminPermissionGroups,
      kind: 'belongsTo',
      local: 'pid',
      foreign: 'id',
      search: ['name'],
    },
  },
  hooks: {
    beforeWrite: (values) => guardBlanks(values, ['name', 'apis']),
    afterWrite: async (tx, id) => {
      const [row] = await tx
        .select({ pid: adminPermissions.pid })
        .from(adminPermissions)
        .where(eq(adminPermissions.id, id))
        .limit(1);
      const pid = row?.pid ?? 0;
      if (pid === 0) return;
      const [group] = await tx
        .select({ id: adminPermissionGroups.id })
        .from(adminPermissionGroups)
        .where(and(eq(adminPermissionGroups.id, pid), isNull(adminPermissionGroups.deleted_at)))
        .limit(1);
      if (!group) throw invalid('badValue', { field: 'pid' });
    },
    // A deleted permission must stop granting its route at once.
    afterDestroy: (tx, ids) => detachLinks(tx, ROLE_LINKS, 'to', ids),
  },
  format: {
    // AdminPermissionCollection: the group's name instead of its id ('-' when it has none).
    list: async (rows, ctx) => {
      const pids = [...new Set(rows.map((r) => Number(r.pid)).filter((p) => p > 0))];
      const groups = pids.length
        ? await ctx.req.server.db
            .select({ id: adminPermissionGroups.id, name: adminPermissionGroups.name })
            .from(adminPermissionGroups)
            .where(and(inArray(adminPermissionGroups.id, pids), isNull(adminPermissionGroups.deleted_at)))
        : [];
      const nameOf = new Map(groups.map((g) => [g.id, g.name]));
      return rows.map((r) => ({
        id: r.id,
        group_name: nameOf.get(Number(r.pid)) ?? '-',
        name: r.name,
        apis: r.apis,
        content: r.content,
        created_at: r.created_at,
      }));
    },
  },
});
