import { get } from '@shop/api/http';
import type { FieldOption } from './types.ts';

/** A lazily loaded cascader node: an option plus whether it can have children, and its source row. */
export interface LazyNode extends FieldOption {
  isLeaf: boolean;
  children?: LazyNode[];
  row: Record<string, unknown>;
}

/** The list URL of one level: `lazyUrl` with `pid=<pid>` appended (`&` or `?` as the URL needs). */
export function lazyLevelUrl(lazyUrl: string, pid: string | number): string {
  const joiner = lazyUrl.includes('?') ? (/[?&]$/.test(lazyUrl) ? '' : '&') : '?';
  return `${lazyUrl}${joiner}pid=${encodeURIComponent(String(pid))}`;
}

/** A level's rows from the answer: a plain array (tree mode) or a page's `data`. */
export function rowsOf(answer: unknown): Record<string, unknown>[] {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { data?: unknown }).data)
      ? (answer as { data: unknown[] }).data
      : [];
  return list.filter((row): row is Record<string, unknown> => !!row && typeof row === 'object' && !Array.isArray(row));
}

/**
 * Whether a row is a leaf: its `leaf` flag when the answer has one, else an empty `has_children`
 * (the server puts one child row there, or null). Rows with neither may have children: they load on open.
 */
export function isLeafRow(row: Record<string, unknown>): boolean {
  if ('leaf' in row) return row.leaf === true || row.leaf === 1 || row.leaf === '1';
  if ('has_children' in row) {
    const kids = row.has_children;
    return kids === null || kids === undefined || kids === false || kids === 0 || (Array.isArray(kids) && kids.length === 0);
  }
  return false;
}

/** Rows → nodes, with the label/value keys of the field (default 'name'/'id', as the reference's lazy props). */
export function toLazyNodes(rows: readonly Record<string, unknown>[], labelName = 'name', valueName = 'id'): LazyNode[] {
  const nodes: LazyNode[] = [];
  for (const row of rows) {
    const raw = row[valueName];
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const label = row[labelName];
    const text = typeof label === 'string' || typeof label === 'number' ? String(label) : String(raw);
    nodes.push({ label: text, value: raw, isLeaf: isLeafRow(row), row });
  }
  return nodes;
}

/** The `pid` asking for a node's children: `node.row[idName]` (default 'code', as areas nest by code), else its value. */
export function childPid(node: LazyNode, idName = 'code'): string | number {
  const raw = node.row[idName];
  return typeof raw === 'string' || typeof raw === 'number' ? raw : node.value;
}

export interface LazyLevelLoader {
  (pid: string | number): Promise<LazyNode[]>;
}

/** Loads one level through the shared `http` client (area token, interceptors). */
export function httpLevelLoader(lazyUrl: string, labelName?: string, valueName?: string): LazyLevelLoader {
  return async (pid) => toLazyNodes(rowsOf(await get(lazyLevelUrl(lazyUrl, pid))), labelName, valueName);
}

/**
 * Loads the root and then each level along `path`, so an edit form shows the stored path's labels
 * without the user opening the cascader. Stops quietly where the path leaves the loaded tree.
 */
export async function loadTreeAlong(
  load: LazyLevelLoader,
  path: readonly (string | number)[],
  idName?: string,
): Promise<LazyNode[]> {
  const roots = await load(0);
  let level = roots;
  for (const value of path.slice(0, -1)) {
    const node = level.find((candidate) => String(candidate.value) === String(value));
    if (!node || node.isLeaf) break;
    node.children = await load(childPid(node, idName));
    level = node.children;
  }
  return roots;
}

/** Finds the node at a value path in a loaded tree. */
export function nodeAt(roots: readonly LazyNode[], path: readonly (string | number)[]): LazyNode | undefined {
  let level: readonly LazyNode[] | undefined = roots;
  let found: LazyNode | undefined;
  for (const value of path) {
    found = level?.find((candidate) => String(candidate.value) === String(value));
    if (!found) return undefined;
    level = found.children;
  }
  return found;
}
