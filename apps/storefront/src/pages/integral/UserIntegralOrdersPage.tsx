import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useUserIntegralOrdersQuery, type IntegralOrderItem } from '@shop/api/endpoints/integral';
import { useExpressesQuery } from '@shop/api/endpoints/system';
import { INTEGRAL_ORDER_STATUS } from '@shop/contract/integral';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import { pointsText } from '../../lib/points.ts';
import type { PageProps } from '../../routes.ts';
import './texts.ts';
import './integral.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 20;

function OrderCard({ order, courier }: { order: IntegralOrderItem; courier: string }) {
  const { t } = useTranslation();
  const done = Number(order.order_status) === INTEGRAL_ORDER_STATUS.completed;
  return (
    <li className="pts-order" data-testid="integral-order-row" data-id={order.id} data-status={order.order_status}>
      <div className="pts-order__head">
        <span>{t('pts.orders.orderNo', { no: order.order_no })}</span>
        <span>{t('pts.orders.createdAt', { time: order.created_at ?? '' })}</span>
        <span className={done ? 'pts-done' : 'pts-wait'} data-testid="integral-order-status">
          {order.order_status_cn}
        </span>
      </div>
      <div className="pts-order__body">
        <img src={order.order_image} alt="" />
        <Link href={`/integral/goods/${order.goods_id}`}>{order.order_name}</Link>
        <span>x {order.buy_num}</span>
        <b className="pts-card__points">{t('pts.unit', { points: pointsText(order.total_price) })}</b>
      </div>
      <div className="pts-order__ship" data-testid="integral-order-ship">
        <span>
          {t('pts.orders.receiver')}
          {order.receive_name} {order.receive_tel} {order.receive_area} {order.receive_address}
        </span>
        {order.delivery_code ? (
          <>
            <span>
              {t('pts.orders.courier')}
              {courier || order.delivery_code}
            </span>
            <span data-testid="integral-order-tracking">
              {t('pts.orders.tracking')}
              {order.delivery_no || t('common.empty')}
            </span>
            {order.delivery_time && (
              <span>
                {t('pts.orders.shippedAt')}
                {order.delivery_time}
              </span>
            )}
          </>
        ) : (
          <span>{t('pts.orders.notShipped')}</span>
        )}
      </div>
    </li>
  );
}

/**
 * Points orders `/user/integral_order`: the shopper's own orders (`GET /user/integral_orders`, 20 per page) with
 * status, receiver and, once shipped, the courier and tracking number.
 */
export default function UserIntegralOrdersPage(_props: PageProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useUserIntegralOrdersQuery({ page, per_page: PER_PAGE });
  const { data, isFetching } = orders;
  const couriers = useExpressesQuery();
  const rows = data?.data ?? [];
  const courierName = (code: string) => couriers.data?.find((c) => c.code === code)?.name ?? '';
  return (
    <UserCentre title={t('pts.orders.title')} testId="user-integral-orders">
      <Spin loading={isFetching} style={{ display: 'block' }}>
        {rows.length > 0 ? (
          <ul className="pts-orders">
            {rows.map((order) => (
              <OrderCard key={order.id} order={order} courier={courierName(order.delivery_code)} />
            ))}
          </ul>
        ) : (
          <QueryFallback
            query={orders}
            rows={rows.length}
            empty={<Empty text={t('pts.orders.empty')} testId="integral-orders-empty" />}
          />
        )}
      </Spin>
      {data ? <Pager page={page} lastPage={data.last_page} total={data.total} onChange={setPage} /> : null}
    </UserCentre>
  );
}
