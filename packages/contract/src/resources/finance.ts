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
    /** `LogOrder[]`, computed: the orders the line's `info` cites (docs/money.md). */
    orders: { kind: 'json', readOnly: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true },
  },
});

// Withdrawals move money, so no generic write reaches them: requests, cancellations and the review are routes of
// their own (apps/server/src/modules/finance/cashes-*.ts). The fields below only describe the lists (and the
// back-office forms: `readOnly: false` marks what a form sends to those routes).

/** Every withdrawal request, the shoppers' (user_id) and the stores' (store_id); the edit form is the review. */
export const adminCashes = defineDescriptor({
  area: 'admin',
  path: 'cashes',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    user_id: { kind: 'int', readOnly: true, search: true, column: true },
    store_id: { kind: 'int', readOnly: true, search: true, column: true },
    name: { readOnly: true, search: ['likeRight'], column: true },
    bank_name: { readOnly: true, search: ['likeRight'], column: true },
    card_no: { readOnly: true, search: ['likeRight'], column: true },
    money: { kind: 'decimal', readOnly: true, search: [], sortable: true, column: true },
    commission: { kind: 'decimal', readOnly: true, column: true },
    cash_status: { kind: 'int', dict: 'cash_status', enum: [0, 1, 2], search: [], column: true },
    remark: { max: 30, column: true },
    refuse_info: { kind: 'text', max: 255, column: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true, column: true },
  },
});

/** The store's own withdrawal requests; the add form is a new request. */
export const sellerCashes = defineDescriptor({
  area: 'seller',
  path: 'cashes',
  owner: { by: 'store' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    // The page sends `store_id=0|gt`; the owner scope already limits the rows to the store.
    store_id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, max: 20, search: ['likeRight'], column: true },
    bank_name: { required: true, max: 30, search: ['likeRight'], column: true },
    card_no: { required: true, max: 30, search: ['likeRight'], column: true },
    money: { kind: 'decimal', required: true, search: [], sortable: true, column: true },
    commission: { kind: 'decimal', readOnly: true, column: true },
    cash_status: { kind: 'int', readOnly: true, dict: 'cash_status', search: [], column: true },
    remark: { max: 30 },
    refuse_info: { kind: 'text', readOnly: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true, column: true },
  },
});

/** The shopper's own withdrawal requests (never a store's). */
export const userCashes = defineDescriptor({
  area: 'home',
  path: 'user/cashes',
  table: 'cashes',
  owner: { by: 'user' },
  fields: {
    id: { kind: 'int', readOnly: true, sortable: true },
    name: { readOnly: true },
    bank_name: { readOnly: true },
    card_no: { readOnly: true },
    money: { kind: 'decimal', required: true, sortable: true },
    commission: { kind: 'decimal', readOnly: true },
    cash_status: { kind: 'int', readOnly: true, search: true },
    remark: { max: 30 },
    refuse_info: { kind: 'text', readOnly: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true },
  },
});
