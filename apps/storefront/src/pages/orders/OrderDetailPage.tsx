import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Button } from '@arco-design/web-react';
import { IconRefresh } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import { useLazyOrderTrackingQuery } from '@shop/api/endpoints/orders';
import type { OrderHomeResource, TrackingEvent } from '@shop/contract/orders';
import { ContactSellerButton } from '../../components/chat/ContactSellerButton.tsx';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';
import { DiscountLines } from '../shop/DiscountLines.tsx';
import { shownDiscounts } from '../shop/promotions.ts';
import '../shop/texts.ts';
import { GroupProgress } from './GroupProgress.tsx';
import { orderIdOf } from './order-actions.ts';
import { OrderActions } from './OrderActions.tsx';
import { WithOrder } from './OrderBrief.tsx';
import { statusClass } from './OrderCard.tsx';
import './orders.css';

/**
 * Order detail (the original page's defects fixed): number, status, a group buy's progress and the actions of the
 * list; delivery address; payment and times; the lines with name, spec, price and quantity; the amounts, each
 * discount on a line of its own; and once shipped the courier's events, which the shopper may ask again
 * (`POST /user/order/express`).
 */
export default function OrderDetailPage(_props: PageProps) {
  const { t } = useTranslation();
  const id = orderIdOf(useParams<{ id: string }>().id);
  return (
    <UserCentre title={t('shop.order.title')} testId="user-order">
      <WithOrder id={id}>{(order) => <OrderDetail order={order} />}</WithOrder>
    </UserCentre>
  );
}

function OrderDetail({ order }: { order: OrderHomeResource }) {
  const { t } = useTranslation();
  const empty = t('common.empty');
  return (
    <div className="order-detail" data-testid={`order-detail-page-${order.id}`}>
      <section className="order-detail__summary">
        <dl className="order-kv order-detail__head">
          <dt>{t('shop.order.orderNo')}</dt>
          <dd className="order-detail__no" data-testid="order-detail-no">
            {order.order_no}
          </dd>
          <dt>{t('shop.order.status')}</dt>
          <dd>
            <span className={statusClass(order.order_status)} data-testid={`order-status-${order.id}`}>
              {order.order_status_cn}
            </span>
          </dd>
          {order.store ? (
            <>
              <dt>{t('shop.order.store')}</dt>
              <dd>
                <Link href={`/store/${order.store.id}`}>{order.store.store_name || empty}</Link>{' '}
                <ContactSellerButton storeId={order.store.id} className="contact-seller-link" />
              </dd>
            </>
          ) : null}
          {order.collective ? (
            <>
              <dt>{t('shop.order.group')}</dt>
              <dd>
                <GroupProgress collective={order.collective} />
              </dd>
            </>
          ) : null}
        </dl>
        <OrderActions order={order} hide={['detail']} />
      </section>

      <div className="order-detail__columns">
        <section className="order-detail__box" data-testid="order-detail-address">
          <h3>{t('shop.order.receiver')}</h3>
          <dl className="order-kv">
            <dt>{t('shop.order.receiverName')}</dt>
            <dd>{order.receive_name || empty}</dd>
            <dt>{t('shop.order.receiverTel')}</dt>
            <dd>{order.receive_tel || empty}</dd>
            <dt>{t('shop.order.receiverAddress')}</dt>
            <dd>{`${order.receive_area} ${order.receive_address}`.trim() || empty}</dd>
          </dl>
        </section>
        <section className="order-detail__box" data-testid="order-detail-payment">
          <h3>{t('shop.order.payment')}</h3>
          <dl className="order-kv">
            <dt>{t('shop.order.payment')}</dt>
            <dd>{order.payment_name_cn || empty}</dd>
            <dt>{t('shop.order.time')}</dt>
            <dd>{order.created_at || empty}</dd>
            <dt>{t('shop.order.payTime')}</dt>
            <dd>{order.pay_time || empty}</dd>
            <dt>{t('shop.order.deliveryNo')}</dt>
            <dd data-testid="order-detail-delivery-no">{order.delivery_no || empty}</dd>
            <dt>{t('shop.order.remark')}</dt>
            <dd>{order.remark || empty}</dd>
          </dl>
        </section>
      </div>

      <section className="order-detail__box">
        <h3>{t('shop.order.goods')}</h3>
        <table className="order-table">
          <thead>
            <tr>
              <th colSpan={2}>{t('shop.order.goods')}</th>
              <th>{t('shop.order.spec')}</th>
              <th>{t('shop.order.price')}</th>
              <th>{t('shop.order.quantity')}</th>
            </tr>
          </thead>
          <tbody>
            {order.order_goods.map((line, i) => (
              <tr key={i} data-testid="order-detail-line">
                <td className="order-table__image">
                  <Link href={`/goods/${line.goods_id}`} aria-label={line.goods_name}>
                    {line.goods_image ? <img src={line.goods_image} alt="" loading="lazy" /> : null}
                  </Link>
                </td>
                <td>
                  <Link href={`/goods/${line.goods_id}`}>{line.goods_name}</Link>
                </td>
                <td>{line.sku_name || empty}</td>
                <td>{t('shop.order.money', { money: line.goods_price })}</td>
                <td>{line.buy_num}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="order-amounts">
          {order.order_price !== undefined ? (
            <>
              <dt>{t('shop.order.amount')}</dt>
              <dd data-testid="order-detail-amount">{t('shop.order.money', { money: order.order_price })}</dd>
            </>
          ) : null}
          {shownDiscounts(order).length ? (
            <DiscountLines source={order} testId="order-detail-discount" as="dl" />
          ) : (
            <>
              <dt>{t('shop.order.discount')}</dt>
              <dd data-testid="order-detail-discount">{t('shop.order.minus', { money: '0.00' })}</dd>
            </>
          )}
          <dt>{t('shop.order.freight')}</dt>
          <dd data-testid="order-detail-freight">{t('shop.order.money', { money: order.freight_money })}</dd>
          <dt>{t('shop.order.total')}</dt>
          <dd className="order-amounts__total" data-testid="order-detail-total">
            {t('shop.order.money', { money: order.total_price })}
          </dd>
        </dl>
      </section>

      {order.delivery_no ? <Tracking order={order} /> : null}
    </div>
  );
}

/** The courier's events, newest first as the courier sends them; the refreshed answer replaces the page's. */
function Tracking({ order }: { order: OrderHomeResource }) {
  const { t } = useTranslation();
  const [refresh, live] = useLazyOrderTrackingQuery();
  const events: TrackingEvent[] = live.data ?? order.delivery_list;
  return (
    <section className="order-detail__box" data-testid="order-tracking">
      <h3 className="order-detail__title-row">
        <span>{t('shop.order.delivery')}</span>
        <Button
          size="mini"
          icon={<IconRefresh />}
          loading={live.isFetching}
          data-testid="order-tracking-refresh"
          onClick={() => void refresh(order.id)}
        >
          {t('shop.order.refreshTracking')}
        </Button>
      </h3>
      {events.length ? (
        <ol className="order-tracking">
          {events.map((event, i) => (
            <li key={i} className={i === 0 ? 'is-latest' : undefined} data-testid="order-tracking-event">
              <time>{event.time}</time>
              <span>{event.context}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="order-detail__muted">{t('shop.order.noTracking')}</p>
      )}
    </section>
  );
}
