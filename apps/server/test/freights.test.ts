import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FreightTemplate } from '@shop/contract/orders';
import { areas, freights } from '../src/db/schema/index.ts';
import { freightCents, type FreightRow } from '../src/modules/checkout/freight.ts';
import { testApp } from './helper.ts';
import { createSeller } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

const tpl = (v: Partial<FreightRow>): FreightRow => ({
  id: 1,
  f_weight: '0',
  f_price: '0',
  o_weight: '0',
  o_price: '0',
  area_id: '',
  is_type: 0,
  ...v,
});

describe('freight of an order (weights in hundredths of a kg, money in cents)', () => {
  // Default: 8.00 for the first kg, 2.00 for each further 0.5 kg or part of it.
  const def = tpl({ id: 1, f_weight: '1.00', f_price: '8.00', o_weight: '0.50', o_price: '2.00' });
  // Area template for provinces 7 and 9: 5.00 flat.
  const flat = tpl({ id: 2, is_type: 1, f_price: '5.00', area_id: '7,9' });
  // Area template for province 11: 3.00 for the first 2 kg, 1.50 per further kg.
  const heavy = tpl({
    id: 3,
    is_type: 1,
    f_weight: '2.00',
    f_price: '3.00',
    o_weight: '1',
    o_price: '1.50',
    area_id: '11',
  });
  // Area template that is free (0 / 0) for province 12.
  const free = tpl({ id: 4, is_type: 1, area_id: '12' });
  const all = [def, flat, heavy, free];

  it('−1 is free whatever the templates say', () => {
    expect(freightCents(all, -1, 100_000, 7)).toBe(0);
    expect(freightCents([], -1, 100, 1)).toBe(0);
  });

  it('0 uses the store default: first weight, then ceil(extra / o_weight) × o_price', () => {
    expect(freightCents(all, 0, 0, 7)).toBe(800);
    expect(freightCents(all, 0, 100, 7)).toBe(800);
    expect(freightCents(all, 0, 101, 7)).toBe(1000);
    expect(freightCents(all, 0, 150, 7)).toBe(1000);
    expect(freightCents(all, 0, 151, 7)).toBe(1200);
    expect(freightCents(all, 0, 350, 30)).toBe(800 + 5 * 200);
  });

  it('a template id applies in its provinces and falls back to the default elsewhere', () => {
    expect(freightCents(all, 2, 250, 7)).toBe(500);
    expect(freightCents(all, 2, 250, 9)).toBe(500);
    expect(freightCents(all, 2, 250, 8)).toBe(800 + 3 * 200);
    expect(freightCents(all, 3, 200, 11)).toBe(300);
    expect(freightCents(all, 3, 201, 11)).toBe(450);
    expect(freightCents(all, 3, 410, 11)).toBe(300 + 3 * 150);
    expect(freightCents(all, 3, 410, 7)).toBe(800 + 7 * 200);
    // Naming the default row by its id is the default.
    expect(freightCents(all, 1, 250, 11)).toBe(1400);
  });

  it('a free (0 / 0) chosen template is free even outside its provinces (rule 3 comes before the fallback)', () => {
    expect(freightCents(all, 4, 500, 12)).toBe(0);
    expect(freightCents(all, 4, 500, 7)).toBe(0);
  });

  it('is 0 when the template is missing, the store has no default, or the default is free', () => {
    expect(freightCents(all, 99, 250, 7)).toBe(0);
    expect(freightCents([], 0, 250, 7)).toBe(0);
    expect(freightCents([flat], 2, 250, 8)).toBe(0);
    expect(freightCents([tpl({}), flat], 2, 250, 8)).toBe(0);
  });

  it('flat when there is no first weight; any other combination of first/extra weight and price is free', () => {
    expect(freightCents([tpl({ f_price: '6.00' })], 0, 10_000, 1)).toBe(600);
    // Heavier than the first weight with no additional rule at all: the first price.
    expect(freightCents([tpl({ f_weight: '1', f_price: '6' })], 0, 300, 1)).toBe(600);
    // An additional price without an additional weight cannot be applied: 0.
    expect(freightCents([tpl({ f_weight: '1', f_price: '6', o_price: '3' })], 0, 300, 1)).toBe(0);
    // An additional weight at no price: the first price.
    expect(freightCents([tpl({ f_weight: '1', f_price: '6', o_weight: '0.5' })], 0, 300, 1)).toBe(600);
    // A first weight without a first price: 0.
    expect(freightCents([tpl({ f_weight: '1', o_weight: '1', o_price: '3' })], 0, 300, 1)).toBe(0);
  });

  it('counts in integers: 0.1 kg steps never drift', () => {
    const fine = tpl({ f_weight: '0.10', f_price: '1.00', o_weight: '0.10', o_price: '0.10' });
    expect(freightCents([fine], 0, 30, 1)).toBe(120);
    expect(freightCents([fine], 0, 110, 1)).toBe(200);
  });
});

let sellerA = '';
let sellerB = '';
let storeA = 0;
let storeB = 0;
let provinces: (typeof areas.$inferSelect)[] = [];

beforeAll(async () => {
  const a = await createSeller(db, 'frt-seller-a');
  const b = await createSeller(db, 'frt-seller-b');
  storeA = a.store.id;
  storeB = b.store.id;
  sellerA = await t.login('seller', 'frt-seller-a');
  sellerB = await t.login('seller', 'frt-seller-b');
  provinces = await db.select().from(areas).where(eq(areas.pid, '0')).orderBy(asc(areas.id)).limit(3);
});

const rowsOf = (storeId: number) =>
  db
    .select()
    .from(freights)
    .where(and(eq(freights.store_id, storeId), isNull(freights.deleted_at)))
    .orderBy(asc(freights.id));

const save = (token: string, info: object[]) => t.call('PUT', '/api/Seller/freights/0', { token, body: { info } });

describe('Seller freight templates', () => {
  it('saves the default first and area templates after it, with province names', async () => {
    const [p1, p2] = provinces as [typeof areas.$inferSelect, typeof areas.$inferSelect];
    const r = await save(sellerA, [
      { id: 0, name: 'ignored', f_weight: '1', f_price: '8', o_weight: '0.5', o_price: '2', area_id: [p1.id] },
      {
        id: 0,
        name: '偏远地区',
        f_weight: '1.00',
        f_price: '20.00',
        o_weight: '1',
        o_price: '10',
        area_id: [p1.id, p2.id],
      },
    ]);
    expect([r.code, r.msg]).toEqual([200, '操作成功.']);
    const rows = await rowsOf(storeA);
    expect(rows.map((x) => [x.name, x.is_type, x.f_price, x.o_weight, x.area_id, x.area_name])).toEqual([
      ['默认运费', 0, '8.00', '0.50', '', ''],
      ['偏远地区', 1, '20.00', '1.00', `${p1.id},${p2.id}`, `${p1.name},${p2.name}`],
    ]);
  });

  it('lists them: isAll=true as a plain array with the default first, else the raw paginator', async () => {
    const all = await t.call<FreightTemplate[]>('GET', '/api/Seller/freights', {
      token: sellerA,
      query: { isAll: 'true' },
    });
    expect(all.data.map((f) => [f.name, f.is_type])).toEqual([
      ['默认运费', 0],
      ['偏远地区', 1],
    ]);
    expect(all.data[1]!.area_id).toEqual([String(provinces[0]!.id), String(provinces[1]!.id)]);
    const page = await t.call<{ data: FreightTemplate[]; total: number; current_page: number }>(
      'GET',
      '/api/Seller/freights',
      { token: sellerA },
    );
    expect([page.data.total, page.data.current_page, page.data.data.length]).toEqual([2, 1, 2]);
    // Another store sees none of them.
    const other = await t.call<FreightTemplate[]>('GET', '/api/Seller/freights', {
      token: sellerB,
      query: { isAll: 'true' },
    });
    expect(other.data).toEqual([]);
  });

  it('updates by id, keeps one default whatever id the form gives it', async () => {
    const [def, area] = await rowsOf(storeA);
    const r = await save(sellerA, [
      { id: 0, f_weight: '2', f_price: '9.5', o_weight: '1', o_price: '3' },
      {
        id: area!.id,
        name: '远方',
        f_weight: '1',
        f_price: '18',
        o_weight: '1',
        o_price: '9',
        area_id: [provinces[2]!.id],
      },
      { id: 0, name: '新增', f_weight: '0', f_price: '6', area_id: String(provinces[0]!.id) },
    ]);
    expect(r.code).toBe(200);
    const rows = await rowsOf(storeA);
    expect(rows.map((x) => [x.id, x.name, x.is_type, x.f_price, x.area_name])).toEqual([
      [def!.id, '默认运费', 0, '9.50', ''],
      [area!.id, '远方', 1, '18.00', provinces[2]!.name],
      [rows[2]!.id, '新增', 1, '6.00', provinces[0]!.name],
    ]);
  });

  it('refuses bad numbers, non-province areas, nameless area templates, empty info and foreign rows, changing nothing', async () => {
    const before = await rowsOf(storeA);
    const [city] = await db.select().from(areas).where(eq(areas.pid, provinces[0]!.code)).limit(1);
    const def = { id: 0, f_weight: '1', f_price: '8', o_weight: '1', o_price: '2' };
    const cases: [object[], number, string?][] = [
      [[{ ...def, f_price: '-1' }], 422],
      [[{ ...def, o_price: '1.234' }], 422],
      [[{ ...def, f_weight: 'abc' }], 422],
      [[{ ...def, o_weight: '100000' }], 422],
      [[def, { id: 0, name: 'x', f_price: '1', area_id: [city!.id] }], 422],
      [[def, { id: 0, name: 'x', f_price: '1', area_id: [999999] }], 422],
      [[def, { id: 0, name: '', f_price: '1' }], 422],
      [[def, { id: 'abc', name: 'x' }], 422],
      [[], 500, '操作失败.'],
    ];
    for (const [info, code, msg] of cases) {
      const r = await save(sellerA, info);
      expect([r.code, info]).toEqual([code, info]);
      if (msg) expect(r.msg).toBe(msg);
    }
    // An id of another store's row is refused, and the valid rows before it in the same request are not kept.
    await save(sellerB, [def, { id: 0, name: 'b', f_price: '1' }]);
    const [, foreign] = await rowsOf(storeB);
    const r = await save(sellerA, [
      { ...def, f_price: '1' },
      { id: foreign!.id, name: 'mine', f_price: '1' },
    ]);
    expect([r.code, r.msg]).toEqual([500, '运费模版不存在.']);
    expect(await rowsOf(storeA)).toEqual(before);
    expect((await rowsOf(storeB))[1]!.name).toBe('b');
  });

  it('deletes own area templates only, never the default one', async () => {
    const [def, area, extra] = await rowsOf(storeA);
    const [, foreign] = await rowsOf(storeB);
    const r = await t.call<number>('DELETE', `/api/Seller/freights/${def!.id},${extra!.id},${foreign!.id}`, {
      token: sellerA,
    });
    expect([r.code, r.data]).toEqual([200, 1]);
    expect((await rowsOf(storeA)).map((x) => x.id)).toEqual([def!.id, area!.id]);
    expect(await rowsOf(storeB)).toHaveLength(2);
  });

  it('is for signed-in sellers only', async () => {
    const anon = await t.call('GET', '/api/Seller/freights', { query: { isAll: 'true' } });
    expect(anon.code).toBe(401);
    const shopperToken = await t.login('home', 'frt-seller-a');
    const asShopper = await save(shopperToken, [{ id: 0, f_price: '0' }]);
    expect(asShopper.code).not.toBe(200);
    expect((await rowsOf(storeA))[0]!.f_price).toBe('9.50');
  });
});
