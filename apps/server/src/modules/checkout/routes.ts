import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ORDER_STATUS,
  orderCreatedSchema,
  type CheckoutGroup,
  type OrderAfterItem,
  type OrderCreated,
} from '@shop/contract/orders';
import {
  checkoutCreateRequestSchema,
  checkoutPreviewRequestSchema,
  orderRefsRequestSchema,
} from '@shop/contract/requests/checkout';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, carts, goods, goodsSkus, orderGoods, orders, refunds } from '../../db/schema/index.ts';
import { ApiError, badInput, fail } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import type { Kv } from '../../lib/kv.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { bumpCounters } from '../catalog/cache.ts';
import { fromCents } from '../catalog/money.ts';
import { orderNo } from '../orders/numbers.ts';
import { loadOrderPromotions, orderPromotions } from '../orders/promotions-view.ts';
import {
  decodeCheckoutParams,
  priceCheckout,
  type PricedGroup,
  type PricedLine,
  type PricingContext,
} from './pricing.ts';
import { recordPromotions, takeFlashQuota } from './promotions.ts';
import { giveBackFlashUnits } from './steps/flash-counter.ts';
import { gateFlashSales } from './steps/flash.ts';
import {
  checkUnpaidPieces,
  checkUnpaidRoom,
  countUnpaid,
  lockShopper,
  unpaidGoodsLimit,
  unpaidOrderLimit,
  unpaidPieces,
} from './unpaid-limit.ts';
import { sendNow } from '../../db/send-now.ts';

/** Same user, same basket, within this window: a second click, not a second order. */
const REPEAT_WINDOW_MS = 3000;

/**
 * The double-click guard (shared through the kv store, so it holds across instances): the first request of a user
 * and basket within the window goes on, the others are refused. Answers a release for a refused order: a basket
 * that failed (no stock...) may be sent again at once, so its next attempt counts in a fresh window. (A generation
 * number rather than deleting the counter: the in-memory store's `del` does not clear `hit` windows.)
 */
async function claimBasket(kv: Kv, base: string): Promise<() => Promise<void>> {
  const generation = Number((await kv.get(`${base}:gen`)) ?? '0') || 0;
  const { count } = await kv.hit(`${base}:${generation}`, REPEAT_WINDOW_MS);
  if (count > 1) throw fail('order.repeat');
  return () => kv.set(`${base}:gen`, String(generation + 1), REPEAT_WINDOW_MS);
}

async function ownAddress(db: Db | Tx, userId: number, raw: string) {
  if (!raw || raw === '0') throw fail('order.addrErr');
  if (!/^\d{1,9}$/.test(raw)) throw badInput('badValue', { field: 'address_id' });
  const [row] = await db
    .select({
      province_id: addresses.province_id,
      receive_name: addresses.receive_name,
      receive_tel: addresses.receive_tel,
      area_info: addresses.area_info,
      address: addresses.address,
    })
    .from(addresses)
    .where(and(eq(addresses.id, Number(raw)), eq(addresses.user_id, userId), isNull(addresses.deleted_at)));
  // qwshop's second message for an address that is not there; another user's is not there.
  if (!row) throw fail('order.addrErr2');
  return row;
}

function previewGroup(g: PricedGroup): CheckoutGroup {
  return {
    goods_list: g.lines.map((l) => ({
      id: l.goodsId,
      store_id: l.storeId,
      goods_name: l.goodsName,
      goods_master_image: l.image,
      goods_price: fromCents(l.priceCents),
      goods_stock: l.stock,
      goods_weight: fromCents(l.weight),
      freight_id: l.freightId,
      store: g.store,
      sku_name: l.skuName,
      buy_num: l.buyNum,
      sku_id: l.skuId,
      total: fromCents(l.totalCents),
      total_weight: fromCents(l.totalWeight),
      collective_id: l.item.collective_id ?? 0,
    })),
    store_info: g.store,
    store_total_price: fromCents(g.orderCents),
    is_coupon: g.coupons.length > 0,
    coupons: g.coupons,
    coupon_id: g.couponId,
    discounts: g.discounts.map((d) => ({ kind: d.kind, name: d.name, money: fromCents(d.cents) })),
    freight_money: fromCents(g.freightCents),
    coupon_money: fromCents(g.discountCents),
    total_price: fromCents(g.totalCents),
  };
}

/** `coupon_id` of the checkout routes: one coupon log id per store group, 0 (or blank) for none. */
function couponList(raw: string): number[] {
  return raw.split(',').map((s) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : 0));
}

/** A pricing context for one checkout request. */
function pricingContext(req: FastifyRequest, tx: Tx, fields: Partial<PricingContext>): PricingContext {
  const nowMs = Date.now();
  return {
    tx,
    kv: req.server.kv,
    userId: req.userId!,
    now: shanghaiTime(nowMs),
    nowMs,
    placing: false,
    reservations: [],
    ...fields,
  };
}

/**
 * `remark` of group `index`: one text for every order; or one per store as a JSON object text
 * `{"<store_id>": "..."}` (what the storefront sends: form arrays with numeric keys are compacted by qs, so an
 * object keyed by store id cannot travel as `remark[<id>]`); or an array in group order.
 */
function remarkFor(remark: unknown, index: number, storeId: number): string {
  let v = remark;
  if (typeof v === 'string' && v.trim().startsWith('{')) {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      /* plain text that starts with a brace */
    }
  }
  let text = '';
  if (typeof v === 'string') text = v;
  else if (Array.isArray(v)) text = String(v[index] ?? '');
  else if (v && typeof v === 'object') {
    const byStore = (v as Record<string, unknown>)[String(storeId)];
    text = typeof byStore === 'string' ? byStore : '';
  }
  return text.trim().slice(0, 150);
}

/** Pieces per row id: two lines of the same SKU take their sum at once. */
function piecesBy(lines: PricedLine[], id: (l: PricedLine) => number): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of lines) out.set(id(l), (out.get(id(l)) ?? 0) + l.buyNum);
  return out;
}

/** `case <id column> when <id> then <pieces> ... end`: the pieces of each row in one update statement. */
function piecesOf(column: typeof goods.id | typeof goodsSkus.id, pieces: Map<number, number>): SQL {
  const arms = [...pieces].map(([id, n]) => sql`when ${id}::integer then ${n}::integer`);
  return sql`(case ${column} ${sql.join(arms, sql` `)} end)`;
}

/**
 * Takes the stock of every line with conditional updates (one statement per table): a row with too little left is
 * not updated, so stock can never go below zero, even under concurrency, and any row short → `库存不足.` and the
 * transaction rolls back. Each statement locks its rows in id order first (an update alone visits them in the order
 * it finds them on disk, which differs between transactions and deadlocks), SKUs before goods, so two baskets
 * sharing goods cannot deadlock; and it is the transaction's last write, so they stay locked only until the commit.
 * Both are sent at once, SKUs first (statements of one transaction run in the order they are sent).
 */
async function takeStock(tx: Tx, groups: PricedGroup[]): Promise<void> {
  const lines = groups.flatMap((g) => g.lines);
  const bySku = piecesBy(
    lines.filter((l) => l.skuId),
    (l) => l.skuId,
  );
  const byGoods = piecesBy(
    lines.filter((l) => !l.skuId),
    (l) => l.goodsId,
  );
  const skusTaken = bySku.size ? takeRows(tx, goodsSkus, bySku) : undefined;
  const goodsTaken = byGoods.size ? takeRows(tx, goods, byGoods) : undefined;
  const [skuRows, goodsRows] = await Promise.all([skusTaken, goodsTaken]);
  if ((skuRows && skuRows.length !== bySku.size) || (goodsRows && goodsRows.length !== byGoods.size))
    throw fail('order.stockErr');
}

/** The conditional stock update of `takeStock` on one table; answers the rows taken (sent when called). */
function takeRows(tx: Tx, table: typeof goods | typeof goodsSkus, pieces: Map<number, number>) {
  const n = piecesOf(table.id, pieces);
  const locked = tx
    .select({ id: table.id })
    .from(table)
    .where(inArray(table.id, [...pieces.keys()]))
    .orderBy(asc(table.id))
    .for('update')
    .as('locked');
  return sendNow(
    tx
      .update(table)
      .set({ goods_stock: sql`${table.goods_stock} - ${n}` })
      .from(locked)
      .where(and(eq(table.id, locked.id), gte(table.goods_stock, n)))
      .returning({ id: table.id }),
  );
}

/** The refusals of a flash sale, as the metrics name them. */
const FLASH_REFUSALS: Record<string, string | undefined> = {
  'seckill.soldOut': 'sold_out',
  'seckill.overLimit': 'over_limit',
};

async function placeOrders(req: FastifyRequest): Promise<OrderCreated> {
  const userId = req.userId!;
  const input = parseInput(checkoutCreateRequestSchema, req);
  const rawParams = input.params;
  const params = decodeCheckoutParams(rawParams);
  if (input.coupon_id === undefined) throw fail('order.couponEmpty');
  const couponIds = couponList(input.coupon_id);
  const release = await claimBasket(
    req.server.kv,
    `order:create:${userId}:${createHash('sha1').update(rawParams).digest('hex')}`,
  );
  // Flash-sale units taken from the hot counters by this request, given back if it fails.
  let reserved: PricingContext['reservations'] = [];
  try {
    // First, so that once a flash sale is sold out an attempt costs one read and no more.
    const gate = await gateFlashSales(req.server.db, req.server.kv, userId, params.order, shanghaiTime());
    reserved = gate.reserved;
    const address = await ownAddress(req.server.db, userId, input.address_id);
    const limit = await unpaidOrderLimit(req.server.db);
    const piecesLimit = await unpaidGoodsLimit(req.server.db);
    const created = await req.server.db.transaction(async (tx) => {
      // Statements whose answers nothing in between needs are sent together, in the order they must run (one
      // transaction's statements run in the order they are sent): on PGlite each answer awaited is a round trip to
      // the database's thread with the transaction open for every other request to wait on (docs/architecture.md,
      // "The embedded database"). 5 round trips instead of 10 for a basket of one store.
      // The unpaid caps and a flash sale's per-buyer limit count this shopper's orders: one such checkout at a
      // time. The counts are sent right behind the lock, so they see the orders of the checkout that held it.
      const shopperLocked = limit > 0 || piecesLimit > 0 || reserved.length > 0;
      const locked = shopperLocked ? sendNow(lockShopper(tx, userId)) : undefined;
      const unpaid = limit > 0 ? sendNow(countUnpaid(tx, userId)) : undefined;
      const held =
        piecesLimit > 0
          ? sendNow(unpaidPieces(tx, userId, [...new Set(params.order.map((i) => i.goods_id))]))
          : undefined;
      const ctx = pricingContext(req, tx, {
        provinceId: address.province_id,
        placing: true,
        couponIds,
        shopperLocked,
      });
      ctx.reservations = reserved;
      ctx.salesSeen = gate.seen;
      const groups = await priceCheckout(ctx, params.order);
      await locked;
      // One order per store: the checkout adds as many unpaid orders as it has groups.
      if (unpaid) checkUnpaidRoom(await unpaid, groups.length, limit);
      if (held)
        checkUnpaidPieces(
          await held,
          piecesBy(
            groups.flatMap((g) => g.lines),
            (l) => l.goodsId,
          ),
          piecesLimit,
        );
      const out: OrderCreated = { order_id: [], order_no: [] };
      const now = ctx.now;
      // The last writes, all sent at once. Each group's lines and promotions name their order by the id its insert,
      // sent just before on this same connection, drew from the sequence (`currval` is per session).
      const orderId = sql<number>`currval('orders_id_seq')`;
      const writes: Promise<unknown>[] = [];
      for (const [i, g] of groups.entries()) {
        const no = orderNo(userId);
        const first = g.lines[0]!;
        const inserted = tx
          .insert(orders)
          .values({
            user_id: userId,
            store_id: g.store.id,
            coupon_id: g.couponId,
            collective_id: g.collective?.logId ?? 0,
            order_no: no,
            order_name: first.goodsName,
            order_image: first.image,
            order_price: fromCents(g.orderCents),
            freight_money: fromCents(g.freightCents),
            coupon_money: fromCents(g.discountCents),
            total_price: fromCents(g.totalCents),
            order_status: ORDER_STATUS.waitPay,
            receive_name: address.receive_name,
            receive_tel: address.receive_tel,
            receive_area: address.area_info,
            receive_address: address.address,
            remark: remarkFor(input.remark, i, g.store.id),
            // Steps not taken yet hold the creation time itself, not the database clock's (which may read a second
            // apart): the order views and after-sale tell a step taken from one to come by these times.
            pay_time: now,
            delivery_time: now,
            receipt_time: now,
            comment_time: now,
            created_at: now,
            updated_at: now,
          })
          .returning({ id: orders.id })
          .then(([order]) => {
            out.order_id[i] = order!.id;
            out.order_no[i] = no;
          });
        const lines = tx.insert(orderGoods).values(
          g.lines.map((l) => ({
            order_id: orderId,
            user_id: userId,
            store_id: g.store.id,
            sku_id: l.skuId,
            goods_id: l.goodsId,
            goods_name: l.goodsName,
            goods_image: l.image,
            sku_name: l.skuName,
            buy_num: l.buyNum,
            goods_price: fromCents(l.priceCents),
            total_price: fromCents(l.totalCents),
            total_weight: fromCents(l.totalWeight),
            seckill_id: l.seckill?.id ?? 0,
            created_at: now,
            updated_at: now,
          })),
        );
        writes.push(inserted, sendNow(lines), recordPromotions(tx, g, orderId, userId, now));
      }
      const cartIds = params.order.map((i) => i.cart_id ?? 0).filter((id) => id > 0);
      if (params.ifcart && cartIds.length) {
        writes.push(
          sendNow(
            tx
              .update(carts)
              .set({ deleted_at: now })
              .where(and(inArray(carts.id, cartIds), eq(carts.user_id, userId), isNull(carts.deleted_at))),
          ),
        );
      }
      // Last: the flash sales' and the goods' rows, which every basket of those goods waits on, stay locked only
      // from here to the commit (on PostgreSQL each statement after them would be one more round trip held).
      writes.push(takeFlashQuota(tx, groups), takeStock(tx, groups));
      // Answers come in the order the statements were sent, so the first refusal is the one reported.
      await Promise.all(writes);
      return out;
    });
    await bumpCounters(req.server.kv);
    req.server.metrics.ordersPlaced.inc(created.order_id.length);
    return created;
  } catch (e) {
    await release();
    await giveBackFlashUnits(req.server.kv, reserved);
    if (e instanceof ApiError) {
      // Every flash-sale refusal (the hot counters' and the database's) ends up here.
      const reason = FLASH_REFUSALS[e.key];
      if (reason) req.server.metrics.flashSaleRefused.inc({ reason });
      throw e;
    }
    req.log.error(e, 'order creation failed');
    throw fail('order.errorLast');
  }
}

/** Own orders named by id or number in base64 `params` (`{order_id:[...]}` / `{order_no:[...]}`). */
export function decodeOrderRefs(raw: string): { ids: number[]; nos: string[] } {
  let p: { order_id?: unknown; order_no?: unknown };
  try {
    p = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8')) as typeof p;
  } catch {
    throw badInput('badValue', { field: 'params' });
  }
  const arr = (v: unknown): unknown[] =>
    (Array.isArray(v) ? (v as unknown[]) : v === undefined ? [] : [v]).slice(0, 100);
  const ids = arr(p?.order_id)
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const nos = arr(p?.order_no)
    .map(String)
    .filter((s) => /^[0-9A-Za-z]{1,30}$/.test(s));
  return { ids, nos };
}

/** OrderAfterHomeCollection: orders with their lines and after-sale row, limited by `scope` (owner or store). */
export async function ordersAfter(
  db: Db,
  refs: { ids: number[]; nos: string[] },
  scope: SQL | undefined,
): Promise<OrderAfterItem[]> {
  if (!refs.ids.length && !refs.nos.length) return [];
  const which = refs.ids.length ? inArray(orders.id, refs.ids) : inArray(orders.order_no, refs.nos);
  const rows = await db
    .select()
    .from(orders)
    .where(and(which, scope, isNull(orders.deleted_at)))
    .orderBy(asc(orders.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db.select().from(orderGoods).where(inArray(orderGoods.order_id, ids)).orderBy(asc(orderGoods.id));
  const refundRows = await db
    .select()
    .from(refunds)
    .where(and(inArray(refunds.order_id, ids), isNull(refunds.deleted_at)))
    .orderBy(desc(refunds.id));
  const promotions = await loadOrderPromotions(db, rows);
  return rows.map((o) => ({
    id: o.id,
    order_no: o.order_no,
    order_price: o.order_price,
    total_price: o.total_price,
    freight_money: o.freight_money,
    coupon_money: o.coupon_money,
    ...orderPromotions(promotions, o),
    receive_area: o.receive_area,
    receive_address: o.receive_address,
    receive_tel: o.receive_tel,
    receive_name: o.receive_name,
    delivery_no: o.delivery_no,
    delivery_code: o.delivery_code,
    refund: (refundRows.find((r) => r.order_id === o.id) as OrderAfterItem['refund'] | undefined) ?? [],
    remark: o.remark,
    order_status: o.order_status,
    store_id: o.store_id,
    order_goods: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        goods_image: l.goods_image,
        goods_name: l.goods_name,
        goods_price: l.goods_price,
        sku_name: l.sku_name,
        buy_num: l.buy_num,
        total_price: l.total_price,
      })),
  }));
}

/** Checkout: preview, placing orders, and the orders summary of the pay page. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/order/before',
    documented({
      tags: ['checkout'],
      summary: 'Checkout preview per store (params = base64 JSON)',
      body: checkoutPreviewRequestSchema,
    }),
    async (req) => {
      const input = parseInput(checkoutPreviewRequestSchema, req);
      const params = decodeCheckoutParams(input.params);
      const addressText = input.address_id;
      const address = addressText ? await ownAddress(req.server.db, req.userId!, addressText) : undefined;
      const couponIds = input.coupon_id === undefined ? undefined : couponList(input.coupon_id);
      const groups = await req.server.db.transaction((tx) =>
        priceCheckout(pricingContext(req, tx, { provinceId: address?.province_id, couponIds }), params.order),
      );
      return { code: 200, msg: 'ok', data: groups.map(previewGroup) };
    },
  );

  app.post(
    '/user/order/create',
    documented({
      tags: ['checkout'],
      summary: 'Place one order per store',
      body: checkoutCreateRequestSchema,
      answer: orderCreatedSchema,
    }),
    async (req) => ({
      code: 200,
      msg: translate(req.lang, 'success'),
      data: await placeOrders(req),
    }),
  );

  app.post(
    '/user/order/after',
    documented({
      tags: ['checkout'],
      summary: 'Own orders by id or number (params = base64 JSON)',
      body: orderRefsRequestSchema,
    }),
    async (req) => ({
      code: 200,
      msg: 'ok',
      data: await ordersAfter(
        req.server.db,
        decodeOrderRefs(parseInput(orderRefsRequestSchema, req).params),
        eq(orders.user_id, req.userId!),
      ),
    }),
  );
}
