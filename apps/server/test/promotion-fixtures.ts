import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import {
  accessTokens,
  collectives,
  couponLogs,
  fullReductions,
  moneyLogs,
  seckills,
  users,
} from '../src/db/schema/index.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { createShopper, defaultAddresses } from './order-fixtures.ts';

const HOUR = 3600_000;
export const hoursFromNow = (h: number) => shanghaiTime(Date.now() + h * HOUR);

export interface Buyer {
  id: number;
  token: string;
  address: number;
}

/**
 * Shoppers with a balance (and its money log), a delivery address and a storefront token each, written in a few
 * bulk statements (the rush tests need hundreds) rather than through sign-up and sign-in.
 */
export async function buyers(db: Db, prefix: string, n: number, money = '1000.00'): Promise<Buyer[]> {
  const first = await createShopper(db, `${prefix}-0`, money);
  const rest =
    n > 1
      ? await db
          .insert(users)
          .values(
            Array.from({ length: n - 1 }, (_, i) => ({
              username: `${prefix}-${i + 1}`,
              nickname: `${prefix}-${i + 1}`,
              password: first.password,
              pay_password: first.pay_password,
              money,
            })),
          )
          .returning({ id: users.id })
      : [];
  const ids = [first.id, ...rest.map((u) => u.id)];
  if (money !== '0.00' && rest.length)
    await db
      .insert(moneyLogs)
      .values(rest.map((u) => ({ user_id: u.id, name: '系统处理', money, is_type: 0, is_belong: 0, info: 'fixture' })));
  const addrs = await defaultAddresses(db, ids);
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await db.insert(accessTokens).values(
    ids.map((id, i) => ({
      token_hash: createHash('sha256').update(tokens[i]!).digest('hex'),
      provider: 'users',
      area: 'home',
      account_id: id,
      expires_at: hoursFromNow(1),
    })),
  );
  return ids.map((id, i) => ({ id, token: tokens[i]!, address: addrs[i]!.id }));
}

/** A flash sale running for the next hour (values override). */
export async function flashSale(
  db: Db,
  storeId: number,
  goodsId: number,
  values: Partial<typeof seckills.$inferInsert>,
) {
  const [row] = await db
    .insert(seckills)
    .values({
      store_id: storeId,
      goods_id: goodsId,
      discount: '0.00',
      quota: 10,
      per_user: 1,
      start_time: hoursFromNow(-1),
      end_time: hoursFromNow(1),
      ...values,
    })
    .returning();
  return row!;
}

export async function fullReduction(db: Db, storeId: number, money: string, useMoney: string) {
  const [row] = await db
    .insert(fullReductions)
    .values({
      store_id: storeId,
      name: `满${useMoney}减${money}`,
      money,
      use_money: useMoney,
      start_time: hoursFromNow(-1),
      end_time: hoursFromNow(24),
    })
    .returning();
  return row!;
}

/** A coupon already claimed by `userId` (the claim itself has its own tests). */
export async function claimedCoupon(
  db: Db,
  userId: number,
  storeId: number,
  money: string,
  useMoney: string,
  values: Partial<typeof couponLogs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(couponLogs)
    .values({
      name: `满${useMoney}减${money}券`,
      user_id: userId,
      store_id: storeId,
      money,
      use_money: useMoney,
      start_time: hoursFromNow(-1),
      end_time: hoursFromNow(24),
      ...values,
    })
    .returning();
  return row!;
}

export async function groupRule(
  db: Db,
  storeId: number,
  goodsId: number,
  need: number,
  discount = '20.00',
  hours = 24,
) {
  const [row] = await db
    .insert(collectives)
    .values({ store_id: storeId, goods_id: goodsId, discount, need, hours })
    .returning();
  return row!;
}

export async function balanceOf(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ money: users.money }).from(users).where(eq(users.id, userId));
  return u!.money;
}

/** base64 `params` of the checkout routes. */
export const basket = (order: object[]) => Buffer.from(JSON.stringify({ order, ifcart: 0 })).toString('base64');
