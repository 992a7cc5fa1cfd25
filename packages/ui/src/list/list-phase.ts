/** What a list area shows: its rows, a loading state, a failure with a retry, or the true empty state. */
export type ListPhase = 'rows' | 'loading' | 'failed' | 'empty';

/** Where a list's request stands. */
export interface ListProgress {
  /** Rows on screen. */
  rows: number;
  /** A request for the list is under way. */
  fetching: boolean;
  /** The last request failed. */
  failed: boolean;
  /** An answer (with rows or without) has arrived for this list. */
  answered: boolean;
}

/**
 * The phase of a list area. "Empty" is said only after an answer came without rows: before the first answer
 * (or while a skipped query waits for what it needs) the list is loading, and a failure is never shown as empty.
 *
 * @example listPhase({ rows: 0, fetching: false, failed: false, answered: false }) // 'loading'
 */
export function listPhase({ rows, fetching, failed, answered }: ListProgress): ListPhase {
  if (rows > 0) return 'rows';
  if (fetching) return 'loading';
  if (failed) return 'failed';
  return answered ? 'empty' : 'loading';
}

/** The parts of an RTK Query result a list reads. */
export interface QueryProgress {
  data?: unknown;
  isFetching: boolean;
  isError: boolean;
}

/**
 * `ListProgress` of an RTK Query list result with `rows` rows on screen.
 *
 * @example listPhase(queryProgress(useOrdersQuery(args), rows.length))
 */
export function queryProgress(query: QueryProgress, rows: number): ListProgress {
  return { rows, fetching: query.isFetching, failed: query.isError, answered: query.data !== undefined };
}
