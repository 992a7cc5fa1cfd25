/** Rows for the points-mall tests: shoppers with points and an address, points goods on the shelf. */
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { integralGoods, moneyLogs, users } from '../src/db/schema/index.ts';
import { defaultAddresses } from './order-fixtures.ts';
import { createUser } from './stores-fixtures.ts';

let seq = 0;

/** A shopper with `points` (credited with its money log, so points = Σ logs from the start) and one address. */
export async function createPointsShopper(
  db: Db,
  username: string,
  points = '0.00',
  contact: { street?: string; tel?: string } = {},
) {
  const user = await createUser(db, username, { integral: points });
  if (points !== '0.00') {
    await db
      .insert(moneyLogs)
      .values({ user_id: user.id, name: '系统处理', money: points, is_type: 2, is_belong: 0, info: 'fixture' });
  }
  const [address] = await defaultAddresses(db, [user.id], {
    receive_name: '李四',
    receive_tel: contact.tel ?? '13900000000',
    address: contact.street ?? '长安街 1 号',
  });
  return { user, address: address! };
}

/** A points goods on the shelf in category 1 (price in points). */
export async function createPointsGoods(db: Db, values: Partial<typeof integralGoods.$inferInsert> = {}) {
  seq += 1;
  const [g] = await db
    .insert(integralGoods)
    .values({
      cid: 1,
      goods_name: `积分测试商品 ${seq}`,
      goods_price: '10.00',
      goods_stock: 100,
      goods_images: `/uploads/integral_goods/t-${seq}.png`,
      goods_master_image: `/uploads/integral_goods/t-${seq}.png`,
      goods_status: 1,
      ...values,
    })
    .returning();
  return g!;
}

/** The current points of a user, as the column holds them ('12.00'). */
export async function pointsOf(db: Db, userId: number): Promise<string> {
  const [u] = await db.select({ integral: users.integral }).from(users).where(eq(users.id, userId));
  return u!.integral;
}
