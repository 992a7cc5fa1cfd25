import { defineDescriptor } from '../resource.ts';

/**
 * Categories of the points mall, one list for the whole platform. The worked example of CONTRIBUTING: the table
 * and this declaration are all it takes; the server mounts it and the Admin shows the generic screen.
 */
export const integralGoodsClasses = defineDescriptor({
  area: 'admin',
  path: 'integral_goods_classes',
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['like'], column: true, label: { zh: '分类名称', en: 'Category name' } },
    created_at: { kind: 'datetime', readOnly: true, search: true, column: true },
  },
  menu: {
    parent: 'admin.points-goods',
    labels: { zh: '商品分类', en: 'Points Categories' },
    view: 'Admin/exts/integral_goods_classes/index',
  },
});

/**
 * Goods of the points mall (`goods_price` is in points). Written by the Admin only; the storefront shows those on
 * the shelf. The descriptions are rich text, cleaned on write like every other.
 */
export const integralGoods = defineDescriptor({
  area: 'admin',
  path: 'integral_goods',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    goods_master_image: { kind: 'image', column: true, label: { zh: '图片', en: 'Picture' } },
    cid: { kind: 'int', required: true, search: true, dict: 'cid', label: { zh: '商品分类', en: 'Category' } },
    // The category's name, which the list answers beside `cid`; no column of the table.
    class_name: { readOnly: true, column: true, form: false, label: { zh: '分类', en: 'Category' } },
    goods_name: { required: true, search: ['like'], column: true, label: { zh: '商品标题', en: 'Title' } },
    goods_subname: { kind: 'text', max: 120, label: { zh: '副标题', en: 'Subtitle' } },
    goods_images: { kind: 'image', required: true, label: { zh: '商品图片', en: 'Pictures' } },
    goods_price: {
      kind: 'decimal',
      required: true,
      sortable: true,
      column: true,
      label: { zh: '平台积分', en: 'Points price' },
    },
    goods_market_price: { kind: 'decimal', label: { zh: '市场价格', en: 'Market price' } },
    goods_stock: { kind: 'int', search: true, sortable: true, column: true, label: { zh: '商品库存', en: 'Stock' } },
    goods_sale: { kind: 'int', readOnly: true, sortable: true, column: true, label: { zh: '销量', en: 'Sales' } },
    goods_status: {
      kind: 'flag',
      enum: [0, 1],
      search: [],
      column: true,
      label: { zh: '商品上架', en: 'On the shelf' },
    },
    is_recommend: { kind: 'flag', enum: [0, 1], search: [], column: true, label: { zh: '推荐位', en: 'Recommended' } },
    goods_content: { kind: 'richText', label: { zh: '商品详情', en: 'Details' } },
    goods_content_mobile: { kind: 'richText', form: false },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
  },
  menu: {
    parent: 'admin.points-goods',
    labels: { zh: '商品管理', en: 'Points Goods List' },
    view: 'Admin/exts/integral_goods/index',
    sort: 1,
  },
});

/** The fields of a points order, as the Admin list and the shopper's list show them. */
const integralOrderFields = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  order_image: { kind: 'image', readOnly: true, column: true, label: { zh: '订单图片', en: 'Picture' } },
  order_no: { readOnly: true, search: ['likeRight'], label: { zh: '订单号', en: 'Order no.' } },
  order_name: { readOnly: true, search: ['likeRight'], column: true, label: { zh: '订单名称', en: 'Order name' } },
  total_price: { kind: 'decimal', readOnly: true, column: true, label: { zh: '订单总额', en: 'Total points' } },
  order_status: {
    kind: 'int',
    readOnly: true,
    search: [],
    dict: 'order_status',
    label: { zh: '订单状态', en: 'Status' },
  },
  order_status_cn: { readOnly: true, column: true, label: { zh: '订单状态', en: 'Status' } },
  receive_name: { readOnly: true, label: { zh: '收件人名', en: 'Receiver' } },
  receive_tel: { readOnly: true, label: { zh: '收件人手机', en: 'Receiver phone' } },
  receive_area: { readOnly: true, label: { zh: '地址信息', en: 'Area' } },
  receive_address: { readOnly: true, label: { zh: '详细地址', en: 'Address' } },
  delivery_code: { readOnly: true, dict: 'delivery_code', label: { zh: '快递公司', en: 'Courier' } },
  delivery_no: { readOnly: true, label: { zh: '快递单号', en: 'Tracking no.' } },
  created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
} as const;

/**
 * Points orders across all shoppers (Admin): list, view and ship. Shipping is its own rule
 * (`PUT /api/Admin/integral_orders/{id}` with a courier and a tracking number, only once, only when paid), so no
 * field is writable through the generic form.
 */
export const integralOrders = defineDescriptor({
  area: 'admin',
  path: 'integral_orders',
  fields: {
    ...integralOrderFields,
    buyer_name: { readOnly: true, column: true, label: { zh: '买家昵称', en: 'Buyer' } },
  },
  menu: {
    parent: 'admin.points-mall',
    labels: { zh: '订单管理', en: 'Points Orders' },
    view: 'Admin/exts/integral_orders/index',
    icon: 'fa-file-text',
    sort: 1,
  },
});

/** The shopper's own points orders (`/user/integral_order`): another shopper's are never found. */
export const userIntegralOrders = defineDescriptor({
  area: 'home',
  path: 'user/integral_orders',
  owner: { by: 'user' },
  fields: integralOrderFields,
});
