import { useCallback, useRef, useState } from 'react';
import { requestEnvelope } from '@shop/api/http';
import { listParams } from '@shop/api/resource';
import { mergeParams } from './search-params.ts';
import { isRootPid, type TreeConfig } from './tree.ts';
import type { CrudRow, RowKey } from './types.ts';

export interface CrudTreeOptions {
  path: string;
  fixedParams: Record<string, unknown>;
  tree: TreeConfig;
  rowKey: string;
}

/** The lazy tree's state: levels loaded on expand, the expanded rows, and the refresh after a write. */
export interface CrudTree {
  /** Loaded children by parent key. */
  children: Record<string, CrudRow[]>;
  expandedKeys: RowKey[];
  /** Arco's `onExpand`: opens or closes a row and loads its level the first time. */
  onExpand: (record: CrudRow, expanded: boolean) => void;
  /** Loads (or reloads) the level under one parent key. */
  loadChildren: (pid: string) => Promise<void>;
  /** Reloads the levels under and around the given parents (after add/edit/delete). */
  refreshTree: (parents: readonly unknown[]) => Promise<void>;
}

/**
 * Tree mode of a CRUD list: the root level comes with the list call, each deeper level from
 * `GET path?isChildren=1&pid=<key>` when its row is first expanded.
 */
export function useCrudTree({ path, fixedParams, tree, rowKey }: CrudTreeOptions): CrudTree {
  const [children, setChildren] = useState<Record<string, CrudRow[]>>({});
  const [expandedKeys, setExpandedKeys] = useState<RowKey[]>([]);
  // Which level each loaded row sits in, so a write can refresh the level around it.
  const parentOf = useRef(new Map<string, string>());

  const loadChildren = useCallback(
    async (pid: string) => {
      const result = await requestEnvelope({
        url: path,
        method: 'GET',
        params: listParams({ search: mergeParams(fixedParams, { isChildren: true, pid }) }),
      });
      if (!result.ok || !Array.isArray(result.data)) return;
      const kids = result.data as CrudRow[];
      for (const kid of kids) parentOf.current.set(String(kid[tree.key]), pid);
      setChildren((current) => ({ ...current, [pid]: kids }));
    },
    [path, fixedParams, tree.key],
  );

  const onExpand = useCallback(
    (record: CrudRow, expanded: boolean) => {
      const key = record[rowKey] as RowKey;
      setExpandedKeys((keys) => (expanded ? [...keys.filter((k) => k !== key), key] : keys.filter((k) => k !== key)));
      const treeKey = String(record[tree.key]);
      if (expanded && !children[treeKey]) void loadChildren(treeKey);
    },
    [rowKey, tree.key, children, loadChildren],
  );

  const refreshTree = useCallback(
    async (parents: readonly unknown[]) => {
      if (!tree.enabled) return;
      const levels = new Set<string>();
      for (const pid of parents) {
        if (isRootPid(pid)) continue;
        const key = String(pid);
        // The node's own children, if shown, and the level it sits in (its arrow may appear or go).
        if (children[key]) levels.add(key);
        const grand = parentOf.current.get(key);
        if (grand !== undefined && !isRootPid(grand)) levels.add(grand);
      }
      await Promise.all([...levels].map((level) => loadChildren(level)));
    },
    [tree.enabled, children, loadChildren],
  );

  return { children, expandedKeys, onExpand, loadChildren, refreshTree };
}
