import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import { httpHooks } from '@shop/api/http';
import { useExpressesQuery } from '@shop/api/endpoints/system';
import { useUpdateMutation } from '@shop/api/resource';
import { CourierFields } from '@shop/backoffice/orders/CourierFields';
import { deliveryError, type DeliveryError } from '@shop/backoffice/orders/order-flow';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { asApiError, needsOwnToast } from '@shop/ui/crud/reply';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { receiverLine, shipBody } from './ship.ts';

const ERROR_STYLE = { marginTop: 8, color: 'rgb(var(--danger-6))', fontSize: 12 } as const;

export interface ShipDialogProps {
  /** The order to ship; null when closed. */
  order: CrudRow | null;
  onClose: () => void;
}

/**
 * Ships one paid points order: a courier of the platform's list (`GET /expresses`) and a tracking number, checked
 * as the server will, then `PUT /Admin/integral_orders/{id}`; the list reloads itself (the update invalidates it).
 */
export function ShipDialog({ order, onClose }: ShipDialogProps) {
  // Rendered inside the table's context: its path is the list the update invalidates.
  const { path } = useCrud();
  const { t } = useTranslation();
  const text = useResourceText();
  const { data: couriers = [] } = useExpressesQuery();
  const [update, { isLoading }] = useUpdateMutation();
  const [code, setCode] = useState('');
  const [no, setNo] = useState('');
  const [error, setError] = useState<DeliveryError | undefined>();

  const close = () => {
    setCode('');
    setNo('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (!order) return;
    const wrong = deliveryError(code, no);
    setError(wrong);
    if (wrong) return;
    try {
      await update({ path, id: order.id as number, data: shipBody(code, no) }).unwrap();
      httpHooks().notify.success(t('messages.success'));
      close();
    } catch (failure) {
      const reply = asApiError(failure);
      if (needsOwnToast(reply)) httpHooks().notify.error(reply.msg || t('messages.error'));
    }
  };

  return (
    <Modal
      visible={order !== null}
      title={text('resources.integral_orders.ship.title', { no: asText(order?.order_no) })}
      onCancel={close}
      unmountOnExit
      maskClosable={false}
      style={{ width: 560 }}
      footer={
        <>
          <Button onClick={close}>{t('crud.cancel')}</Button>
          <Button type="primary" loading={isLoading} onClick={() => void submit()} data-testid="integral-ship-submit">
            {text('resources.integral_orders.ship.submit')}
          </Button>
        </>
      }
    >
      {order ? (
        <p data-testid="integral-ship-receiver">
          {text('resources.integral_orders.fields.receiver')}: {receiverLine(order) || '-'}
        </p>
      ) : null}
      <CourierFields
        couriers={couriers.map((c) => ({ name: asText(c.name), code: asText(c.code) })).filter((c) => c.code !== '')}
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
        testIdPrefix="integral-ship"
      />
      {error ? (
        <div role="alert" data-testid="integral-ship-error" style={ERROR_STYLE}>
          {text(`resources.integral_orders.ship.${error}`)}
        </div>
      ) : null}
    </Modal>
  );
}
