import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  useIntegralClassesQuery,
  useIntegralGoodsListQuery,
  type IntegralSearchParams,
} from '@shop/api/endpoints/integral';
import { encodeKeywords } from '@shop/api/params-segment';
import { Empty } from '../../components/display/Empty.tsx';
import { FilterValues } from '../../components/display/FilterValues.tsx';
import { KeywordSearch } from '../../components/display/KeywordSearch.tsx';
import { PagedGrid } from '../../components/display/PagedGrid.tsx';
import { SortBar } from '../../components/display/SortBar.tsx';
import { useSegmentSearch } from '../../components/display/useSegmentSearch.ts';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { sortState } from '../../lib/search.ts';
import { integralSearchPath, normalizeIntegralSearch, withIntegralSort } from '../../lib/points.ts';
import type { PageProps } from '../../routes.ts';
import { IntegralCard } from './IntegralCard.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import './texts.ts';
import './integral.css';

const PER_PAGE = 30;
type SortKey = NonNullable<IntegralSearchParams['sort_type']> | null;

/**
 * Points goods list `/integral/search/:params?`: base64 JSON `{cid, keywords, sort_type, sort_order}` in the path,
 * the page in `?page=`; categories from `GET /integral/class`, goods from `GET /integral/goods`, 30 per page.
 */
export default function IntegralSearchPage(_props: PageProps) {
  const { t } = useTranslation();
  const { filters, pager, keywords, go } = useSegmentSearch(normalizeIntegralSearch, integralSearchPath);
  const classes = useIntegralClassesQuery();
  const list = useIntegralGoodsListQuery({ params: filters, page: pager.page, per_page: PER_PAGE });
  const empty = <Empty text={t('pts.search.empty')} testId="integral-search-empty" />;

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

      <KeywordSearch
        value={keywords}
        onSearch={(text) => {
          const { keywords: _old, ...rest } = filters;
          go(text.trim() ? { ...rest, keywords: encodeKeywords(text) } : rest);
        }}
        label={t('pts.search.keywords')}
        button={t('pts.search.searchButton')}
        className="pts-search"
        testId="integral-search"
      />

      <section className="filter-panel" data-testid="integral-filters">
        <div className="filter-row">
          <span className="filter-label">{t('pts.search.category')}</span>
          <FilterValues
            options={classes.data ?? []}
            selected={filters.cid}
            all={t('pts.search.all')}
            testId="integral-class"
            optionData={(c) => ({ 'data-class-id': c.id })}
            onPick={(cid) => {
              const { cid: _cid, ...rest } = filters;
              go(cid === null ? rest : { ...filters, cid });
            }}
          />
        </div>
      </section>

      <SortBar
        label={t('pts.search.sort')}
        items={sorts}
        state={(key) => sortState(filters, key)}
        onSort={(key) => go(withIntegralSort(filters, key))}
      />

      <PagedGrid list={list} pager={pager} grid="pts-grid pts-grid--list" testId="integral-results" empty={empty}>
        {(g) => <IntegralCard key={g.id} goods={g} button={t('pts.search.redeemNow')} />}
      </PagedGrid>
    </SiteLayout>
  );
}
