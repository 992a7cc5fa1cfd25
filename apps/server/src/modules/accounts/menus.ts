import { eq } from 'drizzle-orm';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { adminMenus as adminDescriptor, sellerMenus as sellerDescriptor } from '@shop/contract/resources/accounts';
import type { Tx } from '../../db/client.ts';
import { adminMenus, userMenus } from '../../db/schema/index.ts';
import { invalid } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { guardBlanks } from './account-rules.ts';

type MenuTable = typeof adminMenus | typeof userMenus;

/** Menu trees are a few hundred rows at most; a longer walk means a loop. */
const MAX_DEPTH = 64;

/** The parent must be 0 or an existing live menu of the same table that is not the menu itself or below it. */
async function checkParent(tx: Tx, table: MenuTable, id: number): Promise<void> {
  const [row] = await tx.select({ pid: table.pid }).from(table).where(eq(table.id, id)).limit(1);
  let next = row?.pid ?? 0;
  for (let depth = 0; next !== 0; depth++) {
    if (next === id || depth >= MAX_DEPTH) throw invalid('badValue', { field: 'pid' });
    const [up] = await tx
      .select({ pid: table.pid, deleted: table.deleted_at })
      .from(table)
      .where(eq(table.id, next))
      .limit(1);
    if (!up || up.deleted !== null) throw invalid('badValue', { field: 'pid' });
    next = up.pid;
  }
}

/** The menu table behind a console's routing (Admin menus and Seller menus pages): a tree ordered by is_sort. */
function menuResource(descriptor: ResourceDescriptor, table: MenuTable) {
  return defineResource({
    descriptor,
    table,
    hooks: {
      beforeWrite: (values) => guardBlanks(values, ['name']),
      afterWrite: (tx, id) => checkParent(tx, table, id),
    },
  });
}

export const adminMenusResource = menuResource(adminDescriptor, adminMenus);
export const sellerMenusResource = menuResource(sellerDescriptor, userMenus);
