import type { CrudRow } from '@shop/ui/crud/types';
import { idsOf } from '../useRowsById.ts';

/** Whether a log row is a store's: `user_id` is then a store id, else a member id. */
export function isStoreLog(row: Record<string, unknown>): boolean {
  return String(row.is_belong) === '1';
}

/**
 * The distinct member and store ids the rows on screen point at, sorted so that every cell asks for the
 * same lists (and so shares one request).
 *
 * @example ownerIds([{ user_id: 3, is_belong: 0 }, { user_id: 1, is_belong: 1 }]) // { users: ['3'], stores: ['1'] }
 */
export function ownerIds(rows: readonly CrudRow[]): { users: string[]; stores: string[] } {
  return {
    users: idsOf(rows, 'user_id', (row) => !isStoreLog(row)),
    stores: idsOf(rows, 'user_id', isStoreLog),
  };
}

/** The first non-empty label of a record (`labels` tried in order, e.g. nickname then username). */
export function nameOf(record: CrudRow | undefined, labels: readonly string[]): string | undefined {
  if (!record) return undefined;
  const label = labels.map((key) => record[key]).find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof label === 'string' ? label : undefined;
}
