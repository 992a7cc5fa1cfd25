import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { httpHooks } from '@shop/api/http';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useOrderApi } from './order-api.ts';
import {
  canDeliver,
  deliveryError,
  orderLines,
  receiverOf,
  waitsForGroup,
  type DeliveryError,
  type OrderArea,
} from './order-flow.ts';
import { OrderLines } from './OrderDetail.tsx';
import { CourierFields } from './CourierFields.tsx';
import { useCouriers, type Courier } from './useCouriers.ts';
import { useOrderText } from './useOrderText.ts';
import './orders.css';

/** The courier the reference preselects (韵达) when the order has none, if the platform lists it. */
const DEFAULT_COURIER = 'yd';

/** What the dialog holds for one order: its inputs, what is wrong with them, and the outcome of sending. */
interface Shipment {
  order: CrudRow;
  code: string;
  no: string;
  error?: DeliveryError;
  /** 'shipped', or the server's reason for refusing. */
  result?: { ok: true } | { ok: false; msg: string };
}

function startCode(order: CrudRow, couriers: readonly Courier[]): string {
  const own = asText(order.delivery_code);
  if (own) return own;
  return couriers.some((c) => c.code === DEFAULT_COURIER) ? DEFAULT_COURIER : (couriers[0]?.code ?? '');
}

export interface DeliverDialogProps {
  area: OrderArea;
  /** The orders to ship (one from a row, the checked ones from the toolbar); null when closed. */
  orderIds: readonly number[] | null;
  onClose: () => void;
  /** After at least one order shipped (the list reloads). */
  onShipped: () => void;
}

/**
 * Ships one or many orders: loads them with `GET /<area>/orders/find/all`,
 * asks each for a courier and a tracking number (checked as the server will), then sends
 * `PUT /<area>/orders/status/edit` (status 3) one after the other with a progress line. Orders not waiting
 * for delivery are shown but skipped; a refused order keeps its reason beside it and the dialog stays open.
 *
 * @example <DeliverDialog area="Seller" orderIds={[12]} onClose={close} onShipped={crud.reload} />
 */
export function DeliverDialog({ area, orderIds, onClose, onShipped }: DeliverDialogProps) {
  const orders = useOrderApi();
  const o = useOrderText();
  const couriers = useCouriers();
  const [shipments, setShipments] = useState<Shipment[] | undefined>();
  const [loadError, setLoadError] = useState<string | undefined>();
  const [progress, setProgress] = useState<{ done: number; total: number } | undefined>();
  const key = orderIds?.join(',') ?? '';

  useEffect(() => {
    setShipments(undefined);
    setLoadError(undefined);
    setProgress(undefined);
    if (!key) return;
    let alive = true;
    void orders.loadOrders(area, key.split(',')).then((loaded) => {
      if (!alive) return;
      if (loaded.ok) setShipments(loaded.data.map((order) => ({ order, code: '', no: asText(order.delivery_no) })));
      else setLoadError(loaded.msg || o('messages.error'));
    });
    return () => {
      alive = false;
    };
  }, [area, key, o, orders]);

  // '' means "not chosen": the order's own courier or the default, known once the couriers arrived.
  const codeOf = (s: Shipment) => s.code || startCode(s.order, couriers);

  const change = (index: number, patch: Partial<Shipment>) =>
    setShipments((list) =>
      list?.map((s, i) => (i === index ? { ...s, ...patch, error: undefined, result: undefined } : s)),
    );

  const pending = (shipments ?? []).filter((s) => canDeliver(s.order) && !s.result?.ok);

  const submit = async () => {
    if (!shipments) return;
    const checked = shipments.map((s) =>
      canDeliver(s.order) && !s.result?.ok ? { ...s, code: codeOf(s), error: deliveryError(codeOf(s), s.no) } : s,
    );
    setShipments(checked);
    if (checked.some((s) => s.error)) return;
    const todo = checked.map((s, index) => ({ s, index })).filter(({ s }) => canDeliver(s.order) && !s.result?.ok);
    if (!todo.length) return;
    setProgress({ done: 0, total: todo.length });
    const results = [...checked];
    let shipped = 0;
    // One after the other: the progress line counts them, and one order's refusal does not stop the rest.
    for (const [step, { s, index }] of todo.entries()) {
      const sent = await orders.shipOrder(area, Number(s.order.id), s.code, s.no);
      if (sent.ok) shipped += 1;
      results[index] = { ...s, result: sent.ok ? { ok: true } : { ok: false, msg: sent.msg || o('messages.error') } };
      setShipments([...results]);
      setProgress({ done: step + 1, total: todo.length });
    }
    setProgress(undefined);
    if (shipped) onShipped();
    if (shipped === todo.length) {
      httpHooks().notify.success(o('messages.success'));
      onClose();
    } else {
      httpHooks().notify.error(o('deliver.partly', { ok: shipped, failed: todo.length - shipped }));
    }
  };

  return (
    <Modal
      visible={orderIds !== null}
      title={o('deliver.title')}
      onCancel={onClose}
      unmountOnExit
      maskClosable={false}
      style={{ width: 760 }}
      footer={
        <>
          {progress ? (
            <span className="order-progress" data-testid="deliver-progress">
              {o('deliver.progress', progress)}
            </span>
          ) : null}
          <Button onClick={onClose}>{o('crud.cancel')}</Button>
          <Button
            type="primary"
            loading={progress !== undefined}
            disabled={!pending.length}
            onClick={() => void submit()}
            data-testid="deliver-submit"
          >
            {o('deliver.submit')}
          </Button>
        </>
      }
    >
      {loadError ? (
        <Alert type="error" content={loadError} />
      ) : !shipments ? (
        <Spin block loading />
      ) : !shipments.length ? (
        <Alert type="warning" content={o('deliver.noOrders')} />
      ) : (
        <Space direction="vertical" size={16} className="order-deliver-list">
          {shipments.map((s, index) => {
            const id = Number(s.order.id);
            const receiver = receiverOf(s.order);
            const open = canDeliver(s.order) && !s.result?.ok;
            return (
              <section key={id} className="order-deliver-item" data-testid={`deliver-order-${id}`}>
                <div className="order-deliver-head">{o('deliver.orderNo', { no: asText(s.order.order_no) })}</div>
                <OrderLines lines={orderLines(s.order)} compact />
                <div className="order-deliver-receiver">
                  {o('deliver.receiver')}: {receiver.name} | {receiver.phone} ({receiver.address})
                  {asText(s.order.remark) ? (
                    <div>
                      {o('fields.remark')}: {asText(s.order.remark)}
                    </div>
                  ) : null}
                </div>
                {s.result?.ok ? (
                  <Alert type="success" content={o('deliver.shipped')} data-testid="deliver-shipped" />
                ) : !canDeliver(s.order) ? (
                  <Alert
                    type="warning"
                    content={o(waitsForGroup(s.order) ? 'deliver.groupWaiting' : 'deliver.notWaiting')}
                    data-testid="deliver-skipped"
                  />
                ) : null}
                {open ? (
                  <CourierFields
                    couriers={couriers}
                    code={codeOf(s)}
                    no={s.no}
                    error={s.error}
                    onCode={(value) => change(index, { code: value })}
                    onNo={(value) => change(index, { no: value })}
                    testIdPrefix="deliver"
                  />
                ) : null}
                {s.error ? (
                  <div className="order-error" role="alert" data-testid="deliver-error">
                    {o(`deliver.${s.error}`)}
                  </div>
                ) : null}
                {s.result && !s.result.ok ? (
                  <div className="order-error" role="alert" data-testid="deliver-refused">
                    {s.result.msg}
                  </div>
                ) : null}
              </section>
            );
          })}
        </Space>
      )}
    </Modal>
  );
}
