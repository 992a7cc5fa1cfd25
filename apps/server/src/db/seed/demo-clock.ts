/**
 * Running the server's own routines (payment, shipping, reviews, settlement, withdrawals…) inside the seed, as of a
 * moment in the past. The routines stamp what they write with the current time; `asOf` moves those stamps to the
 * moment the demo story puts the step at, so the rows read as if the step had happened then.
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.ts';
import {
  cashes,
  distributionLogs,
  integralOrders,
  moneyLogs,
  orderComments,
  orderPays,
  orderSettlements,
  orders,
} from '../schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';

/**
 * Tables the routines add rows to. A step's new rows are found by id: their created_at default is the seed
 * transaction's start, not the step's time, and some earlier seed rows carry that default too.
 */
const ADDED: readonly PgTable[] = [moneyLogs, distributionLogs, orderComments, orderSettlements, cashes];

/**
 * Rows the routines update, with the time columns they may set. Every seeded row of these tables carries an explicit
 * past updated_at, so `updated_at >= start` singles out the rows the step touched, and within them a column at or
 * after the start is one the step set.
 */
const TOUCHED: ReadonlyArray<readonly [PgTable, readonly string[]]> = [
  [orders, ['pay_time', 'delivery_time', 'receipt_time', 'comment_time', 'updated_at']],
  [orderPays, ['pay_time', 'updated_at']],
  [distributionLogs, ['updated_at']],
  [cashes, ['updated_at']],
  [integralOrders, ['delivery_time', 'updated_at']],
];

/** The highest id of each table, in one round trip (every step reads them). */
async function maxIds(tx: Tx, tables: readonly PgTable[]): Promise<number[]> {
  const columns = Object.fromEntries(
    tables.map((table, i) => [`m${i}`, sql<number>`(select coalesce(max(id), 0) from ${table})`.mapWith(Number)]),
  );
  const [row] = await tx.select(columns).from(sql`(select 1) as one`);
  return tables.map((_, i) => Number(row?.[`m${i}`] ?? 0));
}

/** Runs `step` (the server's code) and dates what it wrote at `time` ('YYYY-MM-DD HH:mm:ss', Asia/Shanghai). */
export async function asOf<T>(tx: Tx, time: string, step: () => Promise<T>): Promise<T> {
  const start = shanghaiTime();
  const marks = await maxIds(tx, ADDED);
  const result = await step();
  const at = sql`${time}::timestamp`;
  // One statement for every table: the step's new rows take the time whole; rows it updated (and did not add) take
  // it in the columns it set.
  const added = ADDED.map(
    (table, i) => sql`update ${table} set created_at = ${at}, updated_at = ${at} where id > ${marks[i]}`,
  );
  const touched = TOUCHED.map(([table, columns]) => {
    const sets = sql.join(
      columns.map((c) => {
        const col = sql.identifier(c);
        return sql`${col} = case when ${col} >= ${start}::timestamp then ${at} else ${col} end`;
      }),
      sql`, `,
    );
    const mark = ADDED.indexOf(table);
    const old = mark < 0 ? sql`` : sql` and id <= ${marks[mark]}`;
    return sql`update ${table} set ${sets} where updated_at >= ${start}::timestamp${old}`;
  });
  const steps = [...added, ...touched].map((update, i) => sql`${sql.identifier(`s${i}`)} as (${update})`);
  await tx.execute(sql`with ${sql.join(steps, sql`, `)} select 1`);
  return result;
}

/**
 * Moves the identity sequences of `tables` past their highest id. The seed inserts most rows with explicit ids and
 * moves the sequences only at its end; the routines run here insert with the sequence, so it must be current first.
 */
export async function continueIds(tx: Tx, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.identifier(table)}), false)`,
    );
  }
}

/** `YYYYMMDDHHmmss` of a Shanghai wall-clock time. */
export const stamp = (time: string): string => time.replace(/\D/g, '').slice(0, 14);

/**
 * order_no / pay_no in the format of orders/numbers.ts (timestamp, first digit of the user id, 5 digits), stamped
 * with the row's own time and a fixed suffix (numbers.ts stamps "now" and draws the digits at random).
 */
export const numberOf = (time: string, userId: number, serial: number): string =>
  `${stamp(time)}${String(userId).charAt(0)}${10000 + ((serial * 7919) % 90000)}`;
