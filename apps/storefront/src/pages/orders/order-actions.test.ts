import { describe, expect, it } from 'vitest';
import { decodeParams } from '@shop/api/params-segment';
import {
  actionHref,
  canConfirmExchange,
  canShipBack,
  orderActions,
  orderIdOf,
  ordersArgs,
  refundState,
  refundTypes,
  refundVerify,
  statusOfTab,
  tabOfStatus,
  TRACKING_NO,
} from './order-actions.ts';

describe('orderActions', () => {
  const actions = (order_status: number, refund_status = 0) => orderActions({ order_status, refund_status });

  it('offers what each status allows, details always last', () => {
    expect(actions(0)).toEqual(['detail']);
    expect(actions(1)).toEqual(['pay', 'cancel', 'detail']);
    expect(actions(2)).toEqual(['refund', 'detail']);
    expect(actions(3)).toEqual(['confirm', 'refund', 'detail']);
    expect(actions(4)).toEqual(['comment', 'refund', 'detail']);
    expect(actions(5, 0)).toEqual(['viewRefund', 'detail']);
    expect(actions(5, 1)).toEqual(['viewRefund', 'detail']);
    expect(actions(6)).toEqual(['detail']);
  });

  it('shows the progress of a finished after-sale on a completed order', () => {
    expect(actions(6, 2)).toEqual(['viewRefund', 'detail']);
  });

  it('after a refusal the order is back where it was: its actions, the refused request, and asking again', () => {
    expect(actions(2, 2)).toEqual(['refund', 'viewRefund', 'detail']);
    expect(actions(3, 2)).toEqual(['confirm', 'refund', 'viewRefund', 'detail']);
    expect(actions(4, 2)).toEqual(['comment', 'refund', 'viewRefund', 'detail']);
  });
});

describe('actionHref', () => {
  it('pays one order through the encoded params segment', () => {
    const href = actionHref('pay', 42)!;
    expect(href.startsWith('/order/pay/')).toBe(true);
    expect(decodeParams(href.slice('/order/pay/'.length))).toEqual({ order_id: [42] });
  });

  it('opens the review, request, progress and detail pages; cancel and confirm stay on the page', () => {
    expect(actionHref('comment', 7)).toBe('/user/order/comment/7');
    expect(actionHref('refund', 7)).toBe('/user/order/refund/7');
    expect(actionHref('viewRefund', 7)).toBe('/user/order/refund_form/7');
    expect(actionHref('detail', 7)).toBe('/user/order/7');
    expect(actionHref('cancel', 7)).toBeNull();
    expect(actionHref('confirm', 7)).toBeNull();
  });
});

describe('orderIdOf', () => {
  it('takes positive whole numbers only', () => {
    expect(orderIdOf('12')).toBe(12);
    expect(orderIdOf('0')).toBe(0);
    expect(orderIdOf('012')).toBe(0);
    expect(orderIdOf('1e3')).toBe(0);
    expect(orderIdOf(undefined)).toBe(0);
    expect(orderIdOf('1234567890')).toBe(0);
  });
});

describe('tabs and list arguments', () => {
  it('reads the dashboard shortcut status and falls back to all', () => {
    expect(tabOfStatus('1')).toBe('waitPay');
    expect(tabOfStatus('5')).toBe('afterSale');
    expect(tabOfStatus('0')).toBe('cancelled');
    expect(tabOfStatus('')).toBe('all');
    expect(tabOfStatus(null)).toBe('all');
    expect(tabOfStatus('-1')).toBe('all');
    expect(tabOfStatus('9')).toBe('all');
    expect(tabOfStatus('x')).toBe('all');
  });

  it('writes the status back for every tab but all', () => {
    expect(statusOfTab('all')).toBe('');
    expect(statusOfTab('cancelled')).toBe('0');
    expect(statusOfTab('waitComment')).toBe('4');
  });

  it('asks the server for a status, the after-sale kind and a trimmed order number', () => {
    expect(ordersArgs('all', 'all', 1, '')).toEqual({ page: 1, per_page: 20 });
    expect(ordersArgs('waitReceipt', 'refund', 2, '  2024 ')).toEqual({
      page: 2,
      per_page: 20,
      order_status: 3,
      order_no: '2024',
    });
    expect(ordersArgs('afterSale', 'refund', 1, '')).toEqual({ page: 1, per_page: 20, order_status: 5, is_refund: 1 });
    expect(ordersArgs('afterSale', 'return', 1, '')).toEqual({ page: 1, per_page: 20, order_status: 5, is_return: 1 });
    expect(ordersArgs('cancelled', 'all', 1, '')).toMatchObject({ order_status: 0 });
  });
});

describe('after-sale', () => {
  const row = (refund_type: number, refund_verify: number, refund_step: number) => ({
    refund_type,
    refund_verify,
    refund_step,
  });

  it('offers a return only once the goods were shipped', () => {
    expect(refundTypes(1)).toEqual([]);
    expect(refundTypes(2)).toEqual([0]);
    expect(refundTypes(3)).toEqual([0, 1]);
    expect(refundTypes(4)).toEqual([0, 1]);
    expect(refundTypes(5)).toEqual([]);
    expect(refundTypes(6)).toEqual([]);
  });

  it('reads the review and the step of a request', () => {
    expect(refundVerify(row(0, 0, 0))).toBe('pending');
    expect(refundVerify(row(0, 1, 3))).toBe('approved');
    expect(refundVerify(row(1, 2, 0))).toBe('refused');
    expect(refundState(row(1, 0, 0))).toBe('pending');
    expect(refundState(row(1, 2, 0))).toBe('refused');
    expect(refundState(row(0, 1, 3))).toBe('finished');
    expect(refundState(row(1, 1, 0))).toBe('waitBuyerShip');
    expect(refundState(row(1, 1, 1))).toBe('waitSeller');
    expect(refundState(row(1, 1, 2))).toBe('waitBuyerConfirm');
    expect(refundState(row(1, 1, 3))).toBe('finished');
  });

  it('asks for the return shipment and the exchange confirmation only at their step', () => {
    expect(canShipBack(row(1, 1, 0))).toBe(true);
    expect(canShipBack(row(1, 1, 1))).toBe(false);
    expect(canShipBack(row(0, 1, 0))).toBe(false);
    expect(canShipBack(row(1, 0, 0))).toBe(false);
    expect(canConfirmExchange(row(1, 1, 2))).toBe(true);
    expect(canConfirmExchange(row(1, 1, 1))).toBe(false);
    expect(canConfirmExchange(row(1, 2, 2))).toBe(false);
  });

  it('takes the tracking numbers the server takes', () => {
    expect(TRACKING_NO.test('YT1234-56')).toBe(true);
    expect(TRACKING_NO.test('')).toBe(false);
    expect(TRACKING_NO.test('a'.repeat(21))).toBe(false);
    expect(TRACKING_NO.test('12 34')).toBe(false);
  });
});
