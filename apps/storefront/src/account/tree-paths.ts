import type { TreeOption } from '@shop/api/endpoints/system';

/**
 * Mapping between the stored ids of the store application (area ids, class paths) and the pickers' values.
 */

/** The nodes from the root to `id`, or [] when the tree has no such node. */
export function nodePath(tree: readonly TreeOption[], id: number): TreeOption[] {
  for (const node of tree) {
    if (Number(node.id) === id) return [node];
    const below = node.children ? nodePath(node.children, id) : [];
    if (below.length) return [node, ...below];
  }
  return [];
}

/**
 * The cascader value for a stored area: the saved `area` path when the tree has it, else the path found from
 * the deepest non-zero id of province / city / district (older rows may hold only some of them).
 */
export function areaValue(
  tree: readonly TreeOption[],
  stored: { area?: readonly number[]; province_id?: unknown; city_id?: unknown; region_id?: unknown },
): number[] {
  const candidates = [
    ...(stored.area ?? []),
    Number(stored.province_id ?? 0),
    Number(stored.city_id ?? 0),
    Number(stored.region_id ?? 0),
  ].filter((id) => Number.isInteger(id) && id > 0);
  const deepest = [...candidates].reverse().find((id) => nodePath(tree, id).length > 0);
  return deepest === undefined ? [] : nodePath(tree, deepest).map((node) => Number(node.id));
}

/** A complete area choice ends on a node without children (a district, or a city that has none). */
export function isCompleteArea(tree: readonly TreeOption[], path: readonly number[]): boolean {
  const last = path[path.length - 1];
  if (last === undefined) return false;
  const nodes = nodePath(tree, last);
  const leaf = nodes[nodes.length - 1];
  return (
    nodes.length === path.length && nodes.every((node, i) => Number(node.id) === path[i]) && !leaf?.children?.length
  );
}

/** The `PUT /store` area fields of a cascader value: the path and its three ids (0 where missing). */
export function areaFields(path: readonly number[]) {
  return { area: [...path], province_id: path[0] ?? 0, city_id: path[1] ?? 0, region_id: path[2] ?? 0 };
}

export interface ClassOption {
  /** The path joined with commas: the select's value. */
  value: string;
  /** Names from level 1 to 3, e.g. "数码 / 手机 / 智能手机". */
  label: string;
  path: number[];
}

/** Every level-3 goods class as a choosable path (goods always belong to a level-3 class). */
export function level3Options(tree: readonly TreeOption[], separator = ' / '): ClassOption[] {
  const out: ClassOption[] = [];
  const walk = (nodes: readonly TreeOption[], trail: TreeOption[]) => {
    for (const node of nodes) {
      const here = [...trail, node];
      if (here.length === 3) {
        const path = here.map((n) => Number(n.id));
        out.push({ value: path.join(','), label: here.map((n) => n.name).join(separator), path });
      } else if (node.children?.length) {
        walk(node.children, here);
      }
    }
  };
  walk(tree, []);
  return out;
}

/**
 * The select values for stored class paths: paths of length ≥ 3 that still exist in the tree (a stored path
 * is matched by its level-3 id, so a class moved elsewhere keeps its place in the choice).
 */
export function classValues(stored: readonly (readonly number[])[], options: readonly ClassOption[]): string[] {
  const byLeaf = new Map(options.map((option) => [option.path[2], option.value]));
  const values: string[] = [];
  for (const path of stored) {
    if (path.length < 3) continue;
    const value = byLeaf.get(Number(path[path.length - 1]));
    if (value && !values.includes(value)) values.push(value);
  }
  return values;
}

/** The `class_id` field of `PUT /store` for the selected values. */
export function classPaths(values: readonly string[]): number[][] {
  return values
    .map((value) => value.split(',').map(Number))
    .filter((path) => path.length >= 3 && path.every((id) => Number.isInteger(id) && id > 0));
}
