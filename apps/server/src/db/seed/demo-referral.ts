/**
 * The demo referral chain: 小明 (13800000000) invited 小红, who invited 小刚, who invited 小丽, so 小明's team has
 * a member on each of its three levels. Store 1 pays commission on four goods (rates as the Seller distributions page
 * writes them), and the invitees' orders on those goods leave commissions in every state: credited at settlement,
 * pending until their orders settle, and cancelled with a refunded order.
 * The orders are written as checkout leaves them; from payment on, the server's own routines take every step
 * (payment, shipping, receipt, review, refund to the balance, settlement), dated by `asOf` at the story's times.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { ORDER_REFUND_STATUS, ORDER_STATUS, REFUND_STEP, REFUND_TYPE, REFUND_VERIFY } from '@shop/contract/orders';
import type { Tx } from '../client.ts';
import {
  addresses,
  distributions,
  freights,
  goods,
  moneyLogs,
  orderGoods,
  orderPays,
  orderSettlements,
  orders,
  refunds,
  users,
} from '../schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { AUTO_REVIEW, writeOrderReviews } from '../../modules/aftersale/reviews.ts';
import { AFTER_SALE_REFUND } from '../../modules/aftersale/refunds.ts';
import { fromCents, toCents } from '../../modules/catalog/money.ts';
import { thumb } from '../../modules/catalog/thumbs.ts';
import { freightCents, type FreightRow } from '../../modules/checkout/freight.ts';
import { settleOrders } from '../../modules/finance/settlement.ts';
import { changeOrderStatus, lockOrder } from '../../modules/orders/transitions.ts';
import { settlePayment } from '../../modules/payments/settle.ts';
import { changeBalance } from '../../modules/stores/balances.ts';
import { asOf, numberOf, stamp } from './demo-clock.ts';

const HOUR = 3_600_000;

/** The demo shopper of demo.ts, at the top of the chain (nobody invited them). */
const TOP = 9;

export interface DemoInvitee {
  id: number;
  /** Username and phone. */
  phone: string;
  nickname: string;
  /** 1 male, 0 female (the profile page's choice). */
  sex: 0 | 1;
  /** users.inviter_id, as registration with an inviter writes it. */
  inviter: number;
  /** Days since registration. */
  age: number;
  address: string;
}

/** 小红 ← 小明, 小刚 ← 小红, 小丽 ← 小刚 (users 27-29). */
export const DEMO_INVITEES: readonly DemoInvitee[] = [
  {
    id: 27,
    phone: '13800000001',
    nickname: '小红',
    sex: 0,
    inviter: TOP,
    age: 60,
    address: '望京西路48号 金隅国际 B座 1603',
  },
  {
    id: 28,
    phone: '13800000002',
    nickname: '小刚',
    sex: 1,
    inviter: 27,
    age: 45,
    address: '酒仙桥路14号 兆维大厦 702',
  },
  { id: 29, phone: '13800000003', nickname: '小丽', sex: 0, inviter: 28, age: 30, address: '朝阳北路101号 2单元 1101' },
];
const [XIAOHONG, XIAOGANG, XIAOLI] = DEMO_INVITEES.map((u) => u.id);

/** Store 1's plans: [goods id, level 1, 2, 3 rates in percent]. */
export const DEMO_PLANS: ReadonlyArray<readonly [number, string, string, string]> = [
  [1, '3.00', '2.00', '1.00'],
  [5, '5.00', '3.00', '1.00'],
  [6, '2.00', '1.00', '0.50'],
  [8, '10.00', '5.00', '2.00'],
];

/** Hours before now of each step an order went through. */
interface Timeline {
  created: number;
  paid: number;
  shipped?: number;
  received?: number;
  reviewed?: number;
}

interface ReferralOrder {
  buyer: number;
  /** A store-1 goods of demo.ts sold without SKUs. */
  goods: number;
  num: number;
  payment: 'alipay' | 'wechat';
  at: Timeline;
  delivery?: { code: string; no: string };
  review?: string;
  /** Refund only (type 0), asked and approved by the store: the money goes back to the buyer's balance. */
  refund?: { remark: string; asked: number; approved: number };
}

/** In the order they were placed; the two completed ones are settled, the refunded one never is. */
const ORDERS: readonly ReferralOrder[] = [
  // Settled: credits 小刚 (level 1), 小红 (level 2) and 小明 (level 3).
  {
    buyer: XIAOLI!,
    goods: 1,
    num: 1,
    payment: 'alipay',
    at: { created: 12 * 24, paid: 12 * 24 - 0.2, shipped: 11 * 24, received: 9 * 24, reviewed: 8 * 24 },
    delivery: { code: 'sf', no: 'SF1409872345106' },
    review: '安装师傅很专业，制冷很快，晚上开着也安静。',
  },
  // Settled: credits 小明 (level 1).
  {
    buyer: XIAOHONG!,
    goods: 8,
    num: 2,
    payment: 'wechat',
    at: { created: 10 * 24, paid: 10 * 24 - 0.1, shipped: 9 * 24, received: 7 * 24, reviewed: 6.5 * 24 },
    delivery: { code: 'yd', no: '4312876512087' },
    review: '孩子很喜欢，印刷清晰，纸张厚实。',
  },
  // Refunded before shipping: its commissions (小红 level 1, 小明 level 2) are cancelled.
  {
    buyer: XIAOGANG!,
    goods: 8,
    num: 1,
    payment: 'alipay',
    at: { created: 8 * 24, paid: 8 * 24 - 0.1 },
    refund: { remark: '和之前买的重复了，申请退款。', asked: 7.5 * 24, approved: 6 * 24 },
  },
  // Shipped, waiting for receipt: pending for 小红 (level 1) and 小明 (level 2).
  {
    buyer: XIAOGANG!,
    goods: 6,
    num: 1,
    payment: 'wechat',
    at: { created: 3 * 24, paid: 3 * 24 - 0.1, shipped: 2 * 24 },
    delivery: { code: 'zt', no: '78452139087341' },
  },
  // Waiting for delivery: pending for 小刚, 小红 and 小明.
  { buyer: XIAOLI!, goods: 8, num: 1, payment: 'alipay', at: { created: 30, paid: 29.8 } },
];

/** When the settlement task ran: after both completions and the refund. */
const SETTLED_DAYS_AGO = 5;

const ADDRESS = { province_id: 1, city_id: 2, region_id: 5, area_info: '北京市 市辖区 朝阳区' };

/** Inserts the chain, the plans and the invitees' orders, and runs them to their states (after seedDemoOrders). */
export async function seedDemoReferral(tx: Tx, passwordHash: string, now: number): Promise<void> {
  const ago = (hours: number) => shanghaiTime(now - Math.round(hours * HOUR));

  await tx.insert(users).values(
    DEMO_INVITEES.map((u) => ({
      id: u.id,
      username: u.phone,
      phone: u.phone,
      nickname: u.nickname,
      sex: u.sex,
      password: passwordHash,
      pay_password: passwordHash,
      inviter_id: u.inviter,
      created_at: ago(u.age * 24),
      updated_at: ago(u.age * 24),
    })),
  );
  const addressRows = await tx
    .insert(addresses)
    .values(
      DEMO_INVITEES.map((u) => ({
        user_id: u.id,
        receive_name: u.nickname,
        receive_tel: u.phone,
        ...ADDRESS,
        address: u.address,
        is_default: 1,
        created_at: ago(u.age * 24),
        updated_at: ago(u.age * 24),
      })),
    )
    .returning();
  await tx.insert(distributions).values(
    DEMO_PLANS.map(([goods_id, lev_1, lev_2, lev_3]) => ({
      store_id: 1,
      goods_id,
      lev_1,
      lev_2,
      lev_3,
      created_at: ago(20 * 24),
      updated_at: ago(20 * 24),
    })),
  );

  const templates: FreightRow[] = (await tx.select().from(freights).where(eq(freights.store_id, 1))).map((t) => ({
    ...t,
    area_id: t.area_id ?? '',
  }));
  for (const [k, o] of ORDERS.entries()) {
    const [item] = await tx
      .select()
      .from(goods)
      .where(and(eq(goods.id, o.goods), eq(goods.store_id, 1)));
    if (!item) throw new Error(`demo referral: no goods ${o.goods} in store 1`);
    const address = addressRows.find((a) => a.user_id === o.buyer)!;
    const price = toCents(item.goods_price);
    const freight = freightCents(templates, item.freight_id, toCents(item.goods_weight) * o.num, ADDRESS.province_id);
    const total = price * o.num + freight;
    const created = ago(o.at.created);
    const serial = 700 + k;
    // As checkout leaves an order: waiting for payment, every step time still the creation time.
    const [order] = await tx
      .insert(orders)
      .values({
        user_id: o.buyer,
        store_id: 1,
        order_no: numberOf(created, o.buyer, serial),
        order_name: item.goods_name,
        order_image: thumb(item.goods_master_image, 150),
        order_price: fromCents(price * o.num),
        freight_money: fromCents(freight),
        coupon_money: '0.00',
        total_price: fromCents(total),
        order_status: ORDER_STATUS.waitPay,
        receive_name: address.receive_name,
        receive_tel: address.receive_tel,
        receive_area: address.area_info,
        receive_address: address.address,
        pay_time: created,
        delivery_time: created,
        receipt_time: created,
        comment_time: created,
        created_at: created,
        updated_at: created,
      })
      .returning();
    await tx.insert(orderGoods).values({
      order_id: order!.id,
      user_id: o.buyer,
      store_id: 1,
      goods_id: item.id,
      sku_id: 0,
      goods_name: item.goods_name,
      goods_image: thumb(item.goods_master_image, 150),
      sku_name: '-',
      buy_num: o.num,
      goods_price: fromCents(price),
      total_price: fromCents(price * o.num),
      total_weight: fromCents(toCents(item.goods_weight) * o.num),
      created_at: created,
      updated_at: created,
    });
    const paidAt = ago(o.at.paid);
    const [pay] = await tx
      .insert(orderPays)
      .values({
        belong_id: o.buyer,
        name: item.goods_name.slice(0, 60),
        order_ids: String(order!.id),
        pay_no: numberOf(created, o.buyer, serial + 50),
        payment_name: o.payment,
        device: 'web',
        total: fromCents(total),
        pay_status: 0,
        pay_time: created,
        created_at: created,
        updated_at: created,
      })
      .returning();
    // Shaped like the providers' ids: Alipay's start with the date, WeChat Pay's with 4200.
    const tradeNo =
      o.payment === 'alipay'
        ? `${stamp(paidAt).slice(0, 8)}2200${String(pay!.id).padStart(16, '0')}`
        : `4200${stamp(paidAt)}${String(pay!.id).padStart(10, '0')}`;
    // The provider's notification: the order is paid and its commissions are recorded, pending.
    await asOf(tx, paidAt, () => settlePayment(tx, pay!.id, { tradeNo }));
    await runSteps(tx, order!.id, o, ago);
  }

  // The settlement task: the completed orders are paid to store 1 less their commissions, which are credited; the
  // refunded order's commissions are cancelled.
  const settledAt = ago(SETTLED_DAYS_AGO * 24);
  await asOf(tx, settledAt, () => settleOrders(tx, 'system'));
  await renumberSettlement(tx, settledAt);
}

/** Shipping, receipt, review and after-sale, each by the server's routine as of its time. */
async function runSteps(tx: Tx, orderId: number, o: ReferralOrder, ago: (hours: number) => string): Promise<void> {
  const move = async (target: number) => {
    const row = await lockOrder(tx, eq(orders.id, orderId));
    await changeOrderStatus(tx, row!, target, { delivery_code: o.delivery?.code, delivery_no: o.delivery?.no });
  };
  if (o.at.shipped !== undefined) await asOf(tx, ago(o.at.shipped), () => move(ORDER_STATUS.waitReceipt));
  if (o.at.received !== undefined) await asOf(tx, ago(o.at.received), () => move(ORDER_STATUS.waitComment));
  if (o.at.reviewed !== undefined && o.review) {
    const done = await asOf(tx, ago(o.at.reviewed), () =>
      writeOrderReviews(tx, orderId, { ...AUTO_REVIEW, content: o.review! }),
    );
    if (!done) throw new Error(`demo referral: order ${orderId} was not waiting for a review`);
  }
  if (o.refund) await refundOrder(tx, orderId, o.refund, ago);
}

/**
 * A refund asked by the buyer and approved by the store, as aftersale/refunds.ts writes them: the order goes to
 * after-sale, then completes with the after-sale finished and the whole payment back on the buyer's balance.
 */
async function refundOrder(
  tx: Tx,
  orderId: number,
  refund: NonNullable<ReferralOrder['refund']>,
  ago: (hours: number) => string,
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const asked = ago(refund.asked);
  const approved = ago(refund.approved);
  await tx.insert(refunds).values({
    user_id: order!.user_id,
    store_id: order!.store_id,
    order_id: orderId,
    refund_type: REFUND_TYPE.refund,
    refund_verify: REFUND_VERIFY.approved,
    refund_step: REFUND_STEP.finished,
    refund_remark: refund.remark,
    images: '',
    refuse_remark: '',
    created_at: asked,
    updated_at: approved,
  });
  await asOf(tx, approved, () =>
    changeBalance(tx, {
      id: order!.user_id,
      belong: 'user',
      type: 0,
      cents: toCents(order!.total_price),
      name: AFTER_SALE_REFUND,
      info: order!.order_no,
    }),
  );
  await tx
    .update(orders)
    .set({ order_status: ORDER_STATUS.completed, refund_status: ORDER_REFUND_STATUS.finished, updated_at: approved })
    .where(eq(orders.id, orderId));
}

/**
 * The settlement number the routine drew carries today's stamp: it gets the run's own time (the 4 random digits
 * kept), in the settlement rows and in the money logs that cite it.
 */
async function renumberSettlement(tx: Tx, settledAt: string): Promise<void> {
  const [row] = await tx
    .select({ no: orderSettlements.settlement_no })
    .from(orderSettlements)
    .where(eq(orderSettlements.created_at, settledAt))
    .limit(1);
  if (!row) throw new Error('demo referral: the settlement run settled nothing');
  const no = `${stamp(settledAt)}${row.no.slice(14)}`;
  await tx.update(orderSettlements).set({ settlement_no: no }).where(eq(orderSettlements.settlement_no, row.no));
  await tx
    .update(moneyLogs)
    .set({ info: sql`replace(${moneyLogs.info}, ${row.no}, ${no})` })
    .where(like(moneyLogs.info, `${row.no}%`));
}
