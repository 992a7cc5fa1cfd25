import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { Button, Input, Message, Modal, Select, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useExpressesQuery, type Courier } from '@shop/api/endpoints/system';
import { useRefundQuery, useRefundStepMutation } from '@shop/api/endpoints/aftersale';
import { REFUND_TYPE } from '@shop/contract/order-codes';
import type { RefundRow } from '@shop/contract/orders';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import type { PageProps } from '../../routes.ts';
import '../shop/texts.ts';
import { canConfirmExchange, canShipBack, orderIdOf, refundState, refundVerify, TRACKING_NO } from './order-actions.ts';
import { CONFIRM_OK_PROPS } from './OrderActions.tsx';
import { OrderBrief, WithOrder } from './OrderBrief.tsx';
import './orders.css';

/**
 * After-sale progress of `GET /user/order/refund/{order_id}`: type,
 * review, progress, the reason and pictures, the refusal reason; for an approved return the courier (from
 * `GET /expresses`) and tracking number of the goods sent back; for an exchange the store re-shipped, the
 * confirmation that it arrived (`refund_step: 3`). Both go through `PUT /user/order/refund/{order_id}`.
 */
export default function RefundProgressPage(_props: PageProps) {
  const { t } = useTranslation();
  const id = orderIdOf(useParams<{ id: string }>().id);
  return (
    <UserCentre title={t('shop.refund.detailTitle')} testId="user-order-refund">
      <WithOrder id={id}>
        {(order) => (
          <>
            <OrderBrief order={order} />
            <Progress orderId={order.id} />
          </>
        )}
      </WithOrder>
    </UserCentre>
  );
}

function Progress({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const { data: refund, isLoading, isError } = useRefundQuery(orderId);
  const couriers = useExpressesQuery();
  if (isLoading) return <Spin style={{ display: 'block', padding: 40 }} />;
  if (isError || !refund) return <Empty text={t('shop.refund.unavailable')} testId="refund-not-found" />;

  const courierName = (code: string) => couriers.data?.find((c) => c.code === code)?.name ?? code;
  const state = refundState(refund);
  const verify = refundVerify(refund);
  const images = refund.images.split(',').filter(Boolean);
  return (
    <section className="order-detail__box refund-progress" data-testid="refund-progress">
      <dl className="order-kv">
        <dt>{t('shop.refund.type')}</dt>
        <dd data-testid="refund-type" data-type={refund.refund_type}>
          {t(refund.refund_type === REFUND_TYPE.return ? 'shop.refund.types.return' : 'shop.refund.types.refund')}
        </dd>
        <dt>{t('shop.refund.verify')}</dt>
        <dd>
          <span className={`refund-tag refund-tag--${verify}`} data-testid="refund-verify" data-verify={verify}>
            {t(`shop.refund.verifies.${verify}`)}
          </span>
        </dd>
        <dt>{t('shop.refund.state')}</dt>
        <dd data-testid="refund-state" data-state={state}>
          {t(`shop.refund.states.${state}`)}
        </dd>
        <dt>{t('shop.refund.reason')}</dt>
        <dd data-testid="refund-reason">{refund.refund_remark}</dd>
        {images.length ? (
          <>
            <dt>{t('shop.refund.images')}</dt>
            <dd className="refund-progress__images">
              {images.map((src) => (
                <a key={src} href={src} target="_blank" rel="noreferrer">
                  <img src={src} alt="" loading="lazy" />
                </a>
              ))}
            </dd>
          </>
        ) : null}
        <dt>{t('shop.refund.appliedAt')}</dt>
        <dd>{refund.created_at}</dd>
        {state === 'refused' ? (
          <>
            <dt>{t('shop.refund.refuseReason')}</dt>
            <dd className="refund-progress__refused" data-testid="refund-refuse-reason">
              {refund.refuse_remark}
            </dd>
          </>
        ) : null}
        {refund.delivery_no ? (
          <>
            <dt>{t('shop.refund.myDelivery')}</dt>
            <dd data-testid="refund-delivery">
              {courierName(refund.delivery_code)} {refund.delivery_no}
            </dd>
          </>
        ) : null}
        {refund.re_delivery_no ? (
          <>
            <dt>{t('shop.refund.sellerDelivery')}</dt>
            <dd data-testid="refund-re-delivery">
              {courierName(refund.re_delivery_code)} {refund.re_delivery_no}
            </dd>
          </>
        ) : null}
      </dl>
      {canShipBack(refund) ? <ShipBack refund={refund} couriers={couriers.data ?? []} /> : null}
      {canConfirmExchange(refund) ? <ConfirmExchange refund={refund} /> : null}
    </section>
  );
}

/** The approved return's shipment back to the store: courier and tracking number, checked as the server does. */
function ShipBack({ refund, couriers }: { refund: RefundRow; couriers: Courier[] }) {
  const { t } = useTranslation();
  const [step, { isLoading }] = useRefundStepMutation();
  const [code, setCode] = useState<string | undefined>(undefined);
  const [no, setNo] = useState('');
  const [errors, setErrors] = useState<{ code?: boolean; no?: boolean }>({});

  const submit = async () => {
    const found = { code: !code, no: !TRACKING_NO.test(no.trim()) };
    setErrors(found);
    if (found.code || found.no || !code) return;
    const result = await step({ order_id: refund.order_id, delivery_code: code, delivery_no: no.trim() });
    if (!('error' in result)) Message.success(t('messages.success'));
  };

  return (
    <div className="order-form refund-ship" data-testid="refund-ship-form">
      <h3>{t('shop.refund.shipBack')}</h3>
      <div className="order-form__row">
        <span className="order-form__label">{t('shop.refund.courier')}</span>
        <div className="order-form__control">
          <Select
            value={code}
            onChange={(value: string) => {
              setCode(value);
              setErrors({ ...errors, code: false });
            }}
            placeholder={t('shop.refund.courierPlaceholder')}
            showSearch
            status={errors.code ? 'error' : undefined}
            style={{ width: 260 }}
            data-testid="refund-courier"
          >
            {couriers.map((c) => (
              <Select.Option key={c.code} value={c.code} data-testid={`refund-courier-${c.code}`}>
                {c.name}
              </Select.Option>
            ))}
          </Select>
          {errors.code ? (
            <div className="order-form__error" role="alert">
              {t('shop.refund.courierRequired')}
            </div>
          ) : null}
        </div>
      </div>
      <div className="order-form__row">
        <span className="order-form__label">{t('shop.refund.trackingNo')}</span>
        <div className="order-form__control">
          <Input
            value={no}
            onChange={(value) => {
              setNo(value);
              setErrors({ ...errors, no: false });
            }}
            placeholder={t('shop.refund.trackingPlaceholder')}
            maxLength={20}
            status={errors.no ? 'error' : undefined}
            style={{ width: 260 }}
            data-testid="refund-tracking"
          />
          {errors.no ? (
            <div className="order-form__error" role="alert">
              {t('shop.refund.trackingInvalid')}
            </div>
          ) : null}
        </div>
      </div>
      <div className="order-form__buttons">
        <Button type="primary" loading={isLoading} onClick={() => void submit()} data-testid="refund-ship">
          {t('shop.refund.ship')}
        </Button>
      </div>
    </div>
  );
}

/** The store re-shipped an exchange: the shopper confirms it arrived, which closes the after-sale. */
function ConfirmExchange({ refund }: { refund: RefundRow }) {
  const { t } = useTranslation();
  const [step] = useRefundStepMutation();
  const confirm = () =>
    Modal.confirm({
      title: t('shop.orders.confirmTitle'),
      content: t('shop.refund.confirmReceivedConfirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: CONFIRM_OK_PROPS,
      onOk: async () => {
        const result = await step({ order_id: refund.order_id, refund_step: 3 });
        if (!('error' in result)) Message.success(t('messages.success'));
      },
    });
  return (
    <div className="order-form__buttons">
      <Button type="primary" status="success" onClick={confirm} data-testid="refund-confirm-receipt">
        {t('shop.refund.confirmReceived')}
      </Button>
    </div>
  );
}
