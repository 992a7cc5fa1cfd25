import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { CheckoutItem, CheckoutParams } from '@shop/contract/orders';
import type { DiscountKind } from '@shop/contract/promotions';
import type { Tx } from '../../db/client.ts';
import { freights, goods, goodsSkus, stores } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import type { Kv } from '../../lib/kv.ts';
import { parseQuantity } from '../../http/input.ts';
import { MAX_BUY_NUM, sellable } from '../cart/carts.ts';
import { toCents } from '../catalog/money.ts';
import { thumb } from '../catalog/thumbs.ts';
import { freightCents, type FreightRow } from './freight.ts';
import type { SalesSeen } from './steps/flash.ts';
import { discountSteps } from './steps/index.ts';
import { sendNow } from '../../db/send-now.ts';

/** One purchase line, priced from the database. Money in cents, weight in hundredths of a kilogram. */
export interface PricedLine {
  item: CheckoutItem;
  goodsId: number;
  skuId: number;
  buyNum: number;
  storeId: number;
  goodsName: string;
  image: string;
  skuName: string;
  freightId: number;
  stock: number;
  /** The normal unit price. */
  priceCents: number;
  weight: number;
  /** Normal price × quantity: what the line shows; discounts come off as lines of their own. */
  totalCents: number;
  totalWeight: number;
  /** The flash sale the line is bought in (set by the flash step), with what its checks read. */
  seckill?: FlashRef;
}

export interface FlashRef {
  id: number;
  quota: number;
  sold: number;
}

export interface StoreRef {
  id: number;
  store_name: string;
  store_logo: string;
}

/** A claimed coupon the shopper may use on a store group. */
export interface CouponOption {
  id: number;
  name: string;
  money: string;
  use_money: string;
  end_time: string;
}

/** The group of a group-buy purchase: opened by this order (`logId` 0 until placed) or joined. */
export interface GroupRef {
  ruleId: number;
  logId: number;
}

/** What one step took off one store group. */
export interface AppliedDiscount {
  kind: DiscountKind;
  /** The rule: seckills.id, collective_logs.id (0 while a group is still to open), full_reductions.id, coupon_logs.id. */
  refId: number;
  name: string;
  cents: number;
}

/** One store's part of a checkout: it becomes one order. */
export interface PricedGroup {
  store: StoreRef;
  lines: PricedLine[];
  /** Σ line totals at the normal price. */
  orderCents: number;
  /** What each discount step took off, in step order (only steps that took something). */
  discounts: AppliedDiscount[];
  discountCents: number;
  freightCents: number;
  /** order + freight − discounts, never below 0. */
  totalCents: number;
  /** Usable coupons of the shopper for this group, best first, and the one applied (0 none). */
  coupons: CouponOption[];
  couponId: number;
  collective?: GroupRef;
}

export interface PricingContext {
  tx: Tx;
  kv: Kv;
  userId: number;
  /** Asia/Shanghai 'YYYY-MM-DD HH:mm:ss' of the pricing, and the same instant in ms. */
  now: string;
  nowMs: number;
  /** Province of the delivery address; freight is 0 until one is known. */
  provinceId?: number;
  /** True while creating orders: steps may then reserve what they grant (quota, a group), so a refused order releases it. */
  placing: boolean;
  /**
   * The coupon log chosen per store group, in group order (0 = none). Undefined: each group takes its best usable
   * coupon (the preview's first answer).
   */
  couponIds?: number[];
  /** Flash-sale counter units taken during this checkout, given back if it fails. */
  reservations: { key: string; n: number }[];
  /**
   * Whether the transaction holds the shopper's row lock (`lockShopper`). Placing takes it up front only when a
   * rule counts this shopper's orders (the unpaid cap, a flash sale's per-buyer limit): one shopper's ordinary
   * checkouts do not queue behind each other. A step that finds such a rule late takes it itself.
   */
  shopperLocked?: boolean;
  /** The running flash sales order creation's gate read (the flash step reads them again at another `now` only). */
  salesSeen?: SalesSeen;
}

/**
 * A discount of the pipeline. Each answers what it takes off one store group (or nothing), in the fixed order
 * of `discountSteps` (docs/promotions.md#pricing): flash price or group price, then full reduction, then coupon.
 * `base` is what is still to pay for the goods after the steps before it, and is what later thresholds compare
 * against; the pipeline never takes off more than `base`, so a total never goes below zero (freight aside).
 * While `ctx.placing` a step may also reserve what it grants inside `ctx.tx` (quota, a group).
 */
export interface DiscountStep {
  kind: DiscountKind;
  apply(group: PricedGroup, index: number, base: number, ctx: PricingContext): Promise<AppliedDiscount | undefined>;
}

const MAX_ITEMS = 100;

/** Decodes the base64 JSON `params` of /order/before and /order/create; malformed input is a 400. */
export function decodeCheckoutParams(raw: string): CheckoutParams {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString('utf8'));
  } catch {
    throw badInput('badValue', { field: 'params' });
  }
  const p = parsed as { order?: unknown; ifcart?: unknown };
  if (!p || !Array.isArray(p.order) || p.order.length === 0 || p.order.length > MAX_ITEMS) {
    throw badInput('badValue', { field: 'params' });
  }
  const whole = (v: unknown, min: number) => {
    const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && Number.isSafeInteger(n) && n >= min ? n : undefined;
  };
  const order = p.order.map((raw): CheckoutItem => {
    const it = (raw ?? {}) as Record<string, unknown>;
    const goods_id = whole(it.goods_id, 1);
    const sku_id = whole(it.sku_id ?? 0, 0);
    const buy_num = parseQuantity(it.buy_num ?? 1, MAX_BUY_NUM);
    const cart_id = whole(it.cart_id ?? 0, 0);
    const collective_id = whole(it.collective_id ?? 0, -1);
    if (goods_id === undefined || sku_id === undefined || cart_id === undefined || collective_id === undefined) {
      throw badInput('badValue', { field: 'params' });
    }
    if (buy_num === null) throw invalid('cart.badNum', { field: 'buy_num' });
    return { goods_id, sku_id, buy_num, cart_id, collective_id };
  });
  return { order, ifcart: p.ifcart && p.ifcart !== '0' ? 1 : 0 };
}

async function loadLines(
  tx: Tx,
  items: CheckoutItem[],
): Promise<{ lines: PricedLine[]; stores: Map<number, StoreRef> }> {
  const goodsIds = [...new Set(items.map((i) => i.goods_id))];
  // One statement for the goods and their live SKUs (a row per SKU, one with null SKU columns for goods without):
  // each statement is a round trip, on PGlite a message to the database's thread and a turn on its one connection.
  // No row locks here: placing takes stock with a conditional update as the last write of its transaction, so
  // the goods rows are locked only from that update to the commit, and orders for the same goods do not queue
  // behind each other's whole transaction.
  const joined = await tx
    .select({
      id: goods.id,
      store_id: goods.store_id,
      goods_name: goods.goods_name,
      image: goods.goods_master_image,
      price: goods.goods_price,
      stock: goods.goods_stock,
      weight: goods.goods_weight,
      freight_id: goods.freight_id,
      store_name: stores.store_name,
      store_logo: stores.store_logo,
      sku: {
        id: goodsSkus.id,
        goods_id: goodsSkus.goods_id,
        sku_name: goodsSkus.sku_name,
        goods_price: goodsSkus.goods_price,
        goods_stock: goodsSkus.goods_stock,
        goods_weight: goodsSkus.goods_weight,
      },
    })
    .from(goods)
    .innerJoin(stores, eq(stores.id, goods.store_id))
    .leftJoin(goodsSkus, and(eq(goodsSkus.goods_id, goods.id), isNull(goodsSkus.deleted_at)))
    .where(and(inArray(goods.id, goodsIds), sellable))
    .orderBy(asc(goods.id), asc(goodsSkus.id));
  const rows = joined.filter((r, i) => i === 0 || joined[i - 1]!.id !== r.id);
  const skus = joined.flatMap((r) => (r.sku ? [r.sku] : []));
  const storeRefs = new Map<number, StoreRef>();
  const lines = items.map((item): PricedLine => {
    const g = rows.find((r) => r.id === item.goods_id);
    if (!g) throw fail('cart.notOnSale');
    const own = skus.filter((s) => s.goods_id === g.id);
    const sku = item.sku_id > 0 ? own.find((s) => s.id === item.sku_id) : undefined;
    if (item.sku_id > 0 && !sku) throw fail('cart.skuMismatch');
    if (item.sku_id === 0 && own.length > 0) throw fail('goods.checkSku');
    const stock = sku ? sku.goods_stock : g.stock;
    if (item.buy_num > stock) throw fail('order.stockErr');
    storeRefs.set(g.store_id, { id: g.store_id, store_name: g.store_name, store_logo: g.store_logo });
    const priceCents = toCents(sku ? sku.goods_price : g.price);
    const weight = toCents(sku ? sku.goods_weight : g.weight);
    return {
      item,
      goodsId: g.id,
      skuId: sku?.id ?? 0,
      buyNum: item.buy_num,
      storeId: g.store_id,
      goodsName: g.goods_name,
      image: thumb(g.image, 150),
      skuName: sku?.sku_name ?? '-',
      freightId: g.freight_id,
      stock,
      priceCents,
      weight,
      totalCents: priceCents * item.buy_num,
      totalWeight: weight * item.buy_num,
    };
  });
  return { lines, stores: storeRefs };
}

/**
 * The one pricing pipeline of checkout, shared by the preview and order creation, so both show the same amounts: lines
 * priced from the database, grouped per store in first-appearance order, discount steps, then freight for the
 * address, then the total. Nothing the client sends is trusted but ids and quantities.
 */
export async function priceCheckout(ctx: PricingContext, items: CheckoutItem[]): Promise<PricedGroup[]> {
  const { tx } = ctx;
  // A group-buy order holds its one goods only: the group's members are counted in orders.
  if (items.length > 1 && items.some((i) => (i.collective_id ?? 0) !== 0)) throw fail('collective.single');
  const { lines, stores: storeRefs } = await loadLines(tx, items);
  const groups: PricedGroup[] = [];
  for (const line of lines) {
    let group = groups.find((g) => g.store.id === line.storeId);
    if (!group) {
      group = {
        store: storeRefs.get(line.storeId)!,
        lines: [],
        orderCents: 0,
        discounts: [],
        discountCents: 0,
        freightCents: 0,
        totalCents: 0,
        coupons: [],
        couponId: 0,
      };
      groups.push(group);
    }
    group.lines.push(line);
    group.orderCents += line.totalCents;
  }
  // The freight templates are read while the discount steps run: neither needs the other, and each statement
  // awaited is a round trip (on PGlite one to the database's thread, with a transaction open for everyone else
  // to wait on). It is sent now, before the steps' own statements.
  const templatesRead: Promise<(FreightRow & { store_id: number })[]> =
    ctx.provinceId !== undefined
      ? sendNow(
          tx
            .select({
              id: freights.id,
              store_id: freights.store_id,
              f_weight: freights.f_weight,
              f_price: freights.f_price,
              o_weight: freights.o_weight,
              o_price: freights.o_price,
              area_id: freights.area_id,
              is_type: freights.is_type,
            })
            .from(freights)
            .where(
              and(
                inArray(
                  freights.store_id,
                  groups.map((g) => g.store.id),
                ),
                isNull(freights.deleted_at),
              ),
            ),
        )
      : Promise.resolve([]);
  for (const [index, group] of groups.entries()) {
    for (const step of discountSteps) {
      const base = group.orderCents - group.discountCents;
      const d = await step.apply(group, index, base, ctx);
      const cents = Math.min(d?.cents ?? 0, base);
      if (d && cents > 0) {
        group.discounts.push({ ...d, cents });
        group.discountCents += cents;
      }
    }
  }
  const templates = await templatesRead;
  for (const group of groups) {
    if (ctx.provinceId !== undefined) {
      const own = templates.filter((t) => t.store_id === group.store.id);
      const weight = group.lines.reduce((s, l) => s + l.totalWeight, 0);
      group.freightCents = freightCents(own, group.lines[0]!.freightId, weight, ctx.provinceId);
    }
    group.totalCents = Math.max(0, group.orderCents + group.freightCents - group.discountCents);
  }
  return groups;
}
