import { useTranslation } from 'react-i18next';
import type { CheckoutGroup } from '@shop/contract/orders';
import { cents } from './money.ts';
import { datePart } from './promotions.ts';
import './promotions.css';

export interface CouponSelectProps {
  group: Pick<CheckoutGroup, 'store_info' | 'coupons' | 'coupon_id'>;
  /** While the server prices a pick, no other one. */
  disabled?: boolean;
  /** The coupon log picked for the group, 0 for none. */
  onPick: (couponId: number) => void;
}

/**
 * The coupon of one store group: a radio list of the shopper's usable coupons (amount, threshold, expiry) best
 * first, and "no coupon". The checked one is the coupon the server applied, so it never shows a pick the amounts do
 * not include.
 */
export function CouponSelect({ group, disabled = false, onPick }: CouponSelectProps) {
  const { t } = useTranslation();
  const storeId = group.store_info.id;
  const coupons = group.coupons;
  const chosen = group.coupon_id || 0;
  return (
    <div className="coupon-select" data-testid={`checkout-coupons-${storeId}`}>
      <span className="coupon-select__label" id={`checkout-coupons-label-${storeId}`}>
        {t('shop.checkout.coupon')}
      </span>
      {coupons.length === 0 ? (
        <span className="coupon-select__none" data-testid={`checkout-coupons-none-${storeId}`}>
          {t('shop.checkout.noUsableCoupon')}
        </span>
      ) : (
        <div className="coupon-select__options" role="radiogroup" aria-labelledby={`checkout-coupons-label-${storeId}`}>
          {coupons.map((c) => (
            <button
              type="button"
              role="radio"
              key={c.id}
              aria-checked={c.id === chosen}
              disabled={disabled}
              className={`coupon-option${c.id === chosen ? ' is-on' : ''}`}
              onClick={() => c.id !== chosen && onPick(c.id)}
              data-testid={`checkout-coupon-${storeId}-${c.id}`}
            >
              <strong className="coupon-option__money">{t('shop.checkout.couponMoney', { money: c.money })}</strong>
              <span className="coupon-option__name" title={c.name}>
                {c.name}
              </span>
              <small>
                {cents(c.use_money) > 0
                  ? t('shop.checkout.couponThreshold', { money: c.use_money })
                  : t('shop.checkout.couponNoThreshold')}
                {c.end_time ? ` · ${t('shop.checkout.couponExpires', { date: datePart(c.end_time) })}` : null}
              </small>
            </button>
          ))}
          <button
            type="button"
            role="radio"
            aria-checked={chosen === 0}
            disabled={disabled}
            className={`coupon-option coupon-option--none${chosen === 0 ? ' is-on' : ''}`}
            onClick={() => chosen !== 0 && onPick(0)}
            data-testid={`checkout-coupon-${storeId}-0`}
          >
            {t('shop.checkout.noCoupon')}
          </button>
        </div>
      )}
    </div>
  );
}
