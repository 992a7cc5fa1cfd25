import { useState } from 'react';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useDashText } from './useDashText.ts';
import { useDashboardSalesQuery } from '@shop/api/endpoints/dashboards';
import { Chart } from '@shop/ui/charts/Chart';
import { DashCard } from './DashCard.tsx';
import { LoadError } from './LoadError.tsx';
import { PeriodFilter } from './PeriodFilter.tsx';
import { RankList } from './RankList.tsx';
import { DEFAULT_PERIOD, moneyText, type Period } from './period.ts';
import './dashboards.css';

/**
 * The sales analysis (A24 / S03): sales per period, then two top-10 rankings of the range. Admin: stores and goods
 * by sales; Seller: its goods by quantity ordered and by sales.
 */
export function SalesAnalysis({ area }: { area: 'Admin' | 'Seller' }) {
  const t = useDashText();
  const [period, setPeriod] = useState<Period>(DEFAULT_PERIOD);
  const { data, isFetching, isError } = useDashboardSalesQuery({ area, ...period });
  const money = (v: number) => t('money', { value: moneyText(v) });
  return (
    <div className="dash" data-testid="dashboard-sales-analysis">
      {isError && <LoadError />}
      <Spin loading={isFetching} block>
        <DashCard title={t('charts.salesTrend')} extra={<PeriodFilter value={period} onChange={setPeriod} />}>
          <Chart name={t('charts.sales')} points={data?.plot ?? []} format={money} />
        </DashCard>
        <div className="dash-row dash-halves">
          <DashCard title={t(area === 'Admin' ? 'rank.storesTop10' : 'rank.goodsQuantityTop10')}>
            <RankList
              items={data?.store ?? []}
              figure={area === 'Admin' ? 'money' : 'count'}
              testId="dashboard-rank-first"
            />
          </DashCard>
          <DashCard title={t('rank.goodsTop10')}>
            <RankList items={data?.goods ?? []} testId="dashboard-rank-goods" />
          </DashCard>
        </div>
      </Spin>
    </div>
  );
}
