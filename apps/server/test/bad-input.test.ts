import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreated } from '@shop/contract/orders';
import { addresses, areas, carts, fileSpaces, orderGoods, orders, users } from '../src/db/schema/index.ts';
import { testApp, type Envelope } from './helper.ts';
import { multipart } from './multipart.ts';
import { createGoods, createSeller, createShopper, stockOf } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

let shopper = '';
let shopperId = 0;
let seller = '';
let goodsId = 0;
let addressId = 0;
let area: number[] = [];

beforeAll(async () => {
  const { store } = await createSeller(db, 'bi-seller');
  goodsId = (await createGoods(db, store.id, { goods_price: '5.00', goods_stock: 50, freight_id: -1 })).goods.id;
  shopperId = (await createShopper(db, 'bi-shopper')).id;
  shopper = await t.login('home', 'bi-shopper');
  seller = await t.login('seller', 'bi-seller');
  const [p] = await db.select().from(areas).where(eq(areas.pid, '0')).orderBy(asc(areas.id)).limit(1);
  const [c] = await db.select().from(areas).where(eq(areas.pid, p!.code)).orderBy(asc(areas.id)).limit(1);
  const [d] = await db.select().from(areas).where(eq(areas.pid, c!.code)).orderBy(asc(areas.id)).limit(1);
  area = [p!.id, c!.id, d!.id];
  const r = await t.call<{ id: number }>('POST', '/api/user/addresses', { token: shopper, body: address() });
  expect(r.code).toBe(200);
  addressId = r.data.id;
});

const address = (over: object = {}) => ({
  receive_name: '王五',
  receive_tel: '13900000000',
  address: '人民路 1 号',
  area,
  ...over,
});

/** A request with a raw body (JSON or hand-encoded form) and a raw URL, as a hostile client sends it. */
async function raw(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: string, json = false) {
  const headers: Record<string, string> = { authorization: `Bearer ${shopper}` };
  if (payload !== undefined) headers['content-type'] = json ? 'application/json' : 'application/x-www-form-urlencoded';
  const res = await t.app.inject({ method, url, payload, headers });
  return { status: res.statusCode, ...(JSON.parse(res.body) as Envelope) };
}

const countOf = async (table: typeof addresses | typeof users | typeof orders | typeof fileSpaces) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

const nulRefusal = (field: string) => ({ status: 200, code: 422, msg: `字段 ${field} 含有不允许的空字符 (NUL).` });

describe('a NUL character anywhere in the input', () => {
  it('is refused with 422 in a form body, the query string, a JSON body, nested keys and values, changing nothing', async () => {
    const before = await countOf(addresses);
    const [stored] = await db.select().from(addresses).where(eq(addresses.id, addressId));
    const cases: Array<[Promise<Envelope & { status: number }>, string]> = [
      [
        t.call('POST', '/api/user/addresses', { token: shopper, body: address({ receive_name: 'a\u0000b' }) }),
        'receive_name',
      ],
      [
        t.call('POST', '/api/user/addresses', { token: shopper, body: address(), query: { address: '\u0000' } }),
        'address',
      ],
      [raw('POST', '/api/user/addresses', JSON.stringify(address({ address: 'x\u0000' })), true), 'address'],
      [
        raw('POST', '/api/user/addresses', JSON.stringify(address({ extra: { deep: ['ok', 'n\u0000'] } })), true),
        'extra[deep][1]',
      ],
      [raw('POST', '/api/user/addresses', JSON.stringify(address({ extra: { 'k\u0000': 1 } })), true), 'extra[k\\0]'],
      [
        raw('POST', '/api/user/addresses', `${new URLSearchParams({ receive_name: 'z' }).toString()}&area%5B%00%5D=1`),
        'area[\\0]',
      ],
      [
        t.call('PUT', `/api/user/addresses/${addressId}`, {
          token: shopper,
          body: address({ receive_tel: '1\u0000' }),
        }),
        'receive_tel',
      ],
      [raw('PUT', `/api/user/addresses/${addressId}%00`, new URLSearchParams({ receive_name: 'x' }).toString()), 'id'],
      [raw('DELETE', `/api/user/carts/1%00`), 'ids'],
    ];
    for (const [answer, field] of cases) expect(await answer).toMatchObject(nulRefusal(field));
    expect(await countOf(addresses)).toBe(before);
    expect((await db.select().from(addresses).where(eq(addresses.id, addressId)))[0]).toEqual(stored);
  });

  it('is refused on sign-up (a text column PostgreSQL would reject) and says so in English', async () => {
    const before = await countOf(users);
    const body = { username: 'nul\u0000user', password: '123456', provider: 'users' };
    expect(await t.call('POST', '/api/register', { body })).toMatchObject(nulRefusal('username'));
    const en = await t.call('POST', '/api/register', { body, headers: { 'accept-language': 'en' } });
    expect(en).toMatchObject({
      code: 422,
      msg: 'The value of username contains a NUL character, which is not allowed.',
    });
    expect(await countOf(users)).toBe(before);
  });

  it('is refused in multipart upload fields and file names, storing nothing', async () => {
    const before = await countOf(fileSpaces);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const bodies = [
      multipart({ name: 'goods', dir_id: '0\u0000' }, [{ filename: 'a.png', data: png }]),
      multipart({ name: 'goods' }, [{ filename: 'a\u0000.png', data: png }]),
    ];
    for (const [i, { payload, headers }] of bodies.entries()) {
      headers.authorization = `Bearer ${seller}`;
      const res = await t.app.inject({ method: 'POST', url: '/api/Seller/uploads', payload, headers });
      expect(JSON.parse(res.body), String(i)).toMatchObject({ code: 422 });
    }
    expect(await countOf(fileSpaces)).toBe(before);
  });
});

const BAD_QUANTITIES = ['1e3', '0x10', ' 2', '-1', '1.5', '2 ', '+2', '', '0', '10000', 'two'];

const cartLines = () =>
  db
    .select({ id: carts.id, buy_num: carts.buy_num })
    .from(carts)
    .where(and(eq(carts.user_id, shopperId), isNull(carts.deleted_at)))
    .orderBy(asc(carts.id));

describe('quantities accept plain decimal integers only', () => {
  it('refuses 1e3, 0x10, " 2", -1, 1.5, "2 " when adding to the cart, and takes "2"', async () => {
    for (const buy_num of BAD_QUANTITIES.filter((q) => q !== '')) {
      const r = await t.call('POST', '/api/user/carts', { token: shopper, body: { goods_id: goodsId, buy_num } });
      expect([r.code, r.msg, buy_num]).toEqual([422, '购买数量为1到9999.', buy_num]);
    }
    const json = await raw('POST', '/api/user/carts', JSON.stringify({ goods_id: goodsId, buy_num: 1.5 }), true);
    expect(json.code).toBe(422);
    expect(await cartLines()).toEqual([]);
    const ok = await t.call('POST', '/api/user/carts', { token: shopper, body: { goods_id: goodsId, buy_num: '2' } });
    expect(ok.code).toBe(200);
    expect((await cartLines()).map((l) => l.buy_num)).toEqual([2]);
  });

  it('refuses them when setting a cart line, leaving the line as it was', async () => {
    const [line] = await cartLines();
    for (const buy_num of BAD_QUANTITIES.filter((q) => q !== '')) {
      const r = await t.call('PUT', `/api/user/carts/${line!.id}`, { token: shopper, body: { buy_num, is_type: 1 } });
      expect([r.code, buy_num]).toEqual([422, buy_num]);
    }
    expect(await cartLines()).toEqual([line]);
    const ok = await t.call('PUT', `/api/user/carts/${line!.id}`, {
      token: shopper,
      body: { buy_num: '3', is_type: 1 },
    });
    expect(ok.code).toBe(200);
    expect((await cartLines()).map((l) => l.buy_num)).toEqual([3]);
  });

  it('refuses them in the lines of an order, creating nothing, and takes "2"', async () => {
    const create = (buy_num: unknown) =>
      t.call<OrderCreated>('POST', '/api/user/order/create', {
        token: shopper,
        body: {
          params: Buffer.from(
            JSON.stringify({ order: [{ goods_id: goodsId, sku_id: 0, buy_num }], ifcart: 0 }),
          ).toString('base64'),
          address_id: addressId,
          coupon_id: '',
        },
      });
    const stock = await stockOf(db, goodsId);
    const ordersBefore = await countOf(orders);
    for (const buy_num of [...BAD_QUANTITIES, 1.5, -1, 0, true]) {
      const r = await create(buy_num);
      expect([r.code, r.msg, buy_num]).toEqual([422, '购买数量为1到9999.', buy_num]);
    }
    expect(await countOf(orders)).toBe(ordersBefore);
    expect(await stockOf(db, goodsId)).toBe(stock);
    const ok = await create('2');
    expect(ok.code).toBe(200);
    const [line] = await db.select().from(orderGoods).where(eq(orderGoods.order_id, ok.data.order_id[0]!));
    expect(line!.buy_num).toBe(2);
    expect(await stockOf(db, goodsId)).toBe(stock - 2);
  });
});
