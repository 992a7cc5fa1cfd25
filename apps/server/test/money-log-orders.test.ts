/**
 * Money log lines name the orders they are about (docs/money.md#the-orders-a-log-line-is-about): the payment,
 * order or settlement number in `info` becomes `orders` (id and order number) of the line's owner, on the
 * member's, the Admin's and the Seller's lists.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LogOrder } from '@shop/contract/finance';
import type { Page } from '@shop/contract/list';
import { moneyLogs } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { complete } from './distribution-fixtures.ts';
import { createGoods, createOrder, createSeller, createShopper } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;
type Log = { id: number; name: string; info: string; user_id: number; orders: LogOrder[] };

let storeId = 0;
let seller = '';
let admin = '';
let buyer = { id: 0, token: '' };
let a = { id: 0, order_no: '' };
let b = { id: 0, order_no: '' };

beforeAll(async () => {
  const made = await createSeller(db, 'mlo-seller');
  storeId = made.store.id;
  seller = await t.login('seller', 'mlo-seller');
  admin = await t.login('admin', 'admin');
  const goods = (await createGoods(db, storeId, { goods_price: '10.00' })).goods;
  const shopper = await createShopper(db, 'mlo-buyer', '100.00');
  buyer = { id: shopper.id, token: await t.login('home', 'mlo-buyer') };
  a = await createOrder(db, shopper.id, storeId, [{ goods }]);
  b = await createOrder(db, shopper.id, storeId, [{ goods }]);
  // One payment for both orders, from the balance.
  const paid = await t.call('POST', '/api/user/order/pay', {
    token: buyer.token,
    body: { order_id: `${a.id},${b.id}`, payment_name: 'balance', pay_password: '123456', device: 'scan' },
  });
  expect(paid.code, paid.msg).toBe(200);
});

type Paginator = Page<Log> & { links: unknown[] };
const memberLogs = async (token: string) => {
  const page = await t.call<Paginator>('GET', '/api/user/money_logs', { token, query: { is_type: 0, per_page: 50 } });
  // Still qwshop's raw paginator, links and all.
  expect(page.data.links).toBeInstanceOf(Array);
  return page.data.data;
};
const byName = (logs: Log[], name: string) => logs.find((l) => l.name === name);
const link = (o: { id: number; order_no: string }) => ({ id: o.id, order_no: o.order_no });

describe("the member's money log", () => {
  it('names the orders a payment paid, by their order numbers', async () => {
    const line = byName(await memberLogs(buyer.token), '订单支付');
    expect(line, 'the payment line').toBeDefined();
    // The cited payment number is no order number: the orders are what the shopper can open.
    expect(line!.info).not.toBe(a.order_no);
    expect(line!.orders).toEqual([link(b), link(a)]);
  });

  it('names no order on a line without one (an adjustment)', async () => {
    const handled = await t.call('POST', '/api/Admin/users/money/handle', {
      token: admin,
      body: { id: buyer.id, money: '1.00', is_type: 0 },
    });
    expect(handled.code, handled.msg).toBe(200);
    const logs = await memberLogs(buyer.token);
    expect(logs.filter((l) => l.name === '系统处理').every((l) => l.orders.length === 0)).toBe(true);
  });

  it("never names another member's order, even when the line cites its number", async () => {
    const other = await createShopper(db, 'mlo-other');
    await db
      .insert(moneyLogs)
      .values({ user_id: other.id, name: '会员分销', money: '0.50', is_type: 0, is_belong: 0, info: a.order_no });
    const logs = await memberLogs(await t.login('home', 'mlo-other'));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.orders).toEqual([]);
  });
});

describe("the store's and the platform's money logs", () => {
  beforeAll(async () => {
    await complete(db, a.id);
    await complete(db, b.id);
    const settled = await t.call('GET', '/api/Admin/order_settlement_handle', { token: admin });
    expect(settled.code, settled.msg).toBe(200);
  });

  it("name the orders of the store's settlement on the Seller's list", async () => {
    const page = await t.call<Paginator>('GET', '/api/Seller/money_logs', { token: seller, query: { per_page: 50 } });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.links).toBeInstanceOf(Array);
    const [line] = page.data.data;
    expect(line!.orders).toEqual([link(b), link(a)]);
  });

  it('name them on the Admin ledger and its detail, for the member and the store alike', async () => {
    const page = await t.call<Page<Log>>('GET', '/api/Admin/money_logs', {
      token: admin,
      query: { per_page: 50, user_id: storeId, is_belong: 1 },
    });
    expect(page.code, page.msg).toBe(200);
    const settlement = page.data.data[0]!;
    expect(settlement.orders).toEqual([link(b), link(a)]);
    const payments = await t.call<Page<Log>>('GET', '/api/Admin/money_logs', {
      token: admin,
      query: { per_page: 50, user_id: buyer.id, is_belong: 0, name: '订单支付' },
    });
    const payment = payments.data.data[0]!;
    expect(payment.orders).toEqual([link(b), link(a)]);
    const one = await t.call<Log>('GET', `/api/Admin/money_logs/${payment.id}`, { token: admin });
    expect(one.data.orders).toEqual([link(b), link(a)]);
  });
});
