import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useOrderQuery } from '@shop/api/endpoints/orders';
import type { OrderHomeResource } from '@shop/contract/orders';
import { Empty } from '../../components/display/Empty.tsx';
import { statusClass } from './OrderCard.tsx';
import { OrderLine } from './OrderLine.tsx';

/**
 * Loads an own order (`GET /user/order/{id}?isResource=Home`) for the pages about one order, and renders them
 * with it once loaded; a bad id or an order that is not the caller's shows "not found".
 *
 * @example <WithOrder id={id}>{(order) => <ReviewForm order={order} />}</WithOrder>
 */
export function WithOrder({ id, children }: { id: number; children: (order: OrderHomeResource) => ReactNode }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useOrderQuery(id, { skip: id === 0 });
  if (id !== 0 && isLoading) return <Spin style={{ display: 'block', padding: 60 }} />;
  if (id === 0 || isError || !data) return <Empty text={t('shop.order.notFound')} testId="order-not-found" />;
  return <>{children(data)}</>;
}

/**
 * The order a review or an after-sale is about: number, status and its lines, each line linking to its goods.
 *
 * @example <OrderBrief order={order} />
 */
export function OrderBrief({ order }: { order: OrderHomeResource }) {
  const { t } = useTranslation();
  return (
    <section className="order-brief" data-testid="order-brief">
      <header className="order-brief__head">
        <Link href={`/user/order/${order.id}`}>{t('shop.orders.orderNo', { no: order.order_no })}</Link>
        <span className={statusClass(order.order_status)} data-testid={`order-status-${order.id}`}>
          {order.order_status_cn}
        </span>
      </header>
      <ul>
        {order.order_goods.map((line, i) => (
          <OrderLine
            key={i}
            line={line}
            // The one-order answer may omit a line's goods id: its picture then leads to the order itself.
            href={line.goods_id ? `/goods/${line.goods_id}` : `/user/order/${order.id}`}
          />
        ))}
      </ul>
    </section>
  );
}
