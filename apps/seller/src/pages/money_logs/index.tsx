import { useEffect, useState } from 'react';
import { Descriptions } from '@arco-design/web-react';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import { storesApi } from '@shop/api/endpoints/stores';
import { useAppDispatch } from '@shop/api/hooks';
import { FRESH, settle } from '@shop/api/settle';
import { sellerMoneyLogs } from '@shop/contract/resources/stores';
import { CrudTable, type CrudTableProps } from '@shop/ui/crud-table';
import type { CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import { useFieldLabel } from '@shop/ui/fields/label';
import type { DictDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { MoneyText } from '@shop/ui/widgets/MoneyText';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { OrderLinks } from '@shop/backoffice/orders/OrderLink';
import { MONEY_LOG_TYPE } from '@shop/backoffice/shop-status';

// Labels from the Seller group rather than the path's: it also names the balance strip's fields.
const RESOURCE = 'seller_money_logs';
const dicts: DictDef[] = [statusDict('is_type', MONEY_LOG_TYPE)];
const overrides: CrudTableProps['overrides'] = {
  columns: {
    name: { width: 150, ellipsis: true },
    money: { type: 'money', width: 120 },
    is_type: statusColumn('is_type', MONEY_LOG_TYPE, { width: 130 }),
    info: { ellipsis: true },
    orders: { width: 200, export: false, render: (row) => <OrderLinks area="Seller" orders={row.orders} /> },
  },
};
const amount = (value: unknown) => (
  <MoneyText value={typeof value === 'number' || typeof value === 'string' ? value : null} />
);
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'money', render: (record) => amount(record.money) },
  { value: 'is_type', render: (record) => <StatusMapTag map={MONEY_LOG_TYPE} value={record.is_type} /> },
  { value: 'info', viewType: 'text', span: 24 },
  { value: 'orders', render: (record) => <OrderLinks area="Seller" orders={record.orders} />, span: 24 },
  { value: 'created_at' },
];

const yuan = (value: unknown) => `￥${asText(value) || '0.00'}`;

/** The store's balance and frozen money above the ledger (a header strip). */
function Balances() {
  const label = useFieldLabel(RESOURCE);
  const dispatch = useAppDispatch();
  const [store, setStore] = useState<CrudRow | undefined>();
  useEffect(() => {
    let alive = true;
    void settle(dispatch(storesApi.endpoints.ownStore.initiate(undefined, FRESH))).then((result) => {
      if (alive && result.ok && result.data && typeof result.data === 'object') setStore(result.data as CrudRow);
    });
    return () => {
      alive = false;
    };
  }, [dispatch]);
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
      descriptor={sellerMoneyLogs}
      resource={RESOURCE}
      overrides={overrides}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false }}
      actionsWidth={80}
      top={<Balances />}
    />
  );
}
