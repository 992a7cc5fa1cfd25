import { adminMoneyLogs } from '@shop/contract/resources/stores';
import { CrudTable, type CrudTableProps } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { MoneyText } from '@shop/ui/widgets/MoneyText';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { OrderLinks } from '@shop/backoffice/orders/OrderLink';
import { MONEY_LOG_BELONG, MONEY_LOG_TYPE } from '@shop/backoffice/shop-status';
import { OwnerName } from './OwnerName.tsx';

const dicts: DictDef[] = [statusDict('is_type', MONEY_LOG_TYPE), statusDict('is_belong', MONEY_LOG_BELONG)];
const overrides: CrudTableProps['overrides'] = {
  columns: {
    user_id: { width: 160, ellipsis: true, render: (row) => <OwnerName row={row} /> },
    name: { width: 120, ellipsis: true },
    money: { type: 'money', width: 110 },
    is_type: statusColumn('is_type', MONEY_LOG_TYPE, { width: 130 }),
    is_belong: statusColumn('is_belong', MONEY_LOG_BELONG, { width: 90 }),
    orders: { width: 200, export: false, render: (row) => <OrderLinks area="Admin" orders={row.orders} /> },
  },
};
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'money', render: (record) => <MoneyCell value={record.money} /> },
  { value: 'is_type', render: (record) => <StatusMapTag map={MONEY_LOG_TYPE} value={record.is_type} /> },
  { value: 'is_belong', render: (record) => <StatusMapTag map={MONEY_LOG_BELONG} value={record.is_belong} /> },
  { value: 'info', viewType: 'text', span: 24 },
  { value: 'orders', render: (record) => <OrderLinks area="Admin" orders={record.orders} />, span: 24 },
  { value: 'created_at' },
];

function MoneyCell({ value }: { value: unknown }) {
  return <MoneyText value={typeof value === 'number' || typeof value === 'string' ? value : null} />;
}

/** Money logs: the read-only ledger of member and store balance, frozen-money and points changes. */
export default function MoneyLogsPage() {
  return (
    <CrudTable
      descriptor={adminMoneyLogs}
      overrides={overrides}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false }}
      actionsWidth={80}
    />
  );
}
