import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import type { CheckoutGroup } from '@shop/contract/orders';
import { CouponSelect } from './CouponSelect.tsx';
import { DiscountLines } from './DiscountLines.tsx';
import './promotions.css';

export interface CheckoutStoreProps {
  group: CheckoutGroup;
  remark: string;
  onRemark: (text: string) => void;
  /** True while the server prices the checkout again: no other coupon pick meanwhile. */
  pricing: boolean;
  onCoupon: (couponId: number) => void;
}

/**
 * One store of the checkout: its lines (group-buy ones marked), its coupon, the remark, and its amounts as the
 * server priced them: each discount on a line of its own, the freight, the store's total.
 */
export function CheckoutStore({ group, remark, onRemark, pricing, onCoupon }: CheckoutStoreProps) {
  const { t } = useTranslation();
  const store = group.store_info;
  return (
    <section className="shop-box" data-testid={`checkout-store-${store.id}`}>
      <div className="shop-box__head">
        {store.store_logo ? <img src={store.store_logo} alt="" /> : null}
        <Link href={`/store/${store.id}`}>{store.store_name}</Link>
      </div>
      <div className="checkout-row checkout-row--head">
        <span>{t('shop.checkout.goodsList')}</span>
        <span>{t('shop.checkout.spec')}</span>
        <span>{t('shop.checkout.price')}</span>
        <span>{t('shop.checkout.quantity')}</span>
        <span>{t('shop.checkout.subtotal')}</span>
      </div>
      {group.goods_list.map((line) => (
        <div
          className="checkout-row"
          key={`${line.id}-${line.sku_id}`}
          data-testid={`checkout-line-${line.id}-${line.sku_id}`}
        >
          <div className="cart-goods">
            <Link href={`/goods/${line.id}`} className="cart-goods__pic" aria-label={line.goods_name}>
              {line.goods_master_image ? (
                <img src={line.goods_master_image} alt="" />
              ) : (
                <span className="cart-goods__noimg" />
              )}
            </Link>
            <Link href={`/goods/${line.id}`} className="cart-goods__name">
              {line.collective_id ? (
                <span className="group-badge" data-testid={`checkout-group-badge-${line.id}-${line.sku_id}`}>
                  {t('shop.checkout.groupBuy')}
                </span>
              ) : null}
              {line.goods_name}
            </Link>
          </div>
          <span className="cart-spec">{line.sku_name || '-'}</span>
          <span className="cart-price">¥{line.goods_price}</span>
          <span className="checkout-qty">× {line.buy_num}</span>
          <span className="shop-money cart-subtotal">¥{line.total}</span>
        </div>
      ))}
      <CouponSelect group={group} disabled={pricing} onPick={onCoupon} />
      <div className="checkout-store-foot">
        <label className="checkout-remark">
          {t('shop.checkout.remark')}
          <Input
            value={remark}
            onChange={onRemark}
            maxLength={150}
            showWordLimit
            placeholder={t('shop.checkout.remarkPlaceholder')}
            data-testid={`checkout-remark-${store.id}`}
            style={{ marginTop: 6 }}
          />
        </label>
        <div className="checkout-store-foot__sums">
          <DiscountLines source={group} testId={`checkout-discount-${store.id}`} />
          <span>{t('shop.checkout.freight')}</span>
          <span data-testid={`checkout-freight-${store.id}`}>
            {group.freight_money === undefined ? t('shop.checkout.freightPending') : `¥${group.freight_money}`}
          </span>
          <span>{t('shop.checkout.storeTotal')}</span>
          <span className="shop-money" data-testid={`checkout-store-total-${store.id}`}>
            ¥{group.total_price ?? group.store_total_price}
          </span>
        </div>
      </div>
    </section>
  );
}
