import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useSearchGoodsQuery, type GoodsClassNode, type GoodsSearchParams } from '@shop/api/endpoints/catalog';
import { decodeKeywords, decodeParams } from '@shop/api/params-segment';
import { Empty } from '../../components/display/Empty.tsx';
import { GoodsCard } from '../../components/display/GoodsCard.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import { SortBar } from '../../components/display/SortBar.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { useSite } from '../../components/layout/site.ts';
import {
  normalizeSearch,
  pageFromSearch,
  searchPath,
  sortState,
  withBrand,
  withClass,
  withSort,
  type SortKey,
} from '../../lib/search.ts';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../browse/browse.css';

const PER_PAGE = 30;

interface ChoiceProps {
  label: string;
  active: boolean;
  testId: string;
  onClick: () => void;
  data?: Record<`data-${string}`, string | number>;
}

function Choice({ label, active, testId, onClick, data }: ChoiceProps) {
  return (
    <button
      type="button"
      className={active ? 'filter-choice is-active' : 'filter-choice'}
      aria-pressed={active}
      data-testid={testId}
      onClick={onClick}
      {...data}
    >
      {label}
    </button>
  );
}

/** One row of class choices (a level of the tree); the first row also offers "all". */
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
    <div className="filter-row__values">
      {allLabel !== undefined && (
        <Choice
          label={allLabel}
          active={selected === undefined}
          testId="filter-class-all"
          onClick={() => onPick(null)}
        />
      )}
      {nodes.map((node) => (
        <Choice
          key={node.id}
          label={node.name}
          active={selected === node.id}
          testId="filter-class"
          data={{ 'data-class-id': node.id, 'data-level': level }}
          onClick={() => onPick(node.id)}
        />
      ))}
    </div>
  );
}

/**
 * Goods search and category list `/s/:params?`: keyword, class (three levels)
 * and brand filters, four sorts, 30 per page. Every filter is in the `:params` segment and the page number
 * in `?page=`, so the address reproduces the list.
 */
export default function SearchPage(_props: PageProps) {
  const { t } = useTranslation();
  const { params: segment } = useParams<{ params?: string }>();
  const [, navigate] = useLocation();
  const page = pageFromSearch(useSearch());
  const site = useSite();
  const filters = useMemo(() => normalizeSearch(decodeParams(segment)), [segment]);
  const { data, isFetching, isError } = useSearchGoodsQuery({ params: filters, page, per_page: PER_PAGE });
  const keywords = decodeKeywords(filters.keywords);
  const go = (next: GoodsSearchParams) => navigate(searchPath(next));

  const top = site.classes.find((node) => node.id === filters.pid);
  const middle = top?.children?.find((node) => node.id === filters.sid);
  const sorts: { key: SortKey; label: string; testId: string }[] = [
    { key: null, label: t('browse.list.default'), testId: 'default' },
    { key: 'goods_price', label: t('browse.list.price'), testId: 'goods_price' },
    { key: 'goods_sale', label: t('browse.list.sales'), testId: 'goods_sale' },
    { key: 'order_comment_count', label: t('browse.list.comments'), testId: 'order_comment_count' },
  ];
  const rows = data?.data ?? [];

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
            <div className="filter-row__values">
              <Choice
                label={t('browse.list.all')}
                active={!filters.brand_id}
                testId="filter-brand-all"
                onClick={() => go(withBrand(filters, 0))}
              />
              {site.brands.map((brand) => (
                <Choice
                  key={brand.id}
                  label={brand.name}
                  active={filters.brand_id === brand.id}
                  testId="filter-brand"
                  data={{ 'data-brand-id': brand.id }}
                  onClick={() => go(withBrand(filters, brand.id))}
                />
              ))}
            </div>
          </div>
        )}
      </section>

      <SortBar
        label={t('browse.list.sort')}
        items={sorts}
        state={(key) => sortState(filters, key)}
        onSort={(key) => go(withSort(filters, key))}
      />

      <div
        className="search-results"
        aria-busy={isFetching}
        data-testid="search-results"
        data-total={data?.total ?? ''}
      >
        {rows.length > 0 ? (
          <div className="goods-grid">
            {rows.map((goods) => (
              <GoodsCard key={goods.id} goods={goods} />
            ))}
          </div>
        ) : (
          !isFetching && (isError || data) && <Empty text={t('browse.search.empty')} testId="search-empty" />
        )}
      </div>
      {data && (
        <Pager
          page={data.current_page || page}
          lastPage={data.last_page}
          total={data.total}
          onChange={(next) => navigate(searchPath(filters, next))}
        />
      )}
    </SiteLayout>
  );
}
