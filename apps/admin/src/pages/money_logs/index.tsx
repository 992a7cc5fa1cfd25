import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { MoneyText } from '@shop/ui/widgets/MoneyText';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { MONEY_LOG_BELONG, MONEY_LOG_TYPE } from '@shop/ui/widgets/shop-status';
import { OwnerName } from './OwnerName.tsx';

const dicts: DictDef[] = [statusDict('is_type', MONEY_LOG_TYPE), statusDict('is_belong', MONEY_LOG_BELONG)];
const columns: ColumnDef[] = [
  { value: 'user_id', width: 160, ellipsis: true, render: (row) => <OwnerName row={row} /> },
  { value: 'name', width: 120, ellipsis: true },
  { value: 'money', type: 'money', width: 110 },
  statusColumn('is_type', MONEY_LOG_TYPE, { width: 130 }),
  statusColumn('is_belong', MONEY_LOG_BELONG, { width: 90 }),
  { value: 'created_at' },
];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'money' },
  { value: 'is_type', type: 'select' },
  { value: 'is_belong', type: 'select' },
  { value: 'created_at', type: 'daterange' },
];
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'money', render: (record) => <MoneyCell value={record.money} /> },
  { value: 'is_type', render: (record) => <StatusMapTag map={MONEY_LOG_TYPE} value={record.is_type} /> },
  { value: 'is_belong', render: (record) => <StatusMapTag map={MONEY_LOG_BELONG} value={record.is_belong} /> },
  { value: 'info', viewType: 'text', span: 24 },
  { value: 'created_at' },
];

function MoneyCell({ value }: { value: unknown }) {
  return <MoneyText value={typeof value === 'number' || typeof value === 'string' ? value : null} />;
}

/** Money logs: the read-only ledger of member and store balance, frozen-money and points changes. */
export default function MoneyLogsPage() {
  return (
    <CrudTable
      resource="money_logs"
      columns={columns}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false }}
      actionsWidth={80}
    />
  );
}
