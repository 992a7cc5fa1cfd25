import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSearchGoodsQuery, type GoodsClassNode } from '@shop/api/endpoints/catalog';
import { Empty } from '../../components/display/Empty.tsx';
import { FilterValues } from '../../components/display/FilterValues.tsx';
import { GoodsCard } from '../../components/display/GoodsCard.tsx';
import { GoodsSortBar } from '../../components/display/GoodsSortBar.tsx';
import { PagedGrid } from '../../components/display/PagedGrid.tsx';
import { useSegmentSearch } from '../../components/display/useSegmentSearch.ts';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { useSite } from '../../components/layout/site.ts';
import { normalizeSearch, searchPath, withBrand, withClass, withSort } from '../../lib/search.ts';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../browse/browse.css';

const PER_PAGE = 30;

/** The choices of one level of the class tree; the first level also offers "all". */
function ClassRow({
  nodes,
  level,
  selected,
  onPick,
  allLabel,
}: {
  nodes: GoodsClassNode[];
  level: 1 | 2 | 3;
  selected: number | undefined;
  onPick: (id: number | null) => void;
  allLabel?: string;
}) {
  return (
    <FilterValues
      options={nodes}
      selected={selected}
      all={allLabel}
      testId="filter-class"
      optionData={(node) => ({ 'data-class-id': node.id, 'data-level': level })}
      onPick={onPick}
    />
  );
}

/**
 * Goods search and category list `/s/:params?`: keyword, class (three levels)
 * and brand filters, four sorts, 30 per page. Every filter is in the `:params` segment and the page number
 * in `?page=`, so the address reproduces the list.
 */
export default function SearchPage(_props: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const { filters, pager, keywords, go } = useSegmentSearch(normalizeSearch, searchPath);
  const list = useSearchGoodsQuery({ params: filters, page: pager.page, per_page: PER_PAGE });
  const empty = <Empty text={t('browse.search.empty')} testId="search-empty" />;

  const top = site.classes.find((node) => node.id === filters.pid);
  const middle = top?.children?.find((node) => node.id === filters.sid);

  return (
    <SiteLayout className="w1200 browse-page search-page">
      <nav className="breadcrumb">
        <Link href="/">{t('browse.list.home')}</Link>
        <span>/</span>
        {keywords ? (
          <strong data-testid="search-title">{t('browse.search.results', { keywords })}</strong>
        ) : (
          <span data-testid="search-title">{t('browse.search.list')}</span>
        )}
      </nav>
      <h1 className="sr-only">{keywords ? t('browse.search.results', { keywords }) : t('browse.search.list')}</h1>

      <section className="filter-panel" data-testid="search-filters">
        <div className="filter-row">
          <span className="filter-label">{t('browse.search.category')}</span>
          <div className="filter-row__levels">
            <ClassRow
              nodes={site.classes}
              level={1}
              selected={filters.pid}
              allLabel={t('browse.list.all')}
              onPick={(id) => go(withClass(filters, site.classes, id))}
            />
            {top?.children?.length ? (
              <ClassRow
                nodes={top.children}
                level={2}
                selected={filters.sid}
                onPick={(id) => go(withClass(filters, site.classes, id ?? top.id))}
              />
            ) : null}
            {middle?.children?.length ? (
              <ClassRow
                nodes={middle.children}
                level={3}
                selected={filters.tid}
                onPick={(id) => go(withClass(filters, site.classes, id ?? middle.id))}
              />
            ) : null}
          </div>
        </div>
        {site.brands.length > 0 && (
          <div className="filter-row">
            <span className="filter-label">{t('browse.search.brand')}</span>
            <FilterValues
              options={site.brands}
              selected={filters.brand_id}
              all={t('browse.list.all')}
              testId="filter-brand"
              optionData={(brand) => ({ 'data-brand-id': brand.id })}
              onPick={(id) => go(withBrand(filters, id ?? 0))}
            />
          </div>
        )}
      </section>

      <GoodsSortBar state={filters} onSort={(key) => go(withSort(filters, key))} />

      <PagedGrid list={list} pager={pager} grid="goods-grid" testId="search-results" empty={empty}>
        {(goods) => <GoodsCard key={goods.id} goods={goods} />}
      </PagedGrid>
    </SiteLayout>
  );
}
