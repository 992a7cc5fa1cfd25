import { defineDescriptor } from '../resource.ts';

// `search: []` puts a field in the back-office search panel as an exact match (a select or a date range: no
// operator suffix). Orders change state only through their actions (ship, status edit, after-sale decisions); the
// generic update corrects the receiver and the delivery.

/** Every order of the platform; the platform may also rename one. */
export const adminOrders = defineDescriptor({
  area: 'admin',
  path: 'orders',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    order_no: { readOnly: true, search: ['likeRight'] },
    order_name: { search: ['like'] },
    user_id: { kind: 'int', readOnly: true, search: true },
    store_id: { kind: 'int', readOnly: true, search: true },
    total_price: { kind: 'decimal', readOnly: true, sortable: true },
    order_status: { kind: 'int', readOnly: true, dict: 'order_status', search: [] },
    refund_status: { kind: 'int', readOnly: true, search: true },
    is_settlement: { kind: 'int', readOnly: true, search: true },
    payment_name: { readOnly: true, search: true },
    receive_name: {},
    receive_tel: {},
    receive_area: {},
    receive_address: {},
    delivery_code: { dict: 'delivery_code' },
    delivery_no: {},
    pay_time: { kind: 'datetime', readOnly: true, search: true, sortable: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true },
  },
  menu: { parent: 'admin.order-center', labels: { zh: '订单管理', en: 'Order List' }, view: 'Admin/exts/orders/index' },
});

/** The store's orders: the same, its own only, without renaming. */
export const sellerOrders = defineDescriptor({
  area: 'seller',
  path: 'orders',
  owner: { by: 'store' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    order_no: { readOnly: true, search: ['likeRight'] },
    order_name: { readOnly: true, search: ['like'] },
    user_id: { kind: 'int', readOnly: true, search: true },
    total_price: { kind: 'decimal', readOnly: true, sortable: true },
    order_status: { kind: 'int', readOnly: true, dict: 'order_status', search: [] },
    refund_status: { kind: 'int', readOnly: true, search: true },
    is_settlement: { kind: 'int', readOnly: true, search: true },
    payment_name: { readOnly: true, search: true },
    receive_name: {},
    receive_tel: {},
    receive_area: {},
    receive_address: {},
    delivery_code: { dict: 'delivery_code' },
    delivery_no: {},
    pay_time: { kind: 'datetime', readOnly: true, search: true, sortable: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true },
  },
  menu: {
    parent: 'seller.order-management',
    labels: { zh: '全部订单', en: 'All Orders' },
    view: 'Seller/orders/index',
  },
});
