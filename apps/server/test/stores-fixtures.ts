import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { goodsClasses, stores, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';

let passwordHash: string | undefined;

/** A main account with password 123456 (and overrides such as balances). */
export async function createUser(db: Db, username: string, values: Partial<typeof users.$inferInsert> = {}) {
  passwordHash ??= await hashPassword('123456');
  const [u] = await db
    .insert(users)
    .values({ username, nickname: username, password: passwordHash, pay_password: passwordHash, ...values })
    .returning();
  return u!;
}

/** A store for `userId`, open and approved unless overridden. */
export async function createStore(db: Db, userId: number, values: Partial<typeof stores.$inferInsert> = {}) {
  const [s] = await db
    .insert(stores)
    .values({ user_id: userId, store_name: `店铺${userId}`, store_status: 1, store_verify: 4, ...values })
    .returning();
  return s!;
}

/** Some real three-level category paths of the seeded tree, as [top, middle, leaf] ids. */
export async function leafPaths(db: Db, n = 2): Promise<number[][]> {
  const all = await db
    .select({ id: goodsClasses.id, pid: goodsClasses.pid })
    .from(goodsClasses)
    .where(isNull(goodsClasses.deleted_at));
  const parent = new Map(all.map((c) => [c.id, c.pid]));
  const paths: number[][] = [];
  for (const c of all) {
    const mid = parent.get(c.id);
    const top = mid ? parent.get(mid) : undefined;
    if (mid && top !== undefined && top > 0 && parent.get(top) === 0) paths.push([top, mid, c.id]);
  }
  if (paths.length < n) throw new Error('the seed has too few third-level categories');
  return paths.slice(0, n);
}

/** The live store of a user. */
export async function storeOf(db: Db, userId: number) {
  const [s] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.user_id, userId), isNull(stores.deleted_at)));
  return s;
}
