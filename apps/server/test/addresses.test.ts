import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addresses, areas } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createShopper } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

type Area = typeof areas.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;

/** A real province → city → district chain of the seeded area tree. */
async function areaChain(nth: number): Promise<[Area, Area, Area]> {
  const provinces = await db.select().from(areas).where(eq(areas.pid, '0')).orderBy(asc(areas.id));
  const p = provinces[nth]!;
  const [c] = await db.select().from(areas).where(eq(areas.pid, p.code)).orderBy(asc(areas.id)).limit(1);
  const [d] = await db.select().from(areas).where(eq(areas.pid, c!.code)).orderBy(asc(areas.id)).limit(1);
  return [p, c!, d!];
}

let shopper = '';
let other = '';
let shopperId = 0;
let near: [Area, Area, Area];
let far: [Area, Area, Area];

beforeAll(async () => {
  shopperId = (await createShopper(db, 'addr-shopper')).id;
  await createShopper(db, 'addr-other');
  shopper = await t.login('home', 'addr-shopper');
  other = await t.login('home', 'addr-other');
  near = await areaChain(0);
  far = await areaChain(1);
});

const live = (userId: number) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.user_id, userId), isNull(addresses.deleted_at)))
    .orderBy(asc(addresses.id));

const form = (v: object = {}) => ({
  receive_name: '李四',
  receive_tel: '13900000000',
  address: '人民路 1 号',
  area: near.map((a) => a.id),
  ...v,
});

const add = (body: object, token = shopper) => t.call<AddressRow>('POST', '/api/user/addresses', { token, body });

describe('addresses (/user/addresses)', () => {
  it('refuses incomplete or invented input and writes nothing', async () => {
    const cases: object[] = [
      form({ receive_name: '' }),
      form({ receive_name: '名'.repeat(31) }),
      form({ receive_tel: '123' }),
      form({ receive_tel: '1390000000a' }),
      form({ address: '' }),
      form({ address: '路'.repeat(151) }),
      form({ area: [] }),
      form({ area: [near[0].id, near[1].id] }),
      // A city of another province: not a chain.
      form({ area: [near[0].id, far[1].id, far[2].id] }),
      form({ area: [near[0].id, near[1].id, 99999999] }),
      form({ area: ['x', 'y', 'z'] }),
    ];
    for (const body of cases) {
      const r = await add(body);
      expect([r.code, body]).toEqual([422, body]);
    }
    expect(await live(shopperId)).toEqual([]);
  });

  it('adds with area_info from the database, the first address being the default', async () => {
    const r = await add(form({ receive_name: '  李四  ', is_default: 0 }));
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      user_id: shopperId,
      receive_name: '李四',
      province_id: near[0].id,
      city_id: near[1].id,
      region_id: near[2].id,
      area_info: near.map((a) => a.name).join(' '),
      is_default: 1,
    });
    // The separate-ids form of qwshop works too; a landline is a phone number.
    const second = await add({
      receive_name: '王五',
      receive_tel: '010-12345678',
      address: '远方 2 号',
      province_id: far[0].id,
      city_id: far[1].id,
      region_id: far[2].id,
    });
    expect([second.code, second.data.is_default, second.data.area_info]).toEqual([
      200,
      0,
      far.map((a) => a.name).join(' '),
    ]);
  });

  it('lists own addresses newest first, raw or as the Home collection', async () => {
    const [first, second] = await live(shopperId);
    const raw = await t.call<{ data: AddressRow[]; total: number; current_page: number }>(
      'GET',
      '/api/user/addresses',
      {
        token: shopper,
      },
    );
    expect(raw.data.data.map((a) => [a.id, a.is_default])).toEqual([
      [second!.id, 0],
      [first!.id, 1],
    ]);
    expect([raw.data.total, raw.data.current_page]).toEqual([2, 1]);
    const home = await t.call<{ data: { id: number; is_default: boolean }[]; total: number }>(
      'GET',
      '/api/user/addresses',
      { token: shopper, query: { isResource: 'Home' } },
    );
    expect(home.data.data.map((a) => [a.id, a.is_default])).toEqual([
      [second!.id, false],
      [first!.id, true],
    ]);
    const one = await t.call<{ area: number[] }>('GET', `/api/user/addresses/${first!.id}`, {
      token: shopper,
      query: { isResource: 'Home' },
    });
    expect(one.data.area).toEqual(near.map((a) => a.id));
    expect((await t.call<AddressRow[]>('GET', '/api/user/addresses', { token: other })).data).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('keeps one default: adding or editing with is_default, or the default route, moves it', async () => {
    const third = await add(form({ receive_name: '赵六', is_default: 1 }));
    expect(third.data.is_default).toBe(1);
    expect((await live(shopperId)).filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([third.data.id]);
    const [first] = await live(shopperId);
    const r = await t.call('GET', `/api/user/addresses/default/${first!.id}`, { token: shopper });
    expect([r.code, r.data]).toEqual([200, 1]);
    expect((await live(shopperId)).filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([first!.id]);
    const edit = await t.call('PUT', `/api/user/addresses/${third.data.id}`, {
      token: shopper,
      body: form({ receive_name: '赵六六', area: far.map((a) => a.id), is_default: 1 }),
    });
    expect([edit.code, edit.data]).toEqual([200, 1]);
    const rows = await live(shopperId);
    expect(rows.filter((a) => a.is_default === 1).map((a) => a.id)).toEqual([third.data.id]);
    expect(rows.find((a) => a.id === third.data.id)).toMatchObject({
      receive_name: '赵六六',
      province_id: far[0].id,
      area_info: far.map((a) => a.name).join(' '),
    });
  });

  it('refuses a bad edit without changing the row', async () => {
    const [first] = await live(shopperId);
    const r = await t.call('PUT', `/api/user/addresses/${first!.id}`, {
      token: shopper,
      body: form({ receive_tel: 'nope', receive_name: '改了' }),
    });
    expect(r.code).toBe(422);
    expect((await live(shopperId))[0]).toEqual(first);
  });

  it("never reads, edits, defaults or deletes another user's address", async () => {
    const before = await live(shopperId);
    const id = before[0]!.id;
    expect((await t.call('GET', `/api/user/addresses/${id}`, { token: other })).code).toBe(500);
    expect(
      (await t.call('PUT', `/api/user/addresses/${id}`, { token: other, body: form({ receive_name: 'x' }) })).code,
    ).toBe(500);
    expect((await t.call('GET', `/api/user/addresses/default/${id}`, { token: other })).code).toBe(500);
    expect((await t.call('DELETE', `/api/user/addresses/${id}`, { token: other })).data).toBe(0);
    expect((await t.call('GET', '/api/user/addresses', {})).code).toBe(401);
    expect(await live(shopperId)).toEqual(before);
  });

  it('deletes own addresses by id list', async () => {
    const rows = await live(shopperId);
    const r = await t.call('DELETE', `/api/user/addresses/${rows[0]!.id},${rows[1]!.id},999999`, { token: shopper });
    expect([r.code, r.data]).toEqual([200, 2]);
    expect((await live(shopperId)).map((a) => a.id)).toEqual([rows[2]!.id]);
    expect((await t.call('GET', `/api/user/addresses/${rows[0]!.id}`, { token: shopper })).msg).toBe('地址不存在.');
  });
});
