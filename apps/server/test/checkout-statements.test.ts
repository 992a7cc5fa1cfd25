import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { orderGoods, orders } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, createShopper, defaultAddresses, stockOf } from './order-fixtures.ts';

/**
 * What placing an order asks the database: each statement is a round trip, on PGlite a message to the database's
 * thread and a turn on its one connection, so lookups are not repeated and what can be read together is.
 */
const t = await testApp({ demo: false });
const db = t.database.db;

type Fn = (...args: unknown[]) => unknown;
/** Texts of the statements sent while counting, transactions included, on PGlite and on node-postgres. */
let sent: string[] | null = null;
const note = (first: unknown) =>
  sent?.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
function counted<T extends object>(target: T, names: string[]): T {
  for (const name of names) {
    const original = (target as Record<string, Fn>)[name];
    if (!original) continue;
    (target as Record<string, Fn>)[name] = function (this: unknown, ...args: unknown[]) {
      note(args[0]);
      return original.apply(target, args);
    };
  }
  return target;
}
const client = (db as unknown as { $client: Record<string, Fn> }).$client;
const connect = client.connect;
if (connect) {
  // node-postgres: every statement, in a transaction or not, goes through a pooled client's query.
  const wrap = (pooled: Record<string, Fn> & { counted?: true }) => {
    if (!pooled.counted) Object.assign(counted(pooled, ['query']), { counted: true });
    return pooled;
  };
  client.connect = (...args: unknown[]) => {
    const [callback] = args;
    if (typeof callback !== 'function') return (connect.apply(client, args) as Promise<never>).then(wrap);
    return connect.call(client, (err: unknown, pooled: never, done: unknown) =>
      (callback as Fn)(err, pooled && wrap(pooled), done),
    );
  };
} else {
  // PGlite: its own query and exec, and those it hands a transaction.
  counted(client, ['query', 'exec']);
  const transaction = client.transaction!;
  client.transaction = (work: unknown) =>
    transaction.call(client, (tx: object) => (work as Fn)(counted(tx, ['query', 'exec'])));
}

/** The statements `run` sends, without the transaction's BEGIN / COMMIT (sent differently by each driver). */
async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  sent = [];
  try {
    await run();
    return sent.filter((s) => !/^\s*(begin|commit|rollback)\b/i.test(s));
  } finally {
    sent = null;
  }
}

const params = (order: object[]) => Buffer.from(JSON.stringify({ order, ifcart: 0 })).toString('base64');
let token = '';
let address = 0;
let basket: { goods_id: number; sku_id: number; buy_num: number; cart_id: number }[] = [];

beforeAll(async () => {
  const { store } = await createSeller(db, 'cs-seller');
  const user = await createShopper(db, 'cs-buyer');
  const [addr] = await defaultAddresses(db, [user.id]);
  address = addr!.id;
  token = await t.login('home', 'cs-buyer');
  const made = await Promise.all([1, 2, 3].map(() => createGoods(db, store.id)));
  // The bench's basket: three lines of one store, as /api/user/order/create receives it.
  basket = made.map((m, i) => ({ goods_id: m.goods.id, sku_id: 0, buy_num: i + 1, cart_id: 700_000 + i }));
});

const place = (lines: object[]) =>
  t.call<{ order_id: number[] }>('POST', '/api/user/order/create', {
    token,
    body: { params: params(lines), address_id: address, coupon_id: '' },
  });

describe('placing an order of three lines', () => {
  it('reads each thing once and writes the order in a dozen statements', async () => {
    // The first order also reads the settings the server then keeps a while: leave it out.
    expect((await place(basket)).code).toBe(200);
    let answer: Awaited<ReturnType<typeof place>> | undefined;
    // The clock stands still meanwhile: pricing reuses the gate's flash sales when both read them in the same
    // second, and a request that crossed a second would read them twice.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const sentTexts = await statementsOf(async () => {
      answer = await place(basket.map((l) => ({ ...l, cart_id: l.cart_id + 10 })));
    }).finally(() => vi.useRealTimers());
    expect(answer?.code, answer?.msg).toBe(200);
    const orderId = answer!.data.order_id[0]!;
    const lines = await db.select().from(orderGoods).where(eq(orderGoods.order_id, orderId));
    expect(lines.map((l) => l.buy_num).sort()).toEqual([1, 2, 3]);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.order_price).toBe('60.00');
    expect(await stockOf(db, basket[2]!.goods_id)).toBe(100 - 6);

    // The token, the flash sales, the address; in the transaction the shopper's lock, goods with SKUs, freights,
    // full reductions, coupons, the unpaid count, the pieces of each goods held unpaid (the per-goods cap, issue
    // 27), the order, its lines, the stock. Before: goods and their SKUs read apart, and the running flash sales
    // read by the gate and again by pricing (14).
    expect(sentTexts.length, sentTexts.join('\n\n')).toBe(13);
    const flashReads = sentTexts.filter((s) => /from "seckills"/.test(s) && /^\s*select/i.test(s));
    expect(flashReads).toHaveLength(1);
    expect(sentTexts.filter((s) => /from "goods_skus"|join "goods_skus"/.test(s))).toHaveLength(1);
    // Statements sent together run in the order sent: the shopper's lock before the count of their orders, the
    // order before the lines that name it by `currval`, the stock taken last (the lock order of every basket).
    const at = (re: RegExp) => sentTexts.findIndex((s) => re.test(s));
    const sequence = [
      at(/^select "id" from "users" .* for update/),
      at(/^select count\(\*\) from "orders"/),
      at(/^insert into "orders"/),
      at(/^insert into "order_goods" .*currval\('orders_id_seq'\)/),
      at(/^update "goods" set "goods_stock"/),
    ];
    expect(
      sequence.every((i, k) => i >= 0 && (k === 0 || i > sequence[k - 1]!)),
      sentTexts.join('\n\n'),
    ).toBe(true);
  });
});
