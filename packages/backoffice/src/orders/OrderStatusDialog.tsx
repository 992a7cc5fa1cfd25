import { useState } from 'react';
import { Alert, Button, Modal, Select, Space } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { ADMIN_NEXT_ORDER_STATUS } from '@shop/contract/orders';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { statusItems } from '@shop/ui/widgets/status-map';
import { useOrderApi } from './order-api.ts';
import { deliveryError, type DeliveryError } from './order-flow.ts';
import { ORDER_STATUS } from './order-status.ts';
import { CourierFields } from './CourierFields.tsx';
import { useCouriers } from './useCouriers.ts';
import { useOrderText } from './useOrderText.ts';

export interface OrderStatusDialogProps {
  /** The order (a list row) whose status changes. */
  order: CrudRow;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The platform's status edit (`PUT /Admin/orders/status/edit`): offers the one next step the server allows from
 * the order's status (cancel unpaid, ship paid, confirm shipped, complete received), with a courier and number
 * when shipping. The server's transition rules still decide. Mount it per order (`key`).
 *
 * @example {editing ? <OrderStatusDialog key={editing.id} order={editing} onClose={close} onDone={reload} /> : null}
 */
export function OrderStatusDialog({ order, onClose, onDone }: OrderStatusDialogProps) {
  const orders = useOrderApi();
  const o = useOrderText();
  const couriers = useCouriers();
  const current = Number(order.order_status);
  const [target, setTarget] = useState<number>(Number.isFinite(current) ? current : 1);
  const [code, setCode] = useState(asText(order.delivery_code));
  const [no, setNo] = useState(asText(order.delivery_no));
  const [error, setError] = useState<DeliveryError | undefined>();
  const [sending, setSending] = useState(false);
  const shipping = target === 3;

  const submit = async () => {
    const wrong = shipping ? deliveryError(code, no) : undefined;
    if (wrong) {
      setError(wrong);
      return;
    }
    setSending(true);
    const ok = await orders.changeStatus(
      Number(order.id),
      target,
      { success: o('messages.success'), failure: o('messages.error') },
      shipping ? { code, no } : undefined,
    );
    setSending(false);
    if (ok) {
      onDone();
      onClose();
    }
  };

  return (
    <Modal
      visible
      title={o('status.title', { no: asText(order.order_no) })}
      onCancel={onClose}
      unmountOnExit
      maskClosable={false}
      style={{ width: 520 }}
      footer={
        <>
          <Button onClick={onClose}>{o('crud.cancel')}</Button>
          <Button
            type="primary"
            loading={sending}
            disabled={target === current}
            onClick={() => void submit()}
            data-testid="status-submit"
          >
            {o('status.submit')}
          </Button>
        </>
      }
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" content={o('status.hint')} />
        <div>
          <div className="order-field-label">{o('status.target')}</div>
          <Select
            value={target}
            style={{ width: 240 }}
            options={statusItems(ORDER_STATUS)
              .filter((item) => item.value === current || item.value === ADMIN_NEXT_ORDER_STATUS[current])
              .map((item) => ({ label: o(String(item.label)), value: item.value }))}
            onChange={(value: number) => {
              setTarget(value);
              setError(undefined);
            }}
            data-testid="status-target"
          />
        </div>
        {shipping ? (
          <CourierFields
            couriers={couriers}
            code={code}
            no={no}
            error={error}
            onCode={(value) => {
              setCode(value);
              setError(undefined);
            }}
            onNo={(value) => {
              setNo(value);
              setError(undefined);
            }}
            testIdPrefix="status"
          />
        ) : null}
        {error ? (
          <div className="order-error" role="alert">
            {o(`deliver.${error}`)}
          </div>
        ) : null}
      </Space>
    </Modal>
  );
}
