import { useMemo, useState } from 'react';
import type { ApiError } from '@shop/api/base-api';
import { useGoodsClassTreeQuery } from '@shop/api/endpoints/catalog';
import { useFreightsQuery } from '@shop/api/endpoints/checkout';
import { useStoreClassesQuery } from '@shop/api/endpoints/stores';
import { useListQuery, useShowQuery } from '@shop/api/resource';
import type { GoodsEditorMode } from './goods-form.ts';
import {
  attrRows,
  brandRows,
  classTree,
  freightRows,
  goodsSourcePlan,
  type ClassTreeNode,
  type GoodsApiBase,
  type NamedRow,
} from './goods-sources.ts';
import type { SpecAttr } from './sku-matrix.ts';

/** One list the editor depends on: its parsed answer, whether it is loading, and the failure's message. */
export interface Remote<T> {
  data: T | undefined;
  loading: boolean;
  /** Set when the call failed ('' when the request itself failed: the http client has said why). */
  error: string | undefined;
  reload: () => void;
}

export interface GoodsSources {
  /** The area's goods resource, e.g. `/Seller/goods`. */
  goodsPath: string;
  classes: Remote<ClassTreeNode[]>;
  brands: Remote<NamedRow[]>;
  freights: Remote<NamedRow[]>;
  /** The store's attributes; undefined where the area has none to choose from (Admin). */
  attrs: Remote<SpecAttr[]> | undefined;
  /** The edited goods as `GET {goods}/{id}` answers it. */
  detail: Remote<Record<string, unknown> | undefined>;
}

interface QueryState {
  data?: unknown;
  error?: unknown;
  isFetching: boolean;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

// Each opening of the editor reads its lists afresh, as a page would.
const FRESH = { refetchOnMountOrArgChange: true } as const;

/**
 * A query's state as the editor reads it. Only answers to requests made since the editor opened count (a copy
 * cached by an earlier opening is not the goods as it is now); while a retry loads, the last answer stays.
 */
function useRemote<T>(state: QueryState, read: (data: unknown) => T, openedAt: number, skip = false): Remote<T> {
  const { data, error, isFetching, startedTimeStamp = 0, fulfilledTimeStamp = 0, refetch } = state;
  const answered = fulfilledTimeStamp >= openedAt;
  const parsed = useMemo(
    () => (data === undefined || skip || !answered ? undefined : read(data)),
    [data, read, skip, answered],
  );
  if (skip) return { data: undefined, loading: false, error: undefined, reload: () => undefined };
  const loading = isFetching || startedTimeStamp < openedAt;
  const apiError = !loading && error !== undefined ? (error as ApiError) : undefined;
  return {
    data: parsed,
    loading,
    error: apiError ? (apiError.transport ? '' : apiError.msg) : undefined,
    reload: () => void refetch(),
  };
}

function recordOf(data: unknown): Record<string, unknown> | undefined {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/**
 * Everything the goods editor reads besides what the user types, for one area and goods: the category tree
 * (the store's granted classes for a Seller, every class for the platform), the brands, the store's freight
 * templates and attributes (Seller), and the edited goods.
 */
export function useGoodsSources(
  apiBase: GoodsApiBase,
  mode: GoodsEditorMode,
  goodsId: number | string | undefined,
  freightTemplates: boolean,
): GoodsSources {
  const plan = useMemo(() => goodsSourcePlan(apiBase, mode), [apiBase, mode]);
  const [openedAt] = useState(() => Date.now());
  const editing = goodsId !== undefined && goodsId !== '';
  const withFreights = plan.freights && freightTemplates;
  const storeClasses = useStoreClassesQuery(undefined, { ...FRESH, skip: plan.classes !== 'store' });
  const allClasses = useGoodsClassTreeQuery(undefined, { ...FRESH, skip: plan.classes !== 'platform' });
  const brands = useListQuery(plan.brands, FRESH);
  const freights = useFreightsQuery(undefined, { ...FRESH, skip: !withFreights });
  const attrs = useListQuery(plan.attrs ?? { path: '', search: {} }, { ...FRESH, skip: !plan.attrs });
  const detail = useShowQuery({ path: plan.goods, id: goodsId ?? '' }, { ...FRESH, skip: !editing });

  const attrList = useRemote(attrs, attrRows, openedAt, !plan.attrs);
  return {
    goodsPath: plan.goods,
    classes: useRemote(plan.classes === 'store' ? storeClasses : allClasses, classTree, openedAt),
    brands: useRemote(brands, brandRows, openedAt),
    freights: useRemote(freights, freightRows, openedAt, !withFreights),
    attrs: plan.attrs ? attrList : undefined,
    detail: useRemote(detail, recordOf, openedAt, !editing),
  };
}
