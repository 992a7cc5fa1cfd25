/**
 * A shopper's coupons: claiming a copy of a store's coupon (`POST /api/user/coupon/receive`) and the copies held
 * (`GET /api/user/coupons`). A copy (coupon_logs row) freezes the coupon's name, amounts and window when claimed.
 */
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { COUPON_LOG_STATUS, COUPON_STATE, type CouponState } from '@shop/contract/promotions';
import type { Db, Tx } from '../../db/client.ts';
import { couponLogs, coupons, stores } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { collection } from '../../http/paginate.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { lockShopper } from '../checkout/unpaid-limit.ts';

const MAX_PER_PAGE = 100;

/** A coupon id as sent: plain digits, else none (answered as an unknown coupon). */
export function couponIdOf(raw: string): number | undefined {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/**
 * Claims one copy of coupon `couponId` for shopper `userId`. The shopper's row is locked first, so one shopper's
 * simultaneous claims run one after the other and each counts the copies the previous ones took; the stock is
 * taken by a conditional update, so simultaneous claims of different shoppers never take more copies than exist.
 */
export async function claimCoupon(tx: Tx, userId: number, couponId: number | undefined): Promise<void> {
  await lockShopper(tx, userId);
  if (couponId === undefined) throw fail('discount.couponExists');
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.stopped, 0), isNull(coupons.deleted_at)))
    .limit(1);
  if (!coupon) throw fail('discount.couponExists');
  // A copy may be claimed before the window opens (qwshop), not after it ends.
  if (coupon.end_time <= shanghaiTime()) throw fail('discount.couponEnded');
  // Per shopper (qwshop counted anyone's copies, so only the first shopper could ever claim).
  const [held] = await tx
    .select({ n: count() })
    .from(couponLogs)
    .where(and(eq(couponLogs.coupon_id, couponId), eq(couponLogs.user_id, userId), isNull(couponLogs.deleted_at)));
  if (Number(held?.n ?? 0) >= coupon.per_user) throw fail('discount.couponHas');
  const [taken] = await tx
    .update(coupons)
    .set({ stock: sql`${coupons.stock} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.stock} > 0`))
    .returning({ id: coupons.id });
  if (!taken) throw fail('discount.couponStockErr');
  await tx.insert(couponLogs).values({
    name: coupon.name,
    coupon_id: coupon.id,
    user_id: userId,
    store_id: coupon.store_id,
    order_id: 0,
    money: coupon.money,
    use_money: coupon.use_money,
    status: COUPON_LOG_STATUS.unused,
    start_time: coupon.start_time,
    end_time: coupon.end_time,
  });
}

/** A copy the platform stopped (its coupon) can no longer be used: it reads as ended. */
const stoppedCoupon = sql`coalesce(${coupons.stopped}, 0) = 1`;

/** The condition of each state (COUPON_STATE), at `now`; the order of `stateOf` decides overlaps. */
function stateCondition(state: CouponState, now: string): SQL {
  const unused = sql`${couponLogs.status} = ${COUPON_LOG_STATUS.unused}`;
  const ended = sql`(${stoppedCoupon} or ${couponLogs.end_time} <= ${now})`;
  switch (state) {
    case COUPON_STATE.used:
      return sql`${couponLogs.status} = ${COUPON_LOG_STATUS.used}`;
    case COUPON_STATE.ended:
      return sql`${unused} and ${ended}`;
    case COUPON_STATE.notStarted:
      return sql`${unused} and not ${ended} and ${couponLogs.start_time} > ${now}`;
    default:
      return sql`${unused} and not ${ended} and ${couponLogs.start_time} <= ${now}`;
  }
}

/** What a copy is for its holder now: used, ended (or stopped), not started, usable. */
export function stateOf(
  log: { status: number; start_time: string; end_time: string },
  stopped: boolean,
  now: string,
): CouponState {
  if (log.status === COUPON_LOG_STATUS.used) return COUPON_STATE.used;
  if (stopped || log.end_time <= now) return COUPON_STATE.ended;
  if (log.start_time > now) return COUPON_STATE.notStarted;
  return COUPON_STATE.usable;
}

const STATES = new Set<string>(Object.values(COUPON_STATE).map(String));

/** `state` as sent: one of COUPON_STATE, or undefined (every copy) when absent or unknown. */
export function stateFilterOf(raw: string): CouponState | undefined {
  return STATES.has(raw) ? (Number(raw) as CouponState) : undefined;
}

/** One page of the shopper's copies, newest first, each with its state, store name and the coupon's description. */
export async function listUserCoupons(
  db: Db,
  userId: number,
  opts: { state: CouponState | undefined; page: number; perPage: number },
) {
  const now = shanghaiTime();
  const page = Math.max(1, opts.page);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, opts.perPage));
  const where = and(
    eq(couponLogs.user_id, userId),
    isNull(couponLogs.deleted_at),
    opts.state === undefined ? undefined : stateCondition(opts.state, now),
  );
  const [total] = await db
    .select({ n: count() })
    .from(couponLogs)
    .leftJoin(coupons, eq(coupons.id, couponLogs.coupon_id))
    .where(where);
  const rows = await db
    .select({
      log: couponLogs,
      stopped: coupons.stopped,
      content: coupons.content,
      store_name: stores.store_name,
    })
    .from(couponLogs)
    .leftJoin(coupons, eq(coupons.id, couponLogs.coupon_id))
    .leftJoin(stores, eq(stores.id, couponLogs.store_id))
    .where(where)
    .orderBy(desc(couponLogs.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const items = rows.map(({ log, stopped, content, store_name }) => ({
    id: log.id,
    coupon_id: log.coupon_id,
    name: log.name,
    money: log.money,
    use_money: log.use_money,
    status: log.status,
    state: stateOf(log, stopped === 1, now),
    order_id: log.order_id,
    start_time: log.start_time,
    end_time: log.end_time,
    created_at: log.created_at,
    store_id: log.store_id,
    store_name: store_name ?? '',
    content: content ?? '',
  }));
  return collection(items, Number(total?.n ?? 0), page, perPage);
}
