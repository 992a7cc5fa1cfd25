import { sellerDistributionLogs } from '@shop/contract/resources/distribution';
import { Commission, CommissionLevel } from '@shop/backoffice/finance-cells';
import { COMMISSION_STATUS_TAGS } from '@shop/backoffice/finance-status';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';

const RESOURCE = 'seller_distribution_logs';
const dicts: DictDef[] = [statusDict('status', COMMISSION_STATUS_TAGS)];
// Fits a 1200 px window beside the menu: the commission cell carries its rate and the base it was computed on.
const columns: ColumnDef[] = [
  { value: 'name', width: 90, render: (row) => <CommissionLevel name={row.name} /> },
  { value: 'nickname', width: 110, ellipsis: true },
  { value: 'beneficiary', width: 110, ellipsis: true },
  { value: 'order_no', ellipsis: true },
  { value: 'commission', width: 150, render: (row) => <Commission row={row} /> },
  statusColumn('status', COMMISSION_STATUS_TAGS, { width: 110 }),
  { value: 'created_at', width: 110 },
];
// The amounts stay columns of their own in the export.
const exportExtra: ColumnDef[] = [{ value: 'goods_price' }, { value: 'money' }, { value: 'lev' }];
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
