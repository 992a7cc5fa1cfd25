import { useDeferredValue, type ReactNode } from 'react';
import type { Page } from '@shop/contract/list';
import { ListFallback } from '@shop/ui/list/ListState';
import { Pager } from './Pager.tsx';

/** Which page a list shows and how to move to another (kept in the address or in state, as the page likes). */
export interface Paging {
  /** The page asked for, shown until the answer says which page it holds. */
  page: number;
  onPage: (page: number) => void;
}

export interface PagedGridProps<T> {
  /** The list query's state, as RTK Query returns it. */
  list: { data?: Page<T>; isFetching: boolean; isError: boolean; refetch?: () => unknown };
  pager: Paging;
  /** Class of the grid around the tiles (`goods-grid`, `seckill-grid`, …). */
  grid: string;
  /** Test id of the results box, which also carries `data-total`, and `aria-busy` while a page loads. */
  testId: string;
  /** Shown once an answer came without rows; never while a page loads (a loading state) nor after a failure. */
  empty: ReactNode;
  /** More attributes of the results box. */
  data?: Record<`data-${string}`, string | number>;
  /** The tile of a row, with its key. */
  children: (row: T) => ReactNode;
}

/**
 * A page of results as tiles with the pager below: the body of every paged list of the shop (goods search, store
 * goods, flash sales, group buys, points goods).
 *
 * @example
 * <PagedGrid list={query} pager={{ page, onPage: setPage }} grid="goods-grid" testId="search-results" empty={empty}>
 *   {(goods) => <GoodsCard key={goods.id} goods={goods} />}
 * </PagedGrid>
 */
export function PagedGrid<T>({ list, pager, grid, testId, empty, data, children }: PagedGridProps<T>) {
  const { data: latest, isFetching, isError, refetch } = list;
  // An answer reaches React in an urgent render (the store's subscription), which would build every tile in one
  // task: on a phone, the longest tasks of the search page (Lighthouse's blocking time). The tiles of a new answer
  // are built in a background render instead, which yields to the browser every few milliseconds.
  const answer = useDeferredValue(latest);
  const building = answer !== latest;
  const rows = answer?.data ?? [];
  return (
    <>
      <div
        className="search-results"
        aria-busy={isFetching || building}
        data-testid={testId}
        data-total={answer?.total ?? ''}
        {...data}
      >
        {rows.length > 0 ? (
          <div className={grid}>{rows.map(children)}</div>
        ) : (
          <ListFallback
            progress={{ rows: 0, fetching: isFetching || building, failed: isError, answered: answer !== undefined }}
            empty={empty}
            onRetry={refetch}
            lines={4}
          />
        )}
      </div>
      {answer && (
        <Pager
          page={answer.current_page || pager.page}
          lastPage={answer.last_page}
          total={answer.total}
          onChange={pager.onPage}
        />
      )}
    </>
  );
}
