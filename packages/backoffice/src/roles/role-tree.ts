/**
 * Pure state of the role editor: which menus a role shows and which API permissions it
 * grants. The menu selection is held as the set of checked leaves; a parent's state is derived from them
 * (checked when every leaf below is, half-checked when some are), so restoring a saved role re-checks leaves
 * only and the parents follow — the reference's "leaf-only restore".
 */

/** A menu node as `load_menu?type=getChildren` answers it. */
export interface RoleMenuNode {
  id: number | string;
  name: string;
  ename?: string | null;
  content?: string | null;
  children?: readonly RoleMenuNode[] | null;
}

/** A permission group as `permission_groups?isAll=true&isWith=permissions` answers it. */
export interface PermissionGroup {
  id: number | string;
  name: string;
  permissions?: readonly { id: number | string; name: string }[] | null;
}

/** What the editor sends: the role's name, its menus (checked and half-checked) and its permissions. */
export interface RoleValues {
  name: string;
  menu_id: number[];
  permission_id: number[];
}

export type Key = string;

const key = (id: number | string): Key => String(id);
const kids = (node: RoleMenuNode): readonly RoleMenuNode[] => node.children ?? [];

/** Leaf keys under a node (the node itself when it has no children). */
export function leafKeys(node: RoleMenuNode): Key[] {
  const children = kids(node);
  if (!children.length) return [key(node.id)];
  return children.flatMap(leafKeys);
}

/** Every leaf key of the tree. */
export function allLeaves(tree: readonly RoleMenuNode[]): Set<Key> {
  return new Set(tree.flatMap(leafKeys));
}

/** Finds a node by key. */
export function findNode(tree: readonly RoleMenuNode[], wanted: Key): RoleMenuNode | undefined {
  for (const node of tree) {
    if (key(node.id) === wanted) return node;
    const found = findNode(kids(node), wanted);
    if (found) return found;
  }
  return undefined;
}

/**
 * Leaf-only restore: of a saved role's menu ids, keep those that are leaves of the current tree (a saved
 * parent id carries no information — its state follows its children).
 *
 * @example restoreLeaves(tree, [1, 19, 20]) // Set {'20'} when 1 and 19 have children
 */
export function restoreLeaves(tree: readonly RoleMenuNode[], ids: readonly unknown[]): Set<Key> {
  const leaves = allLeaves(tree);
  return new Set(ids.map((id) => String(id)).filter((id) => leaves.has(id)));
}

/** Checks or unchecks a node: every leaf below it follows. */
export function toggleNode(
  tree: readonly RoleMenuNode[],
  checked: ReadonlySet<Key>,
  nodeKey: Key,
  on: boolean,
): Set<Key> {
  const node = findNode(tree, nodeKey);
  const next = new Set(checked);
  if (!node) return next;
  for (const leaf of leafKeys(node)) {
    if (on) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}

/** The tree's display state from the checked leaves: fully checked keys and half-checked keys. */
export function treeState(tree: readonly RoleMenuNode[], leaves: ReadonlySet<Key>): { checked: Key[]; half: Key[] } {
  const checked: Key[] = [];
  const half: Key[] = [];
  const visit = (node: RoleMenuNode): 'all' | 'some' | 'none' => {
    const children = kids(node);
    let state: 'all' | 'some' | 'none';
    if (!children.length) state = leaves.has(key(node.id)) ? 'all' : 'none';
    else {
      const states = children.map(visit);
      state = states.every((s) => s === 'all') ? 'all' : states.every((s) => s === 'none') ? 'none' : 'some';
    }
    if (state === 'all') checked.push(key(node.id));
    else if (state === 'some') half.push(key(node.id));
    return state;
  };
  tree.forEach(visit);
  return { checked, half };
}

/** The ids sent as `menu_id[]`: checked and half-checked nodes, so a sub-account sees the groups above its pages. */
export function menuIds(tree: readonly RoleMenuNode[], leaves: ReadonlySet<Key>): number[] {
  const { checked, half } = treeState(tree, leaves);
  return [...checked, ...half].map(Number).sort((a, b) => a - b);
}

/** Permission ids of a group. */
export function groupIds(group: PermissionGroup): Key[] {
  return (group.permissions ?? []).map((p) => key(p.id));
}

/** Whether all / some of the given ids are selected (for "select all" and its indeterminate state). */
export function coverage(ids: readonly Key[], selected: ReadonlySet<Key>): { all: boolean; some: boolean } {
  const hits = ids.filter((id) => selected.has(id)).length;
  return { all: ids.length > 0 && hits === ids.length, some: hits > 0 && hits < ids.length };
}

/** Selects every id when not all are selected, otherwise clears them (the per-group and master toggles). */
export function toggleAll(ids: readonly Key[], selected: ReadonlySet<Key>): Set<Key> {
  const next = new Set(selected);
  const everything = coverage(ids, selected).all;
  for (const id of ids) {
    if (everything) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** A saved id list (`[1, 2]`, `'1,2'` or absent) as keys. */
export function idKeys(raw: unknown): Key[] {
  if (Array.isArray(raw)) return raw.map((v) => String(v)).filter((v) => v !== '');
  if (typeof raw === 'string' && raw)
    return raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  if (typeof raw === 'number') return [String(raw)];
  return [];
}

/**
 * An id list as a form sends it: the list, or '' when empty. Form encoding leaves empty arrays out, and the
 * server keeps a relation unchanged when its field is absent — '' is how "no roles / no menus" gets through.
 *
 * @example formIds([]) // ''
 * @example formIds([3, 5]) // [3, 5]
 */
export function formIds(value: unknown): unknown[] | '' {
  const list = Array.isArray(value) ? value.filter((v) => v !== '' && v !== null && v !== undefined) : idKeys(value);
  return list.length ? list : '';
}
