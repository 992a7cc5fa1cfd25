import { classSearchFilters } from '@shop/contract/goods-search';
import { paramsPath } from '@shop/contract/params-segment';
import type { Db } from '../../db/client.ts';
import type { Kv } from '../../lib/kv.ts';
import { cachedJson, catalogVersion } from './cache.ts';
import { ancestry, CLASS_LEVELS, classRows, type ClassRow } from './classes.ts';

let parsed: { body: string; rows: ClassRow[] } | null = null;

/** The live classes (classRows), from the catalogue cache: a page's head and the sitemap read them often. */
export async function cachedClassRows(db: Db, kv: Kv): Promise<ClassRow[]> {
  const body = await cachedJson(kv, `catalog:class-rows:${await catalogVersion(kv)}`, async () =>
    JSON.stringify(await classRows(db)),
  );
  // The cache hands back the same string until the classes change: parse it once.
  if (parsed?.body !== body) parsed = { body, rows: JSON.parse(body) as ClassRow[] };
  return parsed.rows;
}

/**
 * A class's path from its root ([top, middle, leaf]), as the storefront's tree (`GET /common`, lib/tree.ts) holds
 * it: a class whose parent is gone is a root there. [] for an unknown class or one deeper than the tree's levels.
 */
export function classPathOf(rows: readonly ClassRow[], classId: number): ClassRow[] {
  const chain = ancestry(rows, classId);
  const root = chain[chain.length - 1];
  if (!root || chain.length > CLASS_LEVELS) return [];
  if (root.pid !== 0 && rows.some((r) => r.id === root.pid)) return [];
  return chain.reverse();
}

/** The address of a class's goods as the storefront's class links write it (`classSearchPath`); null when unknown. */
export function classSearchAddress(rows: readonly ClassRow[], classId: number): string | null {
  const path = classPathOf(rows, classId);
  return path.length ? paramsPath('/s', classSearchFilters(path.map((c) => c.id))) : null;
}
