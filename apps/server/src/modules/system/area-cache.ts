import { asc, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { areas } from '../../db/schema/index.ts';
import { buildTree, type TreeNode } from '../../lib/tree.ts';

export interface AreaRow {
  id: number;
  name: string;
  code: string;
  pid: string;
  deep: number;
}

export type AreaTreeType = 'getAreaChildren' | 'getTree';

interface Snapshot {
  rows: AreaRow[];
  /** Children by parent code, in id order (lazy cascader). */
  byParent: Map<string, AreaRow[]>;
  /** Built trees by `type:deep`; only a handful of variants exist (deep -1, 1, 2, 3), so this stays tiny. */
  trees: Map<string, TreeNode[]>;
  builtAt: number;
}

/**
 * Each process keeps one snapshot of the ~3,500 areas (five small fields each) per database. GET /Admin/clear_area
 * and every area write rebuild the local one; other instances pick a change up within MAX_AGE_MS, which is what
 * running several instances without a shared cache can offer (qwshop cached forever).
 */
const MAX_AGE_MS = 10 * 60_000;
const MAX_TREES = 8;
const snapshots = new WeakMap<Db, Snapshot>();
const pending = new WeakMap<Db, Promise<Snapshot>>();
/** Bumped by every forget, so a load that started before a write never stores its stale rows. */
const generation = new WeakMap<Db, number>();

async function load(db: Db): Promise<Snapshot> {
  const gen = generation.get(db) ?? 0;
  const rows = await db
    .select({ id: areas.id, name: areas.name, code: areas.code, pid: areas.pid, deep: areas.deep })
    .from(areas)
    .where(isNull(areas.deleted_at))
    .orderBy(asc(areas.id));
  const byParent = new Map<string, AreaRow[]>();
  for (const r of rows) {
    const list = byParent.get(r.pid);
    if (list) list.push(r);
    else byParent.set(r.pid, [r]);
  }
  const snap: Snapshot = { rows, byParent, trees: new Map(), builtAt: Date.now() };
  if ((generation.get(db) ?? 0) === gen) snapshots.set(db, snap);
  return snap;
}

async function snapshot(db: Db): Promise<Snapshot> {
  const snap = snapshots.get(db);
  if (snap && Date.now() - snap.builtAt < MAX_AGE_MS) return snap;
  // Concurrent first requests share one query instead of each loading the table.
  const waiting = pending.get(db);
  if (waiting) return waiting;
  const p: Promise<Snapshot> = load(db).finally(() => {
    if (pending.get(db) === p) pending.delete(db);
  });
  pending.set(db, p);
  return p;
}

/** Drops this process's snapshot (after an area write); the next read reloads it. */
export function forgetAreas(db: Db): void {
  generation.set(db, (generation.get(db) ?? 0) + 1);
  snapshots.delete(db);
  pending.delete(db);
}

/** Rebuilds this process's snapshot now and answers the full tree (GET /Admin/clear_area). */
export async function rebuildAreas(db: Db): Promise<TreeNode[]> {
  forgetAreas(db);
  const snap = await load(db);
  return treeOf(snap, 'getAreaChildren', -1);
}

/** Flattens a nested tree into display order, keeping `lev` and dropping `children`. */
function flatten(nodes: TreeNode[], out: TreeNode[] = []): TreeNode[] {
  for (const { children, ...n } of nodes) {
    out.push(n);
    if (children) flatten(children, out);
  }
  return out;
}

/** The area tree nested by code (`deep` keeps levels < deep; -1 = all), or its flat `getTree` form. */
export async function areaTree(db: Db, type: AreaTreeType, deep: number): Promise<TreeNode[]> {
  return treeOf(await snapshot(db), type, deep);
}

function treeOf(snap: Snapshot, type: AreaTreeType, deep: number): TreeNode[] {
  const key = `${type}:${deep}`;
  const hit = snap.trees.get(key);
  if (hit) return hit;
  const nested = buildTree(snap.rows as unknown as Record<string, unknown>[], 'getAreaChildren', deep);
  const tree = type === 'getTree' ? flatten(nested) : nested;
  if (snap.trees.size >= MAX_TREES) snap.trees.clear();
  snap.trees.set(key, tree);
  return tree;
}

/** Direct children of `pid` (a code; '0' = provinces) for the lazy cascader, each with `leaf`. */
export async function areaChildren(db: Db, pid: string): Promise<(AreaRow & { leaf: boolean })[]> {
  const snap = await snapshot(db);
  return (snap.byParent.get(pid) ?? []).map((r) => ({
    id: r.id,
    code: r.code,
    pid: r.pid,
    deep: r.deep,
    name: r.name,
    leaf: !snap.byParent.has(r.code),
  }));
}
