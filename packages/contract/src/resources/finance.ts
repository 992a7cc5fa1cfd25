import { defineDescriptor } from '../resource.ts';

// `search: []` puts a field in the back-office search panel as an exact match (a select or a date range: no
// operator suffix). Settlements are written by the settlement run only, so both back offices just read them.

/** Every store's settlements; the page's "settle now" is its own route. */
export const adminOrderSettlements = defineDescriptor({
  area: 'admin',
  path: 'order_settlements',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    settlement_no: { readOnly: true, search: ['likeRight'] },
    order_id: { kind: 'int', readOnly: true, search: [] },
    store_id: { kind: 'int', readOnly: true, search: [] },
    user_id: { kind: 'int', readOnly: true, search: true },
    total_price: { kind: 'decimal', readOnly: true },
    settlement_price: { kind: 'decimal', readOnly: true, sortable: true },
    status: { kind: 'int', readOnly: true, dict: 'status', search: [] },
    info: { kind: 'text', readOnly: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true },
  },
  menu: {
    parent: 'admin.store-management',
    labels: { zh: '订单结算', en: 'Settlements' },
    view: 'Admin/exts/order_settlements/index',
    sort: 2,
  },
});

/** The store's own settlements. */
export const sellerOrderSettlements = defineDescriptor({
  area: 'seller',
  path: 'order_settlements',
  owner: { by: 'store' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    settlement_no: { readOnly: true, search: ['likeRight'] },
    order_id: { kind: 'int', readOnly: true, search: [] },
    total_price: { kind: 'decimal', readOnly: true },
    settlement_price: { kind: 'decimal', readOnly: true, sortable: true },
    status: { kind: 'int', readOnly: true, dict: 'status', search: [] },
    info: { kind: 'text', readOnly: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true },
  },
  menu: {
    parent: 'seller.store-center',
    labels: { zh: '订单结算', en: 'Settlements' },
    view: 'Seller/order_settlements/index',
    icon: 'fa-calculator',
    sort: 3,
  },
});

/** The shopper's own balance, frozen money and points history (their entries only, never a store's). */
export const userMoneyLogs = defineDescriptor({
  area: 'home',
  path: 'user/money_logs',
  owner: { by: 'user' },
  fields: {
    id: { kind: 'int', readOnly: true, sortable: true },
    name: { readOnly: true, search: true },
    money: { kind: 'decimal', readOnly: true, sortable: true },
    is_type: { kind: 'int', readOnly: true, search: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true },
  },
});
