import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useCollectiveGoodsQuery, type CollectiveGoods } from '@shop/api/endpoints/promotions';
import { decodeKeywords, decodeParams, encodeKeywords } from '@shop/api/params-segment';
import { Empty } from '../../components/display/Empty.tsx';
import { price } from '../../components/display/money.ts';
import { Pager } from '../../components/display/Pager.tsx';
import { SortBar } from '../../components/display/SortBar.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { collectivesPath } from '../../lib/promotions.ts';
import { normalizeSearch, pageFromSearch, sortState, withSort, type SortKey } from '../../lib/search.ts';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../browse/browse.css';
import './texts.ts';
import './promotions.css';

const PER_PAGE = 30;

function CollectiveCard({ item }: { item: CollectiveGoods }) {
  const { t } = useTranslation();
  const group = item.collective || undefined;
  return (
    <Link
      href={`/goods/${item.id}`}
      className="seckill-card collective-card"
      data-testid="collective-item"
      data-goods-id={item.id}
      data-collective-id={group?.id}
    >
      <img
        className="seckill-card__image"
        src={item.goods_master_image}
        alt=""
        loading="lazy"
        width={180}
        height={180}
      />
      <span className="seckill-card__name" title={item.goods_name}>
        {item.goods_name}
      </span>
      <span className="seckill-card__prices">
        <b className="seckill-card__price" data-testid="collective-item-price">
          ￥{price(group?.price ?? item.goods_price)}
        </b>
        <s>￥{price(item.goods_price)}</s>
      </span>
      <span className="collective-card__foot">
        {group && (
          <span className="promo-tag" data-testid="collective-item-size">
            {t('promo.group.size', { count: group.need })}
          </span>
        )}
        <span className="seckill-card__button">{t('promo.collectives.go')}</span>
      </span>
    </Link>
  );
}

/** The keyword box; mounted per searched text, so it follows the address (back, header search). */
function SearchBox({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text);
  };
  return (
    <form className="promo-search" role="search" onSubmit={submit}>
      <input
        type="search"
        value={text}
        placeholder={t('promo.collectives.search')}
        aria-label={t('promo.collectives.search')}
        data-testid="collectives-search-input"
        maxLength={50}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="red-button" data-testid="collectives-search-button">
        {t('promo.collectives.searchButton')}
      </button>
    </form>
  );
}

/**
 * Group buys `/collectives/:params?`: the goods with a group buy running (`GET /goods?is_collective=1`) with their
 * group price, normal price and group size; a keyword box and the goods sorts, which stay on this page (the
 * original sent them to the plain search); 30 per page, the page in `?page=`.
 */
export default function CollectivesPage(_props: PageProps) {
  const { t } = useTranslation();
  const { params: segment } = useParams<{ params?: string }>();
  const [, navigate] = useLocation();
  const page = pageFromSearch(useSearch());
  const filters = useMemo(() => {
    const { keywords, sort_type, sort_order } = normalizeSearch(decodeParams(segment));
    return { keywords: keywords ?? '', ...(sort_type ? { sort_type } : {}), ...(sort_order ? { sort_order } : {}) };
  }, [segment]);
  const keywords = decodeKeywords(filters.keywords);
  const { data, isFetching, isError } = useCollectiveGoodsQuery({ params: filters, page, per_page: PER_PAGE });
  const rows = data?.data ?? [];

  const sorts: { key: SortKey; label: string; testId: string }[] = [
    { key: null, label: t('browse.list.default'), testId: 'default' },
    { key: 'goods_price', label: t('browse.list.price'), testId: 'goods_price' },
    { key: 'goods_sale', label: t('browse.list.sales'), testId: 'goods_sale' },
    { key: 'order_comment_count', label: t('browse.list.comments'), testId: 'order_comment_count' },
  ];

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

      <SearchBox
        key={keywords}
        initial={keywords}
        onSearch={(text) => navigate(collectivesPath({ ...filters, keywords: encodeKeywords(text) }))}
      />

      <SortBar
        label={t('browse.list.sort')}
        items={sorts}
        state={(key) => sortState(filters, key)}
        onSort={(key) => navigate(collectivesPath(withSort(filters, key)))}
      />

      <div
        className="search-results"
        aria-busy={isFetching}
        data-testid="collectives-results"
        data-total={data?.total ?? ''}
      >
        {rows.length > 0 ? (
          <div className="seckill-grid">
            {rows.map((item) => (
              <CollectiveCard key={item.id} item={item} />
            ))}
          </div>
        ) : (
          !isFetching && (isError || data) && <Empty text={t('promo.collectives.empty')} testId="collectives-empty" />
        )}
      </div>
      {data && (
        <Pager
          page={data.current_page || page}
          lastPage={data.last_page}
          total={data.total}
          onChange={(next) => navigate(collectivesPath(filters, next))}
        />
      )}
    </SiteLayout>
  );
}
