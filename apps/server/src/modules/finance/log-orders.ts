/**
 * The orders a money log line is about. `info` cites what moved the money (docs/money.md#the-orders-a-log-line-is-about): a payment's
 * number or its provider's transaction (订单支付, 在线充值), an order number (refunds, group refunds, points
 * earned) or a settlement number (a store's settlement). Those numbers mean nothing to the person reading the log,
 * so each row gains `orders`: the orders of the log's owner (the member, or the store for a store's line) that the
 * cited number covers, for the clients to link.
 */
import { and, inArray, isNull, or } from 'drizzle-orm';
import { BALANCE_OWNER } from '@shop/contract/stores';
import type { LogOrder } from '@shop/contract/finance';
import type { Db } from '../../db/client.ts';
import { orderPays, orderSettlements, orders } from '../../db/schema/index.ts';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../http/resource.ts';

/** Numbers cited by an `info` (settlements write `<no> <amount>`, commissions `<no>|商品分佣-<amount>`). */
function citedNumbers(info: unknown): string[] {
  if (typeof info !== 'string') return [];
  return info.split(/[\s|]+/).filter((part) => /^[A-Za-z0-9_-]{6,64}$/.test(part));
}

const ownerOf = (row: Row) => ({ id: Number(row.user_id), store: Number(row.is_belong) === BALANCE_OWNER.store });

/**
 * Each cited number's order ids: payments of the members (by number or provider transaction), settlements of the
 * stores, and orders by number. Each lookup is narrowed by an indexed column (owner or order number).
 */
async function ordersByNumber(db: Db, rows: Row[], numbers: string[]): Promise<Map<string, Set<number>>> {
  const byNumber = new Map<string, Set<number>>();
  const add = (no: string, id: number) => {
    if (!no || !(id > 0)) return;
    const ids = byNumber.get(no) ?? new Set<number>();
    ids.add(id);
    byNumber.set(no, ids);
  };
  const members = [...new Set(rows.filter((r) => !ownerOf(r).store).map((r) => ownerOf(r).id))];
  const stores = [...new Set(rows.filter((r) => ownerOf(r).store).map((r) => ownerOf(r).id))];
  const [pays, own, settled] = await Promise.all([
    members.length
      ? db
          .select({ pay_no: orderPays.pay_no, trade_no: orderPays.trade_no, order_ids: orderPays.order_ids })
          .from(orderPays)
          .where(
            and(
              inArray(orderPays.belong_id, members),
              or(inArray(orderPays.pay_no, numbers), inArray(orderPays.trade_no, numbers)),
            ),
          )
      : [],
    db.select({ id: orders.id, order_no: orders.order_no }).from(orders).where(inArray(orders.order_no, numbers)),
    stores.length
      ? db
          .select({ no: orderSettlements.settlement_no, order_id: orderSettlements.order_id })
          .from(orderSettlements)
          .where(
            and(
              inArray(orderSettlements.store_id, stores),
              inArray(orderSettlements.settlement_no, numbers),
              isNull(orderSettlements.deleted_at),
            ),
          )
      : [],
  ]);
  for (const pay of pays) {
    for (const id of pay.order_ids.split(',').map(Number)) {
      add(pay.pay_no, id);
      // A balance payment keeps '-' as its transaction: never a reference.
      if (pay.trade_no !== '-') add(pay.trade_no, id);
    }
  }
  for (const o of own) add(o.order_no, o.id);
  for (const s of settled) add(s.no, s.order_id);
  return byNumber;
}

/**
 * The rows with `orders` (`LogOrder[]`, [] when the line cites none of the owner's orders), newest order first.
 *
 * @example await addLogOrders(db, [{ user_id: 5, is_belong: 0, info: 'P2024…' }]) // [{ …, orders: [{ id: 9, order_no: '…' }] }]
 */
export async function addLogOrders(db: Db, rows: Row[]): Promise<Row[]> {
  const numbers = [...new Set(rows.flatMap((row) => citedNumbers(row.info)))];
  if (!numbers.length) return rows.map((row) => ({ ...row, orders: [] }));
  const byNumber = await ordersByNumber(db, rows, numbers);
  const ids = [...new Set([...byNumber.values()].flatMap((set) => [...set]))];
  const found = ids.length
    ? await db
        .select({ id: orders.id, order_no: orders.order_no, user_id: orders.user_id, store_id: orders.store_id })
        .from(orders)
        .where(inArray(orders.id, ids))
    : [];
  const byId = new Map(found.map((o) => [o.id, o]));
  return rows.map((row) => {
    const owner = ownerOf(row);
    const linked = new Map<number, LogOrder>();
    for (const no of citedNumbers(row.info)) {
      for (const id of byNumber.get(no) ?? []) {
        const order = byId.get(id);
        // Only the owner's own orders: a referrer's commission cites the buyer's order, which is not theirs to open.
        if (!order || (owner.store ? order.store_id : order.user_id) !== owner.id) continue;
        linked.set(order.id, { id: order.id, order_no: order.order_no });
      }
    }
    return { ...row, orders: [...linked.values()].sort((a, b) => b.id - a.id) };
  });
}

const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Mounts a money log resource (the member's, the Admin's, the Seller's) whose successful answers gain `orders` on
 * each row. Done on the answer rather than with `format.list`, which would turn qwshop's raw paginator (`links`,
 * `from`, …) into the shorter collection its clients do not expect.
 */
export function withLogOrders(resource: (app: FastifyInstance) => Promise<void>) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
      if (!isRow(payload) || payload.code !== 200 || !isRow(payload.data)) return payload;
      const data = payload.data;
      if (Array.isArray(data.data)) {
        const rows = data.data.filter(isRow);
        return { ...payload, data: { ...data, data: await addLogOrders(req.server.db, rows) } };
      }
      const [row] = await addLogOrders(req.server.db, [data]);
      return { ...payload, data: row };
    });
    await resource(app);
  };
}
