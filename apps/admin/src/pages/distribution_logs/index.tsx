import { adminDistributionLogs } from '@shop/contract/resources/distribution';
import { Commission, CommissionLevel } from '@shop/backoffice/finance-cells';
import { COMMISSION_STATUS_TAGS } from '@shop/backoffice/finance-status';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';

// The descriptor names the status dictionary `distribution_log_status`; the page gives it from the status map.
const STATUS_DICT = 'distribution_log_status';

const dicts: DictDef[] = [
  statusDict(STATUS_DICT, COMMISSION_STATUS_TAGS),
  // Every store, to filter the logs of one.
  { name: 'store_id', url: '/Admin/stores?isAll=true', labelName: 'store_name', valueName: 'id' },
];

// Fits a 1200 px window beside the menu: the commission cell carries its rate and base; the buyer and the amounts
// are in the view and the export. No row actions, as qwshop's page: the row says it all.
const columns: ColumnDef[] = [
  { value: 'name', width: 90, render: (row) => <CommissionLevel name={row.name} /> },
  { value: 'beneficiary', width: 110, ellipsis: true },
  { value: 'store_name', width: 130, ellipsis: true },
  { value: 'order_no', ellipsis: true },
  { value: 'commission', width: 150, render: (row) => <Commission row={row} /> },
  statusColumn('status', COMMISSION_STATUS_TAGS, { dict: STATUS_DICT, width: 110 }),
  { value: 'created_at', width: 110 },
];

// The export adds the ids, the buyer and the amounts beside what the table shows.
const exportExtra: ColumnDef[] = [
  { value: 'nickname' },
  { value: 'goods_price' },
  { value: 'money' },
  { value: 'lev' },
  { value: 'user_id' },
  { value: 'store_id' },
  { value: 'order_id' },
];

const search: SearchDef[] = [
  { value: 'status', type: 'select', dict: STATUS_DICT },
  { value: 'store_id', type: 'select', dict: 'store_id', options: { filterable: true } },
  { value: 'name', where: 'likeRight' },
  { value: 'user_id', type: 'number', options: { min: 1, precision: 0 } },
  { value: 'order_id', type: 'number', options: { min: 1, precision: 0 } },
  { value: 'created_at', type: 'daterange' },
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
      buttons={{ add: false, edit: false, batchDelete: false, delete: false, view: false }}
      rowActions={false}
    />
  );
}
