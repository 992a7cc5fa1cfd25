import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { goodsClasses as descriptor } from '@shop/contract/resources/catalog';
import { goodsClassTreeRequestSchema } from '@shop/contract/requests/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { goods, goodsClasses, storeClasses } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { defineResource } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { buildTree, type TreeType } from '../../lib/tree.ts';
import { nonNegative, safeLinks } from '../system/checks.ts';
import { bumpCatalogOnWrite } from './cache.ts';

export type ClassRow = typeof goodsClasses.$inferSelect;

/** The platform's goods classes are three levels deep; goods hang on the third. */
export const CLASS_LEVELS = 3;

/** Every live class in display order (is_sort, then id): the source of every class tree. */
export async function classRows(db: Db | Tx): Promise<ClassRow[]> {
  return db
    .select()
    .from(goodsClasses)
    .where(isNull(goodsClasses.deleted_at))
    .orderBy(asc(goodsClasses.is_sort), asc(goodsClasses.id));
}

/** The chain from a class up to its root ([class, parent, grandparent]); [] when the class is unknown. */
export function ancestry(rows: readonly ClassRow[], classId: number): ClassRow[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: ClassRow[] = [];
  let cursor = byId.get(classId);
  while (cursor && chain.length <= CLASS_LEVELS) {
    chain.push(cursor);
    cursor = cursor.pid === 0 ? undefined : byId.get(cursor.pid);
  }
  return chain;
}

/** True for a live third-level class (the only kind goods may use). */
export function isLeafLevel(rows: readonly ClassRow[], classId: number): boolean {
  const chain = ancestry(rows, classId);
  return chain.length === CLASS_LEVELS && chain[CLASS_LEVELS - 1]?.pid === 0;
}

/** The given classes and their descendants down to `levels` below them (0 = only themselves). */
export function withDescendants(rows: readonly ClassRow[], ids: readonly number[], levels: number): number[] {
  const out = new Set(ids);
  let frontier = new Set(ids);
  for (let l = 0; l < levels && frontier.size; l++) {
    const next = new Set<number>();
    for (const r of rows) if (frontier.has(r.pid) && !out.has(r.id)) next.add(r.id);
    for (const id of next) out.add(id);
    frontier = next;
  }
  return [...out];
}

/**
 * The category paths granted to a store (store_classes.class_id: JSON `[["2","8","26"], ...]`, tolerant of
 * numbers and of a flat list). Granting a path grants its last node and everything below it.
 */
export async function storePaths(db: Db | Tx, storeId: number): Promise<number[][] | null> {
  const [row] = await db
    .select({ class_id: storeClasses.class_id })
    .from(storeClasses)
    .where(and(eq(storeClasses.store_id, storeId), isNull(storeClasses.deleted_at)))
    .orderBy(asc(storeClasses.id))
    .limit(1);
  if (!row) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.class_id || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const toId = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : NaN);
  return parsed
    .map((p) => (Array.isArray(p) ? p.map(toId) : [toId(p)]))
    .map((p) => p.filter((n) => Number.isSafeInteger(n) && n > 0))
    .filter((p) => p.length > 0);
}

/** The classes a store may put goods in: each path's last node and everything below it. */
export function allowedClassIds(rows: readonly ClassRow[], paths: readonly number[][]): Set<number> {
  const granted = paths.map((p) => p[p.length - 1]).filter((n): n is number => n !== undefined);
  return new Set<number>(withDescendants(rows, granted, CLASS_LEVELS));
}

/**
 * After a class is written: its parent exists and is not inside its own subtree, and the class's depth plus the
 * height of its subtree stays within the three levels (moving a branch must not push goods below level 3).
 */
async function checkPlacement(tx: Tx, id: number): Promise<void> {
  const rows = await classRows(tx);
  const self = rows.find((r) => r.id === id);
  if (!self) return;
  if (self.pid !== 0) {
    const chain = ancestry(rows, self.pid);
    // The parent must exist, must not be the class itself or below it, and must leave room for this level.
    if (!chain.length || chain.some((c) => c.id === id) || chain[chain.length - 1]?.pid !== 0) {
      throw invalid('badValue', { field: 'pid' });
    }
  }
  const depth = ancestry(rows, id).length;
  let height = 0;
  let frontier = [id];
  while (frontier.length && height < CLASS_LEVELS + 1) {
    const kids = rows.filter((r) => frontier.includes(r.pid)).map((r) => r.id);
    if (!kids.length) break;
    height += 1;
    frontier = kids;
  }
  if (depth + height > CLASS_LEVELS) throw fail('catalog.classTooDeep', { max: CLASS_LEVELS });
  if (depth !== CLASS_LEVELS) {
    // Goods hang on third-level classes only: a class in use cannot move to another level.
    const [used] = await tx
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.class_id, id), isNull(goods.deleted_at)))
      .limit(1);
    if (used) throw fail('catalog.classGoodsLevel');
  }
}

/** Admin: the 3-level class tree (tree mode with `isChildren`/`pid`/`has_children`). */
export async function classAdminRoutes(app: FastifyInstance): Promise<void> {
  bumpCatalogOnWrite(app);
  await app.register(
    defineResource({
      descriptor,
      table: goodsClasses,
      hooks: {
        beforeWrite(values) {
          nonNegative(values, ['pid', 'is_sort']);
          safeLinks(values, ['thumb']);
        },
        async afterWrite(tx, id) {
          await checkPlacement(tx, id);
        },
        async afterDestroy(tx, ids) {
          const [child] = await tx
            .select({ id: goodsClasses.id })
            .from(goodsClasses)
            .where(and(inArray(goodsClasses.pid, ids), isNull(goodsClasses.deleted_at)))
            .limit(1);
          if (child) throw fail('hasChildren');
          const [used] = await tx
            .select({ id: goods.id })
            .from(goods)
            .where(and(inArray(goods.class_id, ids), isNull(goods.deleted_at)))
            .limit(1);
          if (used) throw fail('catalog.classHasGoods');
        },
      },
    }),
  );
}

function treeType(raw: string): TreeType {
  const type = (raw || 'getChildren') as TreeType;
  if (type !== 'getChildren' && type !== 'getTree') throw badInput('badTreeType');
  return type;
}

/** GET /api/load_goods_classes: `{id, name, thumb, pid, lev, children?}` by is_sort (`type`, `deep`). */
export async function classPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/load_goods_classes',
    documented({ tags: ['storefront'], summary: 'Goods class tree', query: goodsClassTreeRequestSchema }),
    async (req) => {
      const input = parseInput(goodsClassTreeRequestSchema, req);
      const type = treeType(input.type);
      const rows = (await classRows(req.server.db)).map(({ id, name, thumb, pid }) => ({ id, name, thumb, pid }));
      return { code: 200, msg: 'ok', data: buildTree(rows, type, input.deep) };
    },
  );
}

/** GET /api/Seller/store_classes: the class tree the store may sell in (the first step of the goods editor). */
export async function classSellerRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/store_classes',
    {
      config: { name: 'seller.store.classes' },
      ...documented({ tags: ['seller'], summary: 'Goods classes this store may sell in' }),
    },
    async (req) => {
      const db = req.server.db;
      const paths = await storePaths(db, sellerScope(req).storeId);
      if (!paths) throw fail('catalog.storeClassNotFound');
      const rows = await classRows(db);
      // The granted classes with their ancestors, so the editor's three columns start from the top level.
      const shown = new Set<number>();
      for (const id of allowedClassIds(rows, paths)) for (const c of ancestry(rows, id)) shown.add(c.id);
      const tree = buildTree(rows.filter((r) => shown.has(r.id)));
      return { code: 200, msg: 'ok', data: tree.filter((n) => n.pid === 0) };
    },
  );
}
