import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { Button, Input, Message, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useAskRefundMutation } from '@shop/api/endpoints/aftersale';
import { REFUND_TYPE } from '@shop/contract/order-codes';
import type { OrderHomeResource } from '@shop/contract/orders';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';
import '../shop/texts.ts';
import { orderIdOf, refundTypes } from './order-actions.ts';
import { OrderBrief, WithOrder } from './OrderBrief.tsx';
import { PictureList } from './PictureList.tsx';
import './orders.css';

/** Reasons one click puts in the text. */
const QUICK_REASONS = ['damaged', 'size', 'colour', 'other'] as const;
/** The server keeps 255 characters of the reason. */
const MAX_REASON = 255;

/**
 * Ask for an after-sale: refund only, or a return / exchange once the goods were
 * shipped; the reason (typed or picked) and up to six evidence pictures, sent as `POST /user/order/refund`.
 * The shopper then sees the request's progress. An order the server would refuse (unpaid, finished, already in
 * after-sale) gets a notice instead of the form; the 7-day and settlement rules stay the server's to tell.
 */
export default function RefundFormPage(_props: PageProps) {
  const { t } = useTranslation();
  const id = orderIdOf(useParams<{ id: string }>().id);
  return (
    <UserCentre title={t('shop.refund.title')} testId="user-order-refund-form">
      <WithOrder id={id}>
        {(order) => (
          <>
            <OrderBrief order={order} />
            {refundTypes(order.order_status).length ? (
              <RefundForm order={order} />
            ) : (
              <p className="order-notice" data-testid="refund-unavailable">
                {t('shop.refund.unavailable')}
              </p>
            )}
          </>
        )}
      </WithOrder>
    </UserCentre>
  );
}

function RefundForm({ order }: { order: OrderHomeResource }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [ask, { isLoading }] = useAskRefundMutation();
  const types = refundTypes(order.order_status);
  const [type, setType] = useState<0 | 1>(REFUND_TYPE.refund);
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState(false);

  const submit = async () => {
    if (!remark.trim()) {
      setError(true);
      return;
    }
    const result = await ask({ order_id: order.id, refund_type: type, refund_remark: remark.trim(), images });
    if ('error' in result) return;
    Message.success(t('messages.success'));
    navigate(`/user/order/refund_form/${order.id}`);
  };

  return (
    <div className="order-form" data-testid="refund-form">
      <div className="order-form__row">
        <span className="order-form__label">{t('shop.refund.type')}</span>
        <div className="order-form__control">
          <Radio.Group value={type} onChange={(value: 0 | 1) => setType(value)}>
            <Radio value={REFUND_TYPE.refund} data-testid="refund-type-0">
              {t('shop.refund.refundOnly')}
            </Radio>
            <Radio
              value={REFUND_TYPE.return}
              disabled={!types.includes(REFUND_TYPE.return)}
              data-testid="refund-type-1"
            >
              {t('shop.refund.returnGoods')}
            </Radio>
          </Radio.Group>
          {types.includes(REFUND_TYPE.return) ? null : (
            <div className="order-form__hint">{t('shop.refund.returnHint')}</div>
          )}
        </div>
      </div>
      <div className="order-form__row">
        <label className="order-form__label" htmlFor="refund-remark">
          {t('shop.refund.reason')}
        </label>
        <div className="order-form__control">
          <div className="order-form__chips">
            {QUICK_REASONS.map((key) => (
              <button
                key={key}
                type="button"
                className="order-chip"
                data-testid={`refund-reason-${key}`}
                onClick={() => {
                  setRemark(t(`shop.refund.quickReasons.${key}`));
                  setError(false);
                }}
              >
                {t(`shop.refund.quickReasons.${key}`)}
              </button>
            ))}
          </div>
          <Input.TextArea
            id="refund-remark"
            value={remark}
            onChange={(value) => {
              setRemark(value);
              if (value.trim()) setError(false);
            }}
            placeholder={t('shop.refund.reasonPlaceholder')}
            maxLength={MAX_REASON}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
            status={error ? 'error' : undefined}
            data-testid="refund-remark"
          />
          {error ? (
            <div className="order-form__error" role="alert" data-testid="refund-remark-error">
              {t('shop.refund.reasonRequired')}
            </div>
          ) : null}
        </div>
      </div>
      <div className="order-form__row">
        <span className="order-form__label">{t('shop.refund.images')}</span>
        <PictureList name="refund" value={images} onChange={setImages} testId="refund-images" />
      </div>
      <div className="order-form__buttons">
        <Button type="primary" loading={isLoading} onClick={() => void submit()} data-testid="refund-submit">
          {t('shop.refund.submit')}
        </Button>
        <Button
          onClick={() => {
            setType(REFUND_TYPE.refund);
            setRemark('');
            setError(false);
          }}
          data-testid="refund-reset"
        >
          {t('shop.refund.reset')}
        </Button>
      </div>
    </div>
  );
}
