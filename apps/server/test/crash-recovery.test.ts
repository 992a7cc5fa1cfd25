/**
 * Nothing lost on a crash: shoppers place and pay orders at once against a real server process, which is killed with
 * SIGKILL mid-flight (no shutdown code runs), then started again on the same data (the PGlite folder, or the
 * PostgreSQL database in that pass). Every order and payment the server answered as done must be there, nothing
 * half-written may be visible, stock and balances must equal their logs, and the shop must serve again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ORDER_STATUS } from '@shop/contract/orders';
import type { Database } from '../src/db/client.ts';
import { configs, goods, moneyLogs, orderGoods, orderPays, orders, users } from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { ORDER_PAY } from '../src/modules/payments/settle.ts';
import { createGoods, createSeller, createShopper, defaultAddresses, ledgerMismatches } from './order-fixtures.ts';
import { shopData, startServer, type ServerProcess } from './server-process.ts';

const SHOPPERS = 12;
const BALANCE = '10000.00';
const STOCK = 100_000;
/** The kill comes once this many payments were answered, and a random moment later (so it lands anywhere). */
const PAID_BEFORE_KILL = 25;

interface Shopper {
  id: number;
  address: number;
  token?: string;
}

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

async function post(base: string, url: string, body: Record<string, string | number>, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, String(v)])).toString(),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, ...((await res.json()) as Envelope) };
}

const basket = (goodsId: number, buyNum: number, cartId: number) =>
  Buffer.from(
    JSON.stringify({ order: [{ goods_id: goodsId, sku_id: 0, buy_num: buyNum, cart_id: cartId }], ifcart: 0 }),
  ).toString('base64');

/** What the shoppers were told: orders placed (created) and orders paid, as the server answered them. */
interface Told {
  created: Set<number>;
  paid: Set<number>;
  /** Refusals and failures before the kill (there must be none: nothing here is refused). */
  errors: string[];
  /** Requests in flight at the moment of the kill. */
  inFlightAtKill: { create: number; pay: number };
}

/**
 * Each shopper in a loop: place an order of one goods (1-3 pieces), pay it with the balance. Only answers with
 * code 200 count as done; a request the kill cut is in neither set (its outcome is unknown to the shopper).
 */
function shop(server: ServerProcess, shoppers: Shopper[], goodsIds: number[], told: Told, stop: { now: boolean }) {
  let cart = 1_000_000;
  let creating = 0;
  let paying = 0;
  const loop = async (s: Shopper) => {
    while (!stop.now) {
      cart += 1;
      creating += 1;
      let ids: number[];
      try {
        const goodsId = goodsIds[cart % goodsIds.length]!;
        const r = await post(
          server.base,
          '/api/user/order/create',
          { params: basket(goodsId, 1 + (cart % 3), cart), address_id: s.address, coupon_id: '' },
          s.token,
        );
        if (r.code !== 200) throw new Error(`create answered ${r.code} ${r.msg}`);
        ids = (r.data as { order_id: number[] }).order_id;
        for (const id of ids) told.created.add(id);
      } catch (err) {
        if (!stop.now) told.errors.push(String(err));
        return;
      } finally {
        creating -= 1;
      }
      if (stop.now) return;
      paying += 1;
      try {
        const r = await post(
          server.base,
          '/api/user/order/pay',
          { order_id: ids.join(','), payment_name: 'balance', pay_password: '123456', device: 'scan' },
          s.token,
        );
        if (r.code !== 200) throw new Error(`pay answered ${r.code} ${r.msg}`);
        for (const id of ids) told.paid.add(id);
      } catch (err) {
        if (!stop.now) told.errors.push(String(err));
        return;
      } finally {
        paying -= 1;
      }
    }
  };
  const running = Promise.all(shoppers.map(loop));
  return { running, inFlight: () => ({ create: creating, pay: paying }) };
}

/** The problems found in the data (none = all good), read with SQL, never through the API. */
async function problems(database: Database, storeId: number, shoppers: Shopper[], goodsIds: number[]) {
  const db = database.db;
  const out: string[] = [];
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  // An order without its lines.
  const bare = rows<{ id: number }>(
    await db.execute(sql`select o.id from ${orders} o where o.store_id = ${storeId}
      and not exists (select 1 from ${orderGoods} l where l.order_id = o.id)`),
  );
  for (const o of bare) out.push(`order ${o.id} has no lines`);
  // A paid order without a settled payment naming it, or a settled payment without its money log.
  const unbacked = rows<{ id: number }>(
    await db.execute(sql`select o.id from ${orders} o where o.store_id = ${storeId}
      and o.order_status >= ${ORDER_STATUS.waitDelivery}
      and not exists (select 1 from ${orderPays} p where p.pay_status = 1
        and (',' || p.order_ids || ',') like ('%,' || o.id || ',%'))`),
  );
  for (const o of unbacked) out.push(`order ${o.id} is paid without a settled payment`);
  const unlogged = rows<{ pay_no: string }>(
    await db.execute(sql`select p.pay_no from ${orderPays} p
      where p.pay_status = 1 and p.belong_id in ${shoppers.map((s) => s.id)}
      and not exists (select 1 from ${moneyLogs} m where m.name = ${ORDER_PAY} and m.info = p.pay_no
        and m.money = -p.balance and m.user_id = p.belong_id and m.is_belong = 0)`),
  );
  for (const p of unlogged) out.push(`payment ${p.pay_no} is settled without its money log`);
  const unsettled = rows<{ pay_no: string; order_ids: string }>(
    await db.execute(sql`select p.pay_no, p.order_ids from ${orderPays} p
      where p.pay_status = 0 and p.belong_id in ${shoppers.map((s) => s.id)}`),
  );
  // A balance payment is one transaction: a row left unsettled is a half-written payment.
  for (const p of unsettled) out.push(`payment ${p.pay_no} (orders ${p.order_ids}) was recorded but never settled`);
  // Balances equal their logs, and what the paid orders took.
  for (const s of [
    ...shoppers.map((x) => ({ belong: 'user' as const, id: x.id })),
    { belong: 'store' as const, id: storeId },
  ])
    for (const m of await ledgerMismatches(db, s.belong, s.id)) out.push(`${s.belong} ${s.id}: ${m}`);
  const spent = rows<{ id: number; money: string; spent: string }>(
    await db.execute(sql`select u.id, u.money::text as money, coalesce((select sum(o.total_price) from ${orders} o
      where o.user_id = u.id and o.order_status >= ${ORDER_STATUS.waitDelivery}), 0)::numeric(14,2)::text as spent
      from ${users} u where u.id in ${shoppers.map((s) => s.id)}`),
  );
  for (const u of spent)
    if ((Number(BALANCE) - Number(u.spent)).toFixed(2) !== Number(u.money).toFixed(2))
      out.push(`user ${u.id} has ${u.money} after paying ${u.spent} from ${BALANCE}`);
  // Stock equals what the live orders took.
  const stock = rows<{ id: number; stock: number; taken: number }>(
    await db.execute(sql`select g.id, g.goods_stock as stock, coalesce((select sum(l.buy_num) from ${orderGoods} l
      join ${orders} o on o.id = l.order_id where l.goods_id = g.id and o.order_status <> ${ORDER_STATUS.cancelled}), 0)::int as taken
      from ${goods} g where g.id in ${goodsIds}`),
  );
  for (const g of stock)
    if (g.stock + g.taken !== STOCK) out.push(`goods ${g.id}: stock ${g.stock} + ${g.taken} taken != ${STOCK}`);
  return out;
}

describe('a crash in the middle of checkout', () => {
  it('loses nothing the server answered as done and leaves nothing half-written', async () => {
    const shoppers: Shopper[] = [];
    const goodsIds: number[] = [];
    let storeId = 0;
    const preparing = Date.now();
    const data = await shopData({
      name: 'crash',
      demo: false,
      prepare: async (db) => {
        // Many unpaid orders a shopper may hold at once: the cap has its own test.
        const [task] = await db.select().from(configs).where(eq(configs.name, 'task'));
        const content = { ...(JSON.parse(task!.content) as object), unpaid_order_limit: '0' };
        await db
          .update(configs)
          .set({ content: JSON.stringify(content) })
          .where(eq(configs.name, 'task'));
        const seller = await createSeller(db, 'crash-seller');
        storeId = seller.store.id;
        for (let i = 0; i < 3; i += 1) {
          const g = await createGoods(db, storeId, { goods_price: '1.50', goods_stock: STOCK });
          goodsIds.push(g.goods.id);
        }
        for (let i = 0; i < SHOPPERS; i += 1) {
          const u = await createShopper(db, `crash-${i}`, BALANCE);
          shoppers.push({ id: u.id, address: 0 });
        }
        const addrs = await defaultAddresses(
          db,
          shoppers.map((s) => s.id),
        );
        addrs.forEach((a, i) => (shoppers[i]!.address = a.id));
        // Tokens minted straight into the database: signing in is not what this test is about.
        for (const sh of shoppers) {
          const t = await issueToken(db, { provider: 'users', area: 'home', accountId: sh.id, ttlSeconds: 3600 });
          sh.token = t.access_token;
        }
      },
    });
    let server: ServerProcess | undefined;
    onTestFinished(async () => {
      await server?.kill('SIGKILL');
      await data.drop();
    });
    const prepareMs = Date.now() - preparing;
    const startedAt = Date.now();
    server = await startServer(data);
    const startMs = Date.now() - startedAt;

    const told: Told = { created: new Set(), paid: new Set(), errors: [], inFlightAtKill: { create: 0, pay: 0 } };
    const stop = { now: false };
    const load = shop(server, shoppers, goodsIds, told, stop);
    const started = Date.now();
    while (told.paid.size < PAID_BEFORE_KILL && !told.errors.length && Date.now() - started < 20_000)
      await new Promise((r) => setTimeout(r, 10));
    expect(told.errors).toEqual([]);
    expect(told.paid.size, 'payments answered before the kill').toBeGreaterThanOrEqual(PAID_BEFORE_KILL);
    await new Promise((r) => setTimeout(r, Math.random() * 150));
    const loadMs = Date.now() - started;
    told.inFlightAtKill = load.inFlight();
    // From here on a failed request is the kill's doing, not a refusal.
    stop.now = true;
    const killed = await server.kill('SIGKILL');
    await load.running;
    expect(killed.signal).toBe('SIGKILL');

    const restartedAt = Date.now();
    server = await startServer(data);
    const restartMs = Date.now() - restartedAt;

    // The shop serves again: a shopper orders and pays as before.
    const s = shoppers[0]!;
    const created = await post(
      server.base,
      '/api/user/order/create',
      { params: basket(goodsIds[0]!, 1, 42), address_id: s.address, coupon_id: '' },
      s.token,
    );
    expect(created.code, created.msg).toBe(200);
    const newIds = (created.data as { order_id: number[] }).order_id;
    const paid = await post(
      server.base,
      '/api/user/order/pay',
      { order_id: newIds.join(','), payment_name: 'balance', pay_password: '123456', device: 'scan' },
      s.token,
    );
    expect(paid.code, paid.msg).toBe(200);
    expect(await server.kill('SIGTERM')).toEqual({ code: 0, signal: null });

    const database = await data.open();
    try {
      const db = database.db;
      const ids = [...told.created];
      const found = await db
        .select({ id: orders.id, status: orders.order_status })
        .from(orders)
        .where(and(eq(orders.store_id, storeId), inArray(orders.id, ids)));
      const status = new Map(found.map((o) => [o.id, o.status]));
      const lost = ids.filter((id) => !status.has(id));
      const unpaid = [...told.paid].filter((id) => status.get(id) !== ORDER_STATUS.waitDelivery);
      const [all] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(eq(orders.store_id, storeId));
      const figures = {
        inFlightAtKill: told.inFlightAtKill,
        ordersAnswered: told.created.size,
        paymentsAnswered: told.paid.size,
        ordersFound: all!.n - newIds.length,
        lost: lost.length,
        paymentsLost: unpaid.length,
        prepareMs,
        startMs,
        loadMs,
        restartMs,
      };
      console.info(`crash figures (${data.databaseUrl ? 'postgres' : 'pglite'}): ${JSON.stringify(figures)}`);
      expect(lost, 'orders answered as placed but missing').toEqual([]);
      expect(unpaid, 'orders answered as paid but not paid').toEqual([]);
      // Orders the kill cut may or may not have been written, but never more than were asked for.
      expect(figures.ordersFound).toBeGreaterThanOrEqual(told.created.size);
      expect(figures.ordersFound).toBeLessThanOrEqual(told.created.size + told.inFlightAtKill.create);
      expect(await problems(database, storeId, shoppers, goodsIds)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 240_000);
});
