import { defineDescriptor } from '../resource.ts';

// `search: []` puts a field in the back-office search panel as an exact match (a select or a date range: no
// operator suffix).

/**
 * Every store (Admin stores page): list, view and delete here; creating and editing go through the store editor's
 * own routes, so nothing is written through the generic resource.
 */
export const adminStores = defineDescriptor({
  area: 'admin',
  path: 'stores',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    store_logo: { kind: 'image', readOnly: true, column: true },
    store_name: { readOnly: true, search: ['like'], column: true },
    // Review state and the open switch come early: at 1200px the later columns scroll into view.
    store_verify: { kind: 'int', readOnly: true, dict: 'store_verify', search: true, sortable: true, column: true },
    store_status: { kind: 'int', readOnly: true, dict: 'store_status', search: true, sortable: true, column: true },
    user_id: { kind: 'int', readOnly: true, search: true, column: true },
    store_money: { kind: 'decimal', readOnly: true, sortable: true, column: true },
    store_company_name: { readOnly: true, search: true, column: true },
    area_info: { readOnly: true, search: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
    updated_at: { kind: 'datetime', readOnly: true, sortable: true },
  },
  menu: {
    parent: 'admin.store-management',
    labels: { zh: '店铺管理', en: 'Store List' },
    view: 'Admin/exts/stores/index',
  },
});

/** Folders of the store's image space; deleting one deletes its pictures' rows too. */
export const fileSpaceDirs = defineDescriptor({
  area: 'seller',
  path: 'file_space_dirs',
  owner: { by: 'store', column: 'belong_id' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    name: { required: true, search: true, sortable: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true },
  },
});

/** The store's pictures, by folder (`dir_id`, 0 = the temporary folder); uploads add them, the page deletes them. */
export const fileSpaces = defineDescriptor({
  area: 'seller',
  path: 'file_spaces',
  owner: { by: 'store', column: 'belong_id' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    dir_id: { kind: 'int', readOnly: true, search: true },
    name: { readOnly: true, search: true },
    url: { kind: 'image', readOnly: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true },
  },
  menu: {
    parent: 'seller.goods-center',
    labels: { zh: '图片空间', en: 'Image Space' },
    view: 'Seller/file_spaces/index',
    icon: 'fa-picture-o',
    sort: 2,
  },
});

/**
 * The platform's ledger of every balance change, members' and stores' (`user_id` is a store id when `is_belong` is
 * 1). Read-only: balances move through services, each writing its row.
 */
export const adminMoneyLogs = defineDescriptor({
  area: 'admin',
  path: 'money_logs',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    user_id: { kind: 'int', readOnly: true, search: true, column: true },
    name: { readOnly: true, search: ['likeRight'], column: true },
    money: { kind: 'decimal', readOnly: true, search: [], sortable: true, column: true },
    is_type: { kind: 'int', readOnly: true, dict: 'is_type', search: [], column: true },
    is_belong: { kind: 'int', readOnly: true, dict: 'is_belong', search: [], column: true },
    info: { kind: 'text', readOnly: true },
    /** `LogOrder[]`, computed: the orders the line's `info` cites (docs/money.md). */
    orders: { kind: 'json', readOnly: true, column: true, label: { zh: '关联订单', en: 'Orders' } },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true, column: true },
  },
  menu: { parent: 'admin.finance', labels: { zh: '用户资金', en: 'Money Logs' }, view: 'Admin/money_logs/index' },
});

/** The store's own money history: the store entries (`is_belong` 1, which the server adds) of its store id. */
export const sellerMoneyLogs = defineDescriptor({
  area: 'seller',
  path: 'money_logs',
  owner: { by: 'store', column: 'user_id' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    name: { readOnly: true, search: ['likeRight'], column: true },
    money: { kind: 'decimal', readOnly: true, search: true, sortable: true, column: true },
    is_type: { kind: 'int', readOnly: true, dict: 'is_type', search: [], column: true },
    is_belong: { kind: 'int', readOnly: true, search: true },
    info: { kind: 'text', readOnly: true, column: true },
    /** `LogOrder[]`, computed: the orders the line's `info` cites (docs/money.md). */
    orders: { kind: 'json', readOnly: true, column: true, label: { zh: '关联订单', en: 'Orders' } },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true, column: true },
  },
  menu: {
    parent: 'seller.store-center',
    labels: { zh: '店铺资金', en: 'Store Funds' },
    view: 'Seller/money_logs/index',
    icon: 'fa-money',
    sort: 1,
  },
});
