/**
 * What must hold after every step of the money property test, read with SQL straight from the database (never
 * through the API under test). Each check answers the problems it found as readable lines; none = all good.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CASH_STATUS } from '@shop/contract/finance';
import { DISTRIBUTION_LOG_STATUS, DISTRIBUTION_MONEY_LOG } from '@shop/contract/distribution';
import { ORDER_STATUS, REFUND_STEP, REFUND_VERIFY } from '@shop/contract/orders';
import {
  cashes,
  distributionLogs,
  integralGoods,
  moneyLogs,
  orderSettlements,
  orders,
  refunds,
  stores,
  users,
} from '../src/db/schema/index.ts';
import { MANUAL_SETTLEMENT, SYSTEM_SETTLEMENT } from '../src/modules/finance/settlement.ts';
import { ONLINE_RECHARGE } from '../src/modules/payments/settle.ts';
import { SYSTEM_HANDLE } from '../src/modules/stores/balances.ts';
import { cents, type Model } from './money-model.ts';
import type { World } from './money-world.ts';

const text = (amount: string | null | undefined) => (amount ?? '0.00').toString();
const money = (c: number) => (c / 100).toFixed(2);

/**
 * A column named with its table. Drizzle writes the columns of a select list without their table when the query has
 * no join, so inside a correlated subquery there `"id"` would mean the subquery's own table: outer columns go in
 * through this.
 */
const outer = (c: AnyPgColumn) => sql`${sql.identifier(getTableName(c.table))}.${sql.identifier(c.name)}`;

/**
 * An order whose money went back to its buyer: a refund approved and finished (or a return taken back for money,
 * i.e. finished without replacement goods shipped).
 */
const refunded = sql`exists (select 1 from ${refunds} where ${refunds.order_id} = ${outer(orders.id)}
  and ${refunds.deleted_at} is null and ${refunds.refund_verify} = ${REFUND_VERIFY.approved}
  and ${refunds.refund_step} = ${REFUND_STEP.finished} and ${refunds.re_delivery_no} = '')`;

/** The sums of the live logs of users (belong 0) or stores (1), per owner: m money, f frozen money, p points. */
function logSums(belong: 0 | 1) {
  const sumOf = (type: number) =>
    sql`coalesce(sum(${moneyLogs.money}) filter (where ${moneyLogs.is_type} = ${type}), 0)::numeric(14,2)::text`;
  return sql`(select ${moneyLogs.user_id} as owner, ${sumOf(0)} as m, ${sumOf(1)} as f, ${sumOf(2)} as p
    from ${moneyLogs} where ${moneyLogs.is_belong} = ${belong} and ${moneyLogs.deleted_at} is null
    group by ${moneyLogs.user_id}) l`;
}

/** Gross amounts of the pending requests of an owner (frozen money holds exactly these). */
const pendingGross = (owner: SQL) =>
  sql<string>`coalesce((select sum(${cashes.money} + ${cashes.commission}) from ${cashes}
    where ${cashes.cash_status} = ${CASH_STATUS.pending} and ${cashes.deleted_at} is null and ${owner}), 0)::numeric(14,2)::text`;

/**
 * 1, and 3 per account: every user's money, frozen money and points, and every store's money and frozen money,
 * equal the sum of their logs, are never negative and equal what the model expects for the test's accounts; frozen
 * money is exactly the gross of the owner's pending withdrawals; a user's credited commissions are their paid
 * distribution logs, a store's settlement credits its settlements.
 */
async function balances(world: World, model: Model): Promise<string[]> {
  const db = world.t.database.db;
  const out: string[] = [];
  const userRows = await db
    .select({
      id: users.id,
      money: users.money,
      frozen: users.frozen_money,
      points: users.integral,
      m: sql<string>`coalesce(l.m, '0.00')`,
      f: sql<string>`coalesce(l.f, '0.00')`,
      p: sql<string>`coalesce(l.p, '0.00')`,
      pending: pendingGross(sql`${cashes.user_id} = ${outer(users.id)} and ${cashes.store_id} = 0`),
      commissionLogs: sql<string>`(select coalesce(sum(${moneyLogs.money}), 0) from ${moneyLogs}
        where ${moneyLogs.user_id} = ${outer(users.id)} and ${moneyLogs.is_belong} = 0 and ${moneyLogs.is_type} = 0
        and ${moneyLogs.name} = ${DISTRIBUTION_MONEY_LOG} and ${moneyLogs.deleted_at} is null)::text`,
      commissionPaid: sql<string>`(select coalesce(sum(${distributionLogs.commission}), 0) from ${distributionLogs}
        where ${distributionLogs.user_id} = ${outer(users.id)} and ${distributionLogs.status} = ${DISTRIBUTION_LOG_STATUS.paid}
        and ${distributionLogs.deleted_at} is null)::text`,
    })
    .from(users)
    .leftJoin(logSums(0), sql`l.owner = ${outer(users.id)}`);
  for (const r of userRows) {
    const expected = model.users.get(r.id);
    const pairs: [string, string, string, number | undefined][] = [
      ['money', r.money, r.m, expected?.money],
      ['frozen_money', r.frozen, r.f, expected?.frozen],
      ['integral', r.points, r.p, expected?.points],
    ];
    for (const [name, balance, logs, modelled] of pairs) {
      if (cents(balance) !== cents(logs)) out.push(`user ${r.id} ${name} ${balance} != Σ logs ${logs}`);
      if (cents(balance) < 0) out.push(`user ${r.id} ${name} ${balance} < 0`);
      if (modelled !== undefined && cents(balance) !== modelled)
        out.push(`user ${r.id} ${name} ${balance}, the model expects ${money(modelled)}`);
    }
    if (cents(r.frozen) !== cents(r.pending))
      out.push(`user ${r.id} frozen_money ${r.frozen} != gross of pending withdrawals ${r.pending}`);
    // Credited commissions (会员分销 logs) are exactly the paid distribution logs: a log credited twice shows here.
    if (cents(r.commissionLogs) !== cents(r.commissionPaid))
      out.push(
        `user ${r.id} credited ${r.commissionLogs} of commission, the paid distribution logs sum to ${r.commissionPaid}`,
      );
  }
  const storeRows = await db
    .select({
      id: stores.id,
      money: stores.store_money,
      frozen: stores.store_frozen_money,
      m: sql<string>`coalesce(l.m, '0.00')`,
      f: sql<string>`coalesce(l.f, '0.00')`,
      p: sql<string>`coalesce(l.p, '0.00')`,
      pending: pendingGross(sql`${cashes.store_id} = ${outer(stores.id)}`),
      settlementLogs: sql<string>`(select coalesce(sum(${moneyLogs.money}), 0) from ${moneyLogs}
        where ${moneyLogs.user_id} = ${outer(stores.id)} and ${moneyLogs.is_belong} = 1
        and ${moneyLogs.name} in (${SYSTEM_SETTLEMENT}, ${MANUAL_SETTLEMENT}) and ${moneyLogs.deleted_at} is null)::text`,
      settled: sql<string>`(select coalesce(sum(${orderSettlements.settlement_price}), 0) from ${orderSettlements}
        where ${orderSettlements.store_id} = ${outer(stores.id)} and ${orderSettlements.deleted_at} is null)::text`,
    })
    .from(stores)
    .leftJoin(logSums(1), sql`l.owner = ${outer(stores.id)}`);
  for (const r of storeRows) {
    const expected = model.stores.get(r.id);
    const pairs: [string, string, string, number | undefined][] = [
      ['store_money', r.money, r.m, expected?.money],
      ['store_frozen_money', r.frozen, r.f, expected?.frozen],
    ];
    for (const [name, balance, logs, modelled] of pairs) {
      if (cents(balance) !== cents(logs)) out.push(`store ${r.id} ${name} ${balance} != Σ logs ${logs}`);
      if (cents(balance) < 0) out.push(`store ${r.id} ${name} ${balance} < 0`);
      if (modelled !== undefined && cents(balance) !== modelled)
        out.push(`store ${r.id} ${name} ${balance}, the model expects ${money(modelled)}`);
    }
    if (cents(r.p) !== 0) out.push(`store ${r.id} has points logs (${r.p})`);
    if (cents(r.frozen) !== cents(r.pending))
      out.push(`store ${r.id} store_frozen_money ${r.frozen} != gross of pending withdrawals ${r.pending}`);
    // Each store was credited exactly its settlements.
    if (cents(r.settlementLogs) !== cents(r.settled))
      out.push(`store ${r.id} was credited ${r.settlementLogs} by settlement, its settlements sum to ${r.settled}`);
  }
  return out;
}

const one = sql`(select 1) as one`;
const q = outer;

/** Distribution logs paid on an order not settled or refunded, or still pending on a settled order. */
const misplacedLogs = sql`from ${distributionLogs} join ${orders} on ${q(orders.id)} = ${q(distributionLogs.order_id)}
  where ${q(distributionLogs.deleted_at)} is null
    and ((${q(distributionLogs.status)} = ${DISTRIBUTION_LOG_STATUS.paid} and (${q(orders.is_settlement)} = 0 or ${refunded}))
      or (${q(distributionLogs.status)} = ${DISTRIBUTION_LOG_STATUS.pending} and ${q(orders.is_settlement)} = 1))`;

/** The settlement rows of the order, and the commissions it paid. */
const settlementCount = sql`(select count(*) from ${orderSettlements}
  where ${q(orderSettlements.order_id)} = ${q(orders.id)} and ${q(orderSettlements.deleted_at)} is null)`;
const settlementPrice = sql`(select coalesce(sum(${q(orderSettlements.settlement_price)}), 0) from ${orderSettlements}
  where ${q(orderSettlements.order_id)} = ${q(orders.id)} and ${q(orderSettlements.deleted_at)} is null)`;
const paidCommission = sql`(select coalesce(sum(${q(distributionLogs.commission)}), 0) from ${distributionLogs}
  where ${q(distributionLogs.order_id)} = ${q(orders.id)} and ${q(distributionLogs.status)} = ${DISTRIBUTION_LOG_STATUS.paid}
    and ${q(distributionLogs.deleted_at)} is null)`;

/** Settled orders that are not completed, were refunded, or were not settled once for their total less commissions. */
const wrongSettlements = sql`from ${orders} where ${q(orders.is_settlement)} = 1 and ${q(orders.deleted_at)} is null
  and (${q(orders.order_status)} <> ${ORDER_STATUS.completed} or ${refunded} or ${settlementCount} <> 1
    or ${settlementPrice} <> ${q(orders.total_price)} - ${paidCommission})`;

/**
 * 2, and 3 across orders, in one read: the platform's money is conserved (see the definition at the top of
 * money-properties.test.ts); points goods stock is never negative and is what the model expects; no commission is
 * paid where it must not be; every settlement is right. The last two are only counted here, and listed when found.
 */
async function platform(world: World, model: Model): Promise<string[]> {
  const db = world.t.database.db;
  const [r] = await db
    .select({
      inflow: sql<string>`(select coalesce(sum(${moneyLogs.money}), 0) from ${moneyLogs} where ${moneyLogs.deleted_at} is null
        and ${moneyLogs.is_type} in (0, 1) and ${moneyLogs.name} in (${SYSTEM_HANDLE}, ${ONLINE_RECHARGE}))::text`,
      paidOut: sql<string>`(select coalesce(sum(${cashes.money}), 0) from ${cashes}
        where ${cashes.deleted_at} is null and ${cashes.cash_status} = ${CASH_STATUS.paid})::text`,
      fees: sql<string>`(select coalesce(sum(${cashes.commission}), 0) from ${cashes}
        where ${cashes.deleted_at} is null and ${cashes.cash_status} = ${CASH_STATUS.paid})::text`,
      users: sql<string>`(select coalesce(sum(${users.money} + ${users.frozen_money}), 0) from ${users})::text`,
      stores: sql<string>`(select coalesce(sum(${stores.store_money} + ${stores.store_frozen_money}), 0) from ${stores})::text`,
      held: sql<string>`(select coalesce(sum(${orders.total_price}), 0) from ${orders} where ${orders.deleted_at} is null
        and ${orders.order_status} between ${ORDER_STATUS.waitDelivery} and ${ORDER_STATUS.completed}
        and ${orders.is_settlement} = 0 and not ${refunded})::text`,
      stock: sql<string>`(select coalesce(string_agg(${integralGoods.id} || ':' || ${integralGoods.goods_stock}, ','), '')
        from ${integralGoods})`,
      misplaced: sql<string>`(select coalesce(string_agg('distribution log ' || ${q(distributionLogs.id)} || ' has status '
        || ${q(distributionLogs.status)} || ' on order ' || ${q(orders.id)} || ' (is_settlement ' || ${q(orders.is_settlement)}
        || ')', '|'), '') ${misplacedLogs})`,
      wrong: sql<string>`(select coalesce(string_agg('order ' || ${q(orders.id)} || ' (status ' || ${q(orders.order_status)}
        || ', total ' || ${q(orders.total_price)} || ', refunded ' || ${refunded} || ') has ' || ${settlementCount}
        || ' settlements for ' || ${settlementPrice} || ', commissions paid ' || ${paidCommission}, '|'), '') ${wrongSettlements})`,
    })
    .from(one);
  const out: string[] = [];
  const c = (k: 'inflow' | 'paidOut' | 'fees' | 'users' | 'stores' | 'held') => cents(text(r![k]));
  const left = c('inflow') - c('paidOut');
  const right = c('users') + c('stores') + c('held') + c('fees');
  if (left !== right)
    out.push(
      `money not conserved: inflows ${r!.inflow} − paid out ${r!.paidOut} = ${money(left)}, but balances ${r!.users} (users) + ` +
        `${r!.stores} (stores) + held for orders ${r!.held} + fees kept ${r!.fees} = ${money(right)}`,
    );
  for (const pair of r!.stock ? r!.stock.split(',') : []) {
    const [id, stock] = pair.split(':').map(Number) as [number, number];
    if (stock < 0) out.push(`points goods ${id} stock ${stock} < 0`);
    const modelled = model.pointsStock.get(id);
    if (modelled !== undefined && modelled !== stock)
      out.push(`points goods ${id} stock ${stock}, the model expects ${modelled}`);
  }
  for (const list of [r!.misplaced, r!.wrong]) if (list) out.push(...list.split('|'));
  return out;
}

/** Every invariant; the problems found, none when the shop's money is in order. */
export async function moneyProblems(world: World, model: Model): Promise<string[]> {
  return [...(await balances(world, model)), ...(await platform(world, model))];
}
