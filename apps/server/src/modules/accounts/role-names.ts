import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adminRoles, adminToRoles, userRoles, userToRoles } from '../../db/schema/index.ts';

export interface RolesOf {
  role_id: number[];
  role_name: string[];
}

const none = (): RolesOf => ({ role_id: [], role_name: [] });

function group(rows: { owner: number | null; id: number; name: string }[]): Map<number, RolesOf> {
  const out = new Map<number, RolesOf>();
  for (const r of rows) {
    if (r.owner === null) continue;
    const entry = out.get(r.owner) ?? none();
    entry.role_id.push(r.id);
    entry.role_name.push(r.name);
    out.set(r.owner, entry);
  }
  return out;
}

/** Live roles of each admin, in one query for a whole page. */
export async function rolesOfAdmins(db: Db, adminIds: readonly number[]): Promise<(id: number) => RolesOf> {
  const rows = adminIds.length
    ? await db
        .select({ owner: adminToRoles.admin_id, id: adminRoles.id, name: adminRoles.name })
        .from(adminToRoles)
        .innerJoin(adminRoles, eq(adminRoles.id, adminToRoles.role_id))
        .where(
          and(
            inArray(adminToRoles.admin_id, [...adminIds]),
            isNull(adminRoles.deleted_at),
            isNull(adminToRoles.deleted_at),
          ),
        )
        .orderBy(asc(adminRoles.id))
    : [];
  const map = group(rows);
  return (id) => map.get(id) ?? none();
}

/** Live Seller roles of each user (store sub-accounts), in one query for a whole page. */
export async function rolesOfUsers(db: Db, userIds: readonly number[]): Promise<(id: number) => RolesOf> {
  const rows = userIds.length
    ? await db
        .select({ owner: userToRoles.user_id, id: userRoles.id, name: userRoles.name })
        .from(userToRoles)
        .innerJoin(userRoles, eq(userRoles.id, userToRoles.role_id))
        .where(
          and(inArray(userToRoles.user_id, [...userIds]), isNull(userRoles.deleted_at), isNull(userToRoles.deleted_at)),
        )
        .orderBy(asc(userRoles.id))
    : [];
  const map = group(rows);
  return (id) => map.get(id) ?? none();
}
