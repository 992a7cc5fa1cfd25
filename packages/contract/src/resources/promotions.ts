import { defineDescriptor, type Fields } from '../resource.ts';

// Promotions a store declares (Seller) and the platform polices (Admin: read, search, stop). `status` is computed
// from the window (0 not started, 1 running, 2 ended; a stopped rule reads as ended); `stopped` is the platform's
// alone, so a store cannot undo a stop. Server-side checks beyond these limits live in the promotions module.
// `defaultWhenAbsent` marks the fields qwshop's own pages do not know: a create without them takes the default of
// PROMOTION_DEFAULTS (contract/promotions.ts).

const WINDOW = {
  start_time: { kind: 'datetime', required: true, column: true, search: [], sortable: true },
  end_time: { kind: 'datetime', required: true, column: true, sortable: true },
  status: { kind: 'int', readOnly: true, column: true, enum: [0, 1, 2] },
  stopped: { kind: 'flag', readOnly: true, column: true },
  created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true },
} as const satisfies Fields;

const COUPON = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  name: { required: true, max: 30, search: ['like'], column: true, label: { zh: '优惠券名称', en: 'Coupon name' } },
  money: { kind: 'decimal', required: true, column: true, sortable: true, label: { zh: '面额', en: 'Amount off' } },
  use_money: { kind: 'decimal', column: true, label: { zh: '使用门槛', en: 'Minimum order' } },
  stock: { kind: 'int', required: true, column: true, label: { zh: '剩余数量', en: 'Copies left' } },
  per_user: {
    kind: 'int',
    required: true,
    defaultWhenAbsent: true,
    column: true,
    label: { zh: '每人限领', en: 'Per shopper' },
  },
  content: { kind: 'text', max: 150, label: { zh: '使用说明', en: 'Description' } },
  ...WINDOW,
} as const satisfies Fields;

const REDUCTION = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  name: { required: true, max: 30, search: ['like'], column: true, label: { zh: '活动名称', en: 'Name' } },
  money: { kind: 'decimal', required: true, column: true, label: { zh: '减免金额', en: 'Amount off' } },
  use_money: { kind: 'decimal', required: true, column: true, label: { zh: '满额门槛', en: 'Threshold' } },
  ...WINDOW,
} as const satisfies Fields;

const SECKILL = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  goods_id: { kind: 'int', required: true, search: [], label: { zh: '商品', en: 'Goods' } },
  // Filtered by the server as `goods_name=<v>|like` (a joined field: the engine's `search` covers own columns only).
  goods_name: { readOnly: true, column: true, label: { zh: '商品名称', en: 'Goods name' } },
  goods_master_image: { kind: 'image', readOnly: true, column: true, label: { zh: '商品图片', en: 'Picture' } },
  sku_id: { kind: 'int', label: { zh: '规格', en: 'SKU' } },
  price: { kind: 'decimal', column: true, label: { zh: '秒杀价', en: 'Flash price' } },
  discount: { kind: 'decimal', column: true, label: { zh: '折扣(%)', en: 'Percent off' } },
  quota: { kind: 'int', required: true, defaultWhenAbsent: true, column: true, label: { zh: '秒杀数量', en: 'Quota' } },
  sold: { kind: 'int', readOnly: true, column: true, label: { zh: '已抢', en: 'Sold' } },
  per_user: {
    kind: 'int',
    required: true,
    defaultWhenAbsent: true,
    column: true,
    label: { zh: '每人限购', en: 'Per buyer' },
  },
  ...WINDOW,
} as const satisfies Fields;

const COLLECTIVE = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  goods_id: { kind: 'int', required: true, search: [], label: { zh: '商品', en: 'Goods' } },
  // Filtered by the server as `goods_name=<v>|like` (a joined field: the engine's `search` covers own columns only).
  goods_name: { readOnly: true, column: true, label: { zh: '商品名称', en: 'Goods name' } },
  goods_master_image: { kind: 'image', readOnly: true, column: true, label: { zh: '商品图片', en: 'Picture' } },
  discount: { kind: 'decimal', required: true, column: true, label: { zh: '折扣(%)', en: 'Percent off' } },
  need: { kind: 'int', required: true, column: true, label: { zh: '成团人数', en: 'Group size' } },
  hours: {
    kind: 'int',
    required: true,
    defaultWhenAbsent: true,
    column: true,
    label: { zh: '成团时限(小时)', en: 'Time limit (hours)' },
  },
  stopped: { kind: 'flag', readOnly: true, column: true },
  created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true, column: true },
} as const satisfies Fields;

/** The platform's view adds the store and lets only `stopped` be written. */
function policed<F extends Fields>(fields: F) {
  const out: Record<string, Fields[string]> = {};
  for (const [k, f] of Object.entries(fields)) out[k] = { ...f, readOnly: true, required: false };
  out.store_id = { kind: 'int', readOnly: true, search: [] };
  out.store_name = { readOnly: true, column: true, label: { zh: '店铺', en: 'Store' } };
  out.stopped = { kind: 'flag', column: true, search: [], enum: [0, 1], label: { zh: '平台停止', en: 'Stopped' } };
  return out as { [K in keyof F]: F[K] } & Fields;
}

export const sellerCoupons = defineDescriptor({
  area: 'seller',
  path: 'coupons',
  owner: { by: 'store' },
  fields: COUPON,
  menu: {
    parent: 'seller.coupon-management',
    labels: { zh: '优惠劵管理', en: 'Coupon List' },
    view: 'Seller/coupons/index',
  },
});

export const sellerCouponLogs = defineDescriptor({
  area: 'seller',
  path: 'coupon_logs',
  owner: { by: 'store' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    coupon_id: { kind: 'int', readOnly: true, search: [] },
    name: { readOnly: true, column: true, search: ['like'], label: { zh: '优惠券', en: 'Coupon' } },
    user_id: { kind: 'int', readOnly: true, search: [] },
    nickname: { readOnly: true, column: true, label: { zh: '领取人', en: 'Claimed by' } },
    money: { kind: 'decimal', readOnly: true, column: true, label: { zh: '面额', en: 'Amount off' } },
    use_money: { kind: 'decimal', readOnly: true, column: true, label: { zh: '使用门槛', en: 'Minimum order' } },
    order_id: { kind: 'int', readOnly: true, search: [] },
    /** The number of the order the coupon was used on ('' while unused), computed. */
    order_no: { readOnly: true, column: true, label: { zh: '使用订单', en: 'Used on order' } },
    status: { kind: 'int', readOnly: true, search: [], enum: [0, 1] },
    /** COUPON_STATE, computed. */
    state: { kind: 'int', readOnly: true, column: true, enum: [0, 1, 2, 3], label: { zh: '状态', en: 'State' } },
    start_time: { kind: 'datetime', readOnly: true, column: true },
    end_time: { kind: 'datetime', readOnly: true, column: true },
    created_at: {
      kind: 'datetime',
      readOnly: true,
      column: true,
      search: [],
      sortable: true,
      label: { zh: '领取时间', en: 'Claimed at' },
    },
  },
  menu: {
    parent: 'seller.coupon-management',
    labels: { zh: '优惠劵日志', en: 'Coupon Logs' },
    view: 'Seller/coupons/log',
    sort: 1,
  },
});

export const sellerFullReductions = defineDescriptor({
  area: 'seller',
  path: 'full_reductions',
  owner: { by: 'store' },
  fields: REDUCTION,
  menu: {
    parent: 'seller.marketing',
    labels: { zh: '满减管理', en: 'Full Reductions' },
    view: 'Seller/full_reductions/index',
    icon: 'fa-shopping-basket',
    sort: 4,
  },
});

export const sellerSeckills = defineDescriptor({
  area: 'seller',
  path: 'seckills',
  owner: { by: 'store' },
  fields: SECKILL,
  menu: {
    parent: 'seller.marketing',
    labels: { zh: '秒杀管理', en: 'Flash Sales' },
    view: 'Seller/seckills/index',
    icon: 'fa-clock-o',
    sort: 2,
  },
});

export const sellerCollectives = defineDescriptor({
  area: 'seller',
  path: 'collectives',
  owner: { by: 'store' },
  fields: COLLECTIVE,
  menu: {
    parent: 'seller.marketing',
    labels: { zh: '拼团管理', en: 'Group Buys' },
    view: 'Seller/collectives/index',
    icon: 'fa-users',
    sort: 3,
  },
});

export const adminCoupons = defineDescriptor({
  area: 'admin',
  path: 'coupons',
  fields: policed(COUPON),
  menu: {
    parent: 'admin.marketing',
    labels: { zh: '优惠券监管', en: 'Coupons' },
    view: 'Admin/exts/coupons/index',
    sort: 1,
  },
});

export const adminSeckills = defineDescriptor({
  area: 'admin',
  path: 'seckills',
  fields: policed(SECKILL),
  menu: {
    parent: 'admin.marketing',
    labels: { zh: '秒杀监管', en: 'Flash Sales' },
    view: 'Admin/exts/seckills/index',
    sort: 2,
  },
});

export const adminCollectives = defineDescriptor({
  area: 'admin',
  path: 'collectives',
  fields: policed(COLLECTIVE),
  menu: {
    parent: 'admin.marketing',
    labels: { zh: '拼团监管', en: 'Group Buys' },
    view: 'Admin/exts/collectives/index',
    sort: 3,
  },
});
