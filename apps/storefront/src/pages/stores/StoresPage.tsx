import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { encodeKeywords } from '@shop/api/params-segment';
import { readItem } from '@shop/api/storage';
import { useGetStoresQuery } from '@shop/api/endpoints/stores';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import { SortBar } from '../../components/display/SortBar.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { listQueryString, parseListQuery, type ListQuery } from '../../lib/list-query.ts';
import { sortState, withSort } from '../../lib/search.ts';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../browse/browse.css';
import './stores.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 30;
const SORTS = ['distance'] as const;
type StoreSort = (typeof SORTS)[number];

/** The visitor's position cached as "lng,lat", when there is one. */
function position(): { lng: string; lat: string } | undefined {
  const [lng, lat] = (readItem('lonlat') ?? '').split(',');
  return lng && lat && Number.isFinite(Number(lng)) && Number.isFinite(Number(lat)) ? { lng, lat } : undefined;
}

/**
 * Store street `/stores`: store-name search, default / distance sort, one row per
 * store with logo, company, address, positive rate and distance, 30 per page. The query string holds it all.
 */
export default function StoresPage(_props: PageProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const state = parseListQuery(useSearch(), SORTS);
  const [typed, setTyped] = useState<{ base: string; text: string }>({ base: state.keywords, text: state.keywords });
  const text = typed.base === state.keywords ? typed.text : state.keywords;
  const stores = useGetStoresQuery({
    params: {
      ...(state.keywords ? { keywords: encodeKeywords(state.keywords) } : {}),
      ...(state.sort_type ? { sort_type: state.sort_type } : {}),
      ...(state.sort_order ? { sort_order: state.sort_order } : {}),
    },
    page: state.page,
    per_page: PER_PAGE,
    ...position(),
  });
  const { data, isFetching } = stores;
  const go = (next: Partial<ListQuery<StoreSort>>) => navigate(`/stores${listQueryString(next)}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ keywords: text.trim(), sort_type: state.sort_type, sort_order: state.sort_order });
  };
  const rows = data?.data ?? [];

  return (
    <SiteLayout className="w1200 browse-page stores-page">
      <nav className="breadcrumb">
        <Link href="/">{t('browse.list.home')}</Link>
        <span>/</span>
        <span>{t('browse.stores.title')}</span>
      </nav>
      <h1 className="sr-only">{t('browse.stores.title')}</h1>
      <div className="stores-toolbar">
        <SortBar
          label={t('browse.list.sort')}
          items={[
            { key: null, label: t('browse.list.default'), testId: 'default' },
            { key: 'distance', label: t('browse.stores.distance'), testId: 'distance' },
          ]}
          state={(key: StoreSort | null) => sortState(state, key)}
          onSort={(key) => go({ ...withSort(state, key), page: 1 })}
        />
        <form className="stores-search" role="search" onSubmit={submit}>
          <input
            type="search"
            value={text}
            maxLength={30}
            placeholder={t('browse.stores.search')}
            aria-label={t('browse.stores.search')}
            data-testid="store-search-input"
            onChange={(event) => setTyped({ base: state.keywords, text: event.target.value })}
          />
          <button type="submit" data-testid="store-search-button">
            {t('common.search')}
          </button>
        </form>
      </div>

      <ul className="store-rows" aria-busy={isFetching} data-testid="store-list" data-total={data?.total ?? ''}>
        {rows.map((store) => (
          <li key={store.id} className="store-row" data-testid="store-item" data-store-id={store.id}>
            <Link href={`/store/${store.id}`} className="store-row__main">
              {store.store_logo ? (
                <img src={store.store_logo} alt="" width={80} height={80} loading="lazy" />
              ) : (
                <span className="store-row__logo" />
              )}
              <span className="store-row__text">
                <b data-testid="store-item-name">{store.store_name}</b>
                <span>
                  {t('browse.stores.company')}
                  {store.store_company_name || t('common.empty')}
                </span>
                <span>
                  {t('browse.stores.address')}
                  {[store.area_info, store.store_address].filter(Boolean).join(' ') || t('common.empty')}
                </span>
              </span>
            </Link>
            <span className="store-row__rate" data-testid="store-item-rate">
              {t('browse.stores.rate')}
              <b>{store.comment_rate}%</b>
            </span>
            <span className="store-row__distance" data-testid="store-item-distance">
              {t('browse.stores.distanceLabel')}
              {store.distance || t('common.empty')}
            </span>
            <Link href={`/store/${store.id}`} className="plain-button" data-testid="store-item-enter">
              {t('browse.store.enter')}
            </Link>
          </li>
        ))}
      </ul>
      <QueryFallback
        query={stores}
        rows={rows.length}
        empty={<Empty text={t('browse.stores.empty')} testId="stores-empty" />}
      />
      {data && (
        <Pager
          page={data.current_page || state.page}
          lastPage={data.last_page}
          total={data.total}
          onChange={(page) => go({ ...state, page })}
        />
      )}
    </SiteLayout>
  );
}
