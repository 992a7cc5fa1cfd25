// The storefront's routes (the shop's and the user centre's, as routes.ts declares them) with real ids of the demo
// shop, as the journeys that open every route use them: one list for the 1200 px tour and the phone widths' tour.
import { api } from './api.mjs';
import { assert } from './expect.mjs';

/** The help articles by title (the demo's four; the storefront links them by title). */
export const ARTICLES = ['网站公告', '其他合作', '帮助中心', '关于我们'];
/** base64(JSON), the storefront's `:params` segment. */
export const params = (o) => Buffer.from(JSON.stringify(o)).toString('base64');
export const article = (title) => `/user/article/${encodeURIComponent(title)}`;

/** Real ids of the demo shop as the API gives them to 小明. */
export async function demoIds(baseUrl, token) {
  const first = async (path, query, what, pick = () => true) => {
    const r = await api(baseUrl, 'GET', path, { token, query });
    const rows = Array.isArray(r?.data?.data) ? r.data.data : Array.isArray(r?.data) ? r.data : [];
    const row = rows.find(pick);
    assert.ok(row, `the demo has no ${what} (${path}): ${JSON.stringify(r).slice(0, 200)}`);
    return row;
  };
  const goods = await first('/goods', { per_page: '30' }, 'goods');
  const detail = await api(baseUrl, 'GET', `/goods/${goods.id}`);
  const sku = Array.isArray(detail?.data?.goods_skus) ? detail.data.goods_skus[0] : undefined;
  const store = await first('/stores', {}, 'open store');
  const common = await api(baseUrl, 'GET', '/common');
  const topClass = common?.data?.classes?.at(-1)?.id;
  assert.ok(topClass, 'the demo has no goods class');
  const points = await first('/integral/goods', { per_page: '30' }, 'points goods');
  const address = await first('/user/addresses', { per_page: '10' }, 'address of 小明');
  const orders = await api(baseUrl, 'GET', '/user/orders', { token, query: { isResource: 'Home', per_page: '100' } });
  const list = orders?.data?.data ?? [];
  const byStatus = (...statuses) => list.find((o) => statuses.includes(Number(o.order_status)));
  const any = list[0];
  assert.ok(any, '小明 has no orders in the demo');
  const id = (o) => String((o ?? any).id);
  return {
    goods: goods.id,
    checkout: params({ order: [{ goods_id: goods.id, sku_id: sku?.id ?? 0, buy_num: 1 }], ifcart: 0 }),
    store: store.id,
    topClass,
    points: points.id,
    address: address.id,
    order: id(any),
    unpaid: id(byStatus(1)),
    toReview: id(byStatus(4, 6)),
    toRefund: id(byStatus(2, 3)),
    refunded: id(byStatus(5)),
  };
}

/** The shop's routes, then the user centre's, with real parameters. */
export function storefrontRoutes(ids) {
  return {
    guest: ['/login', '/register', '/forget_password', ...ARTICLES.map(article)],
    shop: [
      '/',
      '/category',
      `/category/${ids.topClass}`,
      '/stores',
      `/store/${ids.store}`,
      '/store/join',
      '/store/step_1',
      '/store/step_2',
      '/store/step_3',
      '/s',
      `/s/${params({ keywords: encodeURIComponent('手机') })}`,
      `/goods/${ids.goods}`,
      '/carts',
      '/integral',
      '/integral/search',
      `/integral/search/${params({ cid: 0 })}`,
      `/integral/goods/${ids.points}`,
      `/integral/order/${ids.points}/1`,
      '/seckills',
      '/collectives',
      `/collectives/${params({ keywords: '' })}`,
      `/order/before/${ids.checkout}`,
      `/order/pay/${params({ order_id: [Number(ids.unpaid)] })}`,
      '/order/success',
    ],
    user: [
      '/user',
      '/user/address',
      '/user/address/form',
      `/user/address/form/${ids.address}`,
      '/user/comments',
      `/user/comment/add/${ids.toReview}`,
      '/user/info',
      '/user/safe',
      '/user/safe/password',
      '/user/safe/pay_password',
      '/user/safe/phone',
      '/user/safe/check',
      '/user/oauth',
      '/user/cashes',
      '/user/favorites',
      '/user/money',
      '/user/integral',
      '/user/frozen_money',
      '/user/orders',
      `/user/order/${ids.order}`,
      `/user/order/comment/${ids.toReview}`,
      `/user/order/refund/${ids.toRefund}`,
      `/user/order/refund_form/${ids.refunded}`,
      '/user/integral_order',
      '/user/coupons',
      '/user/distribution',
      '/user/distribution_users',
      '/user/distribution_logs',
      ...ARTICLES.map(article),
    ],
  };
}
