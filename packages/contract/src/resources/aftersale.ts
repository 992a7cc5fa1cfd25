import { defineDescriptor, type Fields } from '../resource.ts';

// `search: []` puts a field in the back-office search panel as an exact match (a select or a date range: no
// operator suffix). Reviews are written by shoppers (and the timed task); the back offices only reply.

/** A review as both back offices see it: everything but the reply is the shopper's. */
const REVIEW = {
  id: { kind: 'int', readOnly: true, search: true, sortable: true },
  order_id: { kind: 'int', readOnly: true, search: [] },
  goods_id: { kind: 'int', readOnly: true, search: [] },
  score: { kind: 'decimal', readOnly: true, search: [], sortable: true },
  agree: { kind: 'decimal', readOnly: true },
  service: { kind: 'decimal', readOnly: true },
  speed: { kind: 'decimal', readOnly: true },
  content: { kind: 'text', readOnly: true },
  image: { kind: 'text', readOnly: true },
  // Trimmed, checked and stamped with its time by the server; blank is refused.
  reply: { kind: 'text' },
  reply_time: { kind: 'datetime', readOnly: true },
  created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true },
} as const satisfies Fields;

/** Every review of the platform: read, reply, delete. */
export const adminOrderComments = defineDescriptor({
  area: 'admin',
  path: 'order_comments',
  fields: {
    ...REVIEW,
    store_id: { kind: 'int', readOnly: true, search: true },
    user_id: { kind: 'int', readOnly: true, search: true },
  },
  menu: {
    parent: 'admin.order-center',
    labels: { zh: '订单评论', en: 'Reviews' },
    view: 'Admin/exts/order_comments/index',
    sort: 3,
  },
});

/** The reviews of the store's goods: read and reply. */
export const sellerOrderComments = defineDescriptor({
  area: 'seller',
  path: 'order_comments',
  owner: { by: 'store' },
  fields: REVIEW,
  menu: {
    parent: 'seller.order-center',
    labels: { zh: '订单评论', en: 'Reviews' },
    view: 'Seller/order_comments/index',
    icon: 'fa-commenting',
    sort: 3,
  },
});

/** The shopper's own reviews; writing and editing one go through the review routes, not the resource. */
export const userComments = defineDescriptor({
  area: 'home',
  path: 'user/comments',
  owner: { by: 'user' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    order_id: { kind: 'int', readOnly: true, search: true },
    goods_id: { kind: 'int', readOnly: true, search: true },
    score: { kind: 'decimal', readOnly: true, search: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true },
  },
});
