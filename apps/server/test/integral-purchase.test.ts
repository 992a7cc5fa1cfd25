import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integralGoods, integralOrderGoods, integralOrders, moneyLogs } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createPointsGoods, createPointsShopper, pointsOf } from './integral-fixtures.ts';
import { ledgerMismatches } from './order-fixtures.ts';

const t = await testApp();
const db = t.database.db;

interface Bought {
  order_id: number[];
  order_no: string[];
}

const stockOf = async (id: number) =>
  (await db.select({ n: integralGoods.goods_stock }).from(integralGoods).where(eq(integralGoods.id, id)))[0]!.n;

async function shopper(name: string, points: string) {
  const s = await createPointsShopper(db, name, points);
  return { ...s, token: await t.login('home', name) };
}

const pay = (token: string, body: object) => t.call<Bought>('POST', '/api/integral/pay', { token, body });

describe('buying with points', () => {
  it('takes the points and the stock and writes the order, its line and the money log in one go', async () => {
    const s = await shopper('ip-buyer', '100.00');
    const g = await createPointsGoods(db, { goods_price: '30.00', goods_stock: 5, goods_sale: 2 });
    const r = await pay(s.token, { id: g.id, buy_num: 2, address_id: s.address.id, remark: '周末送' });
    expect([r.code, r.msg]).toEqual([200, 'ok']);
    expect(r.data.order_id).toHaveLength(1);
    expect(r.data.order_no[0]).toMatch(/^\d{20}$/);

    expect(await pointsOf(db, s.user.id)).toBe('40.00');
    const [after] = await db.select().from(integralGoods).where(eq(integralGoods.id, g.id));
    expect([after!.goods_stock, after!.goods_sale]).toEqual([3, 4]);
    const [order] = await db.select().from(integralOrders).where(eq(integralOrders.id, r.data.order_id[0]!));
    expect(order).toMatchObject({
      user_id: s.user.id,
      order_no: r.data.order_no[0],
      order_name: g.goods_name,
      order_image: g.goods_master_image.replace('.png', '_150.png'),
      total_price: '60.00',
      order_price: '60.00',
      order_status: 2,
      receive_name: '李四',
      receive_tel: '13900000000',
      receive_address: '长安街 1 号',
      remark: '周末送',
      delivery_code: '',
    });
    const lines = await db.select().from(integralOrderGoods).where(eq(integralOrderGoods.order_id, order!.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      goods_id: g.id,
      user_id: s.user.id,
      buy_num: 2,
      goods_price: '30.00',
      total_price: '60.00',
    });
    const logs = await db
      .select()
      .from(moneyLogs)
      .where(and(eq(moneyLogs.user_id, s.user.id), eq(moneyLogs.name, '积分订单')));
    expect(logs.map((l) => [l.money, l.is_type, l.is_belong, l.info])).toEqual([['-60.00', 2, 0, order!.order_no]]);
    expect(await ledgerMismatches(db, 'user', s.user.id)).toEqual([]);
  });

  it('refuses without enough points, with too little stock, off the shelf, or with another’s address; changing nothing', async () => {
    const s = await shopper('ip-poor', '50.00');
    const other = await createPointsShopper(db, 'ip-other', '0.00');
    const g = await createPointsGoods(db, { goods_price: '20.00', goods_stock: 2 });
    const off = await createPointsGoods(db, { goods_price: '1.00', goods_status: 0 });

    const poor = await pay(s.token, { id: g.id, buy_num: 3, address_id: s.address.id });
    expect([poor.code, poor.msg]).toEqual([500, '余额不足.']);
    const cheap = await createPointsGoods(db, { goods_price: '1.00', goods_stock: 2 });
    const stock = await pay(s.token, { id: cheap.id, buy_num: 3, address_id: s.address.id });
    expect([stock.code, stock.msg]).toEqual([500, '库存不足.']);
    const hidden = await pay(s.token, { id: off.id, buy_num: 1, address_id: s.address.id });
    expect([hidden.code, hidden.msg]).toEqual([500, '商品不存在或已下架.']);
    const theirs = await pay(s.token, { id: g.id, buy_num: 1, address_id: other.address.id });
    expect([theirs.code, theirs.msg]).toEqual([500, '地址不能为空.2']);
    const none = await pay(s.token, { id: g.id, buy_num: 1 });
    expect([none.code, none.msg]).toEqual([500, '地址不能为空.']);
    for (const bad of ['0', '10000', 'x', '-1']) {
      const r = await pay(s.token, { id: g.id, buy_num: bad, address_id: s.address.id });
      expect([r.code, r.msg], bad).toEqual([500, '购买数量为1到9999.']);
    }
    const long = await pay(s.token, { id: g.id, buy_num: 1, address_id: s.address.id, remark: 'x'.repeat(151) });
    expect(long.code).toBe(422);

    expect(await pointsOf(db, s.user.id)).toBe('50.00');
    expect([await stockOf(g.id), await stockOf(cheap.id)]).toEqual([2, 2]);
    expect(await db.select().from(integralOrders).where(eq(integralOrders.user_id, s.user.id))).toEqual([]);
    expect(await ledgerMismatches(db, 'user', s.user.id)).toEqual([]);
  });

  it('needs a signed-in shopper', async () => {
    const r = await t.call('POST', '/api/integral/pay', { body: { id: 1, buy_num: 1, address_id: 1 } });
    expect(r.code).toBe(401);
  });
});

describe('buying with points at the same time', () => {
  it('50 purchases of a goods with 10 in stock give exactly 10 orders, stock 0 and nobody below zero', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => shopper(`ip-rush-${i}`, '100.00')));
    const g = await createPointsGoods(db, { goods_price: '15.00', goods_stock: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, k) => {
        const b = buyers[k % buyers.length]!;
        return pay(b.token, { id: g.id, buy_num: 1, address_id: b.address.id });
      }),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(10);
    expect([...new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))]).toEqual(['库存不足.']);
    expect(await stockOf(g.id)).toBe(0);
    const lines = await db.select().from(integralOrderGoods).where(eq(integralOrderGoods.goods_id, g.id));
    expect(lines.reduce((n, l) => n + l.buy_num, 0)).toBe(10);
    for (const b of buyers) {
      expect(Number(await pointsOf(db, b.user.id))).toBeGreaterThanOrEqual(0);
      expect(await ledgerMismatches(db, 'user', b.user.id)).toEqual([]);
    }
  }, 120_000);

  it('20 purchases by one shopper with points for 5 give exactly 5 orders and 0 points left', async () => {
    const b = await shopper('ip-solo', '50.00');
    const g = await createPointsGoods(db, { goods_price: '10.00', goods_stock: 100 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(b.token, { id: g.id, buy_num: 1, address_id: b.address.id })),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect([...new Set(answers.filter((a) => a.code !== 200).map((a) => a.msg))]).toEqual(['余额不足.']);
    expect(await pointsOf(db, b.user.id)).toBe('0.00');
    expect(await stockOf(g.id)).toBe(95);
    expect(await db.select().from(integralOrders).where(eq(integralOrders.user_id, b.user.id))).toHaveLength(5);
    expect(await ledgerMismatches(db, 'user', b.user.id)).toEqual([]);
  }, 120_000);
});
