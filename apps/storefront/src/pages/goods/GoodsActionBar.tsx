import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { StickyActionBar } from '@shop/ui/phone/StickyActionBar';
import { ContactSellerButton } from '../../components/chat/ContactSellerButton.tsx';
import { FavButton } from '../../components/display/FavButton.tsx';
import { LineIcon } from '../../components/display/LineIcon.tsx';
import type { Purchase, PurchaseState } from './purchase.ts';

/* The favourite toggle brings its own star. */
const CHAT = <LineIcon path="M4 5h16v11H9l-5 4z M8 10h.01 M12 10h.01 M16 10h.01" size={22} />;
const STORE = <LineIcon path="M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6" size={22} />;

interface GoodsActionBarProps {
  goodsId: number;
  storeId: number;
  /** The store owner's user id, whom the chat addresses (looked up from the store when missing). */
  storeUserId: number | undefined;
  state: PurchaseState;
  /** The flash sale that prices the goods, marked on the buy button. */
  saleId: number | undefined;
  onPurchase: (purchase: Purchase) => void;
}

/**
 * Phones only: the goods page's bar fixed to the bottom of the screen, as on the large shops' mobile pages —
 * 客服 (the chat), 店铺 (the store), 收藏 (favourite) as small icon items, then the purchase buttons.
 */
export function GoodsActionBar({ goodsId, storeId, storeUserId, state, saleId, onPurchase }: GoodsActionBarProps) {
  const { t } = useTranslation();
  return (
    <StickyActionBar phoneOnly testId="goods-bar">
      <ContactSellerButton storeUserId={storeUserId} storeId={storeId} className="goods-bar__item" testId="bar-chat">
        {CHAT}
        {t('browse.goods.bar.chat')}
      </ContactSellerButton>
      <Link href={`/store/${storeId}`} className="goods-bar__item" data-testid="bar-store">
        {STORE}
        {t('browse.goods.bar.store')}
      </Link>
      <FavButton
        isType={0}
        outId={goodsId}
        labels={[t('browse.goods.bar.fav'), t('browse.goods.bar.faved')]}
        testId="bar-fav"
        className="goods-bar__item"
      />
      <div className="goods-bar__buttons">
        {state.cart && (
          <button
            type="button"
            className="red-button red-button--ghost"
            data-testid="bar-add-cart"
            disabled={state.adding}
            onClick={() => onPurchase({ kind: 'cart' })}
          >
            {t('browse.goods.addCart')}
          </button>
        )}
        <button
          type="button"
          className="red-button"
          data-testid="bar-buy-now"
          data-seckill={saleId}
          disabled={state.soldOut}
          onClick={() => onPurchase({ kind: 'buy', collective: 0 })}
        >
          {state.buyLabel}
        </button>
      </div>
    </StickyActionBar>
  );
}
