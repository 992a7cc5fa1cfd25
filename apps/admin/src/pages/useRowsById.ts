import { useMemo } from 'react';
import { useListQuery } from '@shop/api/resource';
import { readListAnswer } from '@shop/ui/crud/useCrudList';
import type { CrudRow } from '@shop/ui/crud/types';

/** The server's largest page: a table page (400 rows at most) never points at more records. */
const BY_ID_PAGE = 500;

/** Records by id, and whether some of them are still on their way (a cell then shows `Pending`, not the id). */
export interface RowsById {
  byId: ReadonlyMap<string, CrudRow>;
  pending: boolean;
}

/**
 * The records of `path` with the given ids (`id=<ids>|in`), by id. Cells of one table call it with the
 * same sorted ids, so RTK Query sends one request for all of them; it refetches with the path's other lists.
 *
 * @example const users = useRowsById('/Admin/users', ['3', '9']); users.byId.get('3')?.nickname
 */
export function useRowsById(path: string, ids: readonly string[]): RowsById {
  const list = useListQuery(
    { path, page: 1, per_page: BY_ID_PAGE, search: { id: `${ids.join(',')}|in` } },
    { skip: ids.length === 0 },
  );
  const byId = useMemo(() => {
    const out = new Map<string, CrudRow>();
    if (!ids.length) return out;
    for (const row of readListAnswer(list.data).rows) out.set(String(row.id), row);
    return out;
  }, [list.data, ids.length]);
  // New ids keep the previous answer until theirs arrives: still pending while fetching.
  const pending = ids.length > 0 && (list.isFetching || (list.data === undefined && !list.isError));
  return { byId, pending };
}

/**
 * Distinct positive ids found in a field of the rows, sorted (the stable argument `useRowsById` needs).
 *
 * @example idsOf([{ user_id: 9 }, { user_id: 3 }, { user_id: 9 }], 'user_id') // ['3', '9']
 */
export function idsOf(rows: readonly CrudRow[], field: string, keep: (row: CrudRow) => boolean = () => true): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    const id = row[field];
    if ((typeof id === 'number' || typeof id === 'string') && Number(id) > 0 && keep(row)) ids.add(String(id));
  }
  return [...ids].sort((a, b) => Number(a) - Number(b));
}
