import { useState } from 'react';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { integralOrders } from '@shop/contract/resources/integral';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { useResourceText } from '../useResourceText.ts';
import { ShipDialog } from './ShipDialog.tsx';
import { canShip, INTEGRAL_ORDER_TAGS, receiverLine } from './ship.ts';

const dicts: DictDef[] = [
  statusDict('order_status', INTEGRAL_ORDER_TAGS),
  // Couriers by code, for the view of a shipped order.
  { name: 'delivery_code', url: '/expresses?isAll=true', labelName: 'name', valueName: 'code' },
];

const columns: ColumnDef[] = [
  { value: 'order_no', width: 200 },
  { value: 'order_image', type: 'image', width: 80 },
  { value: 'order_name', ellipsis: true },
  { value: 'buyer_name', width: 120, ellipsis: true },
  { value: 'buy_num', width: 80 },
  { value: 'total_price', width: 100 },
  statusColumn('order_status', INTEGRAL_ORDER_TAGS, { width: 100 }),
  { value: 'receiver', width: 200, ellipsis: true, render: (row) => receiverLine(row) || '-' },
  { value: 'created_at', width: 170 },
];

const search: SearchDef[] = [
  { value: 'order_no', where: 'likeRight' },
  { value: 'order_name', where: 'likeRight' },
  { value: 'order_status', type: 'select', dict: 'order_status' },
  { value: 'created_at', type: 'daterange' },
];

const viewFields: ViewFieldDef[] = [
  { value: 'order_no' },
  { value: 'order_status', render: (record) => <StatusMapTag map={INTEGRAL_ORDER_TAGS} value={record.order_status} /> },
  { value: 'order_name' },
  { value: 'order_image', type: 'image' },
  { value: 'buyer_name' },
  { value: 'buy_num' },
  { value: 'total_price' },
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
  const text = useResourceText();
  const [shipping, setShipping] = useState<CrudRow | null>(null);
  return (
    <CrudTable
      descriptor={integralOrders}
      columns={columns}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false, delete: false }}
      actionsWidth={140}
      rowActions={(row, defaults) => (
        <>
          {defaults}
          {canShip(row) ? (
            <Button
              size="small"
              type="outline"
              data-testid={`integral-ship-${String(row.id)}`}
              onClick={() => setShipping(row)}
            >
              {text('resources.integral_orders.ship.action')}
            </Button>
          ) : null}
        </>
      )}
      dialogs={<ShipDialog order={shipping} onClose={() => setShipping(null)} />}
    />
  );
}
