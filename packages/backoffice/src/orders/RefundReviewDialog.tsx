import { useState } from 'react';
import { Alert, Button, Input, Modal, Radio, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useOrderApi } from './order-api.ts';
import {
  deliveryError,
  orderLines,
  refundOf,
  refundStage,
  type DeliveryError,
  type RefundAction,
} from './order-flow.ts';
import { OrderLines, RefundSummary } from './OrderDetail.tsx';
import { CourierFields } from './CourierFields.tsx';
import { useCouriers } from './useCouriers.ts';
import { useOrderText } from './useOrderText.ts';
import './orders.css';

/** The refusal reason's limit (refunds.ts keeps 255 characters). */
export const REFUSE_REMARK_MAX = 255;

/** What the dialog was opened for: a decision on a pending request, or handling returned goods. */
export type RefundIntent = 'approve' | 'refuse' | 'process';

export interface RefundReviewDialogProps {
  /** The order with its lines and after-sale row (`GET /Seller/orders/find/all`). */
  order: CrudRow;
  intent: RefundIntent;
  onClose: () => void;
  /** After the server accepted the action (the list reloads). */
  onDone: () => void;
}

const TITLES: Record<RefundIntent, string> = {
  approve: 'refund.approveTitle',
  refuse: 'refund.refuseTitle',
  process: 'refund.processTitle',
};

/**
 * The store's after-sale dialog (the server's `sellerDecision` in refunds.ts): the request (kind, reason,
 * pictures, the buyer's return shipment) and one action — approve (a refund-only request pays the buyer back
 * at once), refuse with a reason, or, once returned goods are on their way back, take them back for a refund
 * or ship an exchange with a courier and number. Each sends `PUT /Seller/refunds/{order_id}`. Mount it per
 * opening (`key`), so each starts empty.
 *
 * @example <RefundReviewDialog order={order} intent="refuse" onClose={close} onDone={crud.reload} />
 */
export function RefundReviewDialog({ order, intent, onClose, onDone }: RefundReviewDialogProps) {
  const orders = useOrderApi();
  const o = useOrderText();
  const couriers = useCouriers();
  const refund = refundOf(order);
  const stage = refundStage(refund);
  const [remark, setRemark] = useState('');
  const [kind, setKind] = useState<'receive' | 'reship'>('receive');
  // An exchange usually goes out with the courier the order went with.
  const [code, setCode] = useState(asText(order.delivery_code));
  const [no, setNo] = useState('');
  const [error, setError] = useState<'remark' | DeliveryError | undefined>();
  const [sending, setSending] = useState(false);

  // The intent must match what the server accepts now; otherwise the dialog says where the request stands.
  const actionable = (intent === 'process' && stage === 'process') || (intent !== 'process' && stage === 'decide');
  const stageNote =
    stage === 'wait_buyer' ? 'refund.waitBuyer' : stage === 'wait_confirm' ? 'refund.waitConfirm' : 'refund.closed';

  const action = (): RefundAction | undefined => {
    if (intent === 'approve') return { kind: 'approve' };
    if (intent === 'refuse') {
      if (!remark.trim()) {
        setError('remark');
        return undefined;
      }
      return { kind: 'refuse', remark };
    }
    if (kind === 'receive') return { kind: 'receive' };
    const wrong = deliveryError(code, no);
    if (wrong) {
      setError(wrong);
      return undefined;
    }
    return { kind: 'reship', code, no };
  };

  const submit = async () => {
    const chosen = action();
    if (!chosen) return;
    setSending(true);
    const ok = await orders.sendRefundAction(Number(order.id), chosen, {
      success: o('messages.success'),
      failure: o('messages.error'),
    });
    setSending(false);
    if (ok) {
      onDone();
      onClose();
    }
  };

  const hint =
    intent === 'approve'
      ? refund?.refund_type === 1
        ? o('refund.approveReturnHint')
        : o('refund.approveRefundHint')
      : undefined;

  return (
    <Modal
      visible
      title={o(TITLES[intent])}
      onCancel={onClose}
      unmountOnExit
      maskClosable={false}
      style={{ width: 720 }}
      footer={
        <>
          <Button onClick={onClose}>{o('crud.cancel')}</Button>
          {actionable ? (
            <Button
              type="primary"
              status={intent === 'refuse' ? 'danger' : undefined}
              loading={sending}
              onClick={() => void submit()}
              data-testid="refund-confirm-submit"
            >
              {intent === 'refuse'
                ? o('refund.refuse')
                : intent === 'approve'
                  ? o('refund.approve')
                  : o('refund.submit')}
            </Button>
          ) : null}
        </>
      }
    >
      <Space
        direction="vertical"
        size={14}
        className="order-refund-dialog"
        data-testid={`refund-dialog-${String(order.id)}`}
      >
        <div className="order-deliver-head">{o('deliver.orderNo', { no: asText(order.order_no) })}</div>
        <OrderLines lines={orderLines(order)} compact />
        <RefundSummary refund={refund} />
        {!actionable ? (
          <Alert type="info" content={o(stageNote)} data-testid="refund-stage-note" />
        ) : intent === 'approve' ? (
          <Alert type="info" content={hint} />
        ) : intent === 'refuse' ? (
          <div>
            <div className="order-field-label">{o('refund.refuseRemark')}</div>
            <Input.TextArea
              value={remark}
              maxLength={REFUSE_REMARK_MAX}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={o('refund.refuseHint')}
              status={error === 'remark' ? 'error' : undefined}
              onChange={(value) => {
                setRemark(value);
                setError(undefined);
              }}
              data-testid="refuse-remark"
            />
            {error === 'remark' ? (
              <div className="order-error" role="alert">
                {o('messages.requiredMsg')}
              </div>
            ) : null}
          </div>
        ) : (
          <Space direction="vertical" size={10}>
            <div className="order-field-label">{o('refund.processKind')}</div>
            <Radio.Group
              value={kind}
              onChange={(value: 'receive' | 'reship') => {
                setKind(value);
                setError(undefined);
              }}
              data-testid="refund-process-kind"
            >
              <Radio value="receive" data-testid="refund-process-receive">
                {o('refund.receive')}
              </Radio>
              <Radio value="reship" data-testid="refund-process-reship">
                {o('refund.reship')}
              </Radio>
            </Radio.Group>
            {kind === 'receive' ? (
              <Alert type="info" content={o('refund.receiveHint')} />
            ) : (
              <CourierFields
                couriers={couriers}
                code={code}
                no={no}
                error={error === 'remark' ? undefined : error}
                onCode={(value) => {
                  setCode(value);
                  setError(undefined);
                }}
                onNo={(value) => {
                  setNo(value);
                  setError(undefined);
                }}
                testIdPrefix="reship"
              />
            )}
            {error && error !== 'remark' ? (
              <div className="order-error" role="alert">
                {o(`deliver.${error}`)}
              </div>
            ) : null}
          </Space>
        )}
      </Space>
    </Modal>
  );
}
