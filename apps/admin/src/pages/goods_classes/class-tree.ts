import { asText } from '@shop/ui/fields/values';

/**
 * Whether a class id appears in a class tree (rows with `id` and nested `children`), as the parents'
 * dictionary holds the levels that may take children. 0 (the top-level option) never counts.
 *
 * @example treeHasId([{ id: 2, children: [{ id: 8 }] }], 8) // true
 */
export function treeHasId(rows: readonly unknown[] | undefined, id: unknown): boolean {
  if (id === null || id === undefined || id === '' || Number(id) === 0) return false;
  const wanted = asText(id);
  const walk = (level: readonly unknown[]): boolean =>
    level.some((row) => {
      if (!row || typeof row !== 'object') return false;
      const record = row as { id?: unknown; children?: unknown };
      if (asText(record.id) === wanted) return true;
      return Array.isArray(record.children) && walk(record.children);
    });
  return walk(rows ?? []);
}
