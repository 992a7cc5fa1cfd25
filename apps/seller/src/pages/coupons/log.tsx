import { sellerCouponLogs } from '@shop/contract/resources/promotions';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { columnsOf } from '@shop/ui/crud/from-descriptor';
import {
  COUPON_LOG_STATUS_TAG,
  COUPON_STATE_TAG,
  Threshold,
  WindowCell,
  yuan,
} from '@shop/backoffice/promotions/promotion-columns';
import { OrderLink } from '@shop/backoffice/orders/OrderLink';

const dicts: DictDef[] = [
  statusDict('state', COUPON_STATE_TAG),
  statusDict('status', COUPON_LOG_STATUS_TAG),
  // The store's own coupons, to filter the log by one of them.
  { name: 'coupon_id', url: '/Seller/coupons?isAll=true', labelName: 'name', valueName: 'id' },
];
const all = columnsOf(sellerCouponLogs, {
  name: { ellipsis: true },
  nickname: { width: 120, ellipsis: true },
  money: { width: 90, render: (row) => yuan(row.money) },
  use_money: { width: 100, render: (row) => <Threshold value={row.use_money} /> },
  order_no: { width: 200, render: (row) => <OrderLink area="Seller" id={row.order_id} orderNo={row.order_no} /> },
  state: statusColumn('state', COUPON_STATE_TAG, { width: 100 }),
  // The validity on two lines; the end stays a column of the export.
  start_time: { label: 'resources.promotions.fields.window', width: 170, render: (row) => <WindowCell row={row} /> },
  created_at: { width: 170 },
});
const columns: ColumnDef[] = all.filter((c) => c.value !== 'end_time');
const exportExtra: ColumnDef[] = all.filter((c) => c.value === 'end_time');
const overrides: { search: Record<string, Partial<SearchDef>> } = {
  search: {
    coupon_id: { type: 'select', dict: 'coupon_id', options: { filterable: true } },
    status: { type: 'select', dict: 'status' },
  },
};

/** Who claimed the store's coupons, and whether and on which order each was used (read only). */
export default function SellerCouponLogsPage() {
  return (
    <CrudTable
      descriptor={sellerCouponLogs}
      columns={columns}
      exportExtra={exportExtra}
      overrides={overrides}
      dicts={dicts}
      // Read only, and the log has no detail route: the row says it all, its order opens from the order number.
      buttons={{ add: false, edit: false, batchDelete: false, view: false }}
      rowActions={false}
    />
  );
}
