import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileSpaceDirs, fileSpaces, moneyLogs, storeClasses, stores } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { createStore, createUser } from './stores-fixtures.ts';
import { sellerStaff } from './seller-staff-fixtures.ts';

const t = await testApp();
const db = t.database.db;

interface Page<T> {
  data: T[];
  total: number;
}
interface StoreRes {
  id: number;
  store_name: string;
  class_id: number[][];
  store_slide: string[];
  area: number[];
  area_info: string;
  after_sale_service: string;
  store_money: string;
  store_frozen_money: string;
}
type LogRow = { id: number; user_id: number; is_belong: number; name: string; money: string };
type DirRow = { id: number; name: string; belong_id: number };
type PicRow = { id: number; dir_id: number; url: string; belong_id: number };

let owner1 = '';
let sub1 = '';
let owner2 = '';
let home = '';
let store2 = 0;

const store = async (id: number) => (await db.select().from(stores).where(eq(stores.id, id)))[0]!;

async function uploadPicture(token: string, dirId: number): Promise<string> {
  const data = await sharp({ create: { width: 20, height: 20, channels: 3, background: { r: 10, g: 200, b: 60 } } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart({ name: 'spaces', dir_id: String(dirId) }, [{ filename: 'pic.png', data }]);
  headers.authorization = `Bearer ${token}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/Seller/uploads', payload, headers });
  const body = JSON.parse(res.body) as { code: number; data: string };
  expect(body.code).toBe(200);
  return body.data;
}

beforeAll(async () => {
  owner1 = await t.login('seller', '18888888888');
  // A sub-account whose role holds the store settings menu (the demo `seller` role does not).
  sub1 = (await sellerStaff(t, { menus: ['/Seller/stores'] })).token;
  const u2 = await createUser(db, 'owner2');
  // The second store's id may equal a user id with money logs: its ledger must still show store entries only.
  store2 = (await createStore(db, u2.id, { store_name: '第二家店' })).id;
  owner2 = await t.login('seller', 'owner2');
  home = await t.login('home', '13800000000');
});

describe('Seller store settings (stores/0)', () => {
  it('always answers the caller’s own store, whatever the id', async () => {
    const a = await t.call<StoreRes>('GET', '/api/Seller/stores/0', { token: owner1 });
    expect(a.data).toMatchObject({ id: 1, store_name: '青梧旗舰店' });
    expect(a.data.class_id.length).toBeGreaterThan(0);
    const b = await t.call<StoreRes>('GET', '/api/Seller/stores/1', { token: owner2 });
    expect(b.data).toMatchObject({ id: store2, store_name: '第二家店' });
    const sub = await t.call<StoreRes>('GET', `/api/Seller/stores/${store2}`, { token: sub1 });
    expect(sub.data.id).toBe(1);
    expect((await t.call('GET', '/api/Seller/stores/x', { token: owner1 })).status).toBe(400);
  });

  it('staff read the store without the owner’s identity papers; the owner reads them', async () => {
    const papers = ['legal_person', 'id_card_no', 'business_license_no'] as const;
    const own = await t.call<Record<string, string>>('GET', '/api/Seller/stores/0', { token: owner1 });
    for (const key of papers) expect(own.data[key], key).not.toBe('');
    // An order clerk reads the store for the sender address; a settings clerk for the public face.
    const clerk = (await sellerStaff(t, { menus: ['/Seller/orders'] })).token;
    for (const token of [clerk, sub1]) {
      const staff = await t.call<Record<string, string>>('GET', '/api/Seller/stores/0', { token });
      expect(staff.data).toMatchObject({ id: 1, store_name: '青梧旗舰店', store_address: own.data.store_address });
      for (const key of papers) expect(staff.data[key], key).toBe('');
    }
  });

  it('a second seller’s edit of "store 1" changes only their own store', async () => {
    const before = await store(1);
    const r = await t.call('PUT', '/api/Seller/stores/1', { token: owner2, body: { store_name: '改名了' } });
    expect(r).toMatchObject({ code: 200, msg: '操作成功.', data: [] });
    expect(await store(1)).toEqual(before);
    expect((await store(store2)).store_name).toBe('改名了');
  });

  it('the owner (or a sub-account) edits the store’s face; review state, money and categories stay', async () => {
    const before = await store(1);
    const [classesBefore] = await db.select().from(storeClasses).where(eq(storeClasses.store_id, 1));
    const r = await t.call('PUT', '/api/Seller/stores/0', {
      token: sub1,
      body: {
        store_name: '青梧旗舰店·新',
        store_description: '新的描述',
        store_mobile: '010-88886666',
        store_slide: ['/uploads/s/1.png', '/uploads/s/2.png'],
        area: [1, 2, 4],
        store_lat: '39.9',
        store_lng: '116.4',
        after_sale_service: '<p>七天退换</p><script>alert(1)</script>##qingwuit##[]',
        store_status: 0,
        store_verify: 1,
        store_money: '99999.00',
        store_frozen_money: '0.00',
        user_id: 9,
        legal_person: '别人',
        class_id: [[1, 5, 10]],
      },
    });
    expect(r.code).toBe(200);
    const after = await store(1);
    expect(after).toMatchObject({
      store_name: '青梧旗舰店·新',
      store_description: '新的描述',
      store_mobile: '010-88886666',
      store_slide: '/uploads/s/1.png,/uploads/s/2.png',
      province_id: 1,
      city_id: 2,
      region_id: 4,
      area_info: '北京市 市辖区 西城区',
      store_lat: '39.9',
      store_status: before.store_status,
      store_verify: before.store_verify,
      store_money: before.store_money,
      store_frozen_money: before.store_frozen_money,
      user_id: before.user_id,
      legal_person: before.legal_person,
    });
    expect(after.after_sale_service).not.toContain('script');
    expect((await db.select().from(storeClasses).where(eq(storeClasses.store_id, 1)))[0]).toEqual(classesBefore);
    const res = await t.call<StoreRes>('GET', '/api/Seller/stores/0', { token: owner1 });
    expect(res.data).toMatchObject({ store_slide: ['/uploads/s/1.png', '/uploads/s/2.png'], area: [1, 2, 4] });
  });

  it('bad values are refused and change nothing', async () => {
    const before = await store(1);
    for (const body of [
      { store_mobile: 'call me' },
      { store_lat: '91' },
      { store_lng: 'east' },
      { area: [2] },
      { store_name: '' },
      { store_description: 'x'.repeat(151) },
    ]) {
      const r = await t.call('PUT', '/api/Seller/stores/0', {
        token: owner1,
        body: { store_address: '别处', ...body },
      });
      expect(r.code, JSON.stringify(body)).toBe(422);
    }
    expect(await store(1)).toEqual(before);
  });

  it('storefront tokens and anonymous callers are refused', async () => {
    for (const token of [home, undefined]) {
      expect((await t.call('GET', '/api/Seller/stores/0', { token })).code).toBe(401);
      expect((await t.call('PUT', '/api/Seller/stores/0', { token, body: { store_name: 'x' } })).code).toBe(401);
      expect((await t.call('GET', '/api/Seller/money_logs', { token })).code).toBe(401);
      expect((await t.call('GET', '/api/Seller/file_space_dirs', { token })).code).toBe(401);
    }
    expect((await store(1)).store_name).not.toBe('x');
  });
});

describe('Seller store money history', () => {
  beforeAll(async () => {
    // A user-ledger entry whose user_id equals store 2's id, and a store entry of store 2.
    await db.insert(moneyLogs).values([
      { user_id: store2, name: '订单支付', money: '-3.00', is_type: 0, is_belong: 0 },
      { user_id: store2, name: '系统结算.', money: '12.00', is_type: 0, is_belong: 1 },
    ]);
  });

  it('lists only the store’s own store entries', async () => {
    const r = await t.call<Page<LogRow>>('GET', '/api/Seller/money_logs', { token: owner1 });
    expect(r.code).toBe(200);
    expect(r.data.data.length).toBeGreaterThan(0);
    expect(r.data.data.every((l) => l.user_id === 1 && l.is_belong === 1)).toBe(true);
    const other = await t.call<Page<LogRow>>('GET', '/api/Seller/money_logs', {
      token: owner2,
      query: { is_belong: '0|gt' },
    });
    expect(other.data.data.map((l) => [l.user_id, l.is_belong, l.money])).toEqual([[store2, 1, '12.00']]);
    const named = await t.call<Page<LogRow>>('GET', '/api/Seller/money_logs', {
      token: owner2,
      query: { name: '订单|likeRight' },
    });
    expect(named.data.data).toEqual([]);
  });

  it('never shows another store’s entry', async () => {
    const mine = await t.call<Page<LogRow>>('GET', '/api/Seller/money_logs', { token: owner1 });
    const id = mine.data.data[0]!.id;
    expect((await t.call('GET', `/api/Seller/money_logs/${id}`, { token: owner1 })).code).toBe(200);
    const r = await t.call('GET', `/api/Seller/money_logs/${id}`, { token: owner2 });
    expect(r).toMatchObject({ code: 500, msg: 'find data error.' });
    const userLog = await db
      .select({ id: moneyLogs.id })
      .from(moneyLogs)
      .where(and(eq(moneyLogs.user_id, store2), eq(moneyLogs.is_belong, 0)));
    expect((await t.call('GET', `/api/Seller/money_logs/${userLog[0]!.id}`, { token: owner2 })).code).toBe(500);
    expect((await t.call('POST', '/api/Seller/money_logs', { token: owner1, body: { money: '100' } })).status).not.toBe(
      200,
    );
  });
});

describe('Seller image space', () => {
  let dirA = 0;
  let dirB = 0;
  let picA = '';
  let picB = '';
  let picRoot = '';

  it('creates folders for the caller’s store; a name is required and short', async () => {
    const a = await t.call<DirRow>('POST', '/api/Seller/file_space_dirs', {
      token: owner1,
      body: { name: '主图', belong_id: store2 },
    });
    expect(a.code).toBe(200);
    expect(a.data).toMatchObject({ name: '主图', belong_id: 1 });
    dirA = a.data.id;
    dirB = (await t.call<DirRow>('POST', '/api/Seller/file_space_dirs', { token: owner1, body: { name: '详情' } })).data
      .id;
    expect((await t.call('POST', '/api/Seller/file_space_dirs', { token: owner1, body: { name: '' } })).code).toBe(422);
    expect(
      (await t.call('POST', '/api/Seller/file_space_dirs', { token: owner1, body: { name: 'x'.repeat(31) } })).code,
    ).toBe(422);
    const all = await t.call<DirRow[]>('GET', '/api/Seller/file_space_dirs', {
      token: owner1,
      query: { isAll: 'true' },
    });
    expect(all.data.map((d) => d.id).sort()).toEqual([dirA, dirB].sort());
  });

  it('uploads land in the chosen folder and list by folder', async () => {
    picA = await uploadPicture(owner1, dirA);
    picB = await uploadPicture(owner1, dirB);
    picRoot = await uploadPicture(owner1, 0);
    const inA = await t.call<Page<PicRow>>('GET', '/api/Seller/file_spaces', {
      token: owner1,
      query: { dir_id: dirA },
    });
    expect(inA.data.data.map((p) => p.url)).toEqual([picA]);
    const inRoot = await t.call<Page<PicRow>>('GET', '/api/Seller/file_spaces', {
      token: owner1,
      query: { dir_id: 0 },
    });
    expect(inRoot.data.data.map((p) => p.url)).toEqual([picRoot]);
  });

  it('another store sees, renames and deletes none of it', async () => {
    const dirs = await t.call<DirRow[]>('GET', '/api/Seller/file_space_dirs', {
      token: owner2,
      query: { isAll: 'true' },
    });
    expect(dirs.data).toEqual([]);
    expect((await t.call('GET', `/api/Seller/file_space_dirs/${dirA}`, { token: owner2 })).code).toBe(500);
    const rename = await t.call('PUT', `/api/Seller/file_space_dirs/${dirA}`, {
      token: owner2,
      body: { name: '偷改' },
    });
    expect(rename).toMatchObject({ code: 500, msg: 'edit data error.' });
    const del = await t.call('DELETE', `/api/Seller/file_space_dirs/${dirA}`, { token: owner2 });
    expect(del).toMatchObject({ code: 500, msg: 'find data error.' });
    const pics = await t.call<Page<PicRow>>('GET', '/api/Seller/file_spaces', {
      token: owner2,
      query: { dir_id: dirA },
    });
    expect(pics.data.data).toEqual([]);
    const [row] = await db.select().from(fileSpaces).where(eq(fileSpaces.url, picA));
    expect((await t.call('DELETE', `/api/Seller/file_spaces/${row!.id}`, { token: owner2 })).code).toBe(500);
    const [dir] = await db.select().from(fileSpaceDirs).where(eq(fileSpaceDirs.id, dirA));
    expect(dir).toMatchObject({ name: '主图', deleted_at: null });
    expect((await db.select().from(fileSpaces).where(eq(fileSpaces.url, picA)))[0]!.deleted_at).toBeNull();
  });

  it('the owner renames a folder and deletes a picture', async () => {
    const r = await t.call('PUT', `/api/Seller/file_space_dirs/${dirB}`, {
      token: owner1,
      body: { id: dirB, name: '详情图' },
    });
    expect(r).toMatchObject({ code: 200, data: 1 });
    const [row] = await db.select().from(fileSpaces).where(eq(fileSpaces.url, picB));
    expect(await t.call('DELETE', `/api/Seller/file_spaces/${row!.id}`, { token: owner1 })).toMatchObject({
      code: 200,
      data: 1,
    });
  });

  it('deleting a folder deletes its pictures’ rows, not other folders’', async () => {
    const r = await t.call('DELETE', `/api/Seller/file_space_dirs/${dirA}`, { token: owner1 });
    expect(r).toMatchObject({ code: 200, data: 1 });
    const live = await db
      .select({ url: fileSpaces.url })
      .from(fileSpaces)
      .where(and(eq(fileSpaces.belong_id, 1), isNull(fileSpaces.deleted_at)));
    expect(live.map((p) => p.url)).toEqual([picRoot]);
  });
});
