import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GoodsCard, StoreInfo } from '@shop/api/endpoints/catalog';
import { FavButton } from '../../components/display/FavButton.tsx';
import { price } from '../../components/display/money.ts';
import { StoreCard } from '../../components/display/StoreCard.tsx';
import { ContactSellerButton } from '../../components/chat/ContactSellerButton.tsx';

/** Beside the tabs: the store's card (enter, follow) and its best sellers of the same class. */
export function GoodsAside({ store, saleList }: { store: StoreInfo | undefined; saleList: readonly GoodsCard[] }) {
  const { t } = useTranslation();
  return (
    <aside className="goods-aside">
      {store && (
        <StoreCard
          store={store}
          actions={
            <>
              <Link href={`/store/${store.id}`} className="plain-button" data-testid="enter-store">
                {t('browse.store.enter')}
              </Link>
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
      )}
      <div className="ranking">
        <h3>{t('browse.store.ranking')}</h3>
        {saleList.length === 0 ? (
          <p className="ranking__empty">{t('browse.store.noGoods')}</p>
        ) : (
          <ol>
            {saleList.map((item) => (
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
  );
}
