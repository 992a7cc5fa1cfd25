import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Button, Input, Modal, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { OrderAfterItem, PayAnswer, PaymentName } from '@shop/contract/orders';
import { useAppSelector } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { useOrdersAfterQuery } from '@shop/api/endpoints/checkout';
import { usePayCheckQuery, usePayMutation, usePaymentMethodsQuery } from '@shop/api/endpoints/payments';
import { StickyActionBar } from '@shop/ui/phone/StickyActionBar';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { AccountShell } from '../../components/account/AccountShell.tsx';
import { RequireLogin } from '../../components/account/RequireLogin.tsx';
import type { PageProps } from '../../routes.ts';
import { readOrderIds } from './checkout-params.ts';
import { DiscountLines } from './DiscountLines.tsx';
import { sumYuan } from './money.ts';
import { QrCode } from './QrCode.tsx';
import { ShopSteps } from './ShopSteps.tsx';
import './texts.ts';
import './shop.css';
import './buy.css';

const PAY_PASSWORD = /^\d{6}$/;
const CHECK_EVERY_MS = 1000;

/**
 * Payment of `/order/pay/:params` (`{order_id:[...]}`): the orders still to pay
 * (`POST /user/order/after`), their total, the methods the shop offers (`GET /user/order/payments`); balance
 * with the 6-digit payment password (without one, a link to set it), or WeChat / Alipay by the link the server
 * answers, shown as a QR code, while `POST /user/order/check` is polled; paid → `/order/success`. On a phone the
 * total and "pay" sit in a bar fixed to the bottom, in place of the tab bar.
 */
export default function PayPage(_props: PageProps) {
  const { params: segment } = useParams<{ params: string }>();
  const ids = useMemo(() => readOrderIds(segment), [segment]);
  return (
    // The balance on offer must be today's, not the one cached at sign-in.
    <RequireLogin refresh="always">
      <AccountShell testId="pay-page" tabBar={false}>
        <ShopSteps current={2} />
        {ids.length ? <Pay ids={ids} /> : <NotFound />}
      </AccountShell>
    </RequireLogin>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="shop-box buy-notice" data-testid="pay-not-found">
      <p>{t('shop.pay.notFound')}</p>
      <Link href="/user/orders">{t('shop.pay.toOrders')}</Link>
    </div>
  );
}

/** Orders the server still waits payment for (older servers send no status: then all of them). */
const unpaidOf = (orders: readonly OrderAfterItem[]) =>
  orders.filter((o) => o.order_status === undefined || o.order_status === 1);

/** The text a third-party answer carries for the shopper's phone (`code_url` WeChat, `qr_code` Alipay). */
function payLink(answer: PayAnswer): string {
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return '';
  const link = answer.code_url ?? answer.qr_code;
  return typeof link === 'string' ? link : '';
}

function Pay({ ids }: { ids: number[] }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isPhone = useIsPhone();
  const orders = useOrdersAfterQuery(ids, { refetchOnMountOrArgChange: true });
  const methods = usePaymentMethodsQuery(undefined, { refetchOnMountOrArgChange: true });
  const money = useAppSelector((state) => state.auth.user?.money);
  // Undefined until today's record arrives (or from an older server): then the field shows with the link to set one.
  const hasPayPassword = useAppSelector((state) => state.auth.user?.has_pay_password);
  const [pay, paying] = usePayMutation();
  const [method, setMethod] = useState<PaymentName>('balance');
  const [password, setPassword] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const unpaid = unpaidOf(orders.data ?? []);
  const offered = methods.data ?? [];
  const chosen = offered.includes(method) ? method : offered[0];
  // Without a payment password the balance cannot pay: the shopper is sent to set one instead of a useless field.
  const balanceLocked = chosen === 'balance' && hasPayPassword === 0;
  const toSuccess = useCallback(() => navigate('/order/success', { replace: true }), [navigate]);

  if (orders.isLoading || methods.isLoading) return <Spin style={{ display: 'block', padding: 80 }} />;
  if (!orders.data?.length) return <NotFound />;
  if (!unpaid.length && !paying.isLoading) {
    return (
      <div className="shop-box buy-notice" data-testid="pay-paid">
        <p>{t('shop.pay.paid')}</p>
        <Link href="/user/orders">{t('shop.pay.toOrders')}</Link>
      </div>
    );
  }

  const submit = async () => {
    if (!chosen || balanceLocked || paying.isLoading) return;
    if (chosen === 'balance' && !PAY_PASSWORD.test(password)) {
      httpHooks().notify.error(t('messages.payPasswordDigits'));
      return;
    }
    const result = await pay({
      order_id: unpaid.map((o) => o.id),
      payment_name: chosen,
      ...(chosen === 'balance' ? { pay_password: password } : {}),
    });
    // A wrong password, a short balance or a repeated click arrive through the client's toasts.
    if ('error' in result) return;
    if (chosen === 'balance') toSuccess();
    else setLink(payLink(result.data));
  };

  const total = sumYuan(unpaid.map((o) => o.total_price));
  const payButton = (
    <Button
      type="primary"
      status="danger"
      className="buy-submit"
      loading={paying.isLoading}
      disabled={!chosen || balanceLocked}
      onClick={() => void submit()}
      data-testid="pay-submit"
      style={{ marginLeft: 'auto' }}
    >
      {chosen ? t('shop.pay.submit') : t('shop.pay.noMethod')}
    </Button>
  );

  return (
    <div className="shop-page" data-testid="pay">
      <section className="shop-box">
        <header className="buy-box-head">
          <h2 className="buy-box-title">{t('shop.pay.orders')}</h2>
        </header>
        {unpaid.map((order) => (
          <OrderBlock key={order.id} order={order} />
        ))}
      </section>

      <div className="pay-total">
        <span className="pay-receiver" data-testid="pay-receiver">
          <strong>{t('shop.pay.receiver')}</strong>
          {unpaid[0] &&
            t('shop.pay.receiverLine', {
              name: unpaid[0].receive_name,
              tel: unpaid[0].receive_tel,
              area: unpaid[0].receive_area,
              address: unpaid[0].receive_address,
            })}
        </span>
        <span>
          {t('shop.pay.total')}
          <span className="shop-money" data-testid="pay-total">
            ¥{total}
          </span>
        </span>
      </div>

      <section className="shop-box">
        <header className="buy-box-head">
          <h2 className="buy-box-title">{t('shop.pay.method')}</h2>
        </header>
        <div className="pay-methods" role="radiogroup">
          {offered.map((name) => (
            <button
              type="button"
              key={name}
              role="radio"
              aria-checked={name === chosen}
              className={`pay-method${name === chosen ? ' is-on' : ''}`}
              onClick={() => setMethod(name)}
              data-testid={`pay-method-${name}`}
            >
              <strong>{t(`shop.pay.${name}`)}</strong>
              {name === 'balance' && <small>{t('shop.pay.balanceLeft', { money: money ?? '0.00' })}</small>}
            </button>
          ))}
        </div>
        <div className="pay-form">
          {balanceLocked && (
            <span data-testid="pay-no-password">
              {t('shop.pay.passwordMissing')}{' '}
              <Link href="/user/safe/pay_password" data-testid="pay-set-password">
                {t('shop.pay.setPassword')}
              </Link>
            </span>
          )}
          {chosen === 'balance' && !balanceLocked && (
            <>
              <label htmlFor="pay-password">{t('shop.pay.password')}</label>
              <Input.Password
                id="pay-password"
                value={password}
                onChange={(value) => setPassword(value.replace(/\s/g, ''))}
                onPressEnter={() => void submit()}
                maxLength={6}
                // Six digits: the phone's number pad, never a saved password offered.
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                placeholder={t('shop.pay.passwordPlaceholder')}
                style={isPhone ? undefined : { width: 240 }}
                data-testid="pay-password"
              />
              {hasPayPassword === undefined && (
                <span>
                  {t('shop.pay.noPassword')}{' '}
                  <Link href="/user/safe/pay_password" data-testid="pay-set-password">
                    {t('shop.pay.setPassword')}
                  </Link>
                </span>
              )}
            </>
          )}
          {!isPhone && payButton}
        </div>
      </section>
      {isPhone && (
        <StickyActionBar phoneOnly testId="pay-bar">
          <span className="buy-bar__total">
            {t('shop.pay.total')}
            <span className="shop-money" data-testid="pay-bar-total">
              ¥{total}
            </span>
          </span>
          {payButton}
        </StickyActionBar>
      )}

      <Modal
        title={t('shop.pay.scanTitle')}
        visible={link !== null}
        onCancel={() => setLink(null)}
        footer={null}
        unmountOnExit
      >
        {link !== null && unpaid[0] && <WaitForPayment orderId={unpaid[0].id} link={link} onPaid={toSuccess} />}
      </Modal>
    </div>
  );
}

function OrderBlock({ order }: { order: OrderAfterItem }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`pay-order-${order.id}`}>
      <div className="pay-order__head">
        <span>{t('shop.pay.orderNo')}</span>
        <span data-testid={`pay-order-no-${order.id}`}>{order.order_no}</span>
      </div>
      {order.order_goods.map((line, i) => (
        <div className="checkout-row" key={i}>
          <div className="cart-goods">
            {line.goods_image ? <img src={line.goods_image} alt="" /> : <span className="cart-goods__noimg" />}
            <span className="cart-goods__name">{line.goods_name}</span>
          </div>
          <span className="cart-spec">{line.sku_name || '-'}</span>
          <span className="cart-price">¥{line.goods_price}</span>
          <span className="checkout-qty">× {line.buy_num}</span>
          <span className="shop-money cart-subtotal">¥{line.total_price}</span>
        </div>
      ))}
      <div className="pay-order__sums" data-testid={`pay-sums-${order.id}`}>
        <span>{t('shop.pay.goodsAmount')}</span>
        <span data-testid={`pay-goods-${order.id}`}>¥{order.order_price}</span>
        <DiscountLines source={order} testId={`pay-discount-${order.id}`} />
        <span>{t('shop.pay.freight')}</span>
        <span data-testid={`pay-freight-${order.id}`}>¥{order.freight_money}</span>
        <span>{t('shop.pay.orderTotal')}</span>
        <span className="shop-money" data-testid={`pay-order-total-${order.id}`}>
          ¥{order.total_price}
        </span>
      </div>
    </div>
  );
}

/**
 * The link to pay with the phone, as a QR code to scan and as text to copy, and a check every second until the server says the order is paid (its answer
 * is `[]` once paid, `{code:'fail'}` before). Mounted only while the dialog is open, so closing it or leaving the
 * page stops the checks.
 */
function WaitForPayment({ orderId, link, onPaid }: { orderId: number; link: string; onPaid: () => void }) {
  const { t } = useTranslation();
  const check = usePayCheckQuery(orderId, { pollingInterval: CHECK_EVERY_MS, refetchOnMountOrArgChange: true });
  const paid = Array.isArray(check.data);
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);

  const copy = () => {
    void navigator.clipboard?.writeText(link).then(() => httpHooks().notify.success(t('shop.pay.copied')));
  };
  return (
    <div className="pay-qr" data-testid="pay-qr">
      <p>{t('shop.pay.scan')}</p>
      {link && <QrCode text={link} alt={t('shop.pay.qrAlt')} testId="pay-qr-image" />}
      <strong>{t('shop.pay.scanLink')}</strong>
      <code data-testid="pay-link">{link}</code>
      <div>
        <Button onClick={copy} data-testid="pay-copy">
          {t('shop.pay.copy')}
        </Button>
      </div>
      <Spin size={16} tip={t('shop.pay.waiting')} />
    </div>
  );
}
