import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import type { FullReduction, GoodsCoupon } from '@shop/api/endpoints/promotions';
import { useReceiveCouponMutation } from '@shop/api/endpoints/promotions';
import { useAppSelector } from '@shop/api/hooks';
import { settleWrite } from '@shop/api/settle';
import { BottomSheet } from '@shop/ui/phone/BottomSheet';
import { loginHref } from '../../account/redirect.ts';
import { price } from '../../components/display/money.ts';
import { noThreshold } from '../../lib/promotions.ts';
import { SheetRow } from './SheetRow.tsx';

/** "满X可用" / "Orders over X", or "no minimum spend". */
function Threshold({ useMoney }: { useMoney: GoodsCoupon['use_money'] }) {
  const { t } = useTranslation();
  return (
    <span className="coupon-chip__threshold">
      {noThreshold(useMoney) ? t('promo.coupon.noThreshold') : t('promo.coupon.threshold', { money: price(useMoney) })}
    </span>
  );
}

/** The claimable coupons as chips (amount, threshold, validity, "领取" in one tap). */
function CouponChips({ coupons }: { coupons: readonly GoodsCoupon[] }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const isLogin = useAppSelector((state) => state.auth.isLogin);
  const [receive, receiving] = useReceiveCouponMutation();

  const claim = (coupon: GoodsCoupon) => {
    if (!isLogin) {
      navigate(loginHref(location, search));
      return;
    }
    void settleWrite(receive(coupon.id), { success: t('promo.coupon.claimed'), failure: t('messages.error') });
  };

  return (
    <ul className="coupon-chips">
      {coupons.map((coupon) => (
        <li key={coupon.id} className="coupon-chip" data-testid="goods-coupon" data-coupon-id={coupon.id}>
          <div className="coupon-chip__main">
            <b className="coupon-chip__money">￥{price(coupon.money)}</b>
            <Threshold useMoney={coupon.use_money} />
            {coupon.start_time && coupon.end_time && (
              <span className="coupon-chip__time">
                {t('promo.coupon.validity', {
                  start: coupon.start_time.slice(0, 10),
                  end: coupon.end_time.slice(0, 10),
                })}
              </span>
            )}
            {Number(coupon.per_user) > 1 && (
              <span className="coupon-chip__time">{t('promo.coupon.perUser', { count: coupon.per_user })}</span>
            )}
          </div>
          <button
            type="button"
            className="coupon-chip__claim"
            data-testid="coupon-claim"
            data-coupon-id={coupon.id}
            title={[coupon.name, coupon.content].filter(Boolean).join(' · ') || undefined}
            disabled={receiving.isLoading && receiving.originalArgs === coupon.id}
            onClick={() => claim(coupon)}
          >
            {t('promo.coupon.claim')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Phones: a row "领券 ￥5 ￥10 …" in place of the chips, which open in a bottom sheet. */
function CouponSheetRow({ coupons }: { coupons: readonly GoodsCoupon[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <SheetRow label={t('browse.goods.couponRow')} testId="coupon-row" onOpen={() => setOpen(true)}>
        {coupons.map((coupon) => (
          <span key={coupon.id} className="sheet-row__tag">
            ￥{price(coupon.money)}
          </span>
        ))}
      </SheetRow>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title={t('browse.goods.couponSheet')}
        testId="coupon-sheet"
      >
        <CouponChips coupons={coupons} />
      </BottomSheet>
    </>
  );
}

/**
 * The store's claimable coupons and the full reductions running now ("满X减Y"). A signed-out shopper is sent to
 * sign in and back; the server's refusal is its toast.
 */
export function GoodsCoupons({
  coupons,
  reductions,
}: {
  coupons: readonly GoodsCoupon[];
  reductions: readonly FullReduction[];
}) {
  const { t } = useTranslation();
  if (coupons.length === 0 && reductions.length === 0) return null;
  return (
    <div className="goods-promos">
      {reductions.length > 0 && (
        <div className="goods-row goods-row--top" data-testid="goods-reductions">
          <span className="goods-row__label">{t('promo.reduction.label')}</span>
          <p className="goods-reductions">
            {reductions.map((r) => (
              <span key={r.id} className="goods-reductions__item" data-testid="goods-reduction" title={r.name}>
                {t('promo.reduction.item', { use: price(r.use_money), money: price(r.money) })}
              </span>
            ))}
          </p>
        </div>
      )}
      {coupons.length > 0 && (
        <>
          <div className="goods-row goods-row--top goods-coupons" data-testid="goods-coupons">
            <span className="goods-row__label">{t('promo.coupon.label')}</span>
            <CouponChips coupons={coupons} />
          </div>
          <CouponSheetRow coupons={coupons} />
        </>
      )}
    </div>
  );
}
