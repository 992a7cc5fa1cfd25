/**
 * The requests the money property test sends, each with what the model says it must answer and how it changes the
 * model when it succeeds. All of them go through HTTP (app.inject), as the shop's clients send them.
 */
import { and, asc, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { CASH_STATUS } from '@shop/contract/finance';
import { ORDER_STATUS } from '@shop/contract/orders';
import { cashes, orderPays, orders } from '../src/db/schema/index.ts';
import { translate, type MessageKey } from '../src/http/messages.ts';
import {
  cents,
  cloneModel,
  commissionsOf,
  feeOf,
  pointsEarned,
  storeOf,
  userOf,
  type Model,
  type ModelOrder,
} from './money-model.ts';
import type { World } from './money-world.ts';

export interface Reply {
  code: number;
  msg: string;
  data: unknown;
}

/** Success, or the refusal (its zh-cn message) the rules call for. */
export type Expected = { ok: true } | { ok: false; msg: string };

export interface Action {
  label: string;
  expect(m: Model): Expected;
  send(): Promise<Reply>;
  /** Brings the model up to date after a success (may read new rows' ids; throws when a row is not as expected). */
  apply(m: Model, reply: Reply): Promise<void>;
}

const OK: Expected = { ok: true };
const refusal = (key: MessageKey, params?: Record<string, number>): Expected => ({
  ok: false,
  msg: translate('zh-cn', key, params),
});

/** 1234 → '12.34' (what the clients send). */
export const yuan = (c: number): string => `${c < 0 ? '-' : ''}${(Math.abs(c) / 100).toFixed(2)}`;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');

const matches = (e: Expected, r: Reply) => (e.ok ? r.code === 200 : r.code !== 200 && r.msg === e.msg);
const describeExpected = (e: Expected) => (e.ok ? 'success' : `refusal "${e.msg}"`);

/** Sends one action and checks its answer against the model; answers whether it succeeded. */
export async function runAlone(m: Model, a: Action): Promise<boolean> {
  const e = a.expect(m);
  const r = await a.send();
  if (!matches(e, r)) throw new Error(`${a.label}: expected ${describeExpected(e)}, got ${r.code} "${r.msg}"`);
  if (e.ok) await a.apply(m, r);
  return e.ok;
}

/** Every order of the items. */
function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((first, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [first, ...rest]),
  );
}

/**
 * Sends actions at the same time (Promise.all). The answers must be those of the actions run one after the other in
 * some order: the model tries each order and takes the first that explains every answer.
 */
export async function runTogether(m: Model, actions: Action[]): Promise<void> {
  const replies = await Promise.all(actions.map((a) => a.send()));
  const orders = permutations(actions.map((_, i) => i));
  const tried: string[] = [];
  for (const order of orders) {
    const trial = cloneModel(m);
    let fits = true;
    for (const i of order) {
      const e = actions[i]!.expect(trial);
      if (!matches(e, replies[i]!)) {
        fits = false;
        tried.push(`${order.join('→')}: ${actions[i]!.label} should give ${describeExpected(e)}`);
        break;
      }
      if (e.ok) await actions[i]!.apply(trial, replies[i]!);
    }
    if (fits) {
      for (const i of order) if (matches(OK, replies[i]!)) await actions[i]!.apply(m, replies[i]!);
      return;
    }
  }
  const got = actions.map((a, i) => `${a.label} → ${replies[i]!.code} "${replies[i]!.msg}"`).join('; ');
  throw new Error(`simultaneous requests answered ${got}; no serial order explains it (${tried.join('; ')})`);
}

const shopperName = (w: World, id: number) => w.shoppers.find((s) => s.id === id)?.name ?? `user ${id}`;
const tokenOf = (w: World, userId: number) => w.shoppers.find((s) => s.id === userId)!.token;
const sellerOf = (w: World, storeId: number) => w.sellers.find((s) => s.storeId === storeId)!;

/** The platform credits (or debits) a user's money or points, or a store's money. */
export function adminMoney(
  w: World,
  target: { belong: 'user' | 'store'; id: number },
  type: 0 | 2,
  amount: number,
): Action {
  /** The balance this changes, read and written in cents. */
  const slot = (m: Model): { get(): number; add(c: number): void } => {
    if (target.belong === 'store') {
      const b = storeOf(m, target.id);
      return { get: () => b.money, add: (c) => (b.money += c) };
    }
    const u = userOf(m, target.id);
    return type === 2
      ? { get: () => u.points, add: (c) => (u.points += c) }
      : { get: () => u.money, add: (c) => (u.money += c) };
  };
  return {
    label: `admin ${amount > 0 ? 'credits' : 'debits'} ${target.belong} ${target.id} ${type === 2 ? 'points' : 'money'} ${yuan(amount)}`,
    expect: (m) => (slot(m).get() + amount < 0 ? refusal('money.notEnough') : OK),
    send: () =>
      w.t.call('POST', '/api/Admin/users/money/handle', {
        token: w.admin,
        body: { id: target.id, money: yuan(amount), is_type: type, is_belong: target.belong === 'store' ? 1 : 0 },
      }),
    apply: async (m) => slot(m).add(amount),
  };
}

const unpaidOf = (m: Model, buyer: number) =>
  [...m.orders.values()].filter((o) => o.buyer === buyer && o.status === ORDER_STATUS.waitPay);

/** A shopper checks out a basket (one order per store); `basket` makes the request unique (no double-click guard). */
export function placeOrder(w: World, buyer: number, items: { goods: number; n: number }[], basket: number): Action {
  const stores = [...new Set(items.map((i) => w.goods[i.goods]!.storeId))];
  const shopper = w.shoppers.find((s) => s.id === buyer)!;
  return {
    label: `${shopper.name} orders ${items.map((i) => `${i.n}×goods ${w.goods[i.goods]!.id}`).join(' + ')}`,
    expect: (m) =>
      unpaidOf(m, buyer).length + stores.length > w.unpaidLimit
        ? refusal('order.unpaidLimit', { limit: w.unpaidLimit })
        : OK,
    send: () =>
      w.t.call('POST', '/api/user/order/create', {
        token: shopper.token,
        body: {
          params: b64({
            order: items.map((i, k) => ({
              goods_id: w.goods[i.goods]!.id,
              sku_id: 0,
              buy_num: i.n,
              cart_id: k === 0 ? basket : undefined,
            })),
            ifcart: 0,
          }),
          address_id: shopper.address,
          coupon_id: '',
        },
      }),
    apply: async (m, reply) => {
      const ids = (reply.data as { order_id: number[] }).order_id;
      const rows = await w.t.database.db.select().from(orders).where(inArray(orders.id, ids));
      if (rows.length !== stores.length)
        throw new Error(`checkout made ${rows.length} orders for ${stores.length} stores`);
      for (const row of rows) {
        const lines = items
          .filter((i) => w.goods[i.goods]!.storeId === row.store_id)
          .map((i) => ({ goodsId: w.goods[i.goods]!.id, cents: w.goods[i.goods]!.priceCents * i.n }));
        const total = lines.reduce((s, l) => s + l.cents, 0) + sellerOf(w, row.store_id).freightCents;
        if (cents(row.total_price) !== total)
          throw new Error(`order ${row.id} costs ${row.total_price}, the model expects ${yuan(total)}`);
        m.orders.set(row.id, {
          id: row.id,
          buyer,
          storeId: row.store_id,
          totalCents: total,
          lines,
          status: ORDER_STATUS.waitPay,
          refund: 'none',
        });
      }
    },
  };
}

/** The buyer pays some of their orders with their balance (only those still unpaid are paid). */
export function payOrders(w: World, buyer: number, ids: number[]): Action {
  const due = (m: Model) => ids.map((id) => m.orders.get(id)).filter((o) => o?.status === ORDER_STATUS.waitPay);
  return {
    label: `${shopperName(w, buyer)} pays orders ${ids.join(',')}`,
    expect: (m) => {
      const unpaid = due(m);
      if (!unpaid.length) return refusal('order.payed');
      const total = unpaid.reduce((s, o) => s + o!.totalCents, 0);
      return total > userOf(m, buyer).money ? refusal('order.moneyNotEnough') : OK;
    },
    send: () =>
      w.t.call('POST', '/api/user/order/pay', {
        token: tokenOf(w, buyer),
        body: { order_id: ids.join(','), payment_name: 'balance', pay_password: '123456', device: 'scan' },
      }),
    apply: async (m) => {
      for (const o of due(m)) {
        userOf(m, buyer).money -= o!.totalCents;
        o!.status = ORDER_STATUS.waitDelivery;
      }
    },
  };
}

/**
 * The buyer pays one order with Alipay and Alipay notifies the shop, twice (a replay must change nothing). With
 * `cancelFirst` the buyer cancels the order between starting the payment and the notification: the money paid then
 * stays on their balance. Answers the payment's start; a refused cancel or notification answers as a failure.
 */
export function payByAlipay(w: World, order: ModelOrder, cancelFirst: boolean): Action {
  const token = tokenOf(w, order.buyer);
  return {
    label: `${shopperName(w, order.buyer)} pays order ${order.id} by Alipay${cancelFirst ? ', cancelling it before the notice' : ''}`,
    expect: (m) => (m.orders.get(order.id)?.status === ORDER_STATUS.waitPay ? OK : refusal('order.payed')),
    send: async () => {
      const started = await w.t.call('POST', '/api/user/order/pay', {
        token,
        body: { order_id: order.id, payment_name: 'alipay', device: 'web' },
      });
      if (started.code !== 200) return started;
      const [pay] = await w.t.database.db
        .select()
        .from(orderPays)
        .where(and(eq(orderPays.belong_id, order.buyer), eq(orderPays.order_ids, String(order.id))))
        .orderBy(desc(orderPays.id))
        .limit(1);
      if (cancelFirst) {
        const cancelled = await w.t.call('PUT', `/api/user/order/${order.id}`, { token, body: { order_status: 0 } });
        if (cancelled.code !== 200) return { code: -1, msg: `cancel refused: ${cancelled.msg}`, data: null };
      }
      for (const attempt of ['notice', 'replayed notice']) {
        const body = await w.alipay.notify(pay!.pay_no, cents(pay!.total));
        if (body !== 'success') return { code: -1, msg: `${attempt} answered ${body}`, data: null };
      }
      return started;
    },
    apply: async (m) => {
      const o = m.orders.get(order.id)!;
      if (cancelFirst) {
        userOf(m, o.buyer).money += o.totalCents;
        m.orders.delete(o.id);
      } else o.status = ORDER_STATUS.waitDelivery;
    },
  };
}

/** A step of an order's life by its buyer: cancel (0) or confirm receipt (4). */
export function buyerStatus(w: World, order: ModelOrder, target: 0 | 4): Action {
  const from = target === 0 ? ORDER_STATUS.waitPay : ORDER_STATUS.waitReceipt;
  return {
    label: `${shopperName(w, order.buyer)} ${target === 0 ? 'cancels' : 'confirms receipt of'} order ${order.id}`,
    expect: (m) => (m.orders.get(order.id)?.status === from ? OK : refusal('order.statusErr')),
    send: () =>
      w.t.call('PUT', `/api/user/order/${order.id}`, {
        token: tokenOf(w, order.buyer),
        body: { order_status: target },
      }),
    apply: async (m) => {
      if (target === 0) m.orders.delete(order.id);
      else m.orders.get(order.id)!.status = ORDER_STATUS.waitComment;
    },
  };
}

/** A store ships an order (`storeId`: the store asking, which may not be the order's). */
export function ship(w: World, order: ModelOrder, storeId: number): Action {
  return {
    label: `store ${storeId} ships order ${order.id}`,
    expect: (m) =>
      storeId !== order.storeId
        ? refusal('order.empty')
        : m.orders.get(order.id)?.status === ORDER_STATUS.waitDelivery
          ? OK
          : refusal('order.statusErr'),
    send: () =>
      w.t.call('PUT', '/api/Seller/orders/status/edit', {
        token: sellerOf(w, storeId).token,
        body: { id: order.id, status: 3, delivery_code: 'yd', delivery_no: `MP${order.id}` },
      }),
    apply: async (m) => {
      m.orders.get(order.id)!.status = ORDER_STATUS.waitReceipt;
    },
  };
}

/**
 * The order completes, earning its buyer points: by the buyer's review (which answers success whatever the status,
 * doing nothing unless the order waits for one, as qwshop did) or by the platform.
 */
export function complete(w: World, order: ModelOrder, by: 'buyer' | 'admin'): Action {
  const waiting = (m: Model) => m.orders.get(order.id)?.status === ORDER_STATUS.waitComment;
  return {
    label: `${by === 'buyer' ? shopperName(w, order.buyer) + ' reviews' : 'admin completes'} order ${order.id}`,
    expect: (m) => (by === 'buyer' || waiting(m) ? OK : refusal('order.statusErr')),
    send: () =>
      by === 'buyer'
        ? w.t.call('POST', '/api/user/comments', {
            token: tokenOf(w, order.buyer),
            body: { order_id: order.id, content: '好' },
          })
        : w.t.call('PUT', '/api/Admin/orders/status/edit', { token: w.admin, body: { id: order.id, status: 6 } }),
    apply: async (m) => {
      const o = m.orders.get(order.id);
      if (!o || o.status !== ORDER_STATUS.waitComment) return;
      o.status = ORDER_STATUS.completed;
      userOf(m, o.buyer).points += pointsEarned(w, o.totalCents);
    },
  };
}

/** The buyer asks for their money back (refund type 0). */
export function askRefund(w: World, order: ModelOrder): Action {
  const refundable: number[] = [ORDER_STATUS.waitDelivery, ORDER_STATUS.waitReceipt, ORDER_STATUS.waitComment];
  return {
    label: `${shopperName(w, order.buyer)} asks a refund of order ${order.id}`,
    expect: (m) => (refundable.includes(m.orders.get(order.id)?.status ?? -1) ? OK : refusal('refund.notAllowed')),
    send: () =>
      w.t.call('POST', '/api/user/order/refund', {
        token: tokenOf(w, order.buyer),
        body: { order_id: order.id, refund_type: 0, refund_remark: '不想要了' },
      }),
    apply: async (m) => {
      const o = m.orders.get(order.id)!;
      o.beforeRefund = o.status;
      o.status = ORDER_STATUS.afterSale;
      o.refund = 'pending';
    },
  };
}

/** The order's store approves (the buyer gets the whole total back) or refuses the pending request. */
export function decideRefund(w: World, order: ModelOrder, approve: boolean): Action {
  return {
    label: `store ${order.storeId} ${approve ? 'approves' : 'refuses'} the refund of order ${order.id}`,
    expect: (m) => {
      const state = m.orders.get(order.id)?.refund ?? 'none';
      if (state === 'none') return refusal('refund.notFound');
      return state === 'pending' ? OK : refusal('refund.decided');
    },
    send: () =>
      w.t.call('PUT', `/api/Seller/refunds/${order.id}`, {
        token: sellerOf(w, order.storeId).token,
        body: approve ? { refund_verify: 1 } : { refund_verify: 2, refuse_remark: '已发货' },
      }),
    apply: async (m) => {
      const o = m.orders.get(order.id)!;
      if (approve) {
        userOf(m, o.buyer).money += o.totalCents;
        m.orders.delete(o.id);
        return;
      }
      // The order goes back to where it was before the request. The server reads that from the order's timestamps,
      // which have whole seconds: a step taken in the same second as the one before reads as not taken (a known
      // limit, status only, no money): accept any earlier step and follow the database.
      const [row] = await w.t.database.db
        .select({ status: orders.order_status })
        .from(orders)
        .where(eq(orders.id, o.id));
      const back = row!.status;
      if (back < ORDER_STATUS.waitDelivery || back > (o.beforeRefund ?? ORDER_STATUS.waitComment))
        throw new Error(`refused refund left order ${o.id} in status ${back} (was ${o.beforeRefund ?? '2..4'})`);
      o.status = back;
      o.refund = 'refused';
    },
  };
}

/** The platform settles completed orders now: each store gets its orders' totals less the commissions, paid out. */
export function settle(w: World): Action {
  const due = (m: Model) => [...m.orders.values()].filter((o) => o.status === ORDER_STATUS.completed);
  return {
    label: 'admin settles',
    expect: (m) => (due(m).length ? OK : refusal('settlement.none')),
    send: () => w.t.call('GET', '/api/Admin/order_settlement_handle', { token: w.admin }),
    apply: async (m) => {
      for (const o of due(m)) {
        let paid = 0;
        for (const [userId, c] of commissionsOf(w, o)) {
          userOf(m, userId).money += c;
          paid += c;
        }
        storeOf(m, o.storeId).money += o.totalCents - paid;
        m.orders.delete(o.id);
      }
    },
  };
}

/** At most this many processed requests stay in the model (to try deciding or cancelling one again). */
const KEEP_PROCESSED = 10;

function forgetOldProcessed(m: Model): void {
  const processed = [...m.cashes.values()].filter((c) => c.status !== CASH_STATUS.pending).sort((a, b) => b.id - a.id);
  for (const c of processed.slice(KEEP_PROCESSED)) m.cashes.delete(c.id);
}

/** A withdrawal request of `gross` cents by a shopper or a store: the gross amount moves to frozen money. */
export function requestCash(w: World, owner: { belong: 'user' | 'store'; id: number }, gross: number): Action {
  const balance = (m: Model) => (owner.belong === 'user' ? userOf(m, owner.id) : storeOf(m, owner.id));
  const checked = owner.belong === 'store' || w.shoppers.find((s) => s.id === owner.id)!.checked;
  return {
    label: `${owner.belong === 'user' ? shopperName(w, owner.id) : `store ${owner.id}`} withdraws ${yuan(gross)}`,
    expect: (m) =>
      !checked
        ? refusal('cash.noCheck')
        : feeOf(w, gross) >= gross
          ? refusal('cash.feeTooLarge')
          : gross > balance(m).money
            ? refusal('cash.notEnough')
            : OK,
    send: () =>
      owner.belong === 'user'
        ? w.t.call('POST', '/api/user/cashes', {
            token: tokenOf(w, owner.id),
            body: { money: yuan(gross), remark: '' },
          })
        : w.t.call('POST', '/api/Seller/cashes', {
            token: sellerOf(w, owner.id).token,
            body: { money: yuan(gross), name: '王五', bank_name: '工商银行', card_no: '6222000011112222', remark: '' },
          }),
    apply: async (m) => {
      const b = balance(m);
      b.money -= gross;
      b.frozen += gross;
      const known = [...m.cashes.keys()];
      const rows = await w.t.database.db
        .select()
        .from(cashes)
        .where(
          and(
            owner.belong === 'user' ? eq(cashes.user_id, owner.id) : eq(cashes.store_id, owner.id),
            owner.belong === 'user' ? eq(cashes.store_id, 0) : undefined,
            eq(cashes.cash_status, CASH_STATUS.pending),
            // A request the store took back keeps its pending status but is deleted: an earlier run's, of the same
            // amount, must not be taken for this one.
            isNull(cashes.deleted_at),
            known.length ? notInArray(cashes.id, known) : undefined,
          ),
        )
        .orderBy(asc(cashes.id));
      const row = rows.find((r) => cents(r.money) + cents(r.commission) === gross);
      if (!row) throw new Error(`no pending request of ${yuan(gross)} was recorded`);
      if (cents(row.commission) !== feeOf(w, gross))
        throw new Error(
          `request ${row.id} of ${yuan(gross)} has fee ${row.commission}, expected ${yuan(feeOf(w, gross))}`,
        );
      m.cashes.set(row.id, { id: row.id, belong: owner.belong, owner: owner.id, grossCents: gross, status: 0 });
    },
  };
}

/** A store takes a request back (`storeId` asks; the request may be another store's or a shopper's). */
export function cancelCash(w: World, storeId: number, cashId: number): Action {
  return {
    label: `store ${storeId} cancels withdrawal ${cashId}`,
    expect: (m) => {
      const c = m.cashes.get(cashId);
      if (!c || c.belong !== 'store' || c.owner !== storeId) return refusal('findDataError');
      return c.status === CASH_STATUS.pending ? OK : refusal('cash.notPending');
    },
    send: () => w.t.call('DELETE', `/api/Seller/cashes/${cashId}`, { token: sellerOf(w, storeId).token }),
    apply: async (m) => {
      const c = m.cashes.get(cashId)!;
      const b = storeOf(m, c.owner);
      b.frozen -= c.grossCents;
      b.money += c.grossCents;
      m.cashes.delete(cashId);
    },
  };
}

/** The platform pays out (1) or refuses (2) a request. */
export function reviewCash(w: World, cashId: number, decision: 1 | 2): Action {
  return {
    label: `admin ${decision === 1 ? 'pays' : 'refuses'} withdrawal ${cashId}`,
    expect: (m) => (m.cashes.get(cashId)?.status === CASH_STATUS.pending ? OK : refusal('cash.notPending')),
    send: () =>
      w.t.call('PUT', `/api/Admin/cashes/${cashId}`, {
        token: w.admin,
        body: decision === 1 ? { cash_status: 1 } : { cash_status: 2, refuse_info: '账户有误' },
      }),
    apply: async (m) => {
      const c = m.cashes.get(cashId)!;
      const b = c.belong === 'user' ? userOf(m, c.owner) : storeOf(m, c.owner);
      b.frozen -= c.grossCents;
      if (decision === 2) b.money += c.grossCents;
      c.status = decision;
      forgetOldProcessed(m);
    },
  };
}

/** A shopper buys points goods with points. */
export function buyWithPoints(w: World, buyer: number, goodsIndex: number, n: number): Action {
  const g = w.pointsGoods[goodsIndex]!;
  const shopper = w.shoppers.find((s) => s.id === buyer)!;
  const total = g.priceCents * n;
  return {
    label: `${shopper.name} buys ${n}×points goods ${g.id} for ${yuan(total)} points`,
    expect: (m) =>
      total > userOf(m, buyer).points
        ? refusal('integral.notEnough')
        : (m.pointsStock.get(g.id) ?? 0) < n
          ? refusal('order.stockErr')
          : OK,
    send: () =>
      w.t.call('POST', '/api/integral/pay', {
        token: shopper.token,
        body: { id: g.id, buy_num: n, address_id: shopper.address, remark: '' },
      }),
    apply: async (m) => {
      userOf(m, buyer).points -= total;
      m.pointsStock.set(g.id, m.pointsStock.get(g.id)! - n);
    },
  };
}
