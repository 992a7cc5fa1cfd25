import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useAppSelector } from '@shop/api/hooks';
import { useMoneyLogsQuery } from '@shop/api/endpoints/finance';
import type { LogOrder } from '@shop/contract/finance';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import type { PageProps } from '../../routes.ts';
import '../browse/texts.ts';
import '../shop/texts.ts';
import { balanceText, moneyLogKind, signedChange, type MoneyLogKind } from './money-logs.ts';
import './money.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 30;
/** The user record's field holding each kind's current amount. */
const BALANCE_FIELD = { money: 'money', frozen: 'frozen_money', integral: 'integral' } as const;

/**
 * Balance, frozen funds and points: one page for the three routes, told apart by
 * the route name; the current amount from the user record (the frame refreshes it on entry) and the history of
 * `GET /user/money_logs?is_type=0|1|2`, newest first.
 */
export default function MoneyLogsPage({ name }: PageProps) {
  const { t } = useTranslation();
  const kind = moneyLogKind(name);
  return (
    <UserCentre title={t(`shop.money.titles.${kind.key}`)} testId={`user-money-${kind.key}`}>
      {/* A new kind starts on its first page. */}
      <MoneyLogs key={kind.key} kind={kind} />
    </UserCentre>
  );
}

/** The orders a line is about, each opening its detail. */
function LogOrders({ orders }: { orders: readonly LogOrder[] }) {
  const { t } = useTranslation();
  return (
    <span className="money-table__orders">
      {orders.map((order) => (
        <Link key={order.id} href={`/user/order/${order.id}`} data-testid="money-log-order">
          {t('shop.money.order', { no: order.order_no })}
        </Link>
      ))}
    </span>
  );
}

function MoneyLogs({ kind }: { kind: MoneyLogKind }) {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const [page, setPage] = useState(1);
  const logs = useMoneyLogsQuery({ is_type: kind.type, page, per_page: PER_PAGE });
  const { data, isFetching } = logs;
  const rows = data?.data ?? [];
  const points = kind.key === 'integral';
  const balance = balanceText(user?.[BALANCE_FIELD[kind.key]], points);

  return (
    <div className="money-logs">
      <div className="money-logs__balance">
        <span>{t(`shop.money.current.${kind.key}`)}</span>
        <strong data-testid="money-balance" data-value={balance}>
          {points ? t('shop.money.points', { value: balance }) : t('shop.money.yuan', { value: balance })}
        </strong>
      </div>
      <Spin loading={isFetching} style={{ display: 'block' }}>
        <table className="money-table" data-testid="money-logs">
          <thead>
            <tr>
              <th>{t('shop.money.name')}</th>
              <th>{t(points ? 'shop.money.integralAmount' : 'shop.money.amount')}</th>
              <th>{t('shop.money.info')}</th>
              <th>{t('shop.money.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const change = signedChange(row.money);
              return (
                <tr key={row.id} data-testid="money-log-row" data-id={row.id}>
                  <td data-label={t('shop.money.name')}>{row.name || t('common.empty')}</td>
                  <td
                    className={change.income ? 'money-table__in' : 'money-table__out'}
                    data-label={t(points ? 'shop.money.integralAmount' : 'shop.money.amount')}
                    data-testid="money-log-amount"
                  >
                    {change.text}
                  </td>
                  <td className="money-table__info" data-label={t('shop.money.info')}>
                    {/* The cited payment or order number means nothing here: the orders it covers do. */}
                    {row.orders?.length ? <LogOrders orders={row.orders} /> : row.info || t('common.empty')}
                  </td>
                  <td className="money-table__time" data-label={t('shop.money.createdAt')}>
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
          empty={<Empty text={t('shop.money.empty')} testId="money-empty" />}
        />
      </Spin>
      {data ? (
        <Pager page={page} lastPage={data.last_page} total={data.total} onChange={setPage} testId="money-pager" />
      ) : null}
    </div>
  );
}
