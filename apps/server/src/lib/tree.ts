export type TreeType = 'getChildren' | 'getTree' | 'getAreaChildren';
export const TREE_TYPES: readonly TreeType[] = ['getChildren', 'getTree', 'getAreaChildren'];

export interface TreeNode extends Record<string, unknown> {
  lev: number;
  children?: TreeNode[];
}

/**
 * Builds qwshop's tree shapes from flat rows already in display order.
 * getChildren nests by id/pid; getAreaChildren nests by code/pid (areas); getTree is the flat list in tree order
 * with `lev`. `deep` keeps levels < deep (-1 = all). `children` is omitted on leaves, as the clients expect.
 */
export function buildTree(rows: Record<string, unknown>[], type: TreeType = 'getChildren', deep = -1): TreeNode[] {
  const key = type === 'getAreaChildren' ? 'code' : 'id';
  const byParent = new Map<string, Record<string, unknown>[]>();
  for (const r of rows) {
    const p = String(r.pid ?? '0');
    const list = byParent.get(p);
    if (list) list.push(r);
    else byParent.set(p, [r]);
  }
  const keys = new Set(rows.map((r) => String(r[key])));
  const roots = rows.filter((r) => String(r.pid ?? '0') === '0' || !keys.has(String(r.pid)));
  const seen = new Set<string>();
  const nest = (list: Record<string, unknown>[], lev: number): TreeNode[] => {
    if (deep >= 0 && lev >= deep) return [];
    const out: TreeNode[] = [];
    for (const r of list) {
      const k = String(r[key]);
      if (seen.has(k)) continue; // a cycle in bad data must not hang the server
      seen.add(k);
      const node: TreeNode = { ...r, lev };
      const kids = nest(byParent.get(k) ?? [], lev + 1);
      if (kids.length) node.children = kids;
      out.push(node);
    }
    return out;
  };
  const tree = nest(roots, 0);
  if (type !== 'getTree') return tree;
  const flat: TreeNode[] = [];
  const walk = (nodes: TreeNode[]) => {
    for (const { children, ...n } of nodes) {
      flat.push(n as TreeNode);
      if (children) walk(children);
    }
  };
  walk(tree);
  return flat;
}
