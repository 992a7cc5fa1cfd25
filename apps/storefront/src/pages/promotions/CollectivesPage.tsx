import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCollectiveGoodsQuery, type CollectiveGoods } from '@shop/api/endpoints/promotions';
import { encodeKeywords, type ParamsObject } from '@shop/api/params-segment';
import { Empty } from '../../components/display/Empty.tsx';
import { GoodsSortBar } from '../../components/display/GoodsSortBar.tsx';
import { KeywordSearch } from '../../components/display/KeywordSearch.tsx';
import { PagedGrid } from '../../components/display/PagedGrid.tsx';
import { useSegmentSearch } from '../../components/display/useSegmentSearch.ts';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { collectivesPath } from '../../lib/promotions.ts';
import { normalizeSearch, withSort } from '../../lib/search.ts';
import type { PageProps } from '../../routes.ts';
import { PromoCard } from './PromoCard.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import './texts.ts';
import './promotions.css';
// The group-size tag (`promo-tag`) is styled there; the flash-sale page gets it with its countdown.
import '../../components/display/promo.css';

const PER_PAGE = 30;

/** Of the goods search's filters, the group-buy list keeps the keywords (always sent) and the sort. */
function collectiveFilters(raw: ParamsObject) {
  const { keywords, sort_type, sort_order } = normalizeSearch(raw);
  return { keywords: keywords ?? '', ...(sort_type ? { sort_type } : {}), ...(sort_order ? { sort_order } : {}) };
}

function CollectiveCard({ item }: { item: CollectiveGoods }) {
  const { t } = useTranslation();
  const group = item.collective || undefined;
  return (
    <PromoCard
      goods={item}
      promoPrice={group?.price}
      normalPrice={group?.normal_price}
      testId="collective-item"
      className="collective-card"
      data={{ 'data-collective-id': group?.id }}
    >
      <span className="collective-card__foot">
        {group && (
          <span className="promo-tag" data-testid="collective-item-size">
            {t('promo.group.size', { count: group.need })}
          </span>
        )}
        <span className="seckill-card__button">{t('promo.collectives.go')}</span>
      </span>
    </PromoCard>
  );
}

/**
 * Group buys `/collectives/:params?`: the goods with a group buy running (`GET /goods?is_collective=1`) with their
 * group price, normal price and group size; a keyword box and the goods sorts, which stay on this page (the
 * original sent them to the plain search); 30 per page, the page in `?page=`.
 */
export default function CollectivesPage(_props: PageProps) {
  const { t } = useTranslation();
  const { filters, pager, keywords, go } = useSegmentSearch(collectiveFilters, collectivesPath);
  const list = useCollectiveGoodsQuery({ params: filters, page: pager.page, per_page: PER_PAGE });
  const empty = <Empty text={t('promo.collectives.empty')} testId="collectives-empty" />;

  return (
    <SiteLayout className="w1200 browse-page promo-page collectives-page">
      <nav className="breadcrumb">
        <Link href="/">{t('browse.list.home')}</Link>
        <span>/</span>
        {keywords ? (
          <strong data-testid="collectives-title">{t('promo.collectives.results', { keywords })}</strong>
        ) : (
          <span data-testid="collectives-title">{t('promo.collectives.title')}</span>
        )}
      </nav>
      <h1 className="sr-only">{t('promo.collectives.title')}</h1>

      <KeywordSearch
        value={keywords}
        onSearch={(text) => go({ ...filters, keywords: encodeKeywords(text) })}
        label={t('promo.collectives.search')}
        button={t('promo.collectives.searchButton')}
        className="promo-search"
        testId="collectives-search"
      />

      <GoodsSortBar state={filters} onSort={(key) => go(withSort(filters, key))} />

      <PagedGrid list={list} pager={pager} grid="seckill-grid" testId="collectives-results" empty={empty}>
        {(item) => <CollectiveCard key={item.id} item={item} />}
      </PagedGrid>
    </SiteLayout>
  );
}
