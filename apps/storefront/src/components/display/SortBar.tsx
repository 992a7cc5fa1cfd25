import type { SortOrder } from '@shop/api/endpoints/catalog';
import './sort-bar.css';

export interface SortItem<K> {
  key: K;
  label: string;
  /** `sort-<testId>` */
  testId: string;
}

export interface SortBarProps<K> {
  label: string;
  items: SortItem<K>[];
  /** The direction an item shows, undefined when it is not the active one. */
  state: (key: K) => SortOrder | undefined;
  onSort: (key: K) => void;
}

/** A row of sort keys with carets; the active one is red and its caret shows the direction. */
export function SortBar<K>({ label, items, state, onSort }: SortBarProps<K>) {
  return (
    <div className="sort-bar" data-testid="sort-bar">
      <span className="filter-label">{label}</span>
      {items.map((item) => {
        const order = state(item.key);
        return (
          <button
            key={item.testId}
            type="button"
            className={order ? `sort-bar__item is-active is-${order}` : 'sort-bar__item'}
            data-testid={`sort-${item.testId}`}
            data-order={order ?? ''}
            aria-pressed={Boolean(order)}
            onClick={() => onSort(item.key)}
          >
            {item.label}
            <span className="sort-bar__caret" aria-hidden="true" />
          </button>
        );
      })}
    </div>
  );
}
