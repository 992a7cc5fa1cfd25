import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Empty, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useFavoritesQuery } from '@shop/api/endpoints/stores';
import { useAppSelector } from '@shop/api/hooks';
import { useDashboardQuery } from '@shop/api/endpoints/orders';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { readHistory } from '../../account/history.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';
import { OrderCard } from '../orders/OrderCard.tsx';
import '../orders/orders.css';
import '../shop/texts.ts';
import { OrderShortcuts } from './OrderShortcuts.tsx';
import { PhoneDashboard } from './PhoneDashboard.tsx';
import { QueryFallback } from '@shop/ui/list/ListState';

const amount = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n.toFixed(2) : '0.00';
};

/**
 * User-centre dashboard: balances, order shortcuts, recent favourites and history; on phones the counters and
 * order shortcuts of 我的, which the frame puts between the shopper's card and the menu.
 */
export default function UserDashboardPage(_props: PageProps) {
  const isPhone = useIsPhone();
  return (
    <UserCentre testId="user-dashboard" home>
      {isPhone ? <PhoneDashboard /> : <Dashboard />}
    </UserCentre>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const favorites = useFavoritesQuery({ is_type: 0, page: 1, per_page: 5 });
  const overview = useDashboardQuery();
  const counts = overview.data?.count;
  const history = useMemo(() => readHistory(4), []);

  return (
    <div className="dashboard">
      <div className="dashboard__tiles">
        <div className="dashboard__tile" data-testid="dashboard-balance">
          <span>{t('account.dashboard.balance')}</span>
          <strong>{t('account.dashboard.yuan', { value: amount(user?.money) })}</strong>
        </div>
        <div className="dashboard__tile" data-testid="dashboard-integral">
          <span>{t('account.dashboard.integral')}</span>
          <strong>{t('account.dashboard.points', { value: amount(user?.integral) })}</strong>
        </div>
        <div className="dashboard__tile" data-testid="dashboard-frozen">
          <span>{t('account.dashboard.frozen')}</span>
          <strong>{t('account.dashboard.yuan', { value: amount(user?.frozen_money) })}</strong>
        </div>
      </div>

      <OrderShortcuts counts={counts} />

      <section className="dashboard__block">
        <header>
          <h3>{t('account.dashboard.recentOrders')}</h3>
          <Link href="/user/orders">{t('account.dashboard.more')}</Link>
        </header>
        <Spin loading={overview.isLoading} style={{ display: 'block' }}>
          {overview.data?.order.data.length ? (
            <div data-testid="dashboard-orders">
              {overview.data.order.data.map((order) => (
                <OrderCard key={order.id} order={order} />
              ))}
            </div>
          ) : (
            <QueryFallback query={overview} rows={0} empty={<Empty description={t('account.dashboard.noOrders')} />} />
          )}
        </Spin>
      </section>

      <section className="dashboard__block">
        <header>
          <h3>{t('account.dashboard.recentFavorites')}</h3>
          <Link href="/user/favorites">{t('account.dashboard.more')}</Link>
        </header>
        <Spin loading={favorites.isLoading} style={{ display: 'block' }}>
          {favorites.data?.data.length ? (
            <ul className="goods-cards">
              {favorites.data.data.map((row) => (
                <li key={row.id} data-testid="dashboard-favorite-item">
                  <Link href={`/goods/${row.out_id}`}>
                    <img src={row.goods_master_image || undefined} alt="" loading="lazy" />
                    <span className="goods-cards__name" title={row.goods_name}>
                      {row.goods_name || t('common.empty')}
                    </span>
                    <span className="goods-cards__price">
                      {t('account.favorites.price', { price: row.goods_price ?? '' })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <QueryFallback
              query={favorites}
              rows={0}
              empty={<Empty description={t('account.dashboard.noFavorites')} />}
            />
          )}
        </Spin>
      </section>

      <section className="dashboard__block">
        <header>
          <h3>{t('account.dashboard.history')}</h3>
        </header>
        {history.length ? (
          <ul className="goods-cards">
            {history.map((goods) => (
              <li key={goods.id} data-testid="dashboard-history-item">
                <Link href={`/goods/${goods.id}`}>
                  <img src={goods.goods_master_image || undefined} alt="" loading="lazy" />
                  <span className="goods-cards__name" title={goods.goods_name}>
                    {goods.goods_name || t('common.empty')}
                  </span>
                  <span className="goods-cards__price">
                    {t('account.favorites.price', { price: goods.goods_price })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description={t('account.dashboard.noHistory')} />
        )}
      </section>
    </div>
  );
}
