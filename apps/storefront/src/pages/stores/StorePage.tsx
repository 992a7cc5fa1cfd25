import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useSearchGoodsQuery, type GoodsSortType } from '@shop/api/endpoints/catalog';
import { useGetStoreQuery, type StorePage as StoreData } from '@shop/api/endpoints/stores';
import { Banner } from '../../components/display/Banner.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { FavButton } from '../../components/display/FavButton.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { GoodsCard } from '../../components/display/GoodsCard.tsx';
import { GoodsSortBar } from '../../components/display/GoodsSortBar.tsx';
import { price } from '../../components/display/money.ts';
import { PagedGrid } from '../../components/display/PagedGrid.tsx';
import { StoreCard } from '../../components/display/StoreCard.tsx';
import { ContactSellerButton } from '../../components/chat/ContactSellerButton.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { listQueryString, parseListQuery, type ListQuery } from '../../lib/list-query.ts';
import { withSort } from '../../lib/search.ts';
import { isOpenStore, storeSlides } from '../../lib/store.ts';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../browse/browse.css';
import './stores.css';
import { usePageTitle } from '../../components/page-title.ts';

const PER_PAGE = 40;
const SORTS: readonly GoodsSortType[] = ['goods_price', 'goods_sale', 'order_comment_count'];

function StoreView({ store }: { store: StoreData }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const state = parseListQuery(useSearch(), SORTS);
  const list = useSearchGoodsQuery({
    params: {
      store_id: store.id,
      ...(state.sort_type ? { sort_type: state.sort_type } : {}),
      ...(state.sort_order ? { sort_order: state.sort_order } : {}),
    },
    page: state.page,
    per_page: PER_PAGE,
  });
  const go = (next: Partial<ListQuery<GoodsSortType>>) => navigate(`${location}${listQueryString(next)}`);
  const slides = storeSlides(store.store_slide);

  return (
    <>
      {slides.length > 0 && (
        <div className="store-page-banner">
          <Banner slides={slides} height={350} testId="store-banner" />
        </div>
      )}
      <h1 className="sr-only">{store.store_name}</h1>
      <div className="store-page-body">
        <aside className="goods-aside">
          <StoreCard
            store={store}
            actions={
              <>
                <FavButton
                  isType={1}
                  outId={store.id}
                  labels={[t('browse.store.follow'), t('browse.store.followed')]}
                  testId="follow-button"
                />
                <ContactSellerButton storeUserId={store.user_id} />
              </>
            }
          />
          <div className="ranking" data-testid="store-ranking">
            <h3>{t('browse.store.ranking')}</h3>
            {(store.sale_list ?? []).length === 0 ? (
              <p className="ranking__empty">{t('browse.store.noGoods')}</p>
            ) : (
              <ol>
                {store.sale_list.map((item) => (
                  <li key={item.id}>
                    <Link href={`/goods/${item.id}`} title={item.goods_name}>
                      <img src={item.goods_master_image} alt="" width={60} height={60} loading="lazy" />
                      <span>{item.goods_name}</span>
                      <b>￥{price(item.goods_price)}</b>
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </aside>
        <section className="store-page-main">
          <GoodsSortBar state={state} onSort={(key) => go({ ...withSort(state, key), page: 1 })} />
          <PagedGrid
            list={list}
            pager={{ page: state.page, onPage: (page) => go({ ...state, page }) }}
            grid="goods-grid"
            testId="store-goods"
            empty={<Empty text={t('browse.store.noGoods')} testId="store-goods-empty" />}
          >
            {(goods) => <GoodsCard key={goods.id} goods={goods} />}
          </PagedGrid>
        </section>
      </div>
    </>
  );
}

/** Store page `/store/:id`: slides, store card with follow, best sellers, goods. */
export default function StorePage(_props: PageProps) {
  const { id } = useParams<{ id: string }>();
  const storeId = Number(id);
  const valid = Number.isInteger(storeId) && storeId > 0;
  const { data, isError, isFetching } = useGetStoreQuery(storeId, { skip: !valid });
  const store = data && data.id === storeId ? data : undefined;
  usePageTitle(store && isOpenStore(store) ? store.store_name : undefined);
  return (
    <SiteLayout className="w1200 browse-page store-page">
      {store && isOpenStore(store) ? (
        <StoreView key={store.id} store={store} />
      ) : store || !valid || (isError && !isFetching) ? (
        <NotFound />
      ) : (
        <PageSpin />
      )}
    </SiteLayout>
  );
}
