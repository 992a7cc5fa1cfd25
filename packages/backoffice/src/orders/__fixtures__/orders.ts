/**
 * Orders as the back-office calls answer them (checked against the server's formatters): a paid order
 * waiting for delivery, a shipped one, and after-sale requests at each stage; plus a fake server answering
 * the order pages' calls in both areas.
 */
import { fail, ok, type FakeHandler, type FakeReply, type FakeRequest } from '@shop/ui/crud/testing/fake-api';

/** A 1x1 picture so thumbnails render. */
export const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAQUBAScY42YAAAAASUVORK5CYII=';

export const COURIERS = [
  { id: 1, name: '韵达快递', code: 'yd' },
  { id: 2, name: '顺丰速运', code: 'sf' },
];

const line = (name: string, price: string, quantity: number, sku = '-') => ({
  goods_id: 1,
  goods_image: PIXEL,
  goods_name: name,
  goods_price: price,
  sku_name: sku,
  buy_num: quantity,
});

/** A refund row (`refunds`) with overrides. */
export const refundRow = (overrides: Record<string, unknown> = {}) => ({
  id: 9,
  user_id: 3,
  store_id: 1,
  order_id: 12,
  refund_type: 0,
  refund_verify: 0,
  refund_step: 0,
  delivery_no: '',
  delivery_code: '',
  re_delivery_no: '',
  re_delivery_code: '',
  refund_remark: '不想要了',
  images: '/uploads/refunds/1.png,/uploads/refunds/2.png',
  refuse_remark: '',
  created_at: '2024-05-03 10:00:00',
  updated_at: '2024-05-03 10:00:00',
  ...overrides,
});

/** An order as `GET /<area>/orders/{id}` and `find/all` answer it (the union of both shapes). */
export const orderRecord = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  order_no: '20240501100000123456',
  order_name: '星河 X1',
  order_image: PIXEL,
  store_id: 1,
  store_name: '青梧旗舰店',
  buyer_name: '小青',
  receive_name: '张三',
  receive_tel: '13800000000',
  receive_area: '浙江省 杭州市 西湖区',
  receive_address: '文三路 1 号',
  payment_name: 'balance',
  payment_name_cn: '余额支付',
  delivery_code: '',
  delivery_no: '',
  order_price: '2099.00',
  freight_money: '10.00',
  coupon_money: '20.00',
  total_price: '2089.00',
  discounts: [
    { kind: 'full_reduction', name: '满2000减15', money: '15.00' },
    { kind: 'coupon', name: '店铺券', money: '5.00' },
  ],
  collective: null,
  remark: '请尽快发货',
  pay_time: '2024-05-01 10:05:00',
  created_at: '2024-05-01 10:00:00',
  order_status: 2,
  order_status_cn: '等待发货',
  group_waiting: false,
  refund: null,
  order_goods: [line('星河 X1', '1999.00', 1, '黑色 128G'), line('手机壳', '50.00', 2)],
  ...overrides,
});

/** The store that ships (`GET /Seller/stores/0`, `GET /Admin/stores/{id}`). */
export const STORE = {
  id: 1,
  store_name: '青梧旗舰店',
  store_mobile: '0571-88888888',
  area_info: '浙江省 杭州市 西湖区',
  store_address: '文一路 100 号',
};

/**
 * The order calls of both areas over the given orders: find/all, show, status edit (status 3 refused for
 * an order not waiting for delivery, as the server does), refunds, tracking, waybills, couriers, the store.
 */
export function orderServer(
  orders: Record<string, unknown>[],
  opts: { tracking?: boolean; waybill?: boolean } = {},
): FakeHandler {
  const byId = (id: unknown) => orders.find((order) => String(order.id) === String(id));
  // Answers are copies, as a real server's JSON is: the client's store freezes what it caches, and the rows here
  // change with each write.
  return (request) => {
    const reply = answer(request);
    return reply ? { ...reply, body: structuredClone(reply.body) } : undefined;
  };
  function answer(request: FakeRequest): FakeReply | undefined {
    const path = request.path.replace(/^\/api/, '');
    if (path === '/expresses') return ok(COURIERS);
    if (path === '/Seller/stores/0' || path === '/Admin/stores/1') return ok(STORE);
    const area = /^\/(Admin|Seller)\//.exec(path)?.[1];
    if (!area) return undefined;
    const rest = path.slice(area.length + 1);
    if (rest === '/orders/find/all') {
      const raw = typeof request.query.params === 'string' ? request.query.params : '';
      const wanted = (JSON.parse(atob(raw)) as { order_id: number[] }).order_id.map(String);
      return ok(orders.filter((order) => wanted.includes(String(order.id))));
    }
    if (rest === '/orders/status/edit' && request.method === 'PUT') {
      const form = request.form as Record<string, unknown>;
      const order = byId(form.id);
      if (!order) return fail('没有找到订单.');
      if (String(order.order_status) !== '2') return fail('订单状态错误.');
      order.order_status = 3;
      order.delivery_code = form.delivery_code;
      order.delivery_no = form.delivery_no;
      return ok([3]);
    }
    if (rest === '/orders/express/find')
      return opts.tracking
        ? ok([
            { time: '2024-05-02 09:00:00', context: '已签收' },
            { time: '2024-05-01 18:00:00', context: '已揽收' },
          ])
        : fail('物流查询未配置.');
    const waybill = /^\/print\/waybill\/(\d+)$/.exec(rest);
    if (waybill) return opts.waybill ? ok('YD000111222') : fail('电子面单未配置.');
    const refund = /^\/refunds\/(\d+)$/.exec(rest);
    if (refund && request.method === 'PUT') return byId(refund[1]) ? ok(true) : fail('没有找到订单.');
    const show = /^\/orders\/(\d+)$/.exec(rest);
    if (show && request.method === 'GET') {
      const order = byId(show[1]);
      return order ? ok(order) : fail('没有找到订单.');
    }
    return undefined;
  }
}
