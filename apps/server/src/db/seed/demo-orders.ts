/**
 * Demo orders of shopper 13800000000 (user 9, address 1) in five stores, one or more in every state of
 * docs/statuses.md#orders, so the order pages of the storefront, the Admin and the Seller open with work in them:
 * waiting payment, waiting delivery (two of them in store 1, the store of the `seller` demo login), shipped,
 * waiting for a review, completed and settled, cancelled, and two after-sales waiting for the store (a refund and
 * a return). Rows are written the way the real flows leave them (checkout, provider payment, shipping,
 * reviews, after-sale, settlement), with explicit ids because the identity sequences are
 * moved past the seeded ids only at the end of the seed.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  freights,
  goods,
  goodsSkus,
  moneyLogs,
  orderComments,
  orderGoods,
  orderPays,
  orderSettlements,
  orders,
  refunds,
  stores,
} from '../schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fromCents, toCents } from '../../modules/catalog/money.ts';
import { thumb } from '../../modules/catalog/thumbs.ts';
import { freightCents, type FreightRow } from '../../modules/checkout/freight.ts';

const HOUR = 3_600_000;

/** The demo shopper and the address every demo order ships to (demo.ts). */
const SHOPPER = 9;
const ADDRESS = {
  receive_name: '小明',
  receive_tel: '13800000000',
  receive_area: '北京市 市辖区 朝阳区',
  receive_address: '建国路88号 青梧大厦 1201',
  provinceId: 1,
};

/** Log names the payment and settlement code writes (payments/settle.ts, finance/settlement.ts). */
const ONLINE_RECHARGE = '在线充值';
const ORDER_PAY = '订单支付';
const SYSTEM_SETTLEMENT = '系统结算.';

/** First money_logs id after the seven demo.ts writes. */
const FIRST_LOG_ID = 8;

type Payment = 'alipay' | 'wechat';

/**
 * A goods of a store: a store-1 goods id of demo.ts, or the n-th goods (by id) of a generated store — among
 * those sold without SKUs when `plain` (checkout takes a SKU line's stock from the SKU alone, so an order still
 * holding stock would leave such a goods' total above the sum of its SKUs, which the seed keeps equal).
 */
type GoodsRef = { id: number } | { store: number; nth: number; plain?: boolean };

interface DemoLine {
  goods: GoodsRef;
  /** goods_skus.id for goods sold in SKUs (the first SKU when omitted). */
  sku?: number;
  num: number;
}

/** Hours before now of each step the order went through; the status follows from the last one. */
interface DemoTimeline {
  created: number;
  paid?: number;
  shipped?: number;
  received?: number;
  reviewed?: number;
  /** Unpaid and cancelled (by the buyer or the one-day task). */
  cancelled?: number;
}

interface DemoOrder {
  store: number;
  lines: DemoLine[];
  at: DemoTimeline;
  payment?: Payment;
  delivery?: { code: string; no: string };
  /** An after-sale request waiting for the store: 0 refund only, 1 return goods. */
  refund?: { type: 0 | 1; remark: string; hoursAgo: number };
  review?: string;
  remark?: string;
}

/** Orders 1-12, in id order. Store 1 is 青梧旗舰店 (owner 18888888888, sub-account `seller`). */
const DEMO_ORDERS: readonly DemoOrder[] = [
  // 1, 2: waiting delivery in store 1 — the seller's work list.
  {
    store: 1,
    lines: [{ goods: { id: 5 }, sku: 2, num: 1 }],
    at: { created: 5, paid: 4.9 },
    payment: 'alipay',
    remark: '请尽快发货，谢谢',
  },
  {
    store: 1,
    lines: [
      { goods: { id: 8 }, num: 2 },
      { goods: { id: 9 }, num: 1 },
    ],
    at: { created: 26, paid: 25.8 },
    payment: 'wechat',
  },
  // 3: waiting delivery in store 2.
  { store: 2, lines: [{ goods: { store: 2, nth: 0 }, num: 1 }], at: { created: 30, paid: 29.9 }, payment: 'alipay' },
  // 4: waiting payment (created two hours ago, well inside the one-day cancel window).
  { store: 3, lines: [{ goods: { store: 3, nth: 0, plain: true }, num: 1 }], at: { created: 2 } },
  // 5, 6: shipped, waiting receipt.
  {
    store: 2,
    lines: [{ goods: { store: 2, nth: 1 }, num: 1 }],
    at: { created: 50, paid: 49.9, shipped: 30 },
    payment: 'wechat',
    delivery: { code: 'sf', no: 'SF1408526613902' },
  },
  {
    store: 1,
    lines: [{ goods: { id: 6 }, num: 1 }],
    at: { created: 60, paid: 59.8, shipped: 40 },
    payment: 'alipay',
    delivery: { code: 'yt', no: 'YT7512039846021' },
  },
  // 7: received, waiting for the buyer's review.
  {
    store: 4,
    lines: [{ goods: { store: 4, nth: 0 }, num: 1 }],
    at: { created: 72, paid: 71.9, shipped: 60, received: 20 },
    payment: 'alipay',
    delivery: { code: 'zt', no: '78452136985214' },
  },
  // 8, 9: completed (reviewed) and settled.
  {
    store: 1,
    lines: [{ goods: { id: 4 }, num: 1 }],
    at: { created: 20 * 24, paid: 20 * 24 - 0.2, shipped: 19 * 24, received: 17 * 24, reviewed: 16 * 24 },
    payment: 'wechat',
    delivery: { code: 'yd', no: '4312876509341' },
    review: '风很柔，晚上开着睡觉也不吵，遥控很方便。',
  },
  {
    store: 2,
    lines: [{ goods: { store: 2, nth: 2 }, num: 1 }],
    at: { created: 25 * 24, paid: 25 * 24 - 0.1, shipped: 24 * 24, received: 22 * 24, reviewed: 21 * 24 },
    payment: 'alipay',
    delivery: { code: 'sf', no: 'SF1407721035518' },
    review: '顺丰送货很快，包装严实，东西是正品。',
  },
  // 10: cancelled before payment.
  { store: 5, lines: [{ goods: { store: 5, nth: 0 }, num: 2 }], at: { created: 4 * 24, cancelled: 3.5 * 24 } },
  // 11: paid, not shipped, refund requested (store 1 decides).
  {
    store: 1,
    lines: [{ goods: { id: 10 }, num: 1 }],
    at: { created: 28, paid: 27.9 },
    payment: 'alipay',
    refund: { type: 0, remark: '拍错了，不想要了，申请退款。', hoursAgo: 20 },
  },
  // 12: received, return requested.
  {
    store: 3,
    lines: [{ goods: { store: 3, nth: 1 }, num: 1 }],
    at: { created: 4 * 24, paid: 4 * 24 - 0.1, shipped: 3 * 24, received: 40 },
    payment: 'wechat',
    delivery: { code: 'jd', no: 'JDVA20938475612' },
    refund: { type: 1, remark: '外壳有划痕，申请退货。', hoursAgo: 30 },
  },
];

/** Order status (docs/statuses.md#orders) the timeline ends in. */
function statusOf(o: DemoOrder): number {
  if (o.at.cancelled !== undefined) return 0;
  if (o.refund) return 5;
  if (o.at.reviewed !== undefined) return 6;
  if (o.at.received !== undefined) return 4;
  if (o.at.shipped !== undefined) return 3;
  if (o.at.paid !== undefined) return 2;
  return 1;
}

/** `YYYYMMDDHHmmss` of a Shanghai wall-clock time. */
const stamp = (time: string) => time.replace(/\D/g, '').slice(0, 14);

/**
 * order_no / pay_no in the format of orders/numbers.ts (timestamp + first digit of the user id + 5 digits), but
 * stamped with the row's own time and a fixed suffix: numbers.ts stamps "now" and draws the digits at random,
 * which would date a three-week-old order today and could (rarely) collide on the unique pay_no.
 */
const numberOf = (time: string, serial: number) =>
  `${stamp(time)}${String(SHOPPER).charAt(0)}${10000 + ((serial * 7919) % 90000)}`;

interface PickedGoods {
  id: number;
  store_id: number;
  name: string;
  image: string;
  weight: number;
  freight_id: number;
  skuId: number;
  skuName: string;
  price: number;
}

/** Inserts the demo orders and what they left behind; returns the tables that got explicit ids. */
export async function seedDemoOrders(tx: Tx, now: number): Promise<string[]> {
  const at = (hoursAgo: number) => shanghaiTime(now - Math.round(hoursAgo * HOUR));
  const storeIds = [...new Set(DEMO_ORDERS.map((o) => o.store))];

  const goodsRows = await tx
    .select({
      id: goods.id,
      store_id: goods.store_id,
      name: goods.goods_name,
      image: goods.goods_master_image,
      price: goods.goods_price,
      weight: goods.goods_weight,
      freight_id: goods.freight_id,
    })
    .from(goods)
    .where(and(inArray(goods.store_id, storeIds), isNull(goods.deleted_at)))
    .orderBy(asc(goods.id));
  const skuRows = await tx
    .select()
    .from(goodsSkus)
    .where(
      inArray(
        goodsSkus.goods_id,
        goodsRows.map((g) => g.id),
      ),
    )
    .orderBy(asc(goodsSkus.id));
  const templates = await tx
    .select()
    .from(freights)
    .where(and(inArray(freights.store_id, storeIds), isNull(freights.deleted_at)));

  const pick = (line: DemoLine): PickedGoods => {
    const ref = line.goods;
    const hasSkus = (goodsId: number) => skuRows.some((s) => s.goods_id === goodsId);
    const row =
      'id' in ref
        ? goodsRows.find((g) => g.id === ref.id)
        : goodsRows.filter((g) => g.store_id === ref.store && !(ref.plain && hasSkus(g.id)))[ref.nth];
    if (!row) throw new Error(`demo orders: no goods for ${JSON.stringify(line.goods)}`);
    const own = skuRows.filter((s) => s.goods_id === row.id);
    if (line.sku !== undefined && !own.some((s) => s.id === line.sku))
      throw new Error(`demo orders: goods ${row.id} has no SKU ${line.sku}`);
    const sku = own.find((s) => s.id === line.sku) ?? own[0];
    return {
      id: row.id,
      store_id: row.store_id,
      name: row.name,
      image: thumb(sku?.goods_image || row.image, 150),
      weight: toCents(row.weight),
      freight_id: row.freight_id,
      skuId: sku?.id ?? 0,
      skuName: sku?.sku_name ?? '-',
      price: toCents(sku?.goods_price ?? row.price),
    };
  };

  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderGoods.$inferInsert)[] = [];
  const payRows: (typeof orderPays.$inferInsert)[] = [];
  const logRows: (typeof moneyLogs.$inferInsert)[] = [];
  const refundRows: (typeof refunds.$inferInsert)[] = [];
  const reviewRows: (typeof orderComments.$inferInsert)[] = [];
  const settled: { orderId: number; storeId: number; cents: number }[] = [];
  /** Stock the unpaid orders still hold (cancelling gives it back; paid orders' stock is the seeded figure). */
  const held: { line: PickedGoods; num: number }[] = [];

  for (const [i, o] of DEMO_ORDERS.entries()) {
    const id = i + 1;
    const status = statusOf(o);
    const picked = o.lines.map((l) => ({ goods: pick(l), num: l.num }));
    if (picked.some((p) => p.goods.store_id !== o.store)) throw new Error(`demo order ${id}: goods of another store`);
    const goodsCents = picked.reduce((s, p) => s + p.goods.price * p.num, 0);
    const weight = picked.reduce((s, p) => s + p.goods.weight * p.num, 0);
    const own: FreightRow[] = templates
      .filter((t) => t.store_id === o.store)
      .map((t) => ({ ...t, area_id: t.area_id ?? '' }));
    const freight = freightCents(own, picked[0]!.goods.freight_id, weight, ADDRESS.provinceId);
    // No coupon or promotion on the demo orders: payable = goods subtotal + freight (orders.total_price).
    const total = goodsCents + freight;
    const created = at(o.at.created);
    const first = picked[0]!.goods;
    const step = (hours: number | undefined) => (hours === undefined ? created : at(hours));
    orderRows.push({
      id,
      user_id: SHOPPER,
      store_id: o.store,
      coupon_id: 0,
      order_no: numberOf(created, id),
      order_name: first.name,
      order_image: first.image,
      order_price: fromCents(goodsCents),
      freight_money: fromCents(freight),
      coupon_money: '0.00',
      total_price: fromCents(total),
      order_balance: '0.00',
      order_status: status,
      refund_status: o.refund?.type ?? 0,
      is_settlement: status === 6 ? 1 : 0,
      delivery_code: o.delivery?.code ?? '',
      delivery_no: o.delivery?.no ?? '',
      ...ADDRESS,
      payment_name: o.payment ?? '',
      pay_time: step(o.at.paid),
      delivery_time: step(o.at.shipped),
      receipt_time: step(o.at.received),
      comment_time: step(o.at.reviewed),
      remark: o.remark ?? '',
      created_at: created,
      updated_at: at(
        o.refund?.hoursAgo ??
          o.at.cancelled ??
          o.at.reviewed ??
          o.at.received ??
          o.at.shipped ??
          o.at.paid ??
          o.at.created,
      ),
    });
    for (const p of picked) {
      lineRows.push({
        id: lineRows.length + 1,
        order_id: id,
        user_id: SHOPPER,
        store_id: o.store,
        goods_id: p.goods.id,
        sku_id: p.goods.skuId,
        goods_name: p.goods.name,
        goods_image: p.goods.image,
        sku_name: p.goods.skuName,
        buy_num: p.num,
        goods_price: fromCents(p.goods.price),
        total_price: fromCents(p.goods.price * p.num),
        total_weight: fromCents(p.goods.weight * p.num),
        created_at: created,
        updated_at: created,
      });
      if (status === 1) held.push({ line: p.goods, num: p.num });
    }
    if (o.payment && o.at.paid !== undefined) {
      const paidAt = at(o.at.paid);
      const payId = payRows.length + 1;
      const payNo = numberOf(paidAt, 100 + payId);
      // Shaped like the providers' ids: Alipay's start with the date, WeChat Pay's with 4200.
      const tradeNo =
        o.payment === 'alipay'
          ? `${stamp(paidAt).slice(0, 8)}2200${String(payId).padStart(16, '0')}`
          : `4200${stamp(paidAt)}${String(payId).padStart(10, '0')}`;
      payRows.push({
        id: payId,
        belong_id: SHOPPER,
        name: first.name.slice(0, 60),
        order_ids: String(id),
        pay_no: payNo,
        trade_no: tradeNo,
        payment_name: o.payment,
        device: 'web',
        is_recharge: 0,
        total: fromCents(total),
        balance: fromCents(total),
        pay_status: 1,
        pay_time: paidAt,
        created_at: paidAt,
        updated_at: paidAt,
      });
      // A provider's payment passes through the balance: money in, then out to the order (payments/settle.ts).
      for (const [name, cents, info] of [
        [ONLINE_RECHARGE, total, tradeNo],
        [ORDER_PAY, -total, payNo],
      ] as const) {
        logRows.push({
          user_id: SHOPPER,
          name,
          money: fromCents(cents),
          is_type: 0,
          is_belong: 0,
          info,
          created_at: paidAt,
          updated_at: paidAt,
        });
      }
    }
    if (o.refund) {
      const asked = at(o.refund.hoursAgo);
      refundRows.push({
        id: refundRows.length + 1,
        user_id: SHOPPER,
        store_id: o.store,
        order_id: id,
        refund_type: o.refund.type,
        refund_verify: 0,
        refund_step: 0,
        refund_remark: o.refund.remark,
        images: '',
        refuse_remark: '',
        created_at: asked,
        updated_at: asked,
      });
    }
    if (o.review && o.at.reviewed !== undefined) {
      const reviewed = at(o.at.reviewed);
      for (const p of picked) {
        reviewRows.push({
          user_id: SHOPPER,
          order_id: id,
          goods_id: p.goods.id,
          store_id: o.store,
          content: o.review,
          image: '',
          reply: '',
          created_at: reviewed,
          updated_at: reviewed,
        });
      }
    }
    if (status === 6) settled.push({ orderId: id, storeId: o.store, cents: total });
  }

  await tx.insert(orders).values(orderRows);
  await tx.insert(orderGoods).values(lineRows);
  await tx.insert(orderPays).values(payRows);
  await tx.insert(refunds).values(refundRows);

  // The unpaid orders' stock is taken, as checkout takes it (SKU lines from the SKU only).
  for (const { line, num } of held) {
    if (line.skuId)
      await tx
        .update(goodsSkus)
        .set({ goods_stock: sql`${goodsSkus.goods_stock} - ${num}` })
        .where(eq(goodsSkus.id, line.skuId));
    else
      await tx
        .update(goods)
        .set({ goods_stock: sql`${goods.goods_stock} - ${num}` })
        .where(eq(goods.id, line.id));
  }

  // Reviews get ids after demo-reviews' ones.
  const [maxReview] = await tx
    .select({ n: sql<number>`coalesce(max(${orderComments.id}), 0)::int` })
    .from(orderComments);
  await tx.insert(orderComments).values(reviewRows.map((r, i) => ({ ...r, id: (maxReview?.n ?? 0) + i + 1 })));

  // One settlement run two weeks ago: a row per order, one credit (and its log) per store (finance/settlement.ts).
  const settledAt = at(14 * 24);
  const settlementNo = `${stamp(settledAt)}${4711}`;
  await tx.insert(orderSettlements).values(
    settled.map((s, i) => ({
      id: i + 1,
      order_id: s.orderId,
      user_id: SHOPPER,
      store_id: s.storeId,
      settlement_no: settlementNo,
      total_price: fromCents(s.cents),
      settlement_price: fromCents(s.cents),
      status: 1,
      info: SYSTEM_SETTLEMENT,
      created_at: settledAt,
      updated_at: settledAt,
    })),
  );
  const perStore = new Map<number, number>();
  for (const s of settled) perStore.set(s.storeId, (perStore.get(s.storeId) ?? 0) + s.cents);
  for (const [storeId, cents] of [...perStore].sort((a, b) => a[0] - b[0])) {
    await tx
      .update(stores)
      .set({ store_money: sql`${stores.store_money} + ${fromCents(cents)}::numeric` })
      .where(eq(stores.id, storeId));
    logRows.push({
      user_id: storeId,
      name: SYSTEM_SETTLEMENT,
      money: fromCents(cents),
      is_type: 0,
      is_belong: 1,
      info: `${settlementNo} ${fromCents(cents)}`,
      created_at: settledAt,
      updated_at: settledAt,
    });
  }
  await tx.insert(moneyLogs).values(logRows.map((l, i) => ({ ...l, id: FIRST_LOG_ID + i })));

  return ['orders', 'order_goods', 'order_pays', 'refunds', 'order_settlements'];
}
