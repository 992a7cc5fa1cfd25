import { useTranslation } from 'react-i18next';
import type { GoodsSortType } from '@shop/api/endpoints/catalog';
import { sortState, type SortFields, type SortKey } from '../../lib/search.ts';
import { SortBar, type SortItem } from './SortBar.tsx';

/**
 * The four sorts of a goods list (default, price, sales, reviews) showing the sort of `state`; the caller applies
 * the clicked key, usually with `withSort`.
 *
 * @example <GoodsSortBar state={filters} onSort={(key) => go(withSort(filters, key))} />
 */
export function GoodsSortBar({ state, onSort }: { state: SortFields<GoodsSortType>; onSort: (key: SortKey) => void }) {
  const { t } = useTranslation();
  const items: SortItem<SortKey>[] = [
    { key: null, label: t('browse.list.default'), testId: 'default' },
    { key: 'goods_price', label: t('browse.list.price'), testId: 'goods_price' },
    { key: 'goods_sale', label: t('browse.list.sales'), testId: 'goods_sale' },
    { key: 'order_comment_count', label: t('browse.list.comments'), testId: 'order_comment_count' },
  ];
  return <SortBar label={t('browse.list.sort')} items={items} state={(key) => sortState(state, key)} onSort={onSort} />;
}
