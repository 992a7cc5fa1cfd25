import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Cascader } from '@arco-design/web-react';
import '@arco-design/web-react/es/Cascader/style/css.js';
import type { FieldOption, FieldWidgetProps } from './types.ts';
import { isBlank, optionPath } from './values.ts';
import { childPid, httpLevelLoader, loadTreeAlong, nodeAt, type LazyLevelLoader, type LazyNode } from './lazy-tree.ts';

type Key = string | number;
type ArcoValue = (string | string[])[];

/** A stored path: an array, or a comma-joined string; blank → []. */
function asPath(value: unknown): Key[] {
  if (isBlank(value)) return [];
  if (Array.isArray(value)) return value.filter((v): v is Key => typeof v === 'string' || typeof v === 'number');
  if (typeof value === 'string') return value.split(',').filter(Boolean);
  return typeof value === 'number' ? [value] : [];
}

/**
 * Converts between the stored value and Arco's (paths of values). `emitPath` (default true, as Element's
 * cascader) stores whole paths; `emitPath: false` stores only the last value of each path.
 */
export function toCascaderValue(value: unknown, options: readonly FieldOption[], emitPath: boolean, multiple: boolean): Key[] | Key[][] {
  const pathOf = (item: unknown): Key[] => {
    if (emitPath) return asPath(item);
    if (typeof item !== 'string' && typeof item !== 'number') return [];
    return optionPath(options, item) ?? [item];
  };
  if (!multiple) return pathOf(value);
  if (isBlank(value) || !Array.isArray(value)) return [];
  return (value as unknown[]).map(pathOf).filter((path) => path.length > 0);
}

export function fromCascaderValue(next: unknown, emitPath: boolean, multiple: boolean): unknown {
  const list = Array.isArray(next) ? (next as unknown[]) : [];
  if (multiple) return emitPath ? list : list.map((path): unknown => (Array.isArray(path) ? (path as unknown[])[path.length - 1] : path));
  if (emitPath) return list;
  return list.length > 0 ? list[list.length - 1] : '';
}

/** `cascader`: options from the dictionary; `emitPath`, `checkStrictly` (any level) and `multiple` as the reference. */
export function CascaderField({ def, value, onChange, options, placeholder, disabled, status }: FieldWidgetProps) {
  const emitPath = def.options?.emitPath ?? true;
  const multiple = def.options?.multiple === true;
  return (
    <Cascader
      mode={multiple ? 'multiple' : undefined}
      options={options}
      value={toCascaderValue(value, options, emitPath, multiple) as unknown as ArcoValue}
      onChange={(next) => onChange(fromCascaderValue(next, emitPath, multiple))}
      changeOnSelect={def.options?.checkStrictly === true}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      showSearch
      allowClear
      style={{ width: '100%' }}
    />
  );
}

/**
 * `cascader_lazy`: loads `${lazyUrl}&pid=0`, then each opened node's children with `&pid=<node[idName||'code']>`
 * through the shared `http` client; leaves come from the rows' `leaf` / `has_children`. Stores the path.
 * `loader` replaces the HTTP calls (stories, tests).
 */
export function CascaderLazyField({
  def,
  value,
  onChange,
  placeholder,
  disabled,
  status,
  loader,
}: FieldWidgetProps & { loader?: LazyLevelLoader }) {
  const { lazyUrl = '', idName, labelName, valueName, multiple } = def.options ?? {};
  const load = useMemo(() => loader ?? httpLevelLoader(lazyUrl, labelName, valueName), [loader, lazyUrl, labelName, valueName]);
  const [roots, setRoots] = useState<LazyNode[] | null>(null);
  const rootsRef = useRef<LazyNode[]>([]);
  const path = asPath(multiple ? undefined : value);
  // Load once per source; a stored path is walked on the first load so its labels show without opening.
  const firstPath = useRef(path);
  useEffect(() => {
    let live = true;
    loadTreeAlong(load, firstPath.current, idName)
      .then((tree) => {
        if (!live) return;
        rootsRef.current = tree;
        setRoots(tree);
      })
      .catch(() => live && setRoots([]));
    return () => {
      live = false;
    };
  }, [load, idName]);

  const loadMore = useCallback(
    async (pathValue: string[]) => {
      const node = nodeAt(rootsRef.current, pathValue);
      if (!node) return [];
      node.children = await load(childPid(node, idName));
      return node.children;
    },
    [load, idName],
  );

  return (
    <Cascader
      key={roots ? 'loaded' : 'loading'}
      mode={multiple ? 'multiple' : undefined}
      options={roots ?? []}
      loading={roots === null}
      loadMore={loadMore}
      value={multiple ? (Array.isArray(value) ? (value as ArcoValue) : []) : (path as unknown as ArcoValue)}
      onChange={(next) => onChange(next)}
      changeOnSelect={def.options?.checkStrictly === true}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
