import { useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Empty, Image, Space, Spin, Timeline } from '@arco-design/web-react';
import { IconList } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { Thumb } from '@shop/ui/crud/cells';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { StatusMapTag } from '@shop/ui/widgets/StatusMapTag';
import { useOrderApi } from './order-api.ts';
import { orderDiscounts } from './order-discounts.ts';
import {
  isShipped,
  orderAmounts,
  orderLines,
  refundOf,
  type OrderArea,
  type OrderLine,
  type RefundInfo,
} from './order-flow.ts';
import { PAYMENT_METHOD, REFUND_TYPE } from './order-status.ts';
import { OrderStatusTag, RefundStateTag } from './OrderStatusTag.tsx';
import { courierName, useCouriers, type Courier } from './useCouriers.ts';
import { useOrderText } from './useOrderText.ts';
import './orders.css';

const yuan = (amount: string) => `￥${amount}`;
const orDash = (value: unknown) => asText(value) || '-';

/**
 * The lines of an order: picture, name, spec, unit price × quantity and the line's subtotal. The delivery
 * dialog, the after-sale dialog and the waybill show the same list.
 */
export function OrderLines({ lines, compact = false }: { lines: readonly OrderLine[]; compact?: boolean }) {
  const o = useOrderText();
  if (!lines.length) return <Empty description={o('crud.noData')} />;
  return (
    <table className={compact ? 'order-lines order-lines-compact' : 'order-lines'} data-testid="order-lines">
      <thead>
        <tr>
          <th colSpan={2}>{o('detail.goods')}</th>
          <th>{o('detail.sku')}</th>
          <th className="order-num">{o('detail.price')}</th>
          <th className="order-num">{o('detail.quantity')}</th>
          <th className="order-num">{o('detail.subtotal')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td className="order-line-thumb">
              <Thumb src={line.goods_image} alt={line.goods_name} size={compact ? 30 : 40} />
            </td>
            <td className="order-line-name">{line.goods_name}</td>
            <td>{line.sku_name || '-'}</td>
            <td className="order-num">{yuan(line.goods_price)}</td>
            <td className="order-num">× {line.buy_num}</td>
            <td className="order-num order-money">{yuan(line.subtotal)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The courier's events, loaded when asked for (each call goes to KuaiBao), or the server's reason. */
function Tracking({ area, orderId }: { area: OrderArea; orderId: number }) {
  const orders = useOrderApi();
  const o = useOrderText();
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'loading' }
    | { kind: 'events'; events: { time: string; context: string }[] }
    | { kind: 'failed'; msg: string }
  >({ kind: 'idle' });
  const show = async () => {
    setState({ kind: 'loading' });
    const loaded = await orders.loadTracking(area, orderId);
    setState(
      loaded.ok ? { kind: 'events', events: loaded.data } : { kind: 'failed', msg: loaded.msg || o('messages.error') },
    );
  };
  if (state.kind === 'idle')
    return (
      <Button size="small" icon={<IconList />} onClick={() => void show()} data-testid="order-tracking-show">
        {o('detail.trackingShow')}
      </Button>
    );
  if (state.kind === 'loading') return <Spin />;
  if (state.kind === 'failed') return <Alert type="warning" content={state.msg} data-testid="order-tracking-failed" />;
  if (!state.events.length) return <Empty description={o('detail.trackingEmpty')} data-testid="order-tracking-empty" />;
  return (
    <Timeline data-testid="order-tracking">
      {state.events.map((event, index) => (
        <Timeline.Item key={index} label={event.time} dotColor={index === 0 ? 'green' : undefined}>
          {event.context}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The discounts of an order, one line each (kind, the rule's name, the amount); nothing without any. */
function OrderDiscounts({ order }: { order: CrudRow }) {
  const o = useOrderText();
  const lines = orderDiscounts(order);
  if (!lines.length) return null;
  return (
    <ul className="order-discounts" data-testid="order-discounts" aria-label={o('detail.discounts')}>
      {lines.map((line, index) => (
        <li key={index} data-kind={line.kind} data-testid="order-discount">
          <span className="order-discount-kind">{o(`detail.discount_${line.kind}`)}</span>
          <span>{line.name}</span>
          <span className="order-money">-{yuan(line.money)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Courier name and number of a shipment, '-' when there is none. */
export function Shipment({ couriers, code, no }: { couriers: readonly Courier[]; code: string; no: string }) {
  return no ? (
    <span>
      {courierName(couriers, code)} {no}
    </span>
  ) : (
    <span>-</span>
  );
}

/** The after-sale request as the store reads it: kind, state, reason, pictures, both shipments, refusal. */
export function RefundSummary({ refund }: { refund: RefundInfo | undefined }) {
  const o = useOrderText();
  const couriers = useCouriers();
  if (!refund) return <span data-testid="refund-none">{o('refund.none')}</span>;
  const items: { label: string; value: ReactNode; span?: number }[] = [
    { label: o('refund.type'), value: <StatusMapTag map={REFUND_TYPE} value={refund.refund_type} /> },
    { label: o('refund.state'), value: <RefundStateTag refund={refund} /> },
    {
      label: o('refund.reason'),
      value: <span data-testid="refund-reason">{refund.refund_remark || '-'}</span>,
      span: 2,
    },
    {
      label: o('refund.images'),
      span: 2,
      value: refund.images.length ? (
        <Image.PreviewGroup>
          <Space wrap size={8} data-testid="refund-images">
            {refund.images.map((src) => (
              <Image key={src} src={src} width={60} height={60} alt="" />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : (
        '-'
      ),
    },
    {
      label: o('refund.buyerDelivery'),
      value: (
        <span data-testid="refund-buyer-delivery">
          <Shipment couriers={couriers} code={refund.delivery_code} no={refund.delivery_no} />
        </span>
      ),
    },
    {
      label: o('refund.sellerDelivery'),
      value: <Shipment couriers={couriers} code={refund.re_delivery_code} no={refund.re_delivery_no} />,
    },
  ];
  if (refund.refund_verify === 2)
    items.push({ label: o('refund.refuseRemark'), value: refund.refuse_remark || '-', span: 2 });
  return <Descriptions column={2} border size="small" data={items} data-testid="refund-summary" />;
}

export interface OrderDetailProps {
  area: OrderArea;
  /** The order as `GET /<area>/orders/{id}` answers it (OrderResource with `refund`). */
  order: CrudRow;
}

/**
 * The order detail of both back offices: number, state, buyer, receiver, lines, amounts, payment, delivery
 * with the courier's tracking (`POST /<area>/orders/express/find`, on demand) and the after-sale request.
 *
 * @example viewBody={(crud, order) => <OrderDetail area="Seller" order={order} />}
 */
export function OrderDetail({ area, order }: OrderDetailProps) {
  const o = useOrderText();
  const couriers = useCouriers();
  const amounts = orderAmounts(order);
  const payment = asText(order.payment_name);
  const refund = refundOf(order);
  const id = Number(order.id);
  const field = (name: string) => o(`fields.${name}`);
  return (
    <div className="order-detail" data-testid={`order-detail-body-${id}`}>
      <h4 className="order-section">{o('detail.order')}</h4>
      <Descriptions
        column={3}
        border
        size="small"
        data={[
          { label: field('order_no'), value: <span data-testid="order-detail-no">{orDash(order.order_no)}</span> },
          { label: field('order_status'), value: <OrderStatusTag order={order} /> },
          { label: field('created_at'), value: orDash(order.created_at) },
          { label: field('store_name'), value: orDash(order.store_name) },
          { label: field('buyer_name'), value: orDash(order.buyer_name) },
          { label: field('remark'), value: orDash(order.remark) },
        ]}
      />
      <h4 className="order-section">{o('detail.receiver')}</h4>
      <Descriptions
        column={3}
        border
        size="small"
        data={[
          { label: field('receive_name'), value: orDash(order.receive_name) },
          { label: field('receive_tel'), value: orDash(order.receive_tel) },
          {
            label: field('receive_address'),
            value: [asText(order.receive_area), asText(order.receive_address)].filter(Boolean).join(' ') || '-',
          },
        ]}
      />
      <h4 className="order-section">{o('detail.lines')}</h4>
      <OrderLines lines={orderLines(order)} />
      <h4 className="order-section">{o('detail.amounts')}</h4>
      <Descriptions
        column={4}
        border
        size="small"
        data-testid="order-amounts"
        data={[
          { label: field('order_price'), value: yuan(amounts.goods) },
          { label: field('freight_money'), value: yuan(amounts.freight) },
          { label: field('coupon_money'), value: `-${yuan(amounts.discount)}` },
          {
            label: field('total_price'),
            value: (
              <strong className="order-money" data-testid="order-total">
                {yuan(amounts.total)}
              </strong>
            ),
          },
        ]}
      />
      <OrderDiscounts order={order} />
      <h4 className="order-section">{o('detail.payment')}</h4>
      <Descriptions
        column={2}
        border
        size="small"
        data={[
          {
            label: field('payment_name'),
            value: (
              <StatusMapTag
                map={PAYMENT_METHOD}
                value={payment && Object.hasOwn(PAYMENT_METHOD, payment) ? payment : 'none'}
              />
            ),
          },
          { label: field('pay_time'), value: orDash(order.pay_time) },
        ]}
      />
      <h4 className="order-section">{o('detail.delivery')}</h4>
      {isShipped(order) ? (
        <Space direction="vertical" size={10} className="order-delivery">
          <span data-testid="order-detail-delivery">
            {field('delivery_code')}: {courierName(couriers, asText(order.delivery_code))} · {field('delivery_no')}:{' '}
            {asText(order.delivery_no)}
          </span>
          <Tracking area={area} orderId={id} />
        </Space>
      ) : (
        <span className="order-muted">{o('detail.notShipped')}</span>
      )}
      <h4 className="order-section">{o('detail.refund')}</h4>
      {refund ? <RefundSummary refund={refund} /> : <span className="order-muted">{o('detail.noRefund')}</span>}
    </div>
  );
}
