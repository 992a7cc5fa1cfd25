/**
 * The money property test's own idea of the shop: every balance in cents, the orders still in play, the withdrawal
 * requests and the points goods' stock. It is computed here from the rules (percent commissions rounded half up,
 * the fee of the gross amount, points per yuan), never read back from the server's answers, so a change that is
 * wrong but duly logged still shows up as a difference. Each run starts from the database's state (the runs share
 * one database), checked by the invariants before.
 */
import { and, asc, desc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import { CASH_STATUS } from '@shop/contract/finance';
import { ORDER_STATUS, REFUND_VERIFY } from '@shop/contract/orders';
import { cashes, integralGoods, orderGoods, orders, refunds, stores, users } from '../src/db/schema/index.ts';
import type { World } from './money-world.ts';

export interface UserMoney {
  money: number;
  frozen: number;
  /** Points, in hundredths. */
  points: number;
}

export interface StoreMoney {
  money: number;
  frozen: number;
}

/** none: never asked; pending: waiting for the store; refused: asked and refused (may ask again); refunded: paid back. */
export type RefundState = 'none' | 'pending' | 'refused' | 'refunded';

export interface ModelOrder {
  id: number;
  buyer: number;
  storeId: number;
  totalCents: number;
  /** Goods id and line total of each line. */
  lines: { goodsId: number; cents: number }[];
  status: number;
  refund: RefundState;
  /** The status the order had when its pending after-sale was asked for (undefined: asked in an earlier run). */
  beforeRefund?: number;
}

export interface ModelCash {
  id: number;
  belong: 'user' | 'store';
  owner: number;
  grossCents: number;
  status: number;
}

export interface Model {
  users: Map<number, UserMoney>;
  stores: Map<number, StoreMoney>;
  /** Orders still in play: not cancelled, not settled, not refunded. */
  orders: Map<number, ModelOrder>;
  cashes: Map<number, ModelCash>;
  /** Stock of each points goods. */
  pointsStock: Map<number, number>;
}

/** '12.34' → 1234 (numeric columns come back as text). */
export const cents = (text: string): number => Math.round(Number(text) * 100);

/** The referral chain above a buyer, nearest first, at most three (it stops at nobody, the buyer or a repeat). */
export function ancestorsOf(world: World, buyer: number): number[] {
  const inviter = new Map(world.shoppers.map((s) => [s.id, s.inviter]));
  const chain: number[] = [];
  let current = buyer;
  while (chain.length < 3) {
    const next = inviter.get(current) ?? 0;
    if (!next || next === buyer || chain.includes(next)) break;
    chain.push(next);
    current = next;
  }
  return chain;
}

/**
 * The commission each beneficiary earns on an order: per planned line and level, the level's percent of the line
 * total rounded half up to the cent (no discounts exist here, and freight is never a line). Zero ones are not paid.
 */
export function commissionsOf(world: World, order: ModelOrder): Map<number, number> {
  const out = new Map<number, number>();
  const chain = ancestorsOf(world, order.buyer);
  for (const line of order.lines) {
    const rates = world.goods.find((g) => g.id === line.goodsId)?.rates;
    if (!rates) continue;
    chain.forEach((beneficiary, level) => {
      const c = Math.floor((line.cents * rates[level]! + 5000) / 10000);
      if (c > 0) out.set(beneficiary, (out.get(beneficiary) ?? 0) + c);
    });
  }
  return out;
}

/** Whole points earned by an order total (yuan × rate, rounded down), in hundredths. */
export function pointsEarned(world: World, totalCents: number): number {
  return Math.floor((totalCents * world.pointsRateHundredths) / 10_000) * 100;
}

/** The withdrawal fee of a gross amount, rounded to the cent; at least a cent when there is a fee. */
export function feeOf(world: World, grossCents: number): number {
  if (world.feeBasisPoints <= 0) return 0;
  return Math.max(1, Math.round((grossCents * world.feeBasisPoints) / 10_000));
}

export const userOf = (m: Model, id: number): UserMoney => m.users.get(id)!;
export const storeOf = (m: Model, id: number): StoreMoney => m.stores.get(id)!;

/** A copy to try a sequence of actions on (concurrent requests: which order of them explains the answers?). */
export function cloneModel(m: Model): Model {
  return structuredClone(m);
}

/** The model as the database holds it now: balances, live orders of the test's shoppers, requests, stock. */
export async function loadModel(world: World): Promise<Model> {
  const db = world.t.database.db;
  const shopperIds = world.shoppers.map((s) => s.id);
  const storeIds = world.sellers.map((s) => s.storeId);
  const m: Model = {
    users: new Map(),
    stores: new Map(),
    orders: new Map(),
    cashes: new Map(),
    pointsStock: new Map(),
  };
  for (const u of await db.select().from(users).where(inArray(users.id, shopperIds)))
    m.users.set(u.id, { money: cents(u.money), frozen: cents(u.frozen_money), points: cents(u.integral) });
  for (const s of await db.select().from(stores).where(inArray(stores.id, storeIds)))
    m.stores.set(s.id, { money: cents(s.store_money), frozen: cents(s.store_frozen_money) });

  const live = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.user_id, shopperIds),
        ne(orders.order_status, ORDER_STATUS.cancelled),
        eq(orders.is_settlement, 0),
        isNull(orders.deleted_at),
      ),
    )
    .orderBy(asc(orders.id));
  const ids = live.map((o) => o.id);
  const lines = ids.length
    ? await db.select().from(orderGoods).where(inArray(orderGoods.order_id, ids)).orderBy(asc(orderGoods.id))
    : [];
  const requests = ids.length
    ? await db
        .select()
        .from(refunds)
        .where(and(inArray(refunds.order_id, ids), isNull(refunds.deleted_at)))
        .orderBy(desc(refunds.id))
    : [];
  for (const o of live) {
    const last = requests.find((r) => r.order_id === o.id);
    const refund: RefundState = !last
      ? 'none'
      : last.refund_verify === REFUND_VERIFY.pending
        ? 'pending'
        : last.refund_verify === REFUND_VERIFY.approved
          ? 'refunded'
          : 'refused';
    if (refund === 'refunded') continue;
    m.orders.set(o.id, {
      id: o.id,
      buyer: o.user_id,
      storeId: o.store_id,
      totalCents: cents(o.total_price),
      lines: lines
        .filter((l) => l.order_id === o.id)
        .map((l) => ({ goodsId: l.goods_id, cents: cents(l.total_price) })),
      status: o.order_status,
      refund,
    });
  }

  // Pending requests, and the latest processed ones (to try deciding or cancelling them again).
  const pending = await db
    .select()
    .from(cashes)
    .where(and(eq(cashes.cash_status, CASH_STATUS.pending), isNull(cashes.deleted_at)));
  const processed = await db
    .select()
    .from(cashes)
    .where(and(notInArray(cashes.cash_status, [CASH_STATUS.pending]), isNull(cashes.deleted_at)))
    .orderBy(desc(cashes.id))
    .limit(10);
  for (const c of [...pending, ...processed]) {
    m.cashes.set(c.id, {
      id: c.id,
      belong: c.store_id > 0 ? 'store' : 'user',
      owner: c.store_id > 0 ? c.store_id : c.user_id,
      grossCents: cents(c.money) + cents(c.commission),
      status: c.cash_status,
    });
  }

  for (const g of await db
    .select()
    .from(integralGoods)
    .where(
      inArray(
        integralGoods.id,
        world.pointsGoods.map((p) => p.id),
      ),
    ))
    m.pointsStock.set(g.id, g.goods_stock);
  return m;
}
