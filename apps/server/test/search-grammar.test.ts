import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helper.ts';

/**
 * The list grammar (docs/resource-grammar.md), exercised operator by operator on a real resource: the Admin ads
 * (`/api/Admin/advs`, raw paginator A, relation `adv_space` declared for whereHas/isWith).
 */
const t = await testApp();
let admin = '';
let space = 0;
const ids: Record<string, number> = {};

type Row = Record<string, unknown> & { id: number };
interface PageA {
  current_page: number;
  data: Row[];
  first_page_url: string;
  from: number | null;
  last_page: number;
  last_page_url: string;
  links: { url: string | null; label: string; active: boolean }[];
  next_page_url: string | null;
  path: string;
  per_page: number;
  prev_page_url: string | null;
  to: number | null;
  total: number;
}

// name, is_sort, adv_start day (January 2030), status
const ADS: ReadonlyArray<readonly [string, number, number, number]> = [
  ['Alpha one', 1, 1, 1],
  ['Alpha two', 2, 2, 1],
  ['Beta one', 3, 3, 0],
  ['Gamma', 4, 4, 1],
  ["O'Brien_%", 5, 5, 0],
];

beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  const s = await t.call<Row>('POST', '/api/Admin/adv_spaces', {
    token: admin,
    body: { name: 'Grammar_位', width: 1, height: 1 },
  });
  space = s.data.id;
  for (const [name, is_sort, day, status] of ADS) {
    const d = String(day).padStart(2, '0');
    const r = await t.call<Row>('POST', '/api/Admin/advs', {
      token: admin,
      body: { pid: space, name, is_sort, status, adv_start: `2030-01-${d} 08:00:00`, adv_end: `2030-02-${d} 08:00:00` },
    });
    if (r.code !== 200) throw new Error(`fixture ${name}: ${r.msg}`);
    ids[name] = r.data.id;
  }
});

/** Lists this file's ads with extra parameters; answers names in the default order (id desc). */
async function names(query: object): Promise<string[]> {
  const r = await t.call<PageA>('GET', '/api/Admin/advs', { token: admin, query: { pid: space, ...query } });
  expect(r.status, JSON.stringify(query)).toBe(200);
  expect(r.code, `${JSON.stringify(query)} → ${r.msg}`).toBe(200);
  return r.data.data.map((row) => String(row.name));
}

const sorted = (list: string[]) => [...list].sort();

describe('filter operators', () => {
  it('k=v is equality (several keys combine with AND)', async () => {
    expect(sorted(await names({ status: 1 }))).toEqual(['Alpha one', 'Alpha two', 'Gamma']);
    expect(await names({ status: 1, is_sort: 4 })).toEqual(['Gamma']);
    expect(await names({ name: 'Alpha' })).toEqual([]);
  });

  it('k[]=a&k[]=b is the half-open range a <= k < b (numbers and dates)', async () => {
    expect(sorted(await names({ is_sort: [2, 4] }))).toEqual(['Alpha two', 'Beta one']);
    expect(sorted(await names({ adv_start: ['2030-01-02', '2030-01-04 08:00:00'] }))).toEqual([
      'Alpha two',
      'Beta one',
    ]);
    // Indexed form (qs `k[0]=a&k[1]=b`) means the same.
    const r = await t.call<PageA>('GET', `/api/Admin/advs?pid=${space}&is_sort[0]=2&is_sort[1]=4`, { token: admin });
    expect(r.data.total).toBe(2);
    expect((await t.call('GET', '/api/Admin/advs', { token: admin, query: { is_sort: [1, 2, 3] } })).status).toBe(400);
  });

  it('like, likeRight, likeLeft match anywhere, at the start, at the end (wildcards in values are literal)', async () => {
    expect(sorted(await names({ name: 'one|like' }))).toEqual(['Alpha one', 'Beta one']);
    expect(sorted(await names({ name: 'alpha|likeRight' }))).toEqual(['Alpha one', 'Alpha two']);
    expect(await names({ name: 'two|likeLeft' })).toEqual(['Alpha two']);
    expect(await names({ name: 'one|likeRight' })).toEqual([]);
    expect(await names({ name: '_%|like' })).toEqual(["O'Brien_%"]);
    expect(await names({ name: '%|likeRight' })).toEqual([]);
  });

  it('gt, lt, ngt (>=) and nlt (<=)', async () => {
    expect(sorted(await names({ is_sort: '3|gt' }))).toEqual(['Gamma', "O'Brien_%"]);
    expect(sorted(await names({ is_sort: '2|lt' }))).toEqual(['Alpha one']);
    expect(sorted(await names({ is_sort: '4|ngt' }))).toEqual(['Gamma', "O'Brien_%"]);
    expect(sorted(await names({ is_sort: '2|nlt' }))).toEqual(['Alpha one', 'Alpha two']);
    expect(sorted(await names({ adv_start: '2030-01-04|ngt', status: 1 }))).toEqual(['Gamma']);
  });

  it('in takes a comma list (the dictionary "id=a,b|in" form); between is inclusive', async () => {
    expect(sorted(await names({ id: `${ids['Alpha one']},${ids.Gamma}|in` }))).toEqual(['Alpha one', 'Gamma']);
    expect(sorted(await names({ is_sort: '2,4|between' }))).toEqual(['Alpha two', 'Beta one', 'Gamma']);
    expect(await names({ id: '|in' })).toEqual([]);
    expect((await t.call('GET', '/api/Admin/advs', { token: admin, query: { is_sort: '2|between' } })).status).toBe(
      400,
    );
  });

  it('whereHas filters by a declared relation (LIKE, or the given comparison)', async () => {
    expect((await names({ name: 'Grammar|whereHas|adv_space' })).length).toBe(5);
    expect(await names({ name: 'PC_首页|whereHas|adv_space' })).toEqual([]);
    expect((await names({ name: 'Grammar_位|whereHas|adv_space|=' })).length).toBe(5);
    expect(await names({ name: 'Grammar|whereHas|adv_space|=' })).toEqual([]);
    const all = await t.call<PageA>('GET', '/api/Admin/advs', {
      token: admin,
      query: { name: 'PC_首页幻灯片|whereHas|adv_space|=', isWith: 'adv_space' },
    });
    // As many as the slot holds when listed by its id (the demo has several home slides).
    const space = await t.call<PageA>('GET', '/api/Admin/adv_spaces', {
      token: admin,
      query: { name: 'PC_首页幻灯片' },
    });
    const bySpace = await t.call<PageA>('GET', '/api/Admin/advs', {
      token: admin,
      query: { pid: space.data.data[0]!.id },
    });
    expect(all.data.total).toBeGreaterThan(0);
    expect(all.data.total).toBe(bySpace.data.total);
    for (const row of all.data.data) expect(row.adv_space).toMatchObject({ name: 'PC_首页幻灯片' });
    const undeclared = await t.call('GET', '/api/Admin/advs', { token: admin, query: { name: 'x|whereHas|store' } });
    expect(undeclared.status).toBe(400);
    const hiddenField = await t.call('GET', '/api/Admin/advs', {
      token: admin,
      query: { belong_id: '1|whereHas|adv_space' },
    });
    expect(hiddenField.status).toBe(400);
  });
});

describe('pagination and shapes', () => {
  it('page/per_page answer the raw paginator (shape A)', async () => {
    const r = await t.call<PageA>('GET', '/api/Admin/advs', {
      token: admin,
      query: { pid: space, per_page: 2, page: 2 },
    });
    expect(r.data).toMatchObject({ current_page: 2, per_page: 2, total: 5, last_page: 3, from: 3, to: 4 });
    for (const k of [
      'current_page',
      'data',
      'total',
      'per_page',
      'last_page',
      'links',
      'first_page_url',
      'next_page_url',
      'prev_page_url',
      'path',
    ]) {
      expect(r.data).toHaveProperty(k);
    }
    expect(r.data.data.map((x) => x.name)).toEqual(['Beta one', 'Alpha two']);
    expect(r.data.links[0]!.label).toContain('Previous');
    expect(r.data.links.find((l) => l.active)!.label).toBe('2');
    expect(r.data.next_page_url).toMatch(/page=3$/);
    const beyond = await t.call<PageA>('GET', '/api/Admin/advs', {
      token: admin,
      query: { pid: space, per_page: 2, page: 9 },
    });
    expect(beyond.data).toMatchObject({ data: [], from: null, to: null, total: 5 });
    const junk = await t.call<PageA>('GET', '/api/Admin/advs', {
      token: admin,
      query: { pid: space, per_page: 'lots', page: '-3' },
    });
    expect(junk.data).toMatchObject({ current_page: 1, per_page: 30 });
  });

  it('isAll answers a plain array; sort_type/sort_order order by a sortable field', async () => {
    const all = await t.call<Row[]>('GET', '/api/Admin/advs', { token: admin, query: { pid: space, isAll: true } });
    expect(Array.isArray(all.data)).toBe(true);
    expect(all.data.length).toBe(5);
    const asc = await names({ sort_type: 'is_sort', sort_order: 'asc' });
    expect(asc).toEqual(ADS.map(([n]) => n));
    const desc = await names({ sort_type: 'is_sort', sort_order: 'desc' });
    expect(desc).toEqual(ADS.map(([n]) => n).reverse());
  });
});

describe('refused input', () => {
  it('an unknown field is HTTP 400', async () => {
    const r = await t.call('GET', '/api/Admin/advs', { token: admin, query: { nope: 1 } });
    expect(r).toMatchObject({ status: 400, code: 400 });
    expect(r.msg).toContain('nope');
    expect((await t.call('GET', '/api/Admin/advs', { token: admin, query: { belong_id: 2 } })).status).toBe(400);
    expect((await t.call('GET', '/api/Admin/advs', { token: admin, query: { 'name;drop': 'x' } })).status).toBe(400);
  });

  it('an unknown operator is HTTP 400', async () => {
    const r = await t.call('GET', '/api/Admin/advs', { token: admin, query: { name: 'x|regex' } });
    expect(r).toMatchObject({ status: 400, code: 400 });
    expect((await t.call('GET', '/api/Admin/advs', { token: admin, query: { name: 'x|select' } })).status).toBe(400);
  });

  it('sort_type on a field that is not sortable is HTTP 400', async () => {
    expect(await t.call('GET', '/api/Admin/advs', { token: admin, query: { sort_type: 'name' } })).toMatchObject({
      status: 400,
      code: 400,
    });
    expect(
      (await t.call('GET', '/api/Admin/advs', { token: admin, query: { sort_type: 'id; drop table advs' } })).status,
    ).toBe(400);
  });

  it('a non-numeric value for an integer column is code 422', async () => {
    for (const q of [
      { is_sort: 'abc' },
      { is_sort: 'abc|gt' },
      { id: `1,x|in` },
      { is_sort: ['a', 'b'] },
      { adv_start: 'tomorrow|ngt' },
      { id: '99999999999' },
    ]) {
      const r = await t.call('GET', '/api/Admin/advs', { token: admin, query: q });
      expect(r.status, JSON.stringify(q)).toBe(200);
      expect(r.code, JSON.stringify(q)).toBe(422);
    }
  });

  it('SQL-looking values are plain values', async () => {
    expect(await names({ name: "' or 1=1 --" })).toEqual([]);
    expect(await names({ name: "' or 1=1 --|like" })).toEqual([]);
    expect(await names({ name: "x'); drop table advs; --|likeRight" })).toEqual([]);
    expect(await names({ name: "O'Brien_%" })).toEqual(["O'Brien_%"]);
    expect(await names({ name: "O'|likeRight" })).toEqual(["O'Brien_%"]);
    expect((await t.call('GET', '/api/Admin/advs', { token: admin, query: { id: '1 or 1=1' } })).code).toBe(422);
    // The table is still there and whole.
    expect((await names({})).length).toBe(5);
  });
});
