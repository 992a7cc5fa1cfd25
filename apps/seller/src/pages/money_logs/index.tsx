import { useEffect, useState } from 'react';
import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { requestEnvelope } from '@shop/api/http';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import { useFieldLabel } from '@shop/ui/fields/label';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { MoneyText } from '@shop/ui/widgets/MoneyText';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { MONEY_LOG_TYPE } from '@shop/ui/widgets/shop-status';

const RESOURCE = 'seller_money_logs';
const dicts: DictDef[] = [statusDict('is_type', MONEY_LOG_TYPE)];
const columns: ColumnDef[] = [
  { value: 'name', width: 150, ellipsis: true },
  { value: 'money', type: 'money', width: 120 },
  statusColumn('is_type', MONEY_LOG_TYPE, { width: 130 }),
  { value: 'info', ellipsis: true },
  { value: 'created_at' },
];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'is_type', type: 'select' },
  { value: 'created_at', type: 'daterange' },
];
const amount = (value: unknown) => (
  <MoneyText value={typeof value === 'number' || typeof value === 'string' ? value : null} />
);
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'money', render: (record) => amount(record.money) },
  { value: 'is_type', render: (record) => <StatusMapTag map={MONEY_LOG_TYPE} value={record.is_type} /> },
  { value: 'info', viewType: 'text', span: 24 },
  { value: 'created_at' },
];

const yuan = (value: unknown) => `￥${asText(value) || '0.00'}`;

/** The store's balance and frozen money above the ledger (a header strip). */
function Balances() {
  const label = useFieldLabel(RESOURCE);
  const [store, setStore] = useState<CrudRow | undefined>();
  useEffect(() => {
    let alive = true;
    requestEnvelope({ url: '/Seller/stores/0', method: 'GET' })
      .then((result) => {
        if (alive && result.ok && result.data && typeof result.data === 'object') setStore(result.data as CrudRow);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);
  return (
    <Descriptions
      className="seller-money-balances"
      column={2}
      border
      size="small"
      style={{ marginBottom: 15 }}
      data={[
        {
          label: label({ value: 'store_money' }),
          value: <span data-testid="seller-store-money">{store ? yuan(store.store_money) : '-'}</span>,
        },
        {
          label: label({ value: 'store_frozen_money' }),
          value: <span data-testid="seller-store-frozen-money">{store ? yuan(store.store_frozen_money) : '-'}</span>,
        },
      ]}
    />
  );
}

/** Store funds: the store's balance, then every change of its money and frozen money (read-only). */
export default function SellerMoneyLogsPage() {
  return (
    <CrudTable
      resource={RESOURCE}
      columns={columns}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false }}
      actionsWidth={80}
      top={<Balances />}
    />
  );
}
