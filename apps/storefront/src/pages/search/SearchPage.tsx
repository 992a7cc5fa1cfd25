import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSearchGoodsQuery, type GoodsClassNode, type GoodsSearchParams } from '@shop/api/endpoints/catalog';
import { BottomSheet } from '@shop/ui/phone/BottomSheet';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
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

/** The class (three levels) and brand rows of the list's filters; each pick goes to the filtered list. */
function SearchFilters({ filters, go }: { filters: GoodsSearchParams; go: (next: GoodsSearchParams) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const top = site.classes.find((node) => node.id === filters.pid);
  const middle = top?.children?.find((node) => node.id === filters.sid);
  return (
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
  );
}

/**
 * A phone's way to the filters, as the large shops' mobile lists: a 筛选 button beside the sorts (marked while a
 * class or brand is chosen) opening them in a bottom sheet, which stays open while the shopper narrows the class
 * level by level; 重置 drops class and brand, 完成 closes it.
 */
function PhoneFilters({ filters, go }: { filters: GoodsSearchParams; go: (next: GoodsSearchParams) => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const [open, setOpen] = useState(false);
  const active = Boolean(filters.pid || filters.brand_id);
  return (
    <>
      <button
        type="button"
        className={active ? 'search-filter-button is-active' : 'search-filter-button'}
        aria-haspopup="dialog"
        data-testid="search-filter-open"
        onClick={() => setOpen(true)}
      >
        {t('browse.search.filter')}
      </button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('browse.search.filters')}
        testId="search-filter-sheet"
        footer={
          <>
            <button
              type="button"
              className="search-sheet-button"
              data-testid="search-filter-reset"
              onClick={() => go(withBrand(withClass(filters, site.classes, null), 0))}
            >
              {t('browse.search.reset')}
            </button>
            <button
              type="button"
              className="search-sheet-button is-primary"
              data-testid="search-filter-done"
              onClick={() => setOpen(false)}
            >
              {t('browse.search.done')}
            </button>
          </>
        }
      >
        <SearchFilters filters={filters} go={go} />
      </BottomSheet>
    </>
  );
}

/**
 * Goods search and category list `/s/:params?`: keyword, class (three levels)
 * and brand filters, four sorts, 30 per page. Every filter is in the `:params` segment and the page number
 * in `?page=`, so the address reproduces the list. On a phone the filters wait in a bottom sheet.
 */
export default function SearchPage(_props: PageProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const { filters, pager, keywords, go } = useSegmentSearch(normalizeSearch, searchPath);
  const list = useSearchGoodsQuery({ params: filters, page: pager.page, per_page: PER_PAGE });
  const empty = <Empty text={t('browse.search.empty')} testId="search-empty" />;

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

      {!isPhone && <SearchFilters filters={filters} go={go} />}

      <div className="search-toolbar">
        <GoodsSortBar state={filters} onSort={(key) => go(withSort(filters, key))} />
        {isPhone && <PhoneFilters filters={filters} go={go} />}
      </div>

      <PagedGrid list={list} pager={pager} grid="goods-grid" testId="search-results" empty={empty}>
        {(goods) => <GoodsCard key={goods.id} goods={goods} />}
      </PagedGrid>
    </SiteLayout>
  );
}
