import { sellerDistributionLogs } from '@shop/contract/resources/distribution';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { asText } from '@shop/ui/fields/values';
import { DISTRIBUTION_LOG_STATUS_TAG } from './rates.ts';

const RESOURCE = 'seller_distribution_logs';
const yuan = (value: unknown) => (asText(value) ? `￥${asText(value)}` : '-');
const dicts: DictDef[] = [statusDict('status', DISTRIBUTION_LOG_STATUS_TAG)];
const columns: ColumnDef[] = [
  { value: 'name', width: 100 },
  { value: 'nickname', width: 120, ellipsis: true },
  { value: 'beneficiary', width: 120, ellipsis: true },
  { value: 'order_no', ellipsis: true },
  { value: 'money', width: 110, render: (row) => yuan(row.money) },
  { value: 'lev', width: 110, render: (row) => `${asText(row.lev) || '0'}%` },
  { value: 'commission', width: 110, render: (row) => yuan(row.commission) },
  statusColumn('status', DISTRIBUTION_LOG_STATUS_TAG, { width: 100 }),
  { value: 'created_at', width: 170 },
];
// The line total stays a column of the export (the table shows the base the commission was computed on).
const exportExtra: ColumnDef[] = [{ value: 'goods_price' }];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'order_id' },
  { value: 'status', type: 'select', dict: 'status' },
  { value: 'created_at', type: 'daterange' },
];

/** Commissions the store's sales earned the buyers' inviters: pending until settlement, then credited or cancelled. */
export default function SellerDistributionLogsPage() {
  return (
    <CrudTable
      descriptor={sellerDistributionLogs}
      resource={RESOURCE}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={dicts}
      // Read only, and the log has no detail route: the row says it all.
      buttons={{ add: false, edit: false, batchDelete: false, view: false }}
      rowActions={false}
    />
  );
}
