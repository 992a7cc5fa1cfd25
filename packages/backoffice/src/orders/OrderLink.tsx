import { useState } from 'react';
import { Alert, Button, Modal, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useShowQuery } from '@shop/api/resource';
import type { OrderArea } from './order-flow.ts';
import { OrderDetail } from './OrderDetail.tsx';
import { useOrderText } from './useOrderText.ts';

/** The order detail of the order list, in a dialog of its own, read afresh on each opening. */
export function OrderDialog({ area, id, onClose }: { area: OrderArea; id: number; onClose: () => void }) {
  const o = useOrderText();
  const order = useShowQuery({ path: `/${area}/orders`, id }, { refetchOnMountOrArgChange: true });
  return (
    <Modal visible title={o('detail.title')} footer={null} onCancel={onClose} style={{ width: '70%' }} unmountOnExit>
      {order.isFetching ? (
        <Spin block loading />
      ) : order.data ? (
        <OrderDetail area={area} order={order.data} />
      ) : (
        <Alert type="error" content={(order.error as { msg?: string } | undefined)?.msg || o('messages.error')} />
      )}
    </Modal>
  );
}

/**
 * An order by its number (what the back offices show everywhere), opening its detail; '-' without an order.
 *
 * @example <OrderLink area="Seller" id={row.order_id} orderNo={row.order_no} />
 */
export function OrderLink({ area, id, orderNo }: { area: OrderArea; id: unknown; orderNo: unknown }) {
  const [open, setOpen] = useState(false);
  const orderId = Number(id);
  if (!Number.isInteger(orderId) || orderId <= 0) return <>-</>;
  // An order the server could not name still opens by its id.
  const label = typeof orderNo === 'string' && orderNo ? orderNo : `#${orderId}`;
  return (
    <>
      <Button type="text" size="mini" data-testid={`order-link-${orderId}`} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? <OrderDialog area={area} id={orderId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * The orders a row is about (a money log line's `orders`), each by its number opening its detail; '-' for none.
 *
 * @example <OrderLinks area="Admin" orders={row.orders} />
 */
export function OrderLinks({ area, orders }: { area: OrderArea; orders: unknown }) {
  const list = Array.isArray(orders) ? (orders as { id?: unknown; order_no?: unknown }[]) : [];
  if (!list.length) return <>-</>;
  return (
    <Space size={0} wrap>
      {list.map((order) => (
        <OrderLink key={String(order.id)} area={area} id={order.id} orderNo={order.order_no} />
      ))}
    </Space>
  );
}
