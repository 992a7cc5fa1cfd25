import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Button, Input, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { AddressRow, CheckoutGroup, CheckoutParams } from '@shop/contract/orders';
import { paramsPath } from '@shop/api/params-segment';
import { useAddressesQuery } from '@shop/api/endpoints/cart';
import { useCheckoutPreviewQuery, useCreateOrdersMutation } from '@shop/api/endpoints/checkout';
import { AccountShell } from '../../components/account/AccountShell.tsx';
import { RequireLogin } from '../../components/account/RequireLogin.tsx';
import type { PageProps } from '../../routes.ts';
import { AddressDialog } from './AddressDialog.tsx';
import { readCheckoutParams } from './checkout-params.ts';
import { cents, sumYuan } from './money.ts';
import { ShopSteps } from './ShopSteps.tsx';
import './texts.ts';
import './shop.css';
import './buy.css';

/**
 * Checkout of `/order/before/:params`: the shopper's addresses (the default one chosen
 * first, a new one added in a dialog), the goods per store priced by the server for the chosen address
 * (`POST /user/order/before` with `address_id`: freight, discounts, amount), a remark per store, and
 * "submit order" (`POST /user/order/create`) → `/order/pay/<{order_id}>`.
 */
export default function CheckoutPage(_props: PageProps) {
  const { params: segment } = useParams<{ params: string }>();
  const checkout = useMemo(() => readCheckoutParams(segment), [segment]);
  return (
    <RequireLogin>
      <AccountShell testId="checkout-page">
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

/** The address to use: the one picked here while it exists, else the default one, else the newest. */
function chosenAddress(rows: readonly AddressRow[], picked: number | undefined): AddressRow | undefined {
  return rows.find((a) => a.id === picked) ?? rows.find((a) => a.is_default) ?? rows[0];
}

function Checkout({ checkout }: { checkout: CheckoutParams }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const addresses = useAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [picked, setPicked] = useState<number>();
  const [adding, setAdding] = useState(false);
  const [remarks, setRemarks] = useState<Record<number, string>>({});
  const rows = useMemo(() => addresses.data ?? [], [addresses.data]);
  const address = chosenAddress(rows, picked);
  // Priced once the addresses are known, so the first answer already carries the chosen address's freight.
  const preview = useCheckoutPreviewQuery(
    { ...checkout, ...(address ? { address_id: address.id } : {}) },
    { skip: addresses.isLoading, refetchOnMountOrArgChange: true },
  );
  const [create, creating] = useCreateOrdersMutation();
  const [placed, setPlaced] = useState(false);
  const groups = preview.data ?? [];

  const submit = async () => {
    if (!address || creating.isLoading || placed) return;
    const remark = Object.fromEntries(Object.entries(remarks).filter(([, text]) => text.trim() !== ''));
    const result = await create({ ...checkout, address_id: address.id, remark });
    // Refusals (stock, a repeated click, the address) arrive through the client's toasts.
    if ('error' in result) return;
    setPlaced(true);
    navigate(paramsPath('/order/pay', { order_id: result.data.order_id }), { replace: true });
  };

  if (addresses.isLoading || (preview.isLoading && !preview.data)) {
    return <Spin style={{ display: 'block', padding: 80 }} />;
  }
  if (preview.isError && !preview.data) return <Invalid textKey="unavailable" />;

  return (
    <div className="shop-page" data-testid="checkout">
      <section className="shop-box" data-testid="checkout-addresses">
        <header className="buy-box-head">
          <h2 className="buy-box-title">{t('shop.checkout.address')}</h2>
          <Button type="text" status="danger" onClick={() => setAdding(true)} data-testid="checkout-address-add">
            {t('shop.checkout.addAddress')}
          </Button>
        </header>
        {rows.length === 0 ? (
          <div className="checkout-none" data-testid="checkout-no-address">
            {t('shop.checkout.noAddress')}
          </div>
        ) : (
          <div className="shop-addresses">
            {rows.map((a) => (
              <button
                type="button"
                key={a.id}
                className={`checkout-address${a.id === address?.id ? ' is-on' : ''}`}
                aria-pressed={a.id === address?.id}
                onClick={() => setPicked(a.id)}
                data-testid={`checkout-address-${a.id}`}
              >
                {a.is_default ? <span className="checkout-address__tag">{t('shop.checkout.default')}</span> : null}
                <div className="checkout-address__name">
                  {a.receive_name} ({a.receive_tel})
                </div>
                <div className="checkout-address__text">
                  {a.area_info} {a.address}
                </div>
              </button>
            ))}
            <button
              type="button"
              className="checkout-address checkout-address--add"
              onClick={() => setAdding(true)}
              data-testid="checkout-address-add-card"
            >
              + {t('shop.checkout.addAddress')}
            </button>
          </div>
        )}
      </section>

      <Spin loading={preview.isFetching} style={{ display: 'block' }}>
        {groups.map((g) => (
          <StoreBlock
            key={g.store_info.id}
            group={g}
            remark={remarks[g.store_info.id] ?? ''}
            onRemark={(text) => setRemarks((current) => ({ ...current, [g.store_info.id]: text }))}
          />
        ))}
      </Spin>

      <Summary groups={groups} address={address}>
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
      </Summary>

      <AddressDialog open={adding} onClose={() => setAdding(false)} onSaved={setPicked} />
    </div>
  );
}

function StoreBlock({
  group,
  remark,
  onRemark,
}: {
  group: CheckoutGroup;
  remark: string;
  onRemark: (text: string) => void;
}) {
  const { t } = useTranslation();
  const store = group.store_info;
  const discount = cents(group.coupon_money);
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
            <Link href={`/goods/${line.id}`}>
              {line.goods_master_image ? (
                <img src={line.goods_master_image} alt="" />
              ) : (
                <span className="cart-goods__noimg" />
              )}
            </Link>
            <Link href={`/goods/${line.id}`} className="cart-goods__name">
              {line.goods_name}
            </Link>
          </div>
          <span className="cart-spec">{line.sku_name || '-'}</span>
          <span>¥{line.goods_price}</span>
          <span>× {line.buy_num}</span>
          <span className="shop-money">¥{line.total}</span>
        </div>
      ))}
      <div className="checkout-store-foot">
        <label>
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
          <span>{t('shop.checkout.freight')}</span>
          <span data-testid={`checkout-freight-${store.id}`}>
            {group.freight_money === undefined ? t('shop.checkout.freightPending') : `¥${group.freight_money}`}
          </span>
          {discount > 0 && (
            <>
              <span>{t('shop.checkout.discount')}</span>
              <span data-testid={`checkout-discount-${store.id}`}>-¥{group.coupon_money}</span>
            </>
          )}
          <span>{t('shop.checkout.storeTotal')}</span>
          <span className="shop-money" data-testid={`checkout-store-total-${store.id}`}>
            ¥{group.total_price ?? group.store_total_price}
          </span>
        </div>
      </div>
    </section>
  );
}

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
  const discount = sumYuan(groups.map((g) => g.coupon_money));
  const payable = sumYuan(groups.map((g) => g.total_price ?? g.store_total_price));
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
