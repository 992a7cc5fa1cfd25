import { adminDistributionLogs } from '@shop/contract/resources/distribution';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { DISTRIBUTION_TAGS } from './status.ts';

// The descriptor names the status dictionary `distribution_log_status`; the page gives it from the status map.
const STATUS_DICT = 'distribution_log_status';

const dicts: DictDef[] = [
  statusDict(STATUS_DICT, DISTRIBUTION_TAGS),
  // Every store, to filter the logs of one.
  { name: 'store_id', url: '/Admin/stores?isAll=true', labelName: 'store_name', valueName: 'id' },
];

const columns: ColumnDef[] = [
  { value: 'name', width: 100 },
  { value: 'beneficiary', width: 130, ellipsis: true },
  { value: 'store_name', width: 140, ellipsis: true },
  { value: 'nickname', width: 120, ellipsis: true },
  { value: 'order_no', width: 200 },
  { value: 'goods_price', width: 110 },
  { value: 'lev', width: 110 },
  { value: 'commission', width: 100 },
  statusColumn('status', DISTRIBUTION_TAGS, { dict: STATUS_DICT, width: 100 }),
  { value: 'created_at', width: 170 },
];

// The export adds the ids and the base amount beside the names the table shows.
const exportExtra: ColumnDef[] = [
  { value: 'user_id' },
  { value: 'store_id' },
  { value: 'order_id' },
  { value: 'money' },
];

const search: SearchDef[] = [
  { value: 'status', type: 'select', dict: STATUS_DICT },
  { value: 'store_id', type: 'select', dict: 'store_id', options: { filterable: true } },
  { value: 'name', where: 'likeRight' },
  { value: 'user_id', type: 'number', options: { min: 1, precision: 0 } },
  { value: 'order_id', type: 'number', options: { min: 1, precision: 0 } },
  { value: 'created_at', type: 'daterange' },
];

const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'status', render: (record) => <StatusMapTag map={DISTRIBUTION_TAGS} value={record.status} /> },
  { value: 'beneficiary' },
  { value: 'user_id' },
  { value: 'store_name' },
  { value: 'nickname' },
  { value: 'order_no' },
  { value: 'goods_price' },
  { value: 'money' },
  { value: 'lev' },
  { value: 'commission' },
  { value: 'created_at' },
];

/** Referral commissions over every store: read, search, export; written by payment and settlement only. */
export default function DistributionLogsPage() {
  return (
    <CrudTable
      descriptor={adminDistributionLogs}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false, delete: false }}
      actionsWidth={80}
    />
  );
}
