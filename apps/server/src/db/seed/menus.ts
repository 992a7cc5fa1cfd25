/**
 * The two back-office menus as the code declares them: the trees in data/menus-*.ts plus the page of every resource
 * descriptor with a `menu`. A fresh install inserts them with qwshop's ids (`seedMenuRows`); every start then runs
 * `syncMenus`, which adds what an installation lacks and leaves what its operator changed.
 */
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { menuApis, type ResourceDescriptor } from '@shop/contract/resource';
import { RESOURCES } from '@shop/contract/resources/index';
import type { Db, Tx } from '../client.ts';
import { adminMenus, userMenus } from '../schema/index.ts';
import { ADMIN_MENU_TREE, ADMIN_RESOURCE_MENU_IDS } from './data/menus-admin.ts';
import { SELLER_MENU_TREE, SELLER_RESOURCE_MENU_IDS } from './data/menus-seller.ts';
import { lockSeed } from './lock.ts';

/** A folder of the tree: a row without a page, known by its `code`. */
export interface MenuGroup {
  /** qwshop's id: a fresh install's row gets it, and an older installation's row of that id is adopted. */
  id: number;
  code: string;
  name: string;
  ename: string;
  icon: string;
  is_sort: number;
  children: readonly MenuNode[];
}

/** A page of the tree; its code is its `view`. */
export interface MenuPage {
  id: number;
  name: string;
  ename: string;
  icon?: string;
  apis: string;
  view: string;
  is_open?: 0 | 1;
  is_sort: number;
}

export type MenuNode = MenuGroup | MenuPage;

export type MenuArea = 'admin' | 'seller';

/** The columns of a menu row the code decides on a fresh install or a new row. */
export interface MenuFields {
  name: string;
  ename: string;
  icon: string;
  apis: string;
  view: string;
  is_open: number;
  is_sort: number;
}

/** One menu row the code declares. */
export interface DeclaredMenu {
  code: string;
  /** Absent for a resource page qwshop did not have: a fresh install's sequence numbers it. */
  seedId?: number;
  /** The parent group's code; null at the top level. */
  parent: string | null;
  /** Pages may adopt an older row by view, groups only by seed id. */
  page: boolean;
  fields: MenuFields;
}

const AREAS: Record<
  MenuArea,
  { table: typeof adminMenus | typeof userMenus; tree: readonly MenuNode[]; ids: Readonly<Record<string, number>> }
> = {
  admin: { table: adminMenus, tree: ADMIN_MENU_TREE, ids: ADMIN_RESOURCE_MENU_IDS },
  seller: { table: userMenus, tree: SELLER_MENU_TREE, ids: SELLER_RESOURCE_MENU_IDS },
};

const isGroup = (node: MenuNode): node is MenuGroup => 'children' in node;

/**
 * Every row the code declares for one back office, parents before children. A descriptor's page wins over a tree
 * page of the same view (taking its id when the id map lacks it), so a resource given a descriptor before its tree
 * page was removed still gets one row; menu-sync.test flags the leftover page.
 */
export function declaredMenus(area: MenuArea, resources: readonly ResourceDescriptor[] = RESOURCES): DeclaredMenu[] {
  const { tree, ids } = AREAS[area];
  const described = new Map<string, ResourceDescriptor>();
  for (const d of resources) {
    if (d.area !== area || !d.menu) continue;
    if (described.has(d.menu.view)) throw new Error(`two resources declare the ${area} menu page ${d.menu.view}`);
    described.set(d.menu.view, d);
  }

  const out: DeclaredMenu[] = [];
  const treeIds = new Map<string, number>();
  const seen = new Set<string>();
  const add = (menu: DeclaredMenu) => {
    if (seen.has(menu.code)) throw new Error(`${area} menu code ${menu.code} is declared twice`);
    seen.add(menu.code);
    out.push(menu);
  };
  const walk = (nodes: readonly MenuNode[], parent: string | null) => {
    for (const node of nodes) {
      if (isGroup(node)) {
        add({
          code: node.code,
          seedId: node.id,
          parent,
          page: false,
          fields: {
            name: node.name,
            ename: node.ename,
            icon: node.icon,
            apis: '',
            view: '',
            is_open: 0,
            is_sort: node.is_sort,
          },
        });
        walk(node.children, node.code);
      } else if (described.has(node.view)) {
        treeIds.set(node.view, node.id);
      } else {
        const { id, icon = '', is_open = 0, ...rest } = node;
        add({ code: node.view, seedId: id, parent, page: true, fields: { ...rest, icon, is_open } });
      }
    }
  };
  walk(tree, null);

  for (const d of described.values()) {
    const menu = d.menu!;
    add({
      code: menu.view,
      seedId: ids[menu.view] ?? treeIds.get(menu.view),
      parent: menu.parent,
      page: true,
      fields: {
        name: menu.labels.zh,
        ename: menu.labels.en,
        icon: menu.icon ?? '',
        apis: menuApis(d),
        view: menu.view,
        is_open: 0,
        is_sort: menu.sort ?? 0,
      },
    });
  }
  return out;
}

export type MenuRow = MenuFields & { id: number; pid: number; code: string };

/** The rows a fresh install inserts, with their seed ids (pages without one are left to `syncMenus`). */
export function seedMenuRows(area: MenuArea, resources: readonly ResourceDescriptor[] = RESOURCES): MenuRow[] {
  const declared = declaredMenus(area, resources);
  const idOf = new Map(declared.map((m) => [m.code, m.seedId]));
  return declared.flatMap((m) =>
    m.seedId === undefined
      ? []
      : [{ id: m.seedId, pid: (m.parent && idOf.get(m.parent)) || 0, code: m.code, ...m.fields }],
  );
}

interface ExistingRow {
  id: number;
  code: string | null;
  view: string;
  deleted_at: string | null;
}

/** The row an installation seeded before codes has for `menu`, among the rows without a code. */
function adoptable(menu: DeclaredMenu, uncoded: ExistingRow[]): ExistingRow | undefined {
  const bySeedId = uncoded.find((r) => r.id === menu.seedId && r.view === (menu.page ? menu.fields.view : ''));
  if (bySeedId || !menu.page || menu.seedId === undefined) return bySeedId;
  // A page a start added after the first seed (the audit log, found by its route before codes) got whatever id was
  // next: the row opening it is that page. A page new to this version has no such row, so an operator's is left.
  return (
    uncoded.find((r) => r.view === menu.fields.view && r.deleted_at === null) ??
    uncoded.find((r) => r.view === menu.fields.view)
  );
}

/** Brings one table in line with its declaration; returns how many rows were inserted and adopted. */
async function syncTable(
  tx: Tx,
  area: MenuArea,
  declared: DeclaredMenu[],
): Promise<{ added: number; adopted: number }> {
  const { table } = AREAS[area];
  const rows: ExistingRow[] = await tx
    .select({ id: table.id, code: table.code, view: table.view, deleted_at: table.deleted_at })
    .from(table);
  const byCode = new Map(rows.flatMap((r) => (r.code === null ? [] : [[r.code, r] as const])));
  const uncoded = rows.filter((r) => r.code === null);
  const adopted: { id: number; code: string }[] = [];
  const missing: DeclaredMenu[] = [];
  for (const menu of declared) {
    if (byCode.has(menu.code)) continue;
    const row = adoptable(menu, uncoded);
    if (!row) {
      missing.push(menu);
      continue;
    }
    uncoded.splice(uncoded.indexOf(row), 1);
    byCode.set(menu.code, row);
    adopted.push({ id: row.id, code: menu.code });
  }
  if (adopted.length) {
    const cases = sql.join(
      adopted.map((a) => sql`when ${a.id} then ${a.code}`),
      sql` `,
    );
    await tx
      .update(table)
      .set({ code: sql`case ${table.id} ${cases} end` })
      .where(
        inArray(
          table.id,
          adopted.map((a) => a.id),
        ),
      );
  }
  // Parents come first in `declared`, so a group added here is found by the pages added after it.
  for (const menu of missing) {
    const parent = menu.parent === null ? undefined : byCode.get(menu.parent);
    const pid = parent && parent.deleted_at === null ? parent.id : 0;
    // Without an explicit id: the identity picks one past every row the operator added.
    const [row] = await tx
      .insert(table)
      .values({ ...menu.fields, code: menu.code, pid })
      .returning({ id: table.id });
    byCode.set(menu.code, { id: row!.id, code: menu.code, view: menu.fields.view, deleted_at: null });
  }
  return { added: missing.length, adopted: adopted.length };
}

/**
 * Makes both menu tables hold every declared row, on every start. A row is found by its `code`, live or soft-deleted;
 * a row of an installation seeded before codes is adopted (given its code); only a row found neither way is
 * inserted, under its parent group (top level when that group is gone). A row that exists is never changed beyond
 * getting its code, so the operator's renames, moves, order and deletions stand, and role grants are not touched.
 * Rows the operator added have no code and are left alone.
 *
 * Reads the codes of both tables first, without a lock: when nothing is missing, as on almost every start, that is
 * all it costs. Otherwise it reads again and writes in one transaction under the seed's advisory lock, so two
 * instances starting together add each row once.
 */
export async function syncMenus(
  db: Db,
  resources: readonly ResourceDescriptor[] = RESOURCES,
): Promise<{ added: number; adopted: number }> {
  const plan = (['admin', 'seller'] as const).map((area) => ({ area, declared: declaredMenus(area, resources) }));
  const known = await Promise.all(
    plan.map(async ({ area }) => {
      const { table } = AREAS[area];
      const rows = await db.select({ code: table.code }).from(table).where(isNotNull(table.code));
      return new Set(rows.map((r) => r.code));
    }),
  );
  if (plan.every(({ declared }, i) => declared.every((m) => known[i]!.has(m.code)))) return { added: 0, adopted: 0 };

  return db.transaction(async (tx) => {
    await lockSeed(tx);
    const total = { added: 0, adopted: 0 };
    for (const { area, declared } of plan) {
      const done = await syncTable(tx, area, declared);
      total.added += done.added;
      total.adopted += done.adopted;
    }
    return total;
  });
}
