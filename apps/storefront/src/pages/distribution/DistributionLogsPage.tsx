import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useDistributionLogsQuery, type DistributionLogStatus } from '@shop/api/endpoints/distribution';
import { DISTRIBUTION_LEVEL_NAMES, DISTRIBUTION_LOG_STATUS } from '@shop/contract/distribution';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import type { PageProps } from '../../routes.ts';
import '../integral/texts.ts';
import '../user/money.css';
import './distribution.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 30;

/** Text key and tag colour of a log's status. */
const STATUS: Record<DistributionLogStatus, { key: 'pending' | 'settled' | 'cancelled'; color: string }> = {
  [DISTRIBUTION_LOG_STATUS.pending]: { key: 'pending', color: 'orange' },
  [DISTRIBUTION_LOG_STATUS.paid]: { key: 'settled', color: 'green' },
  [DISTRIBUTION_LOG_STATUS.cancelled]: { key: 'cancelled', color: 'gray' },
};
/** The level texts, in the order of the level names the server writes into a log's `name`. */
const LEVEL_KEYS = ['pts.dist.lev1', 'pts.dist.lev2', 'pts.dist.lev3'] as const;
const FILTERS: (DistributionLogStatus | undefined)[] = [
  undefined,
  DISTRIBUTION_LOG_STATUS.pending,
  DISTRIBUTION_LOG_STATUS.paid,
  DISTRIBUTION_LOG_STATUS.cancelled,
];

function Logs({ status }: { status: DistributionLogStatus | undefined }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const logs = useDistributionLogsQuery({ status, page, per_page: PER_PAGE });
  const { data, isFetching } = logs;
  const rows = data?.data ?? [];
  // The server names a log by its level in Chinese ('一级分销'); shown in the page's language, anything else as is.
  const levelText = (name: string) => {
    const key = LEVEL_KEYS[DISTRIBUTION_LEVEL_NAMES.findIndex((n) => n === name)];
    return key ? t(key) : name || t('common.empty');
  };
  return (
    <>
      <Spin loading={isFetching} style={{ display: 'block' }}>
        <table className="money-table dist-table" data-testid="dist-logs">
          <thead>
            <tr>
              <th>{t('pts.dist.logName')}</th>
              <th>{t('pts.dist.buyer')}</th>
              <th>{t('pts.dist.order')}</th>
              <th>{t('pts.dist.goodsPrice')}</th>
              <th>{t('pts.dist.rate')}</th>
              <th>{t('pts.dist.commission')}</th>
              <th>{t('pts.dist.status')}</th>
              <th>{t('pts.dist.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const s = STATUS[Number(row.status) as DistributionLogStatus] ?? STATUS[DISTRIBUTION_LOG_STATUS.pending];
              return (
                <tr key={row.id} data-testid="dist-log" data-id={row.id} data-status={row.status}>
                  <td data-label={t('pts.dist.logName')}>{levelText(row.name)}</td>
                  <td data-label={t('pts.dist.buyer')} data-testid="dist-log-buyer">
                    {row.nickname || t('common.empty')}
                  </td>
                  <td className="money-table__info" title={row.order_no} data-label={t('pts.dist.order')}>
                    {row.order_no || t('common.empty')}
                  </td>
                  <td data-label={t('pts.dist.goodsPrice')}>
                    {/* What the rate was applied to: the line's share of what the buyer paid; the list price after it
                        when discounts lowered it, so rate × price = commission reads true. */}
                    <span data-testid="dist-log-base">￥{row.money}</span>
                    {row.goods_price !== row.money ? (
                      <s className="dist-log__list" title={t('pts.dist.beforeDiscount')}>
                        ￥{row.goods_price}
                      </s>
                    ) : null}
                  </td>
                  <td data-label={t('pts.dist.rate')} data-testid="dist-log-rate">
                    {row.lev}%
                  </td>
                  <td
                    className="money-table__in"
                    data-label={t('pts.dist.commission')}
                    data-testid="dist-log-commission"
                  >
                    ￥{row.commission}
                  </td>
                  <td data-label={t('pts.dist.status')}>
                    <Tag color={s.color} data-testid="dist-log-status">
                      {t(`pts.dist.${s.key}`)}
                    </Tag>
                  </td>
                  <td className="money-table__time" data-label={t('pts.dist.createdAt')}>
                    {row.created_at}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <QueryFallback
          query={logs}
          rows={rows.length}
          empty={<Empty text={t('pts.dist.logsEmpty')} testId="dist-logs-empty" />}
        />
      </Spin>
      {data ? <Pager page={page} lastPage={data.last_page} total={data.total} onChange={setPage} /> : null}
    </>
  );
}

/** Commission log `/user/distribution_logs`: the shopper's own commissions (`GET /user/distribution_logs?status=`). */
export default function DistributionLogsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<DistributionLogStatus | undefined>(undefined);
  return (
    <UserCentre title={t('pts.dist.logsTitle')} testId="user-distribution-logs">
      <div className="dist-levels" role="tablist">
        {FILTERS.map((f) => (
          <button
            key={f ?? 'all'}
            type="button"
            role="tab"
            aria-selected={status === f}
            className={status === f ? 'is-active' : undefined}
            data-testid={`dist-status-${f ?? 'all'}`}
            onClick={() => setStatus(f)}
          >
            {f === undefined ? t('pts.dist.all') : t(`pts.dist.${STATUS[f].key}`)}
          </button>
        ))}
      </div>
      <Logs key={status ?? 'all'} status={status} />
    </UserCentre>
  );
}
