import { useState } from 'react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useDashText } from './useDashText.ts';
import { useDashboardOverviewQuery } from '@shop/api/endpoints/dashboards';
import type { DashboardOverview } from '@shop/contract/dashboards';
import { Chart } from '@shop/ui/charts/Chart';
import { DashCard } from './DashCard.tsx';
import { LoadError } from './LoadError.tsx';
import { PeriodFilter } from './PeriodFilter.tsx';
import { RankList } from './RankList.tsx';
import { Rate } from './Rate.tsx';
import { DEFAULT_PERIOD, moneyText, type Period } from './period.ts';
import './dashboards.css';

export interface OverviewProps {
  /** Admin: the platform, top stores and new users; Seller: the signed-in store, top goods and paid orders. */
  area: 'Admin' | 'Seller';
}

const ORDER_TILES = [
  ['wait', 'order_wait', 'gray'],
  ['complete', 'order_complete', 'green'],
  ['send', 'order_send', 'red'],
  ['refund', 'order_refund', 'orange'],
] as const;

/** The figures of the first screen after sign-in: sales with their rates, order counters, the month. */
function Figures({ data }: { data: DashboardOverview }) {
  const t = useDashText();
  const money = (v: string) => t('money', { value: moneyText(v) });
  const k = (key: string) => t(`kpi.${key}`);
  return (
    <div className="dash-row dash-figures">
      <DashCard title={k('totalSales')} testId="dashboard-sales">
        <div className="dash-big" data-testid="kpi-total">
          {money(data.total_price)}
        </div>
        <div className="dash-rates">
          <Rate label={k('weekRate')} value={data.week_rate} testId="kpi-week-rate" />
          <Rate label={k('dayRate')} value={data.day_rate} testId="kpi-day-rate" />
        </div>
        <div className="dash-foot">
          {k('todaySales')}: <span data-testid="kpi-today">{money(data.today_price)}</span>
        </div>
      </DashCard>
      <DashCard title={k('orders')} testId="dashboard-orders">
        <div className="dash-tiles">
          {ORDER_TILES.map(([key, field, tone]) => (
            <div key={key} className={`dash-tile dash-tone-${tone}`}>
              <span className="dash-tile-label">{k(key)}</span>
              <span className="dash-tile-num" data-testid={`kpi-${key}`}>
                {data[field]}
              </span>
            </div>
          ))}
        </div>
      </DashCard>
      <DashCard title={k('monthSales')} testId="dashboard-month">
        <div className="dash-big" data-testid="kpi-month">
          {money(data.month_price)}
        </div>
        <div className="dash-rates">
          <Rate label={k('monthRate')} value={data.month_rate} testId="kpi-month-rate" />
        </div>
        <div className="dash-foot">
          {k('lastMonthSales')}: {money(data.last_month_price)} · {k('weekSales')}:{' '}
          <span data-testid="kpi-week">{money(data.week_price)}</span>
        </div>
      </DashCard>
    </div>
  );
}

/**
 * The overview dashboard (A02 / S02): figures, the sales trend over the chosen period beside the top stores (Admin)
 * or goods (Seller), and the last 12 days of new users (Admin) or paid orders (Seller).
 */
export function Overview({ area }: OverviewProps) {
  const t = useDashText();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const { data, isFetching, isError } = useDashboardOverviewQuery({ area, ...period });
  const money = (v: number) => t('money', { value: moneyText(v) });
  const admin = area === 'Admin';
  return (
    <div className="dash" data-testid="dashboard-overview">
      {isError && <LoadError />}
      <Spin loading={isFetching} block>
        {data && <Figures data={data} />}
        <div className="dash-row">
          <DashCard
            className="dash-wide"
            title={t('charts.salesTrend')}
            extra={<PeriodFilter value={period} onChange={setPeriod} />}
            testId="dashboard-sales-trend"
          >
            <div className="dash-split">
              <div className="dash-split-main">
                <Chart name={t('charts.sales')} points={data?.order_plot ?? []} format={money} />
              </div>
              <div className="dash-split-side">
                <RankList
                  title={t(admin ? 'rank.stores' : 'rank.goods')}
                  items={data?.list ?? []}
                  testId="dashboard-ranking"
                />
              </div>
            </div>
          </DashCard>
        </div>
        <div className="dash-row">
          <DashCard
            className="dash-wide"
            title={t(admin ? 'charts.userTrend' : 'charts.orderTrend')}
            testId="dashboard-second-trend"
          >
            <Chart
              height={260}
              name={t(admin ? 'charts.newUsers' : 'charts.paidOrders')}
              points={data?.user_plot ?? []}
            />
          </DashCard>
        </div>
      </Spin>
    </div>
  );
}
