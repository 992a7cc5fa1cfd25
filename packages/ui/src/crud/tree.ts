import type { CrudRow, TreeOptions } from './types.ts';

/**
 * The row field the table nests children under. Not `children`: some resources answer rows that already
 * carry a `children` field of their own, and the lazy loader must own this one.
 */
export const TREE_CHILDREN = '__children';

export interface TreeConfig {
  enabled: boolean;
  /** Row field children point at with their `pid` ('id', or 'code' for areas). */
  key: string;
  /** Row field holding the parent's key. */
  parentKey: string;
}

export function treeConfig(tree: boolean | TreeOptions | undefined): TreeConfig {
  if (!tree) return { enabled: false, key: 'id', parentKey: 'pid' };
  const options = tree === true ? {} : tree;
  return { enabled: true, key: options.key ?? 'id', parentKey: options.parentKey ?? 'pid' };
}

/** The root level's pid: 0, '0', empty or missing. */
export function isRootPid(pid: unknown): boolean {
  return pid === undefined || pid === null || pid === '' || pid === 0 || pid === '0';
}

/** A row the server marks as having children (`has_children` not null) gets an expand arrow. */
export function hasChildren(row: CrudRow): boolean {
  return row.has_children !== null && row.has_children !== undefined;
}

/**
 * Rows for Arco's tree table: each row with children carries its loaded children (an empty list until
 * they arrive, which is what makes Arco draw the arrow), recursively.
 */
export function decorateTree(
  rows: readonly CrudRow[],
  loaded: Readonly<Record<string, readonly CrudRow[]>>,
  key: string,
): CrudRow[] {
  return rows.map((row) => {
    if (!hasChildren(row)) return row;
    const kids = loaded[String(row[key])];
    return { ...row, [TREE_CHILDREN]: kids ? decorateTree(kids, loaded, key) : [] };
  });
}

/** A row without the table's nesting field (for the selection, exports and requests). */
export function plainRow(row: CrudRow): CrudRow {
  if (!(TREE_CHILDREN in row)) return row;
  const { [TREE_CHILDREN]: _children, ...rest } = row;
  return rest;
}
