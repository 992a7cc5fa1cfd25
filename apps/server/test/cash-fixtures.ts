import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { cashes, moneyLogs, stores, userChecks, users } from '../src/db/schema/index.ts';
import type { TestApp } from './helper.ts';
import { createSeller, createShopper } from './order-fixtures.ts';

export type CashRow = typeof cashes.$inferSelect;
export interface CashPage {
  data: CashRow[];
  total: number;
}

/** The withdrawal fee (config `store.cash`, a percentage), set through the admin settings route. */
export async function setCashFee(t: TestApp, admin: string, percent: string): Promise<void> {
  const r = await t.call('PUT', '/api/Admin/configs/update', {
    token: admin,
    body: { store: { goods_verify: 'false', cash: percent } },
  });
  if (r.code !== 200) throw new Error(`fee not set: ${r.msg}`);
}

/** A signed-in shopper with a balance (and its log), and a real-name check with bank data unless `check` is false. */
export async function cashShopper(t: TestApp, username: string, money: string, check = true) {
  const db = t.database.db;
  const user = await createShopper(db, username, money);
  if (check)
    await db.insert(userChecks).values({
      user_id: user.id,
      name: '李四',
      card_no: '11010119900101123X',
      bank_no: '6222020200112233445',
      bank_name: '招商银行',
    });
  return { id: user.id, token: await t.login('home', username) };
}

/** A signed-in store owner whose store holds `money` (credited with its log, so balance = Σ logs). */
export async function cashSeller(t: TestApp, username: string, money: string) {
  const db = t.database.db;
  const { user, store } = await createSeller(db, username);
  await db.update(stores).set({ store_money: money }).where(eq(stores.id, store.id));
  await db
    .insert(moneyLogs)
    .values({ user_id: store.id, name: '系统处理', money, is_type: 0, is_belong: 1, info: 'fixture' });
  return { storeId: store.id, ownerId: user.id, token: await t.login('seller', username) };
}

export async function userBalances(db: Db, id: number) {
  const [u] = await db.select({ money: users.money, frozen: users.frozen_money }).from(users).where(eq(users.id, id));
  return u!;
}

export async function storeBalances(db: Db, id: number) {
  const [s] = await db
    .select({ money: stores.store_money, frozen: stores.store_frozen_money })
    .from(stores)
    .where(eq(stores.id, id));
  return s!;
}

/** The withdrawal logs of one account, oldest first, as `name type money`. */
export async function cashLogs(db: Db, belong: 'user' | 'store', id: number): Promise<string[]> {
  const rows = await db
    .select()
    .from(moneyLogs)
    .where(and(eq(moneyLogs.user_id, id), eq(moneyLogs.is_belong, belong === 'store' ? 1 : 0)))
    .orderBy(asc(moneyLogs.id));
  return rows.filter((r) => r.info !== 'fixture').map((r) => `${r.name} ${r.is_type} ${r.money}`);
}

export async function cashRow(db: Db, id: number): Promise<CashRow | undefined> {
  return (await db.select().from(cashes).where(eq(cashes.id, id)))[0];
}
