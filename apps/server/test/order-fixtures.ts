/**
 * Rows for order-domain tests that must not depend on checkout: goods, SKUs and orders written straight to the
 * database. Tests of a flow (checkout, payment, after-sale) still drive that flow through HTTP; these fixtures only
 * build the state a test starts from.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  addresses,
  areas,
  goods,
  goodsSkus,
  moneyLogs,
  orderGoods,
  orders,
  stores,
  users,
} from '../src/db/schema/index.ts';
import { createStore, createUser } from './stores-fixtures.ts';

let seq = 0;

/** A main account with a store (open, approved); both with password 123456. */
export async function createSeller(db: Db, username: string, store: Partial<typeof stores.$inferInsert> = {}) {
  const user = await createUser(db, username);
  const s = await createStore(db, user.id, { store_name: `${username} 的店`, ...store });
  return { user, store: s };
}

/** A shopper with a balance: the credit is written with its money log, so balance = Σ logs holds from the start. */
export async function createShopper(db: Db, username: string, money = '0.00') {
  const user = await createUser(db, username, { money });
  if (money !== '0.00') {
    await db
      .insert(moneyLogs)
      .values({ user_id: user.id, name: '系统处理', money, is_type: 0, is_belong: 0, info: 'fixture' });
  }
  return user;
}

/**
 * A default address for each shopper, in the first province (a checkout's freight reads the province): the rows, in
 * the order of `userIds`. `values` sets the receiver's fields a test asserts.
 */
export async function defaultAddresses(
  db: Db,
  userIds: number[],
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<(typeof addresses.$inferSelect)[]> {
  const [province] = await db.select().from(areas).where(eq(areas.pid, '0')).orderBy(asc(areas.id)).limit(1);
  const rows = await db
    .insert(addresses)
    .values(
      userIds.map((user_id) => ({
        user_id,
        receive_name: 'r',
        // Each shopper's own phone and street: shared ones make referral commissions read as self-referral.
        receive_tel: `139${String(user_id).padStart(8, '0')}`,
        address: `a-${user_id}`,
        province_id: province!.id,
        area_info: province!.name,
        is_default: 1,
        ...values,
      })),
    )
    .returning();
  return userIds.map((id) => rows.find((r) => r.user_id === id)!);
}

/** Goods on sale in `storeId` (no SKU unless `skus` is given: then one SKU per entry). */
export async function createGoods(
  db: Db,
  storeId: number,
  values: Partial<typeof goods.$inferInsert> = {},
  skus: Partial<typeof goodsSkus.$inferInsert>[] = [],
) {
  seq += 1;
  const [g] = await db
    .insert(goods)
    .values({
      store_id: storeId,
      class_id: 0,
      goods_name: `测试商品 ${seq}`,
      goods_master_image: `/uploads/goods/test-${seq}.png`,
      goods_price: '10.00',
      goods_stock: 100,
      goods_weight: '1.00',
      goods_status: 1,
      goods_verify: 1,
      freight_id: 0,
      ...values,
    })
    .returning();
  const rows = [];
  for (const [i, sku] of skus.entries()) {
    const [r] = await db
      .insert(goodsSkus)
      .values({
        goods_id: g!.id,
        sku_name: `规格${i + 1}`,
        spec_id: String(i + 1),
        goods_price: '10.00',
        goods_stock: 100,
        goods_weight: '1.00',
        ...sku,
      })
      .returning();
    rows.push(r!);
  }
  return { goods: g!, skus: rows };
}

export interface FixtureLine {
  goods: typeof goods.$inferSelect;
  sku?: typeof goodsSkus.$inferSelect;
  buyNum?: number;
}

/**
 * An order in any status, with its lines, priced from the goods (no freight or discount unless given). Stock is
 * not touched: use it to set up a state, not to test one.
 */
export async function createOrder(
  db: Db,
  userId: number,
  storeId: number,
  lines: FixtureLine[],
  values: Partial<typeof orders.$inferInsert> = {},
) {
  seq += 1;
  const priced = lines.map((l) => {
    const price = l.sku?.goods_price ?? l.goods.goods_price;
    const n = l.buyNum ?? 1;
    return { ...l, price, n, total: ((Math.round(Number(price) * 100) * n) / 100).toFixed(2) };
  });
  const orderPrice = (priced.reduce((s, l) => s + Math.round(Number(l.total) * 100), 0) / 100).toFixed(2);
  const [o] = await db
    .insert(orders)
    .values({
      user_id: userId,
      store_id: storeId,
      order_no: `T${Date.now()}${String(seq).padStart(6, '0')}`.slice(0, 30),
      order_name: priced[0]!.goods.goods_name,
      order_image: priced[0]!.goods.goods_master_image,
      order_price: orderPrice,
      total_price: orderPrice,
      order_status: 1,
      receive_name: '张三',
      receive_tel: '13800000000',
      receive_area: '北京市 北京市 东城区',
      receive_address: '长安街 1 号',
      ...values,
    })
    .returning();
  for (const l of priced) {
    await db.insert(orderGoods).values({
      order_id: o!.id,
      user_id: userId,
      store_id: storeId,
      goods_id: l.goods.id,
      sku_id: l.sku?.id ?? 0,
      goods_name: l.goods.goods_name,
      goods_image: l.goods.goods_master_image,
      sku_name: l.sku?.sku_name ?? '-',
      buy_num: l.n,
      goods_price: l.price,
      total_price: l.total,
      total_weight: '0.00',
    });
  }
  return o!;
}

/** Current stock of goods or SKU. */
export async function stockOf(db: Db, goodsId: number, skuId = 0): Promise<number> {
  if (skuId) {
    const [r] = await db.select({ n: goodsSkus.goods_stock }).from(goodsSkus).where(eq(goodsSkus.id, skuId));
    return r!.n;
  }
  const [r] = await db.select({ n: goods.goods_stock }).from(goods).where(eq(goods.id, goodsId));
  return r!.n;
}

/**
 * Asserts the ledger invariant for one account: each balance equals the sum of its live logs. Answers the
 * mismatches (empty when everything adds up) so a test can `expect(...).toEqual([])` and see what differs.
 */
export async function ledgerMismatches(db: Db, belong: 'user' | 'store', id: number): Promise<string[]> {
  const isBelong = belong === 'store' ? 1 : 0;
  const sums = await db
    .select({ type: moneyLogs.is_type, s: sql<string>`coalesce(sum(${moneyLogs.money}), 0)::numeric(12,2)::text` })
    .from(moneyLogs)
    .where(and(eq(moneyLogs.user_id, id), eq(moneyLogs.is_belong, isBelong), isNull(moneyLogs.deleted_at)))
    .groupBy(moneyLogs.is_type);
  const sumOf = (t: number) => sums.find((r) => r.type === t)?.s ?? '0.00';
  const out: string[] = [];
  if (belong === 'user') {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    const pairs: [string, string, number][] = [
      ['money', u!.money, 0],
      ['frozen_money', u!.frozen_money, 1],
      ['integral', u!.integral, 2],
    ];
    for (const [name, bal, t] of pairs)
      if (Number(bal).toFixed(2) !== Number(sumOf(t)).toFixed(2)) out.push(`${name} ${bal} != logs ${sumOf(t)}`);
  } else {
    const [s] = await db.select().from(stores).where(eq(stores.id, id));
    const pairs: [string, string, number][] = [
      ['store_money', s!.store_money, 0],
      ['store_frozen_money', s!.store_frozen_money, 1],
    ];
    for (const [name, bal, t] of pairs)
      if (Number(bal).toFixed(2) !== Number(sumOf(t)).toFixed(2)) out.push(`${name} ${bal} != logs ${sumOf(t)}`);
  }
  return out;
}
