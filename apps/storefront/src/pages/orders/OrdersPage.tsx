import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Input, Radio, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useOrdersQuery } from '@shop/api/endpoints/orders';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../shop/texts.ts';
import {
  AFTER_SALE_KINDS,
  ORDER_TABS,
  ordersArgs,
  statusOfTab,
  tabOfStatus,
  type AfterSaleKind,
  type OrderTabKey,
} from './order-actions.ts';
import { OrderCard } from './OrderCard.tsx';
import './orders.css';
import { QueryFallback } from '@shop/ui/list/ListState';

/**
 * My orders: status tabs (the tab and the page live in the address, `?status=N&page=P`,
 * so the dashboard's shortcuts and the back button land on the same list), an after-sale kind inside the
 * after-sale tab, an order-number search, and the orders of `GET /user/orders?isResource=Home` with the actions
 * their status allows.
 */
export default function OrdersPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('shop.orders.title')} testId="user-orders">
      <Orders />
    </UserCentre>
  );
}

function Orders() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const tab = tabOfStatus(query.get('status'));
  const page = Math.max(1, Math.floor(Number(query.get('page')) || 1));
  const [kind, setKind] = useState<AfterSaleKind>('all');
  const [orderNo, setOrderNo] = useState('');
  const orders = useOrdersQuery(ordersArgs(tab, kind, page, orderNo));
  const { data, isFetching } = orders;
  const rows = data?.data ?? [];
  const lastPage = data?.last_page ?? 1;

  const go = (next: { tab?: OrderTabKey; page?: number }) => {
    const params = new URLSearchParams();
    const status = statusOfTab(next.tab ?? tab);
    if (status) params.set('status', status);
    const p = next.page ?? 1;
    if (p > 1) params.set('page', String(p));
    const search = params.toString();
    navigate(search ? `${location}?${search}` : location, { replace: true });
  };

  // The last order of a later page left this tab (cancelled, paid, reviewed): show the last page there is.
  useEffect(() => {
    if (!isFetching && rows.length === 0 && page > lastPage) go({ page: lastPage });
  });

  return (
    <div className="orders">
      <div className="orders__bar">
        <nav className="orders__tabs" role="tablist">
          {ORDER_TABS.map((item) => (
            <button
              key={item.key}
              type="button"
              role="tab"
              aria-selected={item.key === tab}
              className={item.key === tab ? 'is-active' : undefined}
              data-testid={`orders-tab-${item.key}`}
              data-status={item.status}
              onClick={() => {
                setKind('all');
                go({ tab: item.key });
              }}
            >
              {t(`shop.orders.tabs.${item.key}`)}
            </button>
          ))}
        </nav>
        <Input.Search
          className="orders__search"
          allowClear
          placeholder={t('shop.orders.searchPlaceholder')}
          aria-label={t('shop.orders.search')}
          data-testid="orders-search"
          onSearch={(value) => {
            setOrderNo(value);
            go({});
          }}
          onClear={() => {
            setOrderNo('');
            go({});
          }}
        />
      </div>
      {tab === 'afterSale' ? (
        <Radio.Group
          type="button"
          size="small"
          className="orders__kinds"
          value={kind}
          onChange={(value: AfterSaleKind) => {
            setKind(value);
            go({});
          }}
        >
          {AFTER_SALE_KINDS.map((k) => (
            <Radio key={k} value={k} data-testid={`orders-aftersale-${k}`}>
              {t(`shop.orders.afterSaleKinds.${k}`)}
            </Radio>
          ))}
        </Radio.Group>
      ) : null}
      <div className="orders__head" aria-hidden="true">
        <span>{t('shop.orders.head.goods')}</span>
        <span>{t('shop.orders.head.price')}</span>
        <span>{t('shop.orders.head.amount')}</span>
        <span>{t('shop.orders.head.status')}</span>
        <span>{t('shop.orders.head.actions')}</span>
      </div>
      <Spin loading={isFetching} style={{ display: 'block' }}>
        <div className="orders__list" data-testid="orders-list" aria-busy={isFetching}>
          {rows.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
          <QueryFallback
            query={orders}
            rows={rows.length}
            empty={<Empty text={t('shop.orders.empty')} testId="orders-empty" />}
          />
        </div>
      </Spin>
      {data ? (
        <Pager
          page={data.current_page}
          lastPage={data.last_page}
          total={data.total}
          onChange={(p) => go({ page: p })}
          testId="orders-pager"
        />
      ) : null}
    </div>
  );
}
