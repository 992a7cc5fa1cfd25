import { integralOrders } from '@shop/contract/resources/integral';
import { POINTS_ORDER_TAGS } from '@shop/backoffice/finance-status';
import { points, Stacked } from '@shop/backoffice/finance-cells';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { RowDialogList } from '../RowDialogList.tsx';
import { ShipDialog } from './ShipDialog.tsx';
import { canShip } from './ship.ts';

const dicts: DictDef[] = [
  statusDict('order_status', POINTS_ORDER_TAGS),
  // Couriers by code, for the view of a shipped order.
  { name: 'delivery_code', url: '/expresses?isAll=true', labelName: 'name', valueName: 'code' },
];

// Fits a 1200 px window beside the menu: the goods cell carries the quantity and the order number under the name;
// the receiver is in the view and the ship dialog, and every field in the export.
const columns: ColumnDef[] = [
  { value: 'order_image', type: 'image', width: 72 },
  {
    value: 'order_name',
    render: (row) => (
      <Stacked main={`${asText(row.order_name)} ×${asText(row.buy_num) || '1'}`} sub={asText(row.order_no)} />
    ),
  },
  { value: 'buyer_name', width: 100, ellipsis: true },
  { value: 'total_price', width: 90, render: (row) => points(row.total_price) },
  statusColumn('order_status', POINTS_ORDER_TAGS, { width: 134 }),
  { value: 'created_at', width: 110 },
];
const exportExtra: ColumnDef[] = [
  { value: 'order_no' },
  { value: 'buy_num' },
  { value: 'receive_name' },
  { value: 'receive_tel' },
  { value: 'receive_area' },
  { value: 'receive_address' },
];

const search: SearchDef[] = [
  { value: 'order_no', where: 'likeRight' },
  { value: 'order_name', where: 'likeRight' },
  { value: 'order_status', type: 'select', dict: 'order_status' },
  { value: 'created_at', type: 'daterange' },
];

const viewFields: ViewFieldDef[] = [
  { value: 'order_no' },
  { value: 'order_status', render: (record) => <StatusMapTag map={POINTS_ORDER_TAGS} value={record.order_status} /> },
  { value: 'order_name' },
  { value: 'order_image', type: 'image' },
  { value: 'buyer_name' },
  { value: 'buy_num' },
  { value: 'total_price', render: (record) => points(record.total_price) },
  { value: 'pay_time' },
  { value: 'receive_name' },
  { value: 'receive_tel' },
  { value: 'receive_area' },
  { value: 'receive_address' },
  { value: 'remark', viewType: 'text', span: 24 },
  { value: 'delivery_code', viewType: 'dict' },
  { value: 'delivery_no' },
  { value: 'delivery_time' },
  { value: 'created_at' },
];

/** Points orders: every shopper's, searched and viewed; a paid one is shipped with a courier and a tracking number. */
export default function IntegralOrdersPage() {
  return (
    <RowDialogList
      descriptor={integralOrders}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      actionsWidth={130}
      action={{
        label: 'resources.integral_orders.ship.action',
        testId: 'integral-ship',
        when: canShip,
        dialog: (order, close) => <ShipDialog order={order} onClose={close} />,
      }}
    />
  );
}
