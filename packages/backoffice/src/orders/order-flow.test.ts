import { describe, expect, it } from 'vitest';
import { decodeParams } from '@shop/api/params-segment';
import {
  canDeliver,
  deliveryError,
  deliveryPayload,
  imageList,
  isShipped,
  orderAmounts,
  orderIdsParam,
  orderLines,
  orderStage,
  receiverOf,
  refundOf,
  refundPayload,
  refundStage,
  refundState,
  senderOf,
  type RefundInfo,
} from './order-flow.ts';
import { ORDER_STAGE, ORDER_STATUS } from './order-status.ts';

const refund = (overrides: Partial<RefundInfo> = {}): RefundInfo => ({
  refund_type: 1,
  refund_verify: 0,
  refund_step: 0,
  refund_remark: '',
  images: [],
  refuse_remark: '',
  delivery_code: '',
  delivery_no: '',
  re_delivery_code: '',
  re_delivery_no: '',
  ...overrides,
});

describe('orderStage', () => {
  it('reads the stored status, and after-sale by its kind', () => {
    expect(orderStage({ order_status: 2 })).toBe(2);
    expect(orderStage({ order_status: '0' })).toBe(0);
    expect(orderStage({ order_status: 5, refund_status: 0 })).toBe('refund');
    expect(orderStage({ order_status: 5, refund_status: 1 })).toBe('return');
    expect(orderStage({ order_status: 5, refund_status: 2 })).toBe('after_done');
    expect(orderStage({ order_status: 9 })).toBeUndefined();
    expect(orderStage({})).toBeUndefined();
  });

  it('a paid order whose group is not complete waits for the group (list flag, or the group itself)', () => {
    expect(orderStage({ order_status: 2, group_waiting: true })).toBe('group');
    expect(orderStage({ order_status: 2, group_waiting: false })).toBe(2);
    expect(orderStage({ order_status: 2, collective: { status: 2 } })).toBe('group');
    expect(orderStage({ order_status: 2, collective: { status: 1 } })).toBe(2);
    expect(orderStage({ order_status: 3, collective: { status: 1 } })).toBe(3);
  });

  it('reads the kind from the after-sale row where the record has no refund_status (the detail)', () => {
    expect(orderStage({ order_status: 5, refund: { refund_type: 1 } })).toBe('return');
    expect(orderStage({ order_status: 5, refund: null })).toBe('refund');
  });

  it('every stage and stored code has a label', () => {
    for (const stage of [0, 1, 2, 'group', 3, 4, 6, 'refund', 'return', 'after_done'] as const)
      expect(ORDER_STAGE[stage].label).toMatch(/^resources\.order_status\.order\./);
    expect(Object.keys(ORDER_STATUS).sort()).toEqual(['0', '1', '2', '3', '4', '5', '6']);
  });
});

describe('delivery', () => {
  it('only an order waiting for delivery can be shipped; tracking needs courier and number', () => {
    expect(canDeliver({ order_status: 2 })).toBe(true);
    expect(canDeliver({ order_status: '3' })).toBe(false);
    // A group order ships only once its group is complete.
    expect(canDeliver({ order_status: 2, group_waiting: true })).toBe(false);
    expect(canDeliver({ order_status: 2, collective: { status: 2 } })).toBe(false);
    expect(canDeliver({ order_status: 2, collective: { status: 1 } })).toBe(true);
    expect(isShipped({ delivery_code: 'yd', delivery_no: '123' })).toBe(true);
    expect(isShipped({ delivery_code: 'yd', delivery_no: '' })).toBe(false);
  });

  it('checks courier and number as the server does', () => {
    expect(deliveryError('', '123')).toBe('courierRequired');
    expect(deliveryError('yd', ' ')).toBe('noRequired');
    expect(deliveryError('yd', '12 34')).toBe('noFormat');
    expect(deliveryError('yd', '1'.repeat(21))).toBe('noFormat');
    expect(deliveryError('yd', 'SF-1234567890')).toBeUndefined();
  });

  it('sends status 3 with trimmed values', () => {
    expect(deliveryPayload(7, ' yd ', ' 275811554411 ')).toEqual({
      id: 7,
      status: 3,
      delivery_code: 'yd',
      delivery_no: '275811554411',
    });
  });

  it('encodes the order ids of the dialogs as the server decodes them', () => {
    expect(decodeParams(orderIdsParam([3, '4', 'x', 0]))).toEqual({ order_id: [3, 4] });
  });
});

describe('after-sale', () => {
  it('reads the row the server sends, null and [] meaning none', () => {
    expect(refundOf({ refund: null })).toBeUndefined();
    expect(refundOf({ refund: [] })).toBeUndefined();
    const row = refundOf({
      refund: { refund_type: 1, refund_verify: '1', refund_step: 1, images: '/uploads/a.png,/uploads/b.png' },
    });
    expect(row).toMatchObject({
      refund_type: 1,
      refund_verify: 1,
      refund_step: 1,
      images: ['/uploads/a.png', '/uploads/b.png'],
    });
    expect(imageList(['/a', '', ' /b '])).toEqual(['/a', '/b']);
  });

  it('names the state as the server does', () => {
    expect(refundState(undefined)).toBeUndefined();
    expect(refundState(refund())).toBe('pending');
    expect(refundState(refund({ refund_verify: 2 }))).toBe('refused');
    expect(refundState(refund({ refund_verify: 1, refund_step: 1 }))).toBe('step1');
    expect(refundState(refund({ refund_verify: 1, refund_step: 3 }))).toBe('step3');
  });

  it('offers what the server accepts next', () => {
    expect(refundStage(undefined)).toBe('closed');
    expect(refundStage(refund({ refund_type: 0 }))).toBe('decide');
    expect(refundStage(refund({ refund_type: 0, refund_verify: 1, refund_step: 3 }))).toBe('closed');
    expect(refundStage(refund({ refund_verify: 2 }))).toBe('closed');
    expect(refundStage(refund({ refund_verify: 1, refund_step: 0 }))).toBe('wait_buyer');
    expect(refundStage(refund({ refund_verify: 1, refund_step: 1 }))).toBe('process');
    expect(refundStage(refund({ refund_verify: 1, refund_step: 2 }))).toBe('wait_confirm');
    expect(refundStage(refund({ refund_verify: 1, refund_step: 3 }))).toBe('closed');
  });

  it('sends the fields of each action', () => {
    expect(refundPayload({ kind: 'approve' })).toEqual({ refund_verify: 1 });
    expect(refundPayload({ kind: 'refuse', remark: ' 已超过期限 ' })).toEqual({
      refund_verify: 2,
      refuse_remark: '已超过期限',
    });
    expect(refundPayload({ kind: 'receive' })).toEqual({ refund_step: 3 });
    expect(refundPayload({ kind: 'reship', code: 'yd', no: ' 1234 ' })).toEqual({
      re_delivery_code: 'yd',
      re_delivery_no: '1234',
    });
  });
});

describe('lines, amounts and parties', () => {
  it('computes line subtotals in cents', () => {
    const lines = orderLines({
      order_goods: [
        { goods_name: 'A', goods_price: '0.10', buy_num: 3, sku_name: '红色', goods_image: '/a.png' },
        null,
      ],
    });
    expect(lines).toEqual([
      { goods_name: 'A', goods_price: '0.10', buy_num: 3, sku_name: '红色', goods_image: '/a.png', subtotal: '0.30' },
    ]);
    expect(orderLines({})).toEqual([]);
  });

  it('formats the order money', () => {
    expect(orderAmounts({ order_price: '100', freight_money: 8, coupon_money: '10.5', total_price: '97.50' })).toEqual({
      goods: '100.00',
      freight: '8.00',
      discount: '10.50',
      total: '97.50',
    });
  });

  it('builds both parties of a waybill', () => {
    expect(
      receiverOf({
        receive_name: '张三',
        receive_tel: '13800000000',
        receive_area: '浙江省 杭州市',
        receive_address: '文三路 1 号',
      }),
    ).toEqual({
      name: '张三',
      phone: '13800000000',
      address: '浙江省 杭州市 文三路 1 号',
    });
    expect(
      senderOf({ store_name: '青梧', store_mobile: '', store_phone: '0571', area_info: '', store_address: '西湖' }),
    ).toEqual({
      name: '青梧',
      phone: '0571',
      address: '西湖',
    });
  });
});
