import { useEffect, useState } from 'react';
import { Alert, Button, Modal, Spin } from '@arco-design/web-react';
import { IconCloud, IconPrinter } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useOrderApi } from './order-api.ts';
import { orderLines, receiverOf, senderOf, type OrderArea, type WaybillParty } from './order-flow.ts';
import { courierName, useCouriers } from './useCouriers.ts';
import { useOrderText } from './useOrderText.ts';
import './orders.css';

function Party({ title, party, testId }: { title: string; party: WaybillParty; testId: string }) {
  return (
    <div className="order-waybill-party" data-testid={testId}>
      <div className="order-waybill-label">{title}</div>
      <div className="order-waybill-name">
        {party.name} {party.phone}
      </div>
      <div>{party.address}</div>
    </div>
  );
}

export interface WaybillViewProps {
  order: CrudRow;
  /** The store sending the parcel. */
  sender: WaybillParty;
}

/**
 * A printable waybill of an order: courier and number, receiver, sender store and the contents. Printing
 * shows only this sheet (orders.css hides the rest of the page for print).
 *
 * @example <WaybillView order={order} sender={senderOf(store)} />
 */
export function WaybillView({ order, sender }: WaybillViewProps) {
  const o = useOrderText();
  const couriers = useCouriers();
  const lines = orderLines(order);
  const no = asText(order.delivery_no);
  return (
    <div className="order-waybill" data-testid="waybill-sheet">
      <div className="order-waybill-top">
        <strong>{courierName(couriers, asText(order.delivery_code)) || o('waybill.title')}</strong>
        <span className="order-waybill-no">{no}</span>
      </div>
      <Party title={o('waybill.receiver')} party={receiverOf(order)} testId="waybill-receiver" />
      <Party title={o('waybill.sender')} party={sender} testId="waybill-sender" />
      <div className="order-waybill-party">
        <div className="order-waybill-label">{o('waybill.lines')}</div>
        <ul className="order-waybill-lines">
          {lines.map((line, index) => (
            <li key={index}>
              {line.goods_name}
              {line.sku_name ? ` (${line.sku_name})` : ''} × {line.buy_num}
            </li>
          ))}
        </ul>
      </div>
      <div className="order-waybill-foot">
        {o('waybill.orderNo')}: {asText(order.order_no)}
        {asText(order.remark) ? ` · ${o('fields.remark')}: ${asText(order.remark)}` : ''}
      </div>
    </div>
  );
}

export interface WaybillDialogProps {
  area: OrderArea;
  /** The order whose waybill shows; null when closed. */
  orderId: number | null;
  onClose: () => void;
  /** After a cloud print (the server stored the new waybill number on the order). */
  onPrinted?: () => void;
}

type CloudState =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; no: string } | { kind: 'failed'; msg: string };

/**
 * The waybill dialog: loads the order and its store, shows `WaybillView`, prints it with the browser
 * (`window.print`), or sends it to the KuaiBao cloud printer (`GET /<area>/print/waybill/{id}`), showing the
 * waybill number or the server's reason (e.g. cloud printing not configured).
 *
 * @example <WaybillDialog area="Seller" orderId={printing} onClose={() => setPrinting(null)} />
 */
export function WaybillDialog({ area, orderId, onClose, onPrinted }: WaybillDialogProps) {
  const orders = useOrderApi();
  const o = useOrderText();
  const [data, setData] = useState<{ order: CrudRow; sender: WaybillParty } | { failed: string } | undefined>();
  const [cloud, setCloud] = useState<CloudState>({ kind: 'idle' });

  useEffect(() => {
    setData(undefined);
    setCloud({ kind: 'idle' });
    if (orderId === null) return;
    let alive = true;
    void (async () => {
      const order = await orders.loadOrder(area, orderId);
      if (!order.ok) {
        if (alive) setData({ failed: order.msg || o('messages.error') });
        return;
      }
      const store = await orders.loadSender(area, order.data.store_id);
      // Without the store's record the sheet still prints, with the store name the order carries.
      const sender = store.ok ? senderOf(store.data) : senderOf({ store_name: order.data.store_name });
      if (alive) setData({ order: order.data, sender });
    })();
    return () => {
      alive = false;
    };
  }, [area, orderId, o, orders]);

  const sendToCloud = async () => {
    if (orderId === null) return;
    setCloud({ kind: 'sending' });
    const sent = await orders.cloudWaybill(area, orderId);
    if (sent.ok) {
      setCloud({ kind: 'done', no: sent.data });
      onPrinted?.();
    } else setCloud({ kind: 'failed', msg: sent.msg || o('messages.error') });
  };

  const ready = data !== undefined && 'order' in data;
  return (
    <Modal
      visible={orderId !== null}
      title={o('waybill.title')}
      onCancel={onClose}
      unmountOnExit
      maskClosable={false}
      style={{ width: 560 }}
      wrapClassName="order-waybill-modal"
      footer={
        <>
          <Button onClick={onClose}>{o('crud.cancel')}</Button>
          <Button
            icon={<IconCloud />}
            disabled={!ready}
            loading={cloud.kind === 'sending'}
            onClick={() => void sendToCloud()}
            data-testid="waybill-cloud"
          >
            {o('waybill.cloud')}
          </Button>
          <Button
            type="primary"
            icon={<IconPrinter />}
            disabled={!ready}
            onClick={() => window.print()}
            data-testid="waybill-print"
          >
            {o('waybill.print')}
          </Button>
        </>
      }
    >
      {data === undefined ? (
        <Spin block loading />
      ) : 'failed' in data ? (
        <Alert type="error" content={data.failed} />
      ) : (
        <>
          <WaybillView order={data.order} sender={data.sender} />
          {cloud.kind === 'done' ? (
            <Alert
              className="order-waybill-cloud"
              type="success"
              content={o('waybill.cloudDone', { no: cloud.no })}
              data-testid="waybill-cloud-result"
            />
          ) : cloud.kind === 'failed' ? (
            <Alert
              className="order-waybill-cloud"
              type="warning"
              content={cloud.msg}
              data-testid="waybill-cloud-result"
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}
