import { useMemo, useState } from 'react';
import { Button } from '@arco-design/web-react';
import { IconSync } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import { CrudTable } from '@shop/ui/crud/CrudTable';
import type { CrudController } from '@shop/ui/crud/useCrudList';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { useOrderApi } from './order-api.ts';
import { apiBase, type OrderArea } from './order-flow.ts';
import { SETTLEMENT_STATUS } from './order-status.ts';
import { useOrderText } from './useOrderText.ts';
import './orders.css';

const price = (value: unknown) => (asText(value) ? `￥${asText(value)}` : '-');
const dicts: DictDef[] = [statusDict('status', SETTLEMENT_STATUS)];

const viewFields: ViewFieldDef[] = [
  { value: 'settlement_no', viewType: 'text' },
  { value: 'order_id', viewType: 'text' },
  { value: 'total_price', render: (record) => price(record.total_price) },
  { value: 'settlement_price', render: (record) => price(record.settlement_price) },
  { value: 'status', render: (record) => <StatusMapTag map={SETTLEMENT_STATUS} value={record.status} /> },
  { value: 'created_at', viewType: 'text' },
  { value: 'info', viewType: 'text', span: 24 },
];

/** "Settle now": settles every completed, unsettled order; the server says so when none is due. */
function SettleNow({ crud }: { crud: CrudController }) {
  const orders = useOrderApi();
  const o = useOrderText();
  const [sending, setSending] = useState(false);
  return (
    <Button
      type="primary"
      icon={<IconSync />}
      loading={sending}
      title={o('resources.order_settlements.actions.settleHint')}
      data-testid="settle-now"
      onClick={() => {
        setSending(true);
        void orders.settleNow({ success: o('messages.success'), failure: o('messages.error') }).then((ok) => {
          setSending(false);
          if (ok) crud.reload();
        });
      }}
    >
      {o('resources.order_settlements.actions.settleNow')}
    </Button>
  );
}

export interface SettlementListPageProps {
  area: OrderArea;
}

/**
 * The settlements of both back offices, read-only: settlement number, order, amounts, state and
 * remark. The platform sees every store's (with the store) and can settle now; a store sees its own.
 *
 * @example <SettlementListPage area="Admin" />
 */
export function SettlementListPage({ area }: SettlementListPageProps) {
  const admin = area === 'Admin';
  const columns = useMemo<ColumnDef[]>(
    () => [
      {
        value: 'settlement_no',
        width: 200,
        render: (row) => (
          <span data-testid={`settlement-row-${String(row.id)}`}>{asText(row.settlement_no) || '-'}</span>
        ),
      },
      { value: 'order_id', width: 90 },
      ...(admin ? [{ value: 'store_id', width: 90 }] : []),
      { value: 'total_price', width: 120, render: (row) => price(row.total_price) },
      {
        value: 'settlement_price',
        width: 120,
        render: (row) => <span className="order-money">{price(row.settlement_price)}</span>,
      },
      statusColumn('status', SETTLEMENT_STATUS, { width: 100 }),
      { value: 'info', width: 160, ellipsis: true },
      { value: 'created_at' },
    ],
    [admin],
  );
  const search = useMemo<SearchDef[]>(
    () => [
      { value: 'settlement_no', where: 'likeRight' },
      { value: 'order_id' },
      ...(admin ? [{ value: 'store_id' }] : []),
      { value: 'status', type: 'select' },
      { value: 'created_at', type: 'daterange' },
    ],
    [admin],
  );
  return (
    <CrudTable
      resource="order_settlements"
      path={`${apiBase(area)}/order_settlements`}
      columns={columns}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false }}
      actionsWidth={80}
      toolbar={
        admin
          ? {
              left: (defaults, crud) => (
                <>
                  {defaults}
                  <SettleNow crud={crud} />
                </>
              ),
            }
          : undefined
      }
    />
  );
}
