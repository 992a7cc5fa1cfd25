import { defineDescriptor, type Fields } from '../resource.ts';

// Three-level referral commissions: a store's per-goods plans (Seller) and the commission logs (Seller: its own
// store's; Admin: every store's), read only: the logs are written by payment and settlement, never by a form.

const RATE = { kind: 'decimal', required: true, column: true } as const;

const PLAN = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  goods_id: { kind: 'int', required: true, search: [], label: { zh: '商品', en: 'Goods' } },
  // Filtered as `goods_name=<v>|whereHas|goods` (the name lives on the goods).
  goods_name: { readOnly: true, column: true, label: { zh: '商品名称', en: 'Goods name' } },
  goods_master_image: { kind: 'image', readOnly: true, column: true, label: { zh: '商品图片', en: 'Picture' } },
  lev_1: { ...RATE, label: { zh: '一级佣金比例(%)', en: 'Level 1 rate (%)' } },
  lev_2: { ...RATE, label: { zh: '二级佣金比例(%)', en: 'Level 2 rate (%)' } },
  lev_3: { ...RATE, label: { zh: '三级佣金比例(%)', en: 'Level 3 rate (%)' } },
  created_at: { kind: 'datetime', readOnly: true, column: true, search: [], sortable: true },
} as const satisfies Fields;

const LOG = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  name: { readOnly: true, column: true, search: ['likeRight'], label: { zh: '分销名称', en: 'Level' } },
  user_id: { kind: 'int', readOnly: true, search: true },
  beneficiary: { readOnly: true, column: true, label: { zh: '获佣会员', en: 'Earned by' } },
  store_id: { kind: 'int', readOnly: true, search: true },
  // Filtered as `store_name=<v>|whereHas|store`.
  store_name: { readOnly: true, column: true, label: { zh: '店铺', en: 'Store' } },
  nickname: { readOnly: true, column: true, label: { zh: '买家昵称', en: 'Buyer' } },
  order_id: { kind: 'int', readOnly: true, search: true },
  order_no: { readOnly: true, column: true, label: { zh: '订单号', en: 'Order number' } },
  goods_price: { kind: 'decimal', readOnly: true, column: true, label: { zh: '商品价格', en: 'Goods price' } },
  lev: { kind: 'decimal', readOnly: true, column: true, label: { zh: '佣金比例(%)', en: 'Rate (%)' } },
  commission: {
    kind: 'decimal',
    readOnly: true,
    column: true,
    sortable: true,
    label: { zh: '佣金', en: 'Commission' },
  },
  status: {
    kind: 'int',
    readOnly: true,
    column: true,
    search: [],
    enum: [0, 1, 2],
    dict: 'distribution_log_status',
    label: { zh: '结算状态', en: 'Settlement' },
  },
  created_at: { kind: 'datetime', readOnly: true, column: true, search: [], sortable: true },
} as const satisfies Fields;

export const sellerDistributions = defineDescriptor({
  area: 'seller',
  path: 'distributions',
  owner: { by: 'store' },
  fields: PLAN,
  menu: {
    parent: 'seller.distribution',
    labels: { zh: '分销管理', en: 'Distribution Goods' },
    view: 'Seller/distributions/index',
    sort: 0,
  },
});

export const sellerDistributionLogs = defineDescriptor({
  area: 'seller',
  path: 'distribution_logs',
  owner: { by: 'store' },
  fields: LOG,
  menu: {
    parent: 'seller.distribution',
    labels: { zh: '分销日志', en: 'Distribution Logs' },
    view: 'Seller/distributions/log',
    sort: 1,
  },
});

export const adminDistributionLogs = defineDescriptor({
  area: 'admin',
  path: 'distribution_logs',
  fields: LOG,
  menu: {
    parent: 'admin.marketing',
    labels: { zh: '分销管理', en: 'Distribution' },
    view: 'Admin/exts/distribution_logs/index',
    sort: 0,
  },
});
