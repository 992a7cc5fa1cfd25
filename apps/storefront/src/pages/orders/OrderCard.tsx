import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ORDER_STATUS } from '@shop/contract/order-codes';
import type { OrderHomeItem } from '@shop/contract/orders';
import { OrderActions } from './OrderActions.tsx';
import { OrderLine } from './OrderLine.tsx';

/** Green for a completed order, red while something is still to happen. */
export const statusClass = (status: number) =>
  status === ORDER_STATUS.completed ? 'order-status order-status--done' : 'order-status';

/**
 * One order of the list: store, number and time; its lines with picture, name, SKU,
 * price and quantity; the amount paid, the status label the server sends and the actions the status allows.
 *
 * @example <OrderCard order={order} />
 */
export function OrderCard({ order }: { order: OrderHomeItem }) {
  const { t } = useTranslation();
  const detail = `/user/order/${order.id}`;
  return (
    <article className="order-card" data-testid={`order-row-${order.id}`} data-status={order.order_status}>
      <header className="order-card__head">
        <span className="order-card__time">{order.created_at}</span>
        <span data-testid={`order-no-${order.id}`}>{t('shop.orders.orderNo', { no: order.order_no })}</span>
        {order.store.id > 0 ? (
          <Link href={`/store/${order.store.id}`} className="order-card__store">
            {order.store.store_logo ? <img src={order.store.store_logo} alt="" /> : null}
            {order.store.store_name || t('common.empty')}
          </Link>
        ) : null}
      </header>
      <div className="order-card__body">
        <ul className="order-card__lines">
          {order.order_goods.map((line, i) => (
            <OrderLine key={i} line={line} href={detail} testId="order-line" />
          ))}
        </ul>
        <div className="order-card__total" data-testid={`order-total-${order.id}`}>
          {t('shop.orders.price', { money: order.total_price })}
        </div>
        <div className="order-card__status">
          <span className={statusClass(order.order_status)} data-testid={`order-status-${order.id}`}>
            {order.order_status_cn}
          </span>
        </div>
        <OrderActions order={order} />
      </div>
    </article>
  );
}
