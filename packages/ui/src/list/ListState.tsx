import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { listPhase, queryProgress, type ListProgress, type QueryProgress } from './list-phase.ts';
import './list-state.css';

/**
 * The loading state of a list area: grey bars where rows will be, and "loading" for screen readers.
 *
 * @example <ListLoading lines={5} />
 */
export function ListLoading({ lines = 3, testId = 'list-loading' }: { lines?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-loading" role="status" data-testid={testId}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="list-loading__bar" aria-hidden="true" />
      ))}
      <span className="list-loading__label">{t('common.loading')}</span>
    </div>
  );
}

/**
 * A list that could not be loaded: says so (the toast has said why) and offers to try again.
 *
 * @example <ListFailed onRetry={refetch} />
 */
export function ListFailed({ onRetry, testId = 'list-failed' }: { onRetry?: () => unknown; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-failed" role="alert" data-testid={testId}>
      <p>{t('common.listFailed')}</p>
      {onRetry ? (
        <button type="button" className="list-failed__retry" onClick={() => void onRetry()}>
          {t('common.retry')}
        </button>
      ) : null}
    </div>
  );
}

export interface ListFallbackProps {
  progress: ListProgress;
  /** The true empty state, shown only after an answer came without rows. */
  empty: ReactNode;
  /** Tried again from the failure state. */
  onRetry?: () => unknown;
  /** Bars of the loading state (default 3). */
  lines?: number;
}

/**
 * What a list area shows instead of rows: loading until the first answer, a failure with a retry, or `empty`;
 * nothing once there are rows.
 *
 * @example {<ListFallback progress={queryProgress(query, rows.length)} empty={<Empty text={…} />} onRetry={query.refetch} />}
 */
export function ListFallback({ progress, empty, onRetry, lines }: ListFallbackProps) {
  switch (listPhase(progress)) {
    case 'rows':
      return null;
    case 'loading':
      return <ListLoading lines={lines} />;
    case 'failed':
      return <ListFailed onRetry={onRetry} />;
    case 'empty':
      return <>{empty}</>;
  }
}

export interface QueryFallbackProps {
  /** The list's RTK Query result. */
  query: QueryProgress & { refetch?: () => unknown };
  /** Rows on screen. */
  rows: number;
  /** The true empty state. */
  empty: ReactNode;
  lines?: number;
}

/**
 * `ListFallback` for an RTK Query list: retrying refetches it.
 *
 * @example {<QueryFallback query={orders} rows={rows.length} empty={<Empty text={t('shop.orders.empty')} />} />}
 */
export function QueryFallback({ query, rows, empty, lines }: QueryFallbackProps) {
  return <ListFallback progress={queryProgress(query, rows)} empty={empty} onRetry={query.refetch} lines={lines} />;
}

/**
 * Stands in for a text looked up from another list that has not arrived yet (a member's name, a category):
 * a grey bar instead of the bare id, so nothing untrue shows for a moment.
 *
 * @example {user ? user.nickname : loading ? <Pending /> : `#${id}`}
 */
export function Pending({ width = '4em' }: { width?: string }) {
  return <span className="pending-text" style={{ width }} aria-hidden="true" data-testid="pending" />;
}
