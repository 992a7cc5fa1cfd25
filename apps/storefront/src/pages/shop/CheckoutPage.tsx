import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Button, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { AddressRow, CheckoutGroup, CheckoutParams } from '@shop/contract/orders';
import { paramsPath } from '@shop/api/params-segment';
import { useCheckoutPreviewQuery, useCreateOrdersMutation } from '@shop/api/endpoints/checkout';
import { StickyActionBar } from '@shop/ui/phone/StickyActionBar';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { AccountShell } from '../../components/account/AccountShell.tsx';
import { RequireLogin } from '../../components/account/RequireLogin.tsx';
import type { PageProps } from '../../routes.ts';
import { AddressChooser, useAddressChoice } from './AddressChooser.tsx';
import { readCheckoutParams } from './checkout-params.ts';
import { CheckoutStore } from './CheckoutStore.tsx';
import { cents, sumYuan } from './money.ts';
import { appliedCouponIds, discountSum, shownDiscounts, withCoupon } from './promotions.ts';
import { ShopSteps } from './ShopSteps.tsx';
import './texts.ts';
import './shop.css';
import './buy.css';

/**
 * Checkout of `/order/before/:params`: the shopper's addresses (the default one chosen
 * first, a new one added in a dialog), the goods per store priced by the server for the chosen address and coupons
 * (`POST /user/order/before` with `address_id` and `coupon_id`: freight, discount lines, amount), a coupon and a
 * remark per store, and "submit order" (`POST /user/order/create` with the coupons applied) → `/order/pay/<{order_id}>`.
 * On a phone the amount to pay and "submit order" sit in a bar fixed to the bottom, in place of the tab bar.
 */
export default function CheckoutPage(_props: PageProps) {
  const { params: segment } = useParams<{ params: string }>();
  const checkout = useMemo(() => readCheckoutParams(segment), [segment]);
  return (
    <RequireLogin>
      <AccountShell testId="checkout-page" tabBar={false}>
        <ShopSteps current={1} />
        {checkout ? <Checkout checkout={checkout} /> : <Invalid textKey="invalid" />}
      </AccountShell>
    </RequireLogin>
  );
}

function Invalid({ textKey }: { textKey: 'invalid' | 'unavailable' }) {
  const { t } = useTranslation();
  return (
    <div className="shop-box buy-notice" data-testid="checkout-invalid">
      <p>{t(`shop.checkout.${textKey}`)}</p>
      <Link href="/carts">{t('shop.checkout.backToCart')}</Link>
    </div>
  );
}

function Checkout({ checkout }: { checkout: CheckoutParams }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isPhone = useIsPhone();
  const addresses = useAddressChoice();
  const { address } = addresses;
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  // Until the shopper picks a coupon the server applies each store's best one; from then on the whole list is sent.
  const [couponIds, setCouponIds] = useState<string>();
  // Priced once the addresses are known, so the first answer already carries the chosen address's freight.
  const preview = useCheckoutPreviewQuery(
    {
      ...checkout,
      ...(address ? { address_id: address.id } : {}),
      ...(couponIds !== undefined ? { coupon_id: couponIds } : {}),
    },
    { skip: addresses.isLoading, refetchOnMountOrArgChange: true },
  );
  const [create, creating] = useCreateOrdersMutation();
  const [placed, setPlaced] = useState(false);
  const groups = preview.data ?? [];

  const submit = async () => {
    if (!address || creating.isLoading || placed) return;
    const remark = Object.fromEntries(Object.entries(remarks).filter(([, text]) => text.trim() !== ''));
    // The coupons the shown amounts include, so the order costs what the page said.
    const result = await create({ ...checkout, address_id: address.id, coupon_id: appliedCouponIds(groups), remark });
    // Refusals (stock, a repeated click, the address) arrive through the client's toasts.
    if ('error' in result) return;
    setPlaced(true);
    navigate(paramsPath('/order/pay', { order_id: result.data.order_id }), { replace: true });
  };

  const submitButton = (
    <Button
      type="primary"
      status="danger"
      className="buy-submit"
      loading={creating.isLoading}
      disabled={!address || preview.isFetching || placed}
      onClick={() => void submit()}
      data-testid="checkout-submit"
    >
      {address ? t('shop.checkout.submit') : t('shop.checkout.chooseAddress')}
    </Button>
  );

  if (addresses.isLoading || (preview.isLoading && !preview.data)) {
    return <Spin style={{ display: 'block', padding: 80 }} />;
  }
  if (preview.isError && !preview.data) return <Invalid textKey="unavailable" />;

  return (
    <div className="shop-page" data-testid="checkout">
      <AddressChooser choice={addresses} checkout="goods" />

      <Spin loading={preview.isFetching} style={{ display: 'block' }}>
        {groups.map((g) => (
          <CheckoutStore
            key={g.store_info.id}
            group={g}
            remark={remarks[g.store_info.id] ?? ''}
            onRemark={(text) => setRemarks((current) => ({ ...current, [g.store_info.id]: text }))}
            pricing={preview.isFetching}
            onCoupon={(couponId) => setCouponIds(withCoupon(groups, g.store_info.id, couponId))}
          />
        ))}
      </Spin>

      <Summary groups={groups} address={address}>
        {!isPhone && submitButton}
      </Summary>
      {isPhone && (
        <StickyActionBar phoneOnly testId="checkout-bar">
          <span className="buy-bar__total">
            {t('shop.checkout.payable')}
            <span className="shop-money" data-testid="checkout-bar-total">
              ¥{payableOf(groups)}
            </span>
          </span>
          {submitButton}
        </StickyActionBar>
      )}
    </div>
  );
}

/** What the shopper pays for all the stores, as the server priced each (added in cents). */
const payableOf = (groups: readonly CheckoutGroup[]) =>
  sumYuan(groups.map((g) => g.total_price ?? g.store_total_price));

/** The totals of every store (amounts as the server priced them, added in cents) above the submit button. */
function Summary({
  groups,
  address,
  children,
}: {
  groups: readonly CheckoutGroup[];
  address: AddressRow | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const goods = sumYuan(groups.map((g) => g.store_total_price));
  const freight = sumYuan(groups.map((g) => g.freight_money));
  const discount = sumYuan(groups.map((g) => discountSum(shownDiscounts(g))));
  const payable = payableOf(groups);
  return (
    <div className="checkout-summary" data-testid="checkout-summary">
      <div className="checkout-summary__row">
        <span>{t('shop.checkout.goodsTotal')}</span>
        <span data-testid="checkout-goods-total">¥{goods}</span>
      </div>
      <div className="checkout-summary__row">
        <span>{t('shop.checkout.freightTotal')}</span>
        <span data-testid="checkout-freight-total">¥{freight}</span>
      </div>
      {cents(discount) > 0 && (
        <div className="checkout-summary__row">
          <span>{t('shop.checkout.discountTotal')}</span>
          <span data-testid="checkout-discount-total">-¥{discount}</span>
        </div>
      )}
      <div className="checkout-summary__row checkout-summary__payable">
        <span>{t('shop.checkout.payable')}</span>
        <span className="shop-money" data-testid="checkout-total">
          ¥{payable}
        </span>
      </div>
      {address && (
        <div className="checkout-summary__ship" data-testid="checkout-ship-to">
          <div>{t('shop.checkout.shipTo', { address: `${address.area_info} ${address.address}` })}</div>
          <div>{t('shop.checkout.receiver', { name: address.receive_name, tel: address.receive_tel })}</div>
        </div>
      )}
      {children}
    </div>
  );
}
