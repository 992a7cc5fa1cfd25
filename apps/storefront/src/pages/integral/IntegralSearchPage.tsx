import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import {
  useIntegralClassesQuery,
  useIntegralGoodsListQuery,
  type IntegralSearchParams,
} from '@shop/api/endpoints/integral';
import { decodeKeywords, decodeParams, encodeKeywords } from '@shop/api/params-segment';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import { SortBar } from '../../components/display/SortBar.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { pageFromSearch, sortState } from '../../lib/search.ts';
import { integralSearchPath, normalizeIntegralSearch, withIntegralSort } from '../../lib/points.ts';
import type { PageProps } from '../../routes.ts';
import { IntegralCard } from './IntegralCard.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import './texts.ts';
import './integral.css';

const PER_PAGE = 30;
type SortKey = NonNullable<IntegralSearchParams['sort_type']> | null;

/** The keyword box; mounted per searched text, so it follows the address. */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="pts-search" role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        placeholder={t('pts.search.keywords')}
        aria-label={t('pts.search.keywords')}
        data-testid="integral-search-input"
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="red-button" data-testid="integral-search-button">
        {t('pts.search.searchButton')}
      </button>
    </form>
  );
}

/**
 * Points goods list `/integral/search/:params?`: base64 JSON `{cid, keywords, sort_type, sort_order}` in the path,
 * the page in `?page=`; categories from `GET /integral/class`, goods from `GET /integral/goods`, 30 per page.
 */
export default function IntegralSearchPage(_props: PageProps) {
  const { t } = useTranslation();
  const { params: segment } = useParams<{ params?: string }>();
  const [, navigate] = useLocation();
  const page = pageFromSearch(useSearch());
  const filters = useMemo(() => normalizeIntegralSearch(decodeParams(segment)), [segment]);
  const keywords = decodeKeywords(filters.keywords);
  const classes = useIntegralClassesQuery();
  const { data, isFetching, isError } = useIntegralGoodsListQuery({ params: filters, page, per_page: PER_PAGE });
  const rows = data?.data ?? [];
  const go = (next: IntegralSearchParams, p = 1) => navigate(integralSearchPath(next, p));

  const sorts: { key: SortKey; label: string; testId: string }[] = [
    { key: null, label: t('pts.search.default'), testId: 'default' },
    { key: 'goods_price', label: t('pts.search.price'), testId: 'goods_price' },
    { key: 'goods_sale', label: t('pts.search.sales'), testId: 'goods_sale' },
    { key: 'created_at', label: t('pts.search.newest'), testId: 'created_at' },
  ];
  const title = keywords ? t('pts.search.results', { keywords }) : t('pts.search.title');

  return (
    <SiteLayout className="w1200 browse-page integral-search-page">
      <nav className="breadcrumb">
        <Link href="/">{t('pts.search.home')}</Link>
        <span>/</span>
        <Link href="/integral">{t('pts.mall.title')}</Link>
        <span>/</span>
        <span data-testid="integral-search-title">{title}</span>
      </nav>
      <h1 className="sr-only">{title}</h1>

      <SearchBox
        key={keywords}
        initial={keywords}
        onSearch={(text) => {
          const { keywords: _old, ...rest } = filters;
          const next = text.trim() ? { ...rest, keywords: encodeKeywords(text) } : rest;
          go(next);
        }}
      />

      <section className="filter-panel" data-testid="integral-filters">
        <div className="filter-row">
          <span className="filter-label">{t('pts.search.category')}</span>
          <div className="filter-row__values">
            <button
              type="button"
              className={filters.cid ? 'filter-choice' : 'filter-choice is-active'}
              aria-pressed={!filters.cid}
              data-testid="integral-class-all"
              onClick={() => {
                const { cid: _cid, ...rest } = filters;
                go(rest);
              }}
            >
              {t('pts.search.all')}
            </button>
            {(classes.data ?? []).map((c) => (
              <button
                key={c.id}
                type="button"
                className={filters.cid === c.id ? 'filter-choice is-active' : 'filter-choice'}
                aria-pressed={filters.cid === c.id}
                data-testid="integral-class"
                data-class-id={c.id}
                onClick={() => go({ ...filters, cid: c.id })}
              >
                {c.name}
              </button>
            ))}
          </div>
        </div>
      </section>

      <SortBar
        label={t('pts.search.sort')}
        items={sorts}
        state={(key) => sortState(filters, key)}
        onSort={(key) => go(withIntegralSort(filters, key))}
      />

      <div
        className="search-results"
        aria-busy={isFetching}
        data-testid="integral-results"
        data-total={data?.total ?? ''}
      >
        {rows.length > 0 ? (
          <div className="pts-grid pts-grid--list">
            {rows.map((g) => (
              <IntegralCard key={g.id} goods={g} button={t('pts.search.redeemNow')} />
            ))}
          </div>
        ) : (
          !isFetching && (isError || data) && <Empty text={t('pts.search.empty')} testId="integral-search-empty" />
        )}
      </div>
      {data && (
        <Pager
          page={data.current_page || page}
          lastPage={data.last_page}
          total={data.total}
          onChange={(next) => go(filters, next)}
        />
      )}
    </SiteLayout>
  );
}
