/**
 * Demo promotions, timed from the seed's start so a fresh shop always has some running: coupons to claim in
 * several stores (the demo shopper already holds one), full reductions, flash sales running now and starting in
 * each of the next three hourly sessions, group buys on four goods and three open groups, each missing exactly one
 * member, whose paid orders are priced the way checkout prices them (the group discount is their only discount:
 * no group goods is in a store with a full reduction, and their buyers hold no coupons).
 */
import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  collectiveLogs,
  collectives,
  couponLogs,
  coupons,
  freights,
  fullReductions,
  goods,
  goodsSkus,
  moneyLogs,
  orderDiscounts,
  orderGoods,
  orderPays,
  orders,
  seckills,
} from '../schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { fromCents, toCents } from '../../modules/catalog/money.ts';
import { thumb } from '../../modules/catalog/thumbs.ts';
import { freightCents, type FreightRow } from '../../modules/checkout/freight.ts';
import { DEMO_REVIEWERS } from './demo-stores.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The demo shopper (demo.ts): holds one claimed coupon, and is left out of the groups so they can join one. */
const SHOPPER = 9;

/** [store, name, money, use_money, copies, per_user, description, starts in (ms; negative: already)]. */
const COUPONS = [
  [1, '新客专享券', '10.00', '99.00', 500, 1, '青梧旗舰店全店通用，满99元可用', -DAY],
  [1, '家电焕新券', '200.00', '2000.00', 100, 2, '大家电满2000元减200元，每人限领2张', -DAY],
  [1, '周末专享券', '30.00', '300.00', 200, 1, '周末下单满300元减30元', 2 * DAY],
  [2, '数码港满500减30', '30.00', '500.00', 200, 2, '手机数码满500元可用', -DAY],
  [4, '悦家无门槛券', '5.00', '0.00', 300, 1, '无门槛，下单立减5元', -DAY],
  [6, '鲜享满59减8', '8.00', '59.00', 300, 2, '生鲜零食满59元可用', -DAY],
  [7, '书香满100减15', '15.00', '100.00', 150, 1, '图书满100元减15元', -DAY],
] as const;

/** [store, name, money, use_money]: running from two days ago for three weeks. */
const REDUCTIONS = [
  [1, '满1000减50', '50.00', '1000.00'],
  [1, '满3000减200', '200.00', '3000.00'],
  [3, '办公满2000减100', '100.00', '2000.00'],
  [5, '服饰满199减20', '20.00', '199.00'],
  [8, '户外满299减30', '30.00', '299.00'],
] as const;

/**
 * The n-th goods (by id) of a store, among those sold in SKUs when `skus`, else among those without. The first
 * seed's ten goods of store 1 (demo.ts) are left out: the demo orders and older tests buy them at their prices.
 */
type GoodsRef = { store: number; nth: number; skus?: boolean };
const FIRST_SEED_GOODS = 10;

interface DemoSeckill {
  goods: GoodsRef;
  /** On the goods' first SKU only (else on every SKU, or the goods without SKUs). */
  firstSku?: boolean;
  /** A flash price this many cents below the normal one; without it `discount` percent is taken off. */
  cut?: number;
  discount: string;
  quota: number;
  sold: number;
  per_user: number;
  /** 0: running now; N: starting 5 minutes into the hourly session N hours ahead. */
  session: number;
}

const SECKILLS: readonly DemoSeckill[] = [
  {
    goods: { store: 1, nth: 0, skus: true },
    firstSku: true,
    cut: 30_000,
    discount: '0.00',
    quota: 100,
    sold: 37,
    per_user: 1,
    session: 0,
  },
  { goods: { store: 1, nth: 0 }, discount: '20.00', quota: 100, sold: 64, per_user: 2, session: 0 },
  { goods: { store: 2, nth: 3 }, discount: '30.00', quota: 50, sold: 12, per_user: 1, session: 0 },
  { goods: { store: 1, nth: 2 }, discount: '25.00', quota: 200, sold: 0, per_user: 3, session: 1 },
  { goods: { store: 4, nth: 1 }, discount: '15.00', quota: 80, sold: 0, per_user: 1, session: 2 },
  { goods: { store: 8, nth: 1 }, discount: '35.00', quota: 60, sold: 0, per_user: 1, session: 3 },
];

interface DemoGroupBuy {
  goods: GoodsRef;
  discount: string;
  need: number;
  hours: number;
  /** The members of its open group (leader first, need − 1 of them), or none. */
  members: readonly number[];
}

const [r1, r2, r3, r4, r5] = DEMO_REVIEWERS.map((r) => r.id);
/** Stores 2, 6, 7 and 9 run no full reduction, so a group discount is the orders' only discount. */
const GROUP_BUYS: readonly DemoGroupBuy[] = [
  { goods: { store: 6, nth: 0 }, discount: '15.00', need: 3, hours: 24, members: [r1!, r2!] },
  { goods: { store: 7, nth: 0 }, discount: '10.00', need: 2, hours: 24, members: [r3!] },
  { goods: { store: 9, nth: 0 }, discount: '20.00', need: 3, hours: 48, members: [r4!, r5!] },
  { goods: { store: 2, nth: 5 }, discount: '12.00', need: 2, hours: 24, members: [] },
];
/** Hours an open demo group has left. */
const GROUP_HOURS_LEFT = 20;

/** `YYYYMMDDHHmmss` of a Shanghai wall-clock time. */
const stamp = (time: string) => time.replace(/\D/g, '').slice(0, 14);
/** order_no / pay_no as orders/numbers.ts writes them (timestamp, first digit of the user id, 5 digits). */
const numberOf = (time: string, userId: number, serial: number) =>
  `${stamp(time)}${String(userId).charAt(0)}${10000 + ((serial * 7919) % 90000)}`;

/** Inserts the demo promotions (after the demo orders); returns the tables that got explicit ids. */
export async function seedDemoPromotions(tx: Tx, now: number): Promise<string[]> {
  const at = (ms: number) => shanghaiTime(now + ms);
  const refs = [...SECKILLS.map((s) => s.goods), ...GROUP_BUYS.map((g) => g.goods)];
  const storeIds = [...new Set(refs.map((r) => r.store))];
  const goodsRows = await tx
    .select()
    .from(goods)
    .where(and(inArray(goods.store_id, storeIds), isNull(goods.deleted_at)))
    .orderBy(asc(goods.id));
  const skuRows = await tx
    .select()
    .from(goodsSkus)
    .where(
      and(
        inArray(
          goodsSkus.goods_id,
          goodsRows.map((g) => g.id),
        ),
        isNull(goodsSkus.deleted_at),
      ),
    )
    .orderBy(asc(goodsSkus.id));
  const withSkus = new Set(skuRows.map((s) => s.goods_id));
  const pick = (ref: GoodsRef) => {
    const row = goodsRows.filter(
      (g) => g.store_id === ref.store && g.id > FIRST_SEED_GOODS && withSkus.has(g.id) === !!ref.skus,
    )[ref.nth];
    if (!row) throw new Error(`demo promotions: no goods for ${JSON.stringify(ref)}`);
    return row;
  };

  // Coupons, and one copy the demo shopper claimed (the stock counts it).
  const couponRows = await tx
    .insert(coupons)
    .values(
      COUPONS.map(([store_id, name, money, use_money, stock, per_user, content, starts]) => ({
        store_id,
        name,
        money,
        use_money,
        stock: name === '数码港满500减30' ? stock - 1 : stock,
        per_user,
        content,
        start_time: at(starts),
        end_time: at(30 * DAY),
        created_at: at(-2 * DAY),
        updated_at: at(-2 * DAY),
      })),
    )
    .returning();
  const held = couponRows.find((c) => c.name === '数码港满500减30')!;
  await tx.insert(couponLogs).values({
    name: held.name,
    coupon_id: held.id,
    user_id: SHOPPER,
    store_id: held.store_id,
    money: held.money,
    use_money: held.use_money,
    status: 0,
    start_time: held.start_time,
    end_time: held.end_time,
    created_at: at(-6 * HOUR),
    updated_at: at(-6 * HOUR),
  });

  await tx.insert(fullReductions).values(
    REDUCTIONS.map(([store_id, name, money, use_money]) => ({
      store_id,
      name,
      money,
      use_money,
      start_time: at(-2 * DAY),
      end_time: at(21 * DAY),
      created_at: at(-3 * DAY),
      updated_at: at(-3 * DAY),
    })),
  );

  // Flash sales: hourly sessions start on the hour (Asia/Shanghai hours start on UTC hours).
  const hour = Math.floor(now / HOUR) * HOUR;
  await tx.insert(seckills).values(
    SECKILLS.map((s) => {
      const g = pick(s.goods);
      const sku = s.firstSku ? skuRows.find((k) => k.goods_id === g.id) : undefined;
      if (s.firstSku && !sku) throw new Error(`demo promotions: goods ${g.id} has no SKU`);
      const normal = toCents(sku?.goods_price ?? g.goods_price);
      const start = s.session === 0 ? now - 2 * HOUR : hour + s.session * HOUR + 5 * MINUTE;
      return {
        store_id: g.store_id,
        goods_id: g.id,
        sku_id: sku?.id ?? 0,
        price: s.cut ? fromCents(Math.max(100, normal - s.cut)) : '0.00',
        discount: s.discount,
        quota: s.quota,
        sold: s.sold,
        per_user: s.per_user,
        start_time: shanghaiTime(start),
        end_time: shanghaiTime(s.session === 0 ? now + 10 * HOUR : start + 2 * HOUR),
        created_at: at(-DAY),
        updated_at: at(-DAY),
      };
    }),
  );

  // Group buys and their open groups: the members' orders are paid and wait for the last member.
  const templates = await tx.select().from(freights).where(isNull(freights.deleted_at));
  // Explicit ids after the demo orders' (the seed moves the identity sequences past them at the end).
  const maxId = async (table: typeof orders | typeof orderGoods | typeof orderPays | typeof moneyLogs) => {
    const [row] = await tx.select({ n: sql<number>`coalesce(max(${table.id}), 0)::int` }).from(table);
    return Number(row?.n ?? 0);
  };
  let orderId = await maxId(orders);
  let lineId = await maxId(orderGoods);
  let payId = await maxId(orderPays);
  let logId = await maxId(moneyLogs);

  for (const [k, gb] of GROUP_BUYS.entries()) {
    const g = pick(gb.goods);
    const [rule] = await tx
      .insert(collectives)
      .values({
        store_id: g.store_id,
        goods_id: g.id,
        discount: gb.discount,
        need: gb.need,
        hours: gb.hours,
        created_at: at(-5 * DAY),
        updated_at: at(-5 * DAY),
      })
      .returning();
    if (!gb.members.length) continue;
    if (gb.members.length !== gb.need - 1) throw new Error('demo promotions: an open group misses one member');
    // Opened (hours − 20) hours ago, so 20 hours are left.
    const opened = now - (gb.hours - GROUP_HOURS_LEFT) * HOUR;
    const [group] = await tx
      .insert(collectiveLogs)
      .values({
        collective_id: rule!.id,
        user_id: gb.members[0]!,
        store_id: g.store_id,
        goods_id: g.id,
        discount: gb.discount,
        need: gb.need,
        status: 2,
        expires_at: shanghaiTime(opened + gb.hours * HOUR),
        created_at: shanghaiTime(opened),
        updated_at: shanghaiTime(opened),
      })
      .returning();
    for (const [m, userId] of gb.members.entries()) {
      const buyer = DEMO_REVIEWERS.find((r) => r.id === userId)!;
      const created = shanghaiTime(opened + m * 47 * MINUTE);
      const paidAt = shanghaiTime(opened + m * 47 * MINUTE + 2 * MINUTE);
      const price = toCents(g.goods_price);
      const own: FreightRow[] = templates
        .filter((t) => t.store_id === g.store_id)
        .map((t) => ({ ...t, area_id: t.area_id ?? '' }));
      const freight = freightCents(own, g.freight_id, toCents(g.goods_weight), 1);
      // The group discount of the line, rounded half up to the cent: round(total × discount / 100).
      const off = Math.floor((price * toCents(gb.discount) + 5000) / 10000);
      const total = price + freight - off;
      orderId += 1;
      lineId += 1;
      payId += 1;
      const serial = 500 + k * 10 + m;
      const payNo = numberOf(paidAt, userId, serial + 50);
      const method = m % 2 === 0 ? 'alipay' : 'wechat';
      const tradeNo =
        method === 'alipay'
          ? `${stamp(paidAt).slice(0, 8)}2200${String(payId).padStart(16, '0')}`
          : `4200${stamp(paidAt)}${String(payId).padStart(10, '0')}`;
      await tx.insert(orders).values({
        id: orderId,
        user_id: userId,
        store_id: g.store_id,
        coupon_id: 0,
        collective_id: group!.id,
        order_no: numberOf(created, userId, serial),
        order_name: g.goods_name,
        order_image: thumb(g.goods_master_image, 150),
        order_price: fromCents(price),
        freight_money: fromCents(freight),
        coupon_money: fromCents(off),
        total_price: fromCents(total),
        order_balance: '0.00',
        order_status: 2,
        receive_name: buyer.nickname,
        receive_tel: buyer.phone,
        receive_area: '北京市 市辖区 朝阳区',
        receive_address: `望京街${10 + m}号`,
        payment_name: method,
        pay_time: paidAt,
        created_at: created,
        updated_at: paidAt,
      });
      await tx.insert(orderGoods).values({
        id: lineId,
        order_id: orderId,
        user_id: userId,
        store_id: g.store_id,
        goods_id: g.id,
        sku_id: 0,
        goods_name: g.goods_name,
        goods_image: thumb(g.goods_master_image, 150),
        sku_name: '-',
        buy_num: 1,
        goods_price: fromCents(price),
        total_price: fromCents(price),
        total_weight: g.goods_weight,
        created_at: created,
        updated_at: created,
      });
      await tx.insert(orderDiscounts).values({
        order_id: orderId,
        kind: 'collective',
        ref_id: group!.id,
        name: '拼团优惠',
        money: fromCents(off),
        created_at: created,
        updated_at: created,
      });
      await tx.insert(orderPays).values({
        id: payId,
        belong_id: userId,
        name: g.goods_name.slice(0, 60),
        order_ids: String(orderId),
        pay_no: payNo,
        trade_no: tradeNo,
        payment_name: method,
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
      const log = (name: string, cents: number, info: string) => ({
        id: ++logId,
        user_id: userId,
        name,
        money: fromCents(cents),
        is_type: 0,
        is_belong: 0,
        info,
        created_at: paidAt,
        updated_at: paidAt,
      });
      await tx.insert(moneyLogs).values([log('在线充值', total, tradeNo), log('订单支付', -total, payNo)]);
    }
  }
  return ['orders', 'order_goods', 'order_pays', 'money_logs'];
}
