import { useTranslation } from 'react-i18next';
import { pageWindow } from '../../lib/paging.ts';
import './pager.css';

export interface PagerProps {
  page: number;
  lastPage: number;
  total: number;
  onChange: (page: number) => void;
  /** Prefix of the test ids (`pager`, `pager-prev`, `pager-next`, `pager-page`). */
  testId?: string;
}

/** Total, previous, page numbers, next (hidden when everything fits on one page); on a phone previous, 3 / 10, next. */
export function Pager({ page, lastPage, total, onChange, testId = 'pager' }: PagerProps) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className="pager" data-testid={testId} aria-label={t('browse.list.total', { total })}>
      <span className="pager__total">{t('browse.list.total', { total })}</span>
      <button type="button" disabled={page <= 1} data-testid={`${testId}-prev`} onClick={() => onChange(page - 1)}>
        {t('browse.list.prev')}
      </button>
      {pageWindow(page, lastPage).map((n, i) =>
        n === 0 ? (
          <span key={`gap-${i}`} className="pager__gap">
            …
          </span>
        ) : (
          <button
            key={n}
            type="button"
            className={n === page ? 'is-active' : undefined}
            aria-current={n === page ? 'page' : undefined}
            data-testid={`${testId}-page`}
            data-page={n}
            onClick={() => n !== page && onChange(n)}
          >
            {n}
          </button>
        ),
      )}
      <span className="pager__of">
        {page} / {lastPage}
      </span>
      <button
        type="button"
        disabled={page >= lastPage}
        data-testid={`${testId}-next`}
        onClick={() => onChange(page + 1)}
      >
        {t('browse.list.next')}
      </button>
    </nav>
  );
}
