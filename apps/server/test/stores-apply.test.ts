import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, adminToRoles, admins, storeClasses, stores } from '../src/db/schema/index.ts';
import { issueToken } from '../src/http/auth.ts';
import { hashPassword } from '../src/lib/password.ts';
import { testApp } from './helper.ts';
import { createUser, leafPaths, storeOf } from './stores-fixtures.ts';

const t = await testApp();
const db = t.database.db;

interface StoreRes {
  id: number;
  area: number[];
  area_info: string;
  class_id: number[][];
  store_slide: string[];
  store_verify: number;
  store_status: number;
  store_refuse_info: string;
  store_name: string;
  legal_person: string;
}
interface Page<T> {
  data: T[];
  total: number;
  count?: { pass: number; wait: number; error: number; create: number };
}

let applicant = '';
let applicantId = 0;
let admin = '';
let paths: number[][] = [];

/** The whole step-2 form as the storefront sends it (qs-encoded arrays). */
const form = () => ({
  store_logo: '/uploads/store/logo.png',
  store_name: '甲乙测评新店',
  class_id: [...paths, [paths[0]![0]!]],
  store_company_name: '新店科技有限公司',
  area: [1, 2, 3],
  province_id: 1,
  city_id: 2,
  region_id: 3,
  store_address: '长安街2号',
  business_license: '/uploads/store/licence.png',
  business_license_no: '91110101MA01234567',
  legal_person: '张三',
  store_phone: '13912345678',
  id_card_no: '11010119900101123X',
  id_card_t: '/uploads/store/t.png',
  id_card_b: '/uploads/store/b.png',
  emergency_contact: '李四',
  emergency_contact_phone: '13712345678',
});

const own = async () => (await storeOf(db, applicantId))!;

beforeAll(async () => {
  applicantId = (await createUser(db, 'applicant')).id;
  applicant = await t.login('home', 'applicant');
  admin = await t.login('admin', 'admin');
  paths = await leafPaths(db, 2);
});

describe('store application: join, fill in, review', () => {
  it('before joining, GET /store answers "store not join." and PUT /store is refused', async () => {
    const r = await t.call('GET', '/api/store', { token: applicant });
    expect(r).toMatchObject({ code: 200, msg: 'store not join.', data: [] });
    const put = await t.call('PUT', '/api/store', { token: applicant, body: form() });
    expect(put).toMatchObject({ code: 500, msg: 'store not join.' });
    expect(await storeOf(db, applicantId)).toBeUndefined();
  });

  it('join creates a closed draft; joining again answers the existing store', async () => {
    const r = await t.call<{ id: number; user_id: number; store_verify: number; store_status: number }>(
      'POST',
      '/api/store/join',
      {
        token: applicant,
      },
    );
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({ user_id: applicantId, store_verify: 1, store_status: 0, store_refuse_info: '' });
    const again = await t.call<{ id: number }>('POST', '/api/store/join', { token: applicant });
    expect(again).toMatchObject({ code: 500, msg: '店铺已经存在.', data: { id: r.data.id } });
    const all = await db
      .select()
      .from(stores)
      .where(and(eq(stores.user_id, applicantId), isNull(stores.deleted_at)));
    expect(all).toHaveLength(1);
  });

  it('two joins at once still make one store', async () => {
    const racer = await createUser(db, 'racer');
    const token = await t.login('home', 'racer');
    const answers = await Promise.all([1, 2, 3].map(() => t.call('POST', '/api/store/join', { token })));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 500).every((a) => a.msg === '店铺已经存在.')).toBe(true);
    expect(await db.select().from(stores).where(eq(stores.user_id, racer.id))).toHaveLength(1);
  });

  it('a sub-account may not open a store', async () => {
    // It cannot sign in to the storefront; a storefront token it still held is refused there as well.
    await expect(t.login('home', 'seller')).rejects.toThrow(/子账户不允许使用平台购买功能/);
    const sub = (await issueToken(db, { provider: 'users', area: 'home', accountId: 8, ttlSeconds: 600 })).access_token;
    const r = await t.call('POST', '/api/store/join', { token: sub });
    expect(r).toMatchObject({ code: 500, msg: '子账户不允许使用平台购买功能。', data: [] });
    expect(await storeOf(db, 8)).toBeUndefined();
    const en = await t.call('POST', '/api/store/join', { token: sub, headers: { 'accept-language': 'en' } });
    expect(en.msg).toBe('Sub-accounts are not allowed to use the platform purchase function.');
  });

  it('an incomplete or invalid application is refused and changes nothing', async () => {
    const before = await own();
    const cases: [Record<string, unknown>, string][] = [
      [{ legal_person: '' }, 'legal_person'],
      [{ store_phone: '12345' }, 'store_phone'],
      [{ emergency_contact_phone: 'abc' }, 'emergency_contact_phone'],
      [{ id_card_no: '123' }, 'id_card_no'],
      [{ business_license_no: 'abc' }, 'business_license_no'],
      [{ area: [1, 4000] }, 'area'],
      [{ area: [3, 2, 1] }, 'area'],
      [{ class_id: [[paths[0]![0]!, paths[0]![1]!, 99999]] }, 'class_id'],
      [{ class_id: [[paths[0]![1]!, paths[0]![0]!, paths[0]![2]!]] }, 'class_id'],
      [{ class_id: [[paths[0]![0]!]] }, 'class_id'],
      [{ store_name: 'x'.repeat(31) }, 'store_name'],
    ];
    for (const [change, field] of cases) {
      const r = await t.call('PUT', '/api/store', { token: applicant, body: { ...form(), ...change } });
      expect(r.code, field).toBe(422);
      expect(r.msg, field).toContain(field);
    }
    const missing = form() as Record<string, unknown>;
    delete missing.id_card_t;
    const r = await t.call('PUT', '/api/store', { token: applicant, body: missing });
    expect(r).toMatchObject({ code: 422, msg: 'id_card_t 不能为空.' });
    expect(await own()).toEqual(before);
    expect(await db.select().from(storeClasses).where(eq(storeClasses.store_id, before.id))).toEqual([]);
  });

  it('a complete application goes under review with its area and complete category paths', async () => {
    const r = await t.call('PUT', '/api/store', { token: applicant, body: form() });
    expect(r).toMatchObject({ code: 200, msg: '操作成功.', data: [] });
    const res = await t.call<StoreRes>('GET', '/api/store', { token: applicant });
    expect(res.data).toMatchObject({
      store_verify: 2,
      store_status: 0,
      area: [1, 2, 3],
      area_info: '北京市 市辖区 东城区',
      class_id: paths,
      store_refuse_info: '无原因',
      legal_person: '张三',
    });
    const [row] = await db.select().from(storeClasses).where(eq(storeClasses.store_id, res.data.id));
    expect(JSON.parse(row!.class_id)).toEqual(paths.map((p) => p.map(String)));
  });

  it('the store is not public while under review', async () => {
    const store = await own();
    const page = await t.call('GET', `/api/store/${store.id}`);
    expect(page).toMatchObject({ code: 500, msg: '店铺不存在.' });
    const list = await t.call<Page<{ id: number }>>('GET', '/api/stores');
    expect(list.data.data.map((s) => s.id)).not.toContain(store.id);
  });

  it('the Admin review tabs list it with the counts of every state', async () => {
    const store = await own();
    const r = await t.call<Page<Record<string, unknown>>>('GET', '/api/Admin/stores', {
      token: admin,
      query: { isResource: 'Admin', store_verify: 2, page: 1, per_page: 30 },
    });
    expect(r.code).toBe(200);
    expect(r.data.data.map((s) => s.id)).toContain(store.id);
    expect(r.data.data.every((s) => s.store_verify === 2)).toBe(true);
    expect(Object.keys(r.data.data[0]!).sort()).toEqual(
      [
        'area_info',
        'created_at',
        'id',
        'store_logo',
        'store_name',
        'store_status',
        'store_verify',
        'updated_at',
      ].sort(),
    );
    const live = await db.select({ v: stores.store_verify }).from(stores).where(isNull(stores.deleted_at));
    const n = (v: number) => live.filter((s) => s.v === v).length;
    expect(r.data.count).toEqual({ pass: n(4), wait: n(2), error: n(3), create: n(1) });
    const like = await t.call<Page<{ id: number }>>('GET', '/api/Admin/stores', {
      token: admin,
      query: { isResource: 'Admin', store_name: '乙测评|like' },
    });
    expect(like.data.data.map((s) => s.id)).toEqual([store.id]);
    const bad = await t.call('GET', '/api/Admin/stores', { token: admin, query: { store_money: '1' } });
    expect(bad.status).toBe(400);
    const show = await t.call<StoreRes>('GET', `/api/Admin/stores/${store.id}`, { token: admin });
    expect(show.data).toMatchObject({ id: store.id, class_id: paths, area: [1, 2, 3] });
  });

  it('rejecting needs a reason; the applicant sees it and resubmits', async () => {
    const store = await own();
    const noReason = await t.call('PUT', `/api/Admin/stores/${store.id}`, {
      token: admin,
      body: { store_verify: 3, store_refuse_info: '无原因' },
    });
    expect(noReason).toMatchObject({ code: 422, msg: 'store_refuse_info 不能为空.' });
    expect((await own()).store_verify).toBe(2);
    const r = await t.call('PUT', `/api/Admin/stores/${store.id}`, {
      token: admin,
      body: { store_verify: 3, store_refuse_info: '营业执照不清晰' },
    });
    expect(r).toMatchObject({ code: 200, data: [] });
    const seen = await t.call<StoreRes>('GET', '/api/store', { token: applicant });
    expect(seen.data).toMatchObject({ store_verify: 3, store_refuse_info: '营业执照不清晰' });
    const again = await t.call('PUT', '/api/store', {
      token: applicant,
      body: { business_license: '/uploads/store/new.png' },
    });
    expect(again.code).toBe(200);
    expect((await own()).store_verify).toBe(2);
  });

  it('approving and opening makes it public; the applicant can no longer rewrite the application', async () => {
    const store = await own();
    const bad = await t.call('PUT', `/api/Admin/stores/${store.id}`, { token: admin, body: { store_verify: 7 } });
    expect(bad.code).toBe(422);
    const r = await t.call('PUT', `/api/Admin/stores/${store.id}`, {
      token: admin,
      body: { store_verify: 4, store_status: 1 },
    });
    expect(r.code).toBe(200);
    const page = await t.call<Record<string, unknown>>('GET', `/api/store/${store.id}`);
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({
      id: store.id,
      store_name: '甲乙测评新店',
      store_verify: 4,
      store_status: 1,
      sale_list: [],
    });
    const locked = await t.call('PUT', '/api/store', { token: applicant, body: { legal_person: '王五' } });
    expect(locked).toMatchObject({ code: 500, msg: '店铺已通过审核，请在商家后台修改店铺资料.' });
    expect((await own()).legal_person).toBe('张三');
    const seller = await t.login('seller', 'applicant');
    const mine = await t.call<StoreRes>('GET', '/api/Seller/stores/0', { token: seller });
    expect(mine.data).toMatchObject({ id: store.id, store_verify: 4 });
  });

  it('the Admin editor saves any field, categories included', async () => {
    const store = await own();
    const r = await t.call('PUT', `/api/Admin/stores/${store.id}`, {
      token: admin,
      body: { legal_person: '王五', class_id: JSON.stringify([paths[1]]), area: [1, 2, 5], store_status: 0 },
    });
    expect(r.code).toBe(200);
    const show = await t.call<StoreRes>('GET', `/api/Admin/stores/${store.id}`, { token: admin });
    expect(show.data).toMatchObject({
      legal_person: '王五',
      class_id: [paths[1]],
      area_info: '北京市 市辖区 朝阳区',
      store_status: 0,
    });
    const missing = await t.call('PUT', '/api/Admin/stores/99999', { token: admin, body: { store_name: 'x' } });
    expect(missing).toMatchObject({ code: 500, msg: '店铺不存在.' });
  });

  it('the Admin creates a store only for a main account without one, and deletes it', async () => {
    const owner = await createUser(db, 'byadmin');
    const sub = await t.call('POST', '/api/Admin/stores', { token: admin, body: { user_id: 8, store_name: 'x' } });
    expect(sub.code).toBe(422);
    const r = await t.call<StoreRes>('POST', '/api/Admin/stores', {
      token: admin,
      body: { user_id: owner.id, store_name: '平台开的店', store_verify: 4, store_status: 1, area: [1, 2, 3] },
    });
    expect(r.code).toBe(200);
    expect(r.data).toMatchObject({
      store_name: '平台开的店',
      store_verify: 4,
      store_status: 1,
      area_info: '北京市 市辖区 东城区',
    });
    const twice = await t.call('POST', '/api/Admin/stores', { token: admin, body: { user_id: owner.id } });
    expect(twice).toMatchObject({ code: 500, msg: '店铺已经存在.' });
    const del = await t.call('DELETE', `/api/Admin/stores/${r.data.id}`, { token: admin });
    expect(del).toMatchObject({ code: 200, data: 1 });
    expect(await storeOf(db, owner.id)).toBeUndefined();
  });

  it('other areas’ tokens and admins without the permission are refused', async () => {
    const store = await own();
    for (const [method, url] of [
      ['GET', '/api/Admin/stores'],
      ['PUT', `/api/Admin/stores/${store.id}`],
      ['GET', '/api/Seller/stores/0'],
      ['PUT', '/api/Seller/stores/0'],
    ] as const) {
      const r = await t.call(method, url, {
        token: applicant,
        body: method === 'PUT' ? { store_status: 1 } : undefined,
      });
      expect(r.code, url).toBe(401);
    }
    const seller = await t.login('seller', '18888888888');
    const r = await t.call('PUT', `/api/Admin/stores/${store.id}`, { token: seller, body: { store_verify: 1 } });
    expect(r.code).toBe(401);
    const [weak] = await db
      .insert(admins)
      .values({ username: 'weak', nickname: 'weak', password: await hashPassword('123456') })
      .returning();
    const [role] = await db.insert(adminRoles).values({ name: 'none', belong_id: 1 }).returning();
    await db.insert(adminToRoles).values({ admin_id: weak!.id, role_id: role!.id });
    const weakToken = await t.login('admin', 'weak');
    const denied = await t.call('PUT', `/api/Admin/stores/${store.id}`, {
      token: weakToken,
      body: { store_verify: 1 },
    });
    expect(denied.code).toBe(403);
    expect((await own()).store_verify).toBe(4);
  });
});
