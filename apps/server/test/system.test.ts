import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, areas, configs, smsLogs } from '../src/db/schema/index.ts';
import { DEMO_CASH_FEE } from '../src/db/seed/demo-finance.ts';
import { hashPassword } from '../src/lib/password.ts';
import { testApp } from './helper.ts';

const t = await testApp();
let admin = '';
beforeAll(async () => {
  admin = await t.login('admin', 'admin');
});

interface AreaNode {
  id: number;
  name: string;
  code: string;
  pid: string;
  deep: number;
  lev: number;
  children?: AreaNode[];
}
interface Page<T> {
  current_page: number;
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
}
type Row = Record<string, unknown> & { id: number };

const A = (path: string) => `/api/Admin/${path}`;

/** Content of a config row as stored (to prove a refused write changed nothing). */
async function stored(name: string): Promise<string> {
  const [row] = await t.database.db.select({ content: configs.content }).from(configs).where(eq(configs.name, name));
  return row!.content;
}

describe('areas: cached public tree', () => {
  it('deep=1 gives exactly the provinces of the table, leaves without children', async () => {
    const provinces = await t.call<Row[]>('GET', A('areas'), { token: admin, query: { pid: '0', isAll: true } });
    expect(provinces.data.length).toBeGreaterThan(30);
    const r = await t.call<AreaNode[]>('GET', '/api/load_areas', { query: { deep: 1 } });
    expect(r.code).toBe(200);
    expect(r.data.length).toBe(provinces.data.length);
    expect(r.data.map((n) => n.code).sort()).toEqual(provinces.data.map((p) => p.code).sort());
    for (const n of r.data) {
      expect(n).not.toHaveProperty('children');
      expect(n.lev).toBe(0);
      expect(n.pid).toBe('0');
      expect(Object.keys(n).sort()).toEqual(['code', 'deep', 'id', 'lev', 'name', 'pid']);
    }
  });

  it('the full tree nests by code; deep=2 stops at cities', async () => {
    const full = await t.call<AreaNode[]>('GET', '/api/load_areas');
    const beijing = full.data.find((n) => n.code === '11')!;
    expect(beijing.name).toBe('北京市');
    const city = beijing.children!.find((c) => c.code === '1101')!;
    expect(city).toMatchObject({ pid: '11', lev: 1, deep: 1 });
    expect(city.children!.length).toBeGreaterThan(5);
    expect(city.children!.every((d) => d.pid === '1101' && d.lev === 2 && !d.children)).toBe(true);
    const two = await t.call<AreaNode[]>('GET', '/api/load_areas', { query: { deep: 2, type: 'getAreaChildren' } });
    const b2 = two.data.find((n) => n.code === '11')!;
    expect(b2.children!.every((c) => !c.children)).toBe(true);
    const flat = await t.call<AreaNode[]>('GET', '/api/load_areas', { query: { deep: 2, type: 'getTree' } });
    expect(flat.data.every((n) => !n.children)).toBe(true);
    const i = flat.data.findIndex((n) => n.code === '11');
    expect(flat.data[i + 1]).toMatchObject({ pid: '11', lev: 1 });
    const bad = await t.call('GET', '/api/load_areas', { query: { type: 'destroyAll' } });
    expect(bad.status).toBe(400);
  });

  it('lazy mode answers one level with leaf flags', async () => {
    const kids = await t.call<Row[]>('GET', '/api/load_areas', { query: { isLazy: true, pid: '11' } });
    expect(kids.data.length).toBeGreaterThan(0);
    for (const k of kids.data) {
      expect(Object.keys(k).sort()).toEqual(['code', 'deep', 'id', 'leaf', 'name', 'pid']);
      expect(k.pid).toBe('11');
      expect(k.leaf).toBe(false);
    }
    const ids = kids.data.map((k) => k.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const districts = await t.call<Row[]>('GET', '/api/load_areas', { query: { isLazy: 'true', pid: '1101' } });
    expect(districts.data.every((d) => d.leaf === true)).toBe(true);
    const none = await t.call('GET', '/api/load_areas', { query: { isLazy: true, pid: '110101' } });
    expect(none.data).toEqual([]);
    const top = await t.call<Row[]>('GET', '/api/load_areas', { query: { isLazy: true } });
    expect(top.data.every((p) => p.pid === '0')).toBe(true);
  });

  it('serves from the cache until clear_area rebuilds it', async () => {
    await t.call('GET', '/api/load_areas', { query: { isLazy: true, pid: '1101' } });
    // A row written behind the API's back (another instance, a manual fix) is not seen until the cache is rebuilt.
    await t.database.db.insert(areas).values({ pid: '1101', code: '110188', name: '缓存测试区', deep: 2 });
    const before = await t.call<Row[]>('GET', '/api/load_areas', { query: { isLazy: true, pid: '1101' } });
    expect(before.data.some((a) => a.code === '110188')).toBe(false);
    const cleared = await t.call<AreaNode[]>('GET', A('clear_area'), { token: admin });
    expect(cleared.code).toBe(200);
    expect(
      cleared.data
        .find((n) => n.code === '11')!
        .children!.find((c) => c.code === '1101')!
        .children!.some((d) => d.code === '110188'),
    ).toBe(true);
    const after = await t.call<Row[]>('GET', '/api/load_areas', { query: { isLazy: true, pid: '1101' } });
    expect(after.data.some((a) => a.code === '110188')).toBe(true);
    expect((await t.call('GET', A('clear_area'))).code).toBe(401);
  });
});

describe('areas: Admin resource', () => {
  it('tree mode lists by parent code with has_children', async () => {
    const roots = await t.call<(Row & { has_children: Row | null })[]>('GET', A('areas'), {
      token: admin,
      query: { isChildren: true, pid: '0' },
    });
    expect(Array.isArray(roots.data)).toBe(true);
    const ids = roots.data.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b)); // areas are ordered id asc
    const bj = roots.data.find((r) => r.code === '11')!;
    expect(bj.has_children).toMatchObject({ pid: '11' });
    const cities = await t.call<(Row & { has_children: Row | null })[]>('GET', A('areas'), {
      token: admin,
      query: { isChildren: true, pid: '11' },
    });
    expect(cities.data.every((c) => c.pid === '11' && c.has_children !== null)).toBe(true);
    const districts = await t.call<(Row & { has_children: Row | null })[]>('GET', A('areas'), {
      token: admin,
      query: { isChildren: true, pid: '1101' },
    });
    expect(districts.data.length).toBeGreaterThan(0);
    expect(districts.data.every((d) => d.has_children === null)).toBe(true);
    const search = await t.call<Page<Row>>('GET', A('areas'), { token: admin, query: { name: '北京|likeRight' } });
    expect(search.data.data[0]).toMatchObject({ code: '11' });
  });

  it('create, show, update, delete; deep follows the parent; the public tree follows the writes', async () => {
    const c = await t.call<Row>('POST', A('areas'), {
      token: admin,
      body: { pid: '1101', name: '测试区', code: '110177' },
    });
    expect(c.code).toBe(200);
    expect(c.data).toMatchObject({ pid: '1101', name: '测试区', code: '110177', deep: 2 });
    const lazy = await t.call<Row[]>('GET', '/api/load_areas', { query: { isLazy: true, pid: '1101' } });
    expect(lazy.data.some((a) => a.code === '110177')).toBe(true);
    const s = await t.call<Row>('GET', A(`areas/${c.data.id}`), { token: admin });
    expect(s.data.name).toBe('测试区');
    const u = await t.call('PUT', A(`areas/${c.data.id}`), { token: admin, body: { ...s.data, name: '改名区' } });
    expect(u).toMatchObject({ code: 200, data: 1 });
    expect((await t.call<Row>('GET', A(`areas/${c.data.id}`), { token: admin })).data.name).toBe('改名区');
    const d = await t.call('DELETE', A(`areas/${c.data.id}`), { token: admin });
    expect(d).toMatchObject({ code: 200, data: 1 });
    expect((await t.call('GET', A(`areas/${c.data.id}`), { token: admin })).code).toBe(500);
    const gone = await t.call<Row[]>('GET', '/api/load_areas', { query: { isLazy: true, pid: '1101' } });
    expect(gone.data.some((a) => a.code === '110177')).toBe(false);
  });

  it('refuses bad codes, unknown parents, duplicates and orphaning deletes, changing nothing', async () => {
    const count = async () =>
      (await t.call<Row[]>('GET', A('areas'), { token: admin, query: { isAll: true, pid: '1101' } })).data.length;
    const n = await count();
    expect((await t.call('POST', A('areas'), { token: admin, body: { pid: '1101', name: 'x' } })).code).toBe(422);
    expect(
      (await t.call('POST', A('areas'), { token: admin, body: { pid: '9999', name: 'x', code: '999901' } })).code,
    ).toBe(422);
    expect(
      (await t.call('POST', A('areas'), { token: admin, body: { pid: '110101', name: 'x', code: '11010101' } })).code,
    ).toBe(422);
    expect(
      (await t.call('POST', A('areas'), { token: admin, body: { pid: '1101', name: 'x', code: 'abc' } })).code,
    ).toBe(422);
    const dup = await t.call('POST', A('areas'), { token: admin, body: { pid: '1101', name: 'x', code: '110101' } });
    expect(dup).toMatchObject({ code: 500, msg: 'code 已经存在.' });
    expect(await count()).toBe(n);
    const bj = (await t.call<Row[]>('GET', A('areas'), { token: admin, query: { isAll: true, code: '11' } })).data[0]!;
    const del = await t.call('DELETE', A(`areas/${bj.id}`), { token: admin });
    expect(del).toMatchObject({ code: 500, msg: '请先删除下级数据.' });
    expect((await t.call('GET', A(`areas/${bj.id}`), { token: admin })).code).toBe(200);
    const recode = await t.call('PUT', A(`areas/${bj.id}`), { token: admin, body: { code: '98' } });
    expect(recode.code).toBe(500);
    const demote = await t.call('PUT', A(`areas/${bj.id}`), { token: admin, body: { pid: '13' } });
    expect(demote).toMatchObject({ code: 500, msg: '请先删除下级数据.' });
    const blank = await t.call('PUT', A(`areas/${bj.id}`), { token: admin, body: { name: '' } });
    expect(blank.code).toBe(422);
    expect((await t.call<Row>('GET', A(`areas/${bj.id}`), { token: admin })).data).toMatchObject({
      code: '11',
      name: '北京市',
      pid: '0',
      deep: 0,
    });
  });
});

describe('expresses and currencies', () => {
  it('carriers: Admin CRUD and the public list', async () => {
    const all = await t.call<Row[]>('GET', '/api/expresses', { query: { isAll: true } });
    expect(all.code).toBe(200);
    expect(all.data.length).toBe(18);
    expect(all.data[0]).toHaveProperty('code');
    const c = await t.call<Row>('POST', A('expresses'), { token: admin, body: { name: '测试快递', code: 'cs' } });
    expect(c.data).toMatchObject({ name: '测试快递', code: 'cs' });
    const page = await t.call<Page<Row>>('GET', '/api/expresses', { query: { code: 'cs' } });
    expect(page.data.total).toBe(1);
    expect((await t.call('PUT', A(`expresses/${c.data.id}`), { token: admin, body: { code: 'cs2' } })).data).toBe(1);
    expect((await t.call<Row>('GET', A(`expresses/${c.data.id}`), { token: admin })).data.code).toBe('cs2');
    expect((await t.call('POST', A('expresses'), { token: admin, body: { name: 'x' } })).code).toBe(422);
    expect(
      (await t.call('POST', A('expresses'), { token: admin, body: { name: 'x', code: 'toolongcode1' } })).code,
    ).toBe(422);
    expect((await t.call('DELETE', A(`expresses/${c.data.id}`), { token: admin })).data).toBe(1);
    expect((await t.call<Row[]>('GET', '/api/expresses', { query: { isAll: true } })).data.length).toBe(18);
    // The public list is read-only.
    expect((await t.call('POST', '/api/expresses', { body: { name: 'x', code: 'y' } })).status).toBe(404);
  });

  it('currencies: CRUD; the default currency cannot be deleted', async () => {
    const c = await t.call<Row>('POST', A('currencies'), {
      token: admin,
      body: { name: '美元', ename: 'en', currency: '$', currency_ename: 'USD', content: 'US dollar' },
    });
    expect(c.code).toBe(200);
    const list = await t.call<Page<Row>>('GET', A('currencies'), {
      token: admin,
      query: { currency_ename: 'US|like' },
    });
    expect(list.data.data.map((r) => r.id)).toEqual([c.data.id]);
    expect(
      (await t.call('PUT', A(`currencies/${c.data.id}`), { token: admin, body: { content: '美国货币' } })).data,
    ).toBe(1);
    expect((await t.call<Row>('GET', A(`currencies/${c.data.id}`), { token: admin })).data.content).toBe('美国货币');
    // The description holds at most 255 characters, as the form says, though its column is unbounded text.
    const long = await t.call('PUT', A(`currencies/${c.data.id}`), {
      token: admin,
      body: { content: 'x'.repeat(256) },
    });
    expect(long.code).toBe(422);
    expect((await t.call<Row>('GET', A(`currencies/${c.data.id}`), { token: admin })).data.content).toBe('美国货币');
    expect((await t.call('POST', A('currencies'), { token: admin, body: { name: 'x', ename: 'x' } })).code).toBe(422);
    expect((await t.call('DELETE', A('currencies/1'), { token: admin })).code).toBe(500);
    expect((await t.call('GET', A('currencies/1'), { token: admin })).code).toBe(200);
    expect((await t.call('DELETE', A(`currencies/1,${c.data.id}`), { token: admin })).data).toBe(1);
  });
});

describe('configs', () => {
  it('reads one name, a name[] list, and one group with many+many_name', async () => {
    const one = await t.call('GET', A('configs'), { token: admin, query: { name: 'web_name' } });
    expect(one).toMatchObject({ code: 200, data: '青梧商城' });
    const json = await t.call('GET', A('configs'), { token: admin, query: { name: 'store' } });
    // The demo's withdrawal fee (demo-finance.ts).
    expect(json.data).toEqual({ goods_verify: false, cash: DEMO_CASH_FEE });
    const many = await t.call<Record<string, unknown>>('GET', A('configs'), {
      token: admin,
      query: { name: ['web_name', 'close_status', 'upload'] },
    });
    expect(Object.keys(many.data).sort()).toEqual(['close_status', 'upload', 'web_name']);
    expect(many.data.upload).toMatchObject({ save_type: false });
    const group = await t.call('GET', A('configs'), {
      token: admin,
      query: { name: 'pay', many: true, many_name: 'wechatwap' },
    });
    expect(group.data).toHaveProperty('mch_id', '');
    const none = await t.call('GET', A('configs'), {
      token: admin,
      query: { name: 'pay', many: true, many_name: 'nothing' },
    });
    expect(none).toMatchObject({ code: 200, data: [] });
    const unknown = await t.call('GET', A('configs'), { token: admin, query: { name: 'nope' } });
    expect(unknown).toMatchObject({ code: 500, msg: '配置信息异常.' });
    expect((await t.call('GET', A('configs'), { token: admin, query: { name: ['web_name', 'nope'] } })).code).toBe(500);
    expect((await t.call('GET', A('configs'), { token: admin })).code).toBe(422);
    expect((await t.call('GET', A('configs'), { query: { name: 'pay' } })).code).toBe(401);
  });

  it('writes the web keys as one group, ignoring unknown names, and echoes what was written', async () => {
    const body = {
      web_name: '新商城',
      index_name: '首页',
      keyword: 'a,b',
      description: 'd',
      logo: '/storage/logo/x.png',
      tel: '1',
      mobile: '2',
      email: 'e@x.cn',
      icp: 'icp',
      close_status: '0',
      close_reason: 'maintenance',
      not_a_config: 'x',
    };
    const w = await t.call<Record<string, unknown>>('PUT', A('configs/update'), { token: admin, body });
    expect(w.code).toBe(200);
    expect(w.data).not.toHaveProperty('not_a_config');
    expect(w.data).toMatchObject({ web_name: '新商城', close_status: '0' });
    const r = await t.call<Record<string, unknown>>('GET', A('configs'), {
      token: admin,
      query: { name: Object.keys(body).filter((k) => k !== 'not_a_config') },
    });
    const { not_a_config: _ignored, ...expected } = body;
    expect(r.data).toEqual(expected);
    const [row] = await t.database.db.select().from(configs).where(eq(configs.name, 'not_a_config'));
    expect(row).toBeUndefined();
    const nothing = await t.call('PUT', A('configs/update'), { token: admin, body: { nope: '1' } });
    expect(nothing).toMatchObject({ code: 200, data: [] });
  });

  it('JSON groups: "true"/"false"/"null" become true/false/"", other keys are kept', async () => {
    const w = await t.call<Record<string, unknown>>('PUT', A('configs/update'), {
      token: admin,
      body: { store: { goods_verify: 'true', cash: '5' }, upload: { ssl: 'false', cdn: 'null' } },
    });
    expect(w.data).toEqual({ store: { goods_verify: true, cash: '5' }, upload: { ssl: false, cdn: '' } });
    expect(JSON.parse(await stored('store'))).toEqual({ goods_verify: true, cash: '5' });
    expect(JSON.parse(await stored('upload'))).toMatchObject({ ssl: false, cdn: '', save_type: false, bucket: '' });
  });

  it('pay is written one tab at a time with many+many_name, merged into its group', async () => {
    const before = JSON.parse(await stored('pay')) as Record<string, Record<string, string>>;
    const w = await t.call('PUT', A('configs/update'), {
      token: admin,
      body: {
        pay: { mp_app_id: 'wx123', mch_id: '1900', notify_url: 'https://shop.example/notify' },
        many: true,
        many_name: 'wechatwap',
      },
    });
    expect(w).toMatchObject({ code: 200, data: { pay: { mp_app_id: 'wx123', mch_id: '1900' } } });
    const after = JSON.parse(await stored('pay')) as Record<string, Record<string, string>>;
    expect(after.wechatwap).toEqual({
      ...before.wechatwap,
      mp_app_id: 'wx123',
      mch_id: '1900',
      notify_url: 'https://shop.example/notify',
    });
    expect(after.alipaywap).toEqual(before.alipaywap);
    const tab = await t.call('GET', A('configs'), {
      token: admin,
      query: { name: 'pay', many: 'true', many_name: 'wechatwap' },
    });
    expect(tab.data).toMatchObject({ mp_app_id: 'wx123' });
    // oauth uses the same pattern.
    await t.call('PUT', A('configs/update'), {
      token: admin,
      body: { oauth: { client_id: 'cid', key: 'k', return_url: '' }, many: true, many_name: 'weixin' },
    });
    expect((JSON.parse(await stored('oauth')) as Record<string, unknown>).weixin).toEqual({
      client_id: 'cid',
      key: 'k',
      return_url: '',
    });
  });

  it('is_custom limits the accepted names', async () => {
    const w = await t.call<Record<string, unknown>>('PUT', A('configs/update'), {
      token: admin,
      body: { tel: '110', email: 'no@x.cn', is_custom: ['tel'] },
    });
    expect(Object.keys(w.data)).toEqual(['tel']);
    expect(await stored('tel')).toBe('110');
    expect(await stored('email')).toBe('e@x.cn');
  });

  it('invalid input is refused and changes nothing', async () => {
    const snapshot = {
      web_name: await stored('web_name'),
      store: await stored('store'),
      pay: await stored('pay'),
      close_status: await stored('close_status'),
    };
    const cases: object[] = [
      { web_name: '改了', store: 'plain string for a JSON group' },
      { web_name: '改了', web_name2: 'x', close_status: '2' },
      { web_name: { nested: 'object for a string' } },
      { store: { goods_verify: 'true', deep: { too: { deep: 'x' } } } },
      { store: { 'bad key!': 'x' } },
      { store: { goods_verify: { object: 'where a scalar lives' } } },
      { pay: { wechatwap: 'a string where a group lives' } },
      { pay: { mch_id: 'x' }, many: true, many_name: '../x' },
      { pay: 'x', many: true, many_name: 'wechatwap' },
      { web_name: 'x'.repeat(6000) },
    ];
    for (const body of cases) {
      const r = await t.call('PUT', A('configs/update'), { token: admin, body });
      expect(r.code, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
    expect({
      web_name: await stored('web_name'),
      store: await stored('store'),
      pay: await stored('pay'),
      close_status: await stored('close_status'),
    }).toEqual(snapshot);
    expect(() => JSON.parse(snapshot.store) as unknown).not.toThrow();
  });

  it('permission names are grouped as qwshop', async () => {
    const names = await t.call<string[]>('GET', A('load_permission'), { token: admin });
    expect(names.data).toEqual(
      expect.arrayContaining([
        'admin.configs',
        'admin.configs.update',
        'admin.base.clearArea',
        'admin.sms',
        'admin.areas.index',
        'admin.sms_logs.index',
      ]),
    );
    const hash = await hashPassword('123456');
    await t.database.db
      .insert(admins)
      .values({ username: 'norole', password: hash, nickname: 'norole', is_super: 0, belong_id: 0 });
    const norole = await t.login('admin', 'norole');
    expect((await t.call('GET', A('configs'), { token: norole, query: { name: 'pay' } })).code).toBe(403);
    expect((await t.call('PUT', A('configs/update'), { token: norole, body: { web_name: 'x' } })).code).toBe(403);
  });
});

describe('sms templates, test send and logs', () => {
  it('templates CRUD', async () => {
    const c = await t.call<Row>('POST', A('sms'), {
      token: admin,
      body: { name: 'test_tpl', code: 'SMS_123', content: '青梧商城', description: 'test' },
    });
    expect(c.code).toBe(200);
    const l = await t.call<Page<Row>>('GET', A('sms'), { token: admin, query: { code: 'SMS_1|likeRight' } });
    expect(l.data.data.map((r) => r.id)).toEqual([c.data.id]);
    expect((await t.call('PUT', A(`sms/${c.data.id}`), { token: admin, body: { description: 'changed' } })).data).toBe(
      1,
    );
    expect((await t.call<Row>('GET', A(`sms/${c.data.id}`), { token: admin })).data.description).toBe('changed');
    expect((await t.call('POST', A('sms'), { token: admin, body: { name: 'x', code: 'y' } })).code).toBe(422);
    expect((await t.call('DELETE', A(`sms/${c.data.id}`), { token: admin })).data).toBe(1);
  });

  it('a test send goes through the /api/sms sender and is logged', async () => {
    const r = await t.call('POST', A('sms/send'), { token: admin, body: { phone: '13912345678', name: 'register' } });
    expect(r).toMatchObject({ code: 200, msg: '短信发送成功.', data: [] });
    const again = await t.call('POST', A('sms/send'), {
      token: admin,
      body: { phone: '13912345678', name: 'register' },
    });
    expect(again).toMatchObject({ code: 500, msg: '请不要频繁发送.' });
    expect((await t.call('POST', A('sms/send'), { token: admin, body: { phone: '123', name: 'register' } })).msg).toBe(
      '手机号码错误.',
    );
    const logs = await t.call<Page<Row>>('GET', A('sms_logs'), { token: admin, query: { phone: '13912345678' } });
    expect(logs.data.total).toBe(1);
    expect(logs.data.data[0]).toMatchObject({ name: 'register', status: 1 });
    // The page proves the send and shows the last two digits, never the code a sign-in would accept.
    const [sent] = await t.database.db.select().from(smsLogs).where(eq(smsLogs.phone, '13912345678'));
    expect(sent!.content).toMatch(/^\d{6}$/);
    expect(logs.data.data[0]!.content).toBe(`****${sent!.content.slice(-2)}`);
  });

  it('logs never hand out a whole code: list, export list and detail are masked, and no search finds one', async () => {
    await t.database.db
      .insert(smsLogs)
      .values({ phone: '13700000009', name: 'login', content: '482913', status: 1, error_msg: '[]', ip: '10.9.9.9' });
    const page = await t.call<Page<Row>>('GET', A('sms_logs'), { token: admin, query: { phone: '13700000009' } });
    expect(page.data.data.map((r) => r.content)).toEqual(['****13']);
    const all = await t.call<Row[]>('GET', A('sms_logs'), { token: admin, query: { isAll: true } });
    expect(all.data.find((r) => r.phone === '13700000009')?.content).toBe('****13');
    expect(JSON.stringify(all.data)).not.toContain('482913');
    const one = await t.call<Row>('GET', A(`sms_logs/${page.data.data[0]!.id}`), { token: admin });
    expect(one.data.content).toBe('****13');
    // A search by code would tell an admin which code is live without showing it.
    const byCode = await t.call('GET', A('sms_logs'), { token: admin, query: { content: '482913' } });
    expect(byCode.status).toBe(400);
    expect(JSON.stringify(byCode.data)).not.toContain('13700000009');
  });

  it('logs: list, IP search as the page sends it, show, delete; never created or edited', async () => {
    await t.database.db.insert(smsLogs).values([
      { phone: '13700000001', name: 'register', content: '1111', status: 1, error_msg: '[]', ip: '10.1.2.3' },
      { phone: '13700000002', name: 'register', content: '2222', status: 0, error_msg: 'boom', ip: '192.168.0.9' },
    ]);
    const byIp = await t.call<Page<Row>>('GET', A('sms_logs'), { token: admin, query: { IP: '10.1|likeRight' } });
    expect(byIp.data.data.map((r) => r.phone)).toEqual(['13700000001']);
    const failed = await t.call<Page<Row>>('GET', A('sms_logs'), { token: admin, query: { status: 0 } });
    expect(failed.data.data.map((r) => r.phone)).toEqual(['13700000002']);
    const id = failed.data.data[0]!.id;
    expect((await t.call<Row>('GET', A(`sms_logs/${id}`), { token: admin })).data.error_msg).toBe('boom');
    expect(
      (await t.call('POST', A('sms_logs'), { token: admin, body: { phone: '13700000003', content: '3333' } })).status,
    ).toBe(404);
    expect((await t.call('PUT', A(`sms_logs/${id}`), { token: admin, body: { status: 1 } })).status).toBe(404);
    expect((await t.call('DELETE', A(`sms_logs/${id}`), { token: admin })).data).toBe(1);
    expect((await t.call('GET', A(`sms_logs/${id}`), { token: admin })).code).toBe(500);
  });
});

describe('app versions', () => {
  it('CRUD and the public latest release per device (never null)', async () => {
    expect(await t.call('GET', '/api/app_versions')).toMatchObject({ code: 200, data: [] });
    const mk = (body: object) => t.call<Row>('POST', A('app_versions'), { token: admin, body });
    const a1 = await mk({
      name: 'v1',
      version: '1.0.0',
      version_code: 100,
      device: 'android',
      is_wgt: 0,
      url: '/storage/app/a.apk',
      content: '<p>first</p><script>x()</script>##qingwuit##[]',
    });
    const a2 = await mk({
      name: 'v2',
      version: '1.1.0',
      version_code: 110,
      device: 'android',
      is_wgt: 1,
      url: 'https://cdn.example/b.wgt',
    });
    await mk({ name: 'ios', version: '2.0.0', version_code: 200, device: 'ios', is_wgt: 0 });
    expect(a1.code).toBe(200);
    expect(String(a1.data.content)).not.toContain('<script>');
    const latest = await t.call<Row>('GET', '/api/app_versions', { query: { device: 'android' } });
    expect(latest.data).toMatchObject({ id: a2.data.id, version: '1.1.0' });
    expect((await t.call<Row>('GET', '/api/app_versions')).data.id).toBe(a2.data.id);
    expect((await t.call<Row>('GET', '/api/app_versions', { query: { device: 'ios' } })).data.version_code).toBe(200);
    expect((await t.call('GET', '/api/app_versions', { query: { device: 'mini' } })).data).toEqual([]);
    expect(
      (await t.call('PUT', A(`app_versions/${a2.data.id}`), { token: admin, body: { version_code: 90 } })).data,
    ).toBe(1);
    expect((await t.call<Row>('GET', '/api/app_versions')).data.id).toBe(a1.data.id);
    const list = await t.call<Page<Row>>('GET', A('app_versions'), {
      token: admin,
      query: { device: 'andr|like', sort_type: 'version_code', sort_order: 'asc' },
    });
    expect(list.data.data.map((r) => r.version_code)).toEqual([90, 100]);
    expect((await mk({ name: 'x', device: 'android' })).code).toBe(422);
    expect((await mk({ name: 'x', version_code: 'abc', device: 'android' })).code).toBe(422);
    expect((await mk({ name: 'x', version_code: 1, device: 'android', url: 'javascript:alert(1)' })).code).toBe(422);
    expect((await t.call('DELETE', A(`app_versions/${a1.data.id},${a2.data.id}`), { token: admin })).data).toBe(2);
    expect((await t.call('GET', '/api/app_versions')).data).toEqual([]);
  });
});
