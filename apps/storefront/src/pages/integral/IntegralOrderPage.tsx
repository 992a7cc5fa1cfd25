import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useIntegralGoodsQuery, useIntegralPayMutation } from '@shop/api/endpoints/integral';
import { useAppSelector } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { StickyActionBar } from '@shop/ui/phone/StickyActionBar';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { AccountShell } from '../../components/account/AccountShell.tsx';
import { RequireLogin } from '../../components/account/RequireLogin.tsx';
import { pointsEnough, pointsText, pointsTotal, routeId, routeQuantity } from '../../lib/points.ts';
import type { PageProps } from '../../routes.ts';
import { AddressChooser, useAddressChoice } from '../shop/AddressChooser.tsx';
import { ShopSteps } from '../shop/ShopSteps.tsx';
import '../shop/texts.ts';
import '../shop/shop.css';
import '../shop/buy.css';
import './texts.ts';
import './integral.css';

const MAX_REMARK = 150;

function Checkout({ id, quantity }: { id: number; quantity: number }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isPhone = useIsPhone();
  const user = useAppSelector((state) => state.auth.user);
  const goods = useIntegralGoodsQuery(id, { refetchOnMountOrArgChange: true });
  const addresses = useAddressChoice();
  const [remark, setRemark] = useState('');
  const [pay, paying] = useIntegralPayMutation();
  // A second click while the first request runs (or after it succeeded) places nothing.
  const busy = useRef(false);
  const { address } = addresses;

  if (goods.isLoading || addresses.isLoading) return <Spin style={{ display: 'block', padding: 80 }} />;
  const item = goods.data;
  if (!item || goods.isError) {
    return (
      <div className="shop-box buy-notice" data-testid="integral-order-invalid">
        <p>{t('pts.order.invalid')}</p>
        <Link href="/integral">{t('pts.goods.back')}</Link>
      </div>
    );
  }
  const total = pointsTotal(item.goods_price, quantity);
  const enough = pointsEnough(user?.integral, item.goods_price, quantity);

  const submit = async () => {
    if (busy.current) {
      httpHooks().notify.error(t('pts.order.wait'));
      return;
    }
    if (!address) {
      httpHooks().notify.error(t('pts.order.chooseAddress'));
      return;
    }
    busy.current = true;
    const result = await pay({ id: item.id, buy_num: quantity, address_id: address.id, remark: remark.trim() });
    // Refusals (points, stock, address) are toasted by the client with the server's message.
    if ('error' in result) {
      busy.current = false;
      return;
    }
    httpHooks().notify.success(t('pts.order.success'));
    navigate('/user/integral_order', { replace: true });
  };

  const totalLine = (
    <div className="pts-order-foot__total">
      {t('pts.order.total')}
      <span className="pts-points" data-testid="integral-order-total">
        {t('pts.unit', { points: total })}
      </span>{' '}
      {t('pts.order.free')}
    </div>
  );
  const payButton = (
    <button
      type="button"
      className="red-button"
      data-testid="integral-order-pay"
      disabled={!enough || addresses.rows.length === 0}
      onClick={() => void submit()}
    >
      {paying.isLoading ? t('pts.order.paying') : t('pts.order.pay')}
    </button>
  );

  return (
    <div className="shop-page" data-testid="integral-order">
      <AddressChooser choice={addresses} checkout="points" />

      <section className="shop-box" data-testid="integral-order-goods">
        <header className="buy-box-head">
          <h2 className="buy-box-title">{t('pts.order.goods')}</h2>
        </header>
        <table className="pts-table">
          <thead>
            <tr>
              <th colSpan={2}>{t('pts.order.name')}</th>
              <th>{t('pts.order.unit')}</th>
              <th>{t('pts.order.quantity')}</th>
              <th>{t('pts.order.discount')}</th>
              <th>{t('pts.order.subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            <tr className="pts-order-line">
              <td className="pts-order-line__pic" style={{ width: 76 }}>
                <img src={item.goods_master_image} alt="" />
              </td>
              <td className="pts-order-line__name">
                <Link href={`/integral/goods/${item.id}`}>{item.goods_name}</Link>
              </td>
              <td className="pts-order-line__unit">{pointsText(item.goods_price)}</td>
              <td className="pts-order-line__qty" data-testid="integral-order-quantity">
                {quantity}
              </td>
              <td className="pts-order-line__discount">-</td>
              <td className="pts-order-line__subtotal" data-testid="integral-order-subtotal">
                {total}
              </td>
            </tr>
          </tbody>
        </table>
        <div className="pts-order-foot">
          <textarea
            value={remark}
            maxLength={MAX_REMARK}
            placeholder={t('pts.order.remarkPlaceholder')}
            aria-label={t('pts.order.remark')}
            data-testid="integral-order-remark"
            onChange={(event) => setRemark(event.target.value)}
          />
          <div>
            {t('pts.order.mine')}
            <span data-testid="integral-order-mine">{pointsText(user?.integral)}</span>
          </div>
          {!enough && (
            <div className="pts-order-foot__short" data-testid="integral-order-short">
              {t('pts.order.notEnough')}
            </div>
          )}
          {isPhone ? (
            <StickyActionBar phoneOnly testId="integral-order-bar">
              {totalLine}
              {payButton}
            </StickyActionBar>
          ) : (
            <>
              {totalLine}
              {payButton}
            </>
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * Points checkout `/integral/order/:id/:buy_num`: the delivery address (picked like the goods checkout), the line
 * with points × quantity, a remark, the shopper's points against the total, and "pay points"
 * (`POST /integral/pay`) → the points orders. On a phone the total and "pay points" sit in a bar fixed to the
 * bottom, in place of the tab bar.
 */
export default function IntegralOrderPage(_props: PageProps) {
  const { t } = useTranslation();
  const { id: rawId, buy_num } = useParams<{ id: string; buy_num: string }>();
  const id = routeId(rawId);
  const quantity = routeQuantity(buy_num);
  return (
    <RequireLogin refresh="always">
      <AccountShell testId="integral-order-page" tabBar={false}>
        <h1 className="sr-only">{t('pts.order.title')}</h1>
        <ShopSteps current={1} />
        {id ? (
          <Checkout id={id} quantity={quantity} />
        ) : (
          <div className="shop-box buy-notice" data-testid="integral-order-invalid">
            <p>{t('pts.order.invalid')}</p>
            <Link href="/integral">{t('pts.goods.back')}</Link>
          </div>
        )}
      </AccountShell>
    </RequireLogin>
  );
}
