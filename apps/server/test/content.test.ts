import { beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/password.ts';
import { shanghaiTime } from '../src/lib/time.ts';
import { testApp } from './helper.ts';

const t = await testApp();
let admin = '';
/** A second top-level admin (belong_id 0): owner of its own content, blind to admin 1's. */
let other = '';
beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  await t.database.db
    .insert(admins)
    .values({
      username: 'boss2',
      password: await hashPassword('123456'),
      nickname: 'boss2',
      is_super: 1,
      belong_id: 0,
    });
  other = await t.login('admin', 'boss2');
});

type Row = Record<string, unknown> & { id: number };
interface Page<T> {
  current_page: number;
  data: T[];
  total: number;
  per_page: number;
  last_page: number;
}
type TreeRow = Row & { has_children: Row | null };
interface MenuNode {
  id: number;
  name: string;
  pid: number;
  lev: number;
  children?: MenuNode[];
}

const A = (path: string) => `/api/Admin/${path}`;
const at = (offsetMs: number) => shanghaiTime(Date.now() + offsetMs);
const DAY = 86_400_000;

describe('notices', () => {
  it('CRUD, search as the page does, sanitised content', async () => {
    const c = await t.call<Row>('POST', A('notices'), {
      token: admin,
      body: { name: '系统维护', tag: '维护', content: '<p>今晚维护</p><img src="x" onerror="alert(1)">' },
    });
    expect(c.code).toBe(200);
    expect(c.data).toMatchObject({ name: '系统维护', belong_id: 1 });
    expect(String(c.data.content)).not.toMatch(/onerror/);
    const byName = await t.call<Page<Row>>('GET', A('notices'), { token: admin, query: { name: '系统|likeRight' } });
    expect(byName.data.data.map((r) => r.id)).toEqual([c.data.id]);
    const byContent = await t.call<Page<Row>>('GET', A('notices'), {
      token: admin,
      query: { content: '维护|like', tag: '维|likeRight' },
    });
    expect(byContent.data.total).toBe(1);
    const s = await t.call<Row>('GET', A(`notices/${c.data.id}`), { token: admin });
    expect(
      (
        await t.call('PUT', A(`notices/${c.data.id}`), {
          token: admin,
          body: { ...s.data, name: '维护结束', belong_id: 99 },
        })
      ).data,
    ).toBe(1);
    expect((await t.call<Row>('GET', A(`notices/${c.data.id}`), { token: admin })).data).toMatchObject({
      name: '维护结束',
      belong_id: 1,
    });
    expect((await t.call('POST', A('notices'), { token: admin, body: { tag: 'x' } })).code).toBe(422);
    expect((await t.call('PUT', A(`notices/${c.data.id}`), { token: admin, body: { name: '' } })).code).toBe(422);
    expect((await t.call('DELETE', A(`notices/${c.data.id}`), { token: admin })).data).toBe(1);
    expect((await t.call('GET', A(`notices/${c.data.id}`), { token: admin })).code).toBe(500);
  });
});

describe('agreements', () => {
  it('CRUD; the public text by ename; a unique ename; unknown → fail', async () => {
    const pub = await t.call<Row>('GET', '/api/agreements/agreement');
    expect(pub.code).toBe(200);
    expect(String(pub.data.content)).toContain('##qingwuit##');
    const c = await t.call<Row>('POST', A('agreements'), {
      token: admin,
      body: {
        name: '入驻协议',
        ename: 'store_join',
        content: '<p>ok</p><script>steal()</script><a href="javascript:x()">a</a>##qingwuit##[{"type":"paragraph"}]',
      },
    });
    expect(c.code).toBe(200);
    const text = String((await t.call<Row>('GET', '/api/agreements/store_join')).data.content);
    expect(text).not.toContain('<script');
    expect(text).not.toContain('javascript:');
    expect(text).toContain('<p>ok</p>');
    // The editor JSON is rebuilt: an element always has a child.
    expect(text.endsWith('##qingwuit##[{"type":"paragraph","children":[{"text":""}]}]')).toBe(true);
    const dup = await t.call('POST', A('agreements'), { token: admin, body: { name: 'x', ename: 'agreement' } });
    expect(dup).toMatchObject({ code: 500, msg: 'ename 已经存在.' });
    const list = await t.call<Page<Row>>('GET', A('agreements'), { token: admin, query: { ename: 'store|likeRight' } });
    expect(list.data.total).toBe(1);
    expect(
      (await t.call('PUT', A(`agreements/${c.data.id}`), { token: admin, body: { ename: 'agreement' } })).code,
    ).toBe(500);
    expect(
      (await t.call('PUT', A(`agreements/${c.data.id}`), { token: admin, body: { name: '商家入驻协议' } })).data,
    ).toBe(1);
    expect((await t.call<Row>('GET', '/api/agreements/store_join')).data.name).toBe('商家入驻协议');
    expect((await t.call('DELETE', A(`agreements/${c.data.id}`), { token: admin })).data).toBe(1);
    expect(await t.call('GET', '/api/agreements/store_join')).toMatchObject({
      status: 200,
      code: 500,
      msg: 'fail',
      data: [],
    });
    expect((await t.call('GET', '/api/agreements/none', { headers: { 'accept-language': 'en' } })).msg).toBe(
      'The agreement was not found.',
    );
  });
});

describe('article menus', () => {
  it('tree mode with has_children, the public tree, parent checks', async () => {
    const parent = await t.call<Row>('POST', A('article_menus'), {
      token: admin,
      body: { pid: 0, name: '新手指南', is_sort: 1 },
    });
    const child = await t.call<Row>('POST', A('article_menus'), {
      token: admin,
      body: { pid: parent.data.id, name: '如何下单', is_sort: 0 },
    });
    expect(child.code).toBe(200);
    const roots = await t.call<TreeRow[]>('GET', A('article_menus'), {
      token: admin,
      query: { isChildren: true, pid: 0 },
    });
    expect(Array.isArray(roots.data)).toBe(true);
    // is_sort ascending: 新手指南 (1) before the seeded 帮助中心 (99).
    expect(roots.data.map((r) => r.name)).toEqual(['新手指南', '帮助中心']);
    expect(roots.data[0]!.has_children).toMatchObject({ id: child.data.id, pid: parent.data.id });
    expect(roots.data[1]!.has_children).toBeNull();
    const kids = await t.call<TreeRow[]>('GET', A('article_menus'), {
      token: admin,
      query: { isChildren: true, pid: parent.data.id },
    });
    expect(kids.data.map((k) => k.id)).toEqual([child.data.id]);

    const tree = await t.call<MenuNode[]>('GET', '/api/load_article_menu');
    const node = tree.data.find((n) => n.id === parent.data.id)!;
    expect(node).toMatchObject({ name: '新手指南', pid: 0, lev: 0 });
    expect(node.children!.map((c) => [c.id, c.lev])).toEqual([[child.data.id, 1]]);
    expect(Object.keys(node).sort()).toEqual(['children', 'id', 'lev', 'name', 'pid']);
    const shallow = await t.call<MenuNode[]>('GET', '/api/load_article_menu', { query: { deep: 1 } });
    expect(shallow.data.every((n) => !n.children)).toBe(true);
    expect((await t.call('GET', '/api/load_article_menu', { query: { type: 'getAreaChildren' } })).status).toBe(400);

    // Parent must be an own live menu, never the menu itself or its descendant.
    expect((await t.call('POST', A('article_menus'), { token: admin, body: { pid: 9999, name: 'x' } })).code).toBe(422);
    expect(
      (await t.call('PUT', A(`article_menus/${parent.data.id}`), { token: admin, body: { pid: child.data.id } })).code,
    ).toBe(422);
    expect(
      (await t.call('PUT', A(`article_menus/${parent.data.id}`), { token: admin, body: { pid: parent.data.id } })).code,
    ).toBe(422);
    expect((await t.call<Row>('GET', A(`article_menus/${parent.data.id}`), { token: admin })).data.pid).toBe(0);
    expect(
      (await t.call('PUT', A(`article_menus/${child.data.id}`), { token: admin, body: { name: '怎样下单' } })).data,
    ).toBe(1);
    const del = await t.call('DELETE', A(`article_menus/${parent.data.id}`), { token: admin });
    expect(del).toMatchObject({ code: 500, msg: '请先删除下级数据.' });
    expect((await t.call('DELETE', A(`article_menus/${parent.data.id},${child.data.id}`), { token: admin })).data).toBe(
      2,
    );
  });
});

describe('articles', () => {
  it('lists as ArticleCollection; create/show/update/delete; rich text sanitised, editor JSON kept', async () => {
    const list = await t.call<Page<Row>>('GET', A('articles'), { token: admin });
    expect(list.data.total).toBe(4);
    expect(Object.keys(list.data).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(Object.keys(list.data.data[0]!).sort()).toEqual(
      ['belong_id', 'class_name', 'click', 'content', 'created_at', 'id', 'name', 'pid'].sort(),
    );
    expect(list.data.data[0]!.class_name).toBe('帮助中心');

    const json = '[{"type":"paragraph","children":[{"text":"<script>"}]}]';
    const c = await t.call<Row>('POST', A('articles'), {
      token: admin,
      body: {
        pid: 1,
        name: '安全测试',
        content: `<p>hello</p><script>alert(1)</script><img src="/uploads/a.png" onerror="alert(2)">##qingwuit##${json}`,
      },
    });
    expect(c.code).toBe(200);
    const s = await t.call<Row>('GET', A(`articles/${c.data.id}`), { token: admin });
    const content = String(s.data.content);
    const [html, editor] = content.split('##qingwuit##');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).toContain('<p>hello</p>');
    expect(html).toContain('<img src="/uploads/a.png"');
    expect(editor).toBe(json);

    expect(
      (
        await t.call('PUT', A(`articles/${c.data.id}`), {
          token: admin,
          body: { ...s.data, name: '安全测试2', content: '<b onclick="x()">b</b>' },
        })
      ).data,
    ).toBe(1);
    const u = await t.call<Row>('GET', A(`articles/${c.data.id}`), { token: admin });
    expect(u.data).toMatchObject({
      name: '安全测试2',
      // Without an editor JSON half the server builds one from the HTML.
      content: '<b>b</b>##qingwuit##[{"type":"paragraph","children":[{"text":"b","bold":true}]}]',
      belong_id: 1,
    });
    expect((await t.call('POST', A('articles'), { token: admin, body: { pid: 1 } })).code).toBe(422);
    expect((await t.call('POST', A('articles'), { token: admin, body: { pid: 9999, name: 'x' } })).code).toBe(422);
    expect((await t.call('DELETE', A(`articles/${c.data.id}`), { token: admin })).data).toBe(1);
    expect((await t.call<Page<Row>>('GET', A('articles'), { token: admin })).data.total).toBe(4);
  });

  it('filters by category name through whereHas and sorts by click', async () => {
    const hit = await t.call<Page<Row>>('GET', A('articles'), {
      token: admin,
      query: { name: '帮助|whereHas|article_menu' },
    });
    expect(hit.data.total).toBe(4);
    const miss = await t.call<Page<Row>>('GET', A('articles'), {
      token: admin,
      query: { name: '不存在|whereHas|article_menu' },
    });
    expect(miss.data.total).toBe(0);
    const exact = await t.call<Page<Row>>('GET', A('articles'), {
      token: admin,
      query: { name: '帮助中心|whereHas|article_menu|=' },
    });
    expect(exact.data.total).toBe(4);
    const byPid = await t.call<Page<Row>>('GET', A('articles'), {
      token: admin,
      query: { pid: 1, name: '关于|likeRight' },
    });
    expect(byPid.data.data.map((r) => r.name)).toEqual(['关于我们']);
  });

  it('the public article page counts clicks; unknown → fail', async () => {
    const first = await t.call<Row>('GET', `/api/article/${encodeURIComponent('关于我们')}`);
    expect(first.code).toBe(200);
    const second = await t.call<Row>('GET', `/api/article/${encodeURIComponent('关于我们')}`);
    expect(second.data.click).toBe(Number(first.data.click) + 1);
    expect(second.data).toHaveProperty('content');
    const none = await t.call('GET', `/api/article/${encodeURIComponent('没有这篇')}`);
    expect(none).toMatchObject({ status: 200, code: 500, data: [] });
  });
});

describe('ad spaces and ads', () => {
  it('CRUD of both; unique slot names; links must be site paths or http(s)', async () => {
    const space = await t.call<Row>('POST', A('adv_spaces'), {
      token: admin,
      body: { name: 'PC_测试位', width: 300, height: 100 },
    });
    expect(space.code).toBe(200);
    expect((await t.call('POST', A('adv_spaces'), { token: admin, body: { name: 'PC_首页幻灯片' } })).msg).toBe(
      'name 已经存在.',
    );
    expect((await t.call('POST', A('adv_spaces'), { token: admin, body: { name: 'neg', width: -1 } })).code).toBe(422);
    const body = {
      pid: space.data.id,
      name: '测试广告',
      url: '/goods/1',
      image: '/storage/adv/a.png',
      adv_start: at(-DAY),
      adv_end: at(DAY),
      status: 1,
      is_sort: 5,
    };
    const ad = await t.call<Row>('POST', A('advs'), { token: admin, body });
    expect(ad.code).toBe(200);
    const inSpace = await t.call<Page<Row>>('GET', A('advs'), {
      token: admin,
      query: { pid: space.data.id, isWith: 'adv_space' },
    });
    expect(inSpace.data.data.map((r) => r.id)).toEqual([ad.data.id]);
    expect(inSpace.data.data[0]!.adv_space).toMatchObject({ id: space.data.id, name: 'PC_测试位' });
    const withAds = await t.call<Row>('GET', A(`adv_spaces/${space.data.id}`), { token: admin });
    expect(withAds.data.name).toBe('PC_测试位');
    expect((await t.call('PUT', A(`advs/${ad.data.id}`), { token: admin, body: { name: '改名广告' } })).data).toBe(1);
    expect((await t.call<Row>('GET', A(`advs/${ad.data.id}`), { token: admin })).data.name).toBe('改名广告');

    for (const bad of [
      { url: 'javascript:alert(1)' },
      { image: '//evil.example/x.png' },
      { pid: 9999 },
      { adv_end: at(-2 * DAY) },
      { adv_start: 'yesterday' },
      { status: '' },
    ]) {
      const r = await t.call('POST', A('advs'), { token: admin, body: { ...body, ...bad } });
      expect(r.code, JSON.stringify(bad)).toBe(422);
    }
    // A partial update is checked against the stored window.
    expect((await t.call('PUT', A(`advs/${ad.data.id}`), { token: admin, body: { adv_end: at(-3 * DAY) } })).code).toBe(
      422,
    );
    expect(
      (await t.call<Page<Row>>('GET', A('advs'), { token: admin, query: { pid: space.data.id } })).data.total,
    ).toBe(1);

    expect((await t.call('PUT', A(`adv_spaces/${space.data.id}`), { token: admin, body: { width: 320 } })).data).toBe(
      1,
    );
    expect((await t.call('DELETE', A(`advs/${ad.data.id}`), { token: admin })).data).toBe(1);
    expect((await t.call('DELETE', A(`adv_spaces/${space.data.id}`), { token: admin })).data).toBe(1);
  });

  it('GET /api/adv: enabled ads inside their window, is_sort desc; unknown slot → []; no name → fail', async () => {
    const space = await t.call<Row>('POST', A('adv_spaces'), {
      token: admin,
      body: { name: 'APP_测试', width: 750, height: 300 },
    });
    const mk = (over: object) =>
      t.call<Row>('POST', A('advs'), {
        token: admin,
        body: { pid: space.data.id, name: 'ad', adv_start: at(-DAY), adv_end: at(DAY), status: 1, is_sort: 0, ...over },
      });
    const low = await mk({ name: 'low', is_sort: 1 });
    const high = await mk({ name: 'high', is_sort: 9 });
    await mk({ name: 'off', status: 0, is_sort: 50 });
    await mk({ name: 'future', adv_start: at(DAY), adv_end: at(2 * DAY), is_sort: 50 });
    await mk({ name: 'past', adv_start: at(-3 * DAY), adv_end: at(-DAY), is_sort: 50 });
    const r = await t.call<Row[]>('GET', '/api/adv', { query: { name: 'APP_测试' } });
    expect(r.data.map((a) => a.id)).toEqual([high.data.id, low.data.id]);
    expect(r.data[0]).toHaveProperty('image');
    const seeded = await t.call<Row[]>('GET', '/api/adv', { query: { name: 'PC_首页幻灯片' } });
    expect(seeded.data.length).toBe(3); // the demo seed's three PC home slides
    expect(await t.call('GET', '/api/adv', { query: { name: '不存在的位置' } })).toMatchObject({ code: 200, data: [] });
    expect(await t.call('GET', '/api/adv')).toMatchObject({ code: 500, msg: 'space name find error.' });
  });
});

describe('belong scoping', () => {
  it('a second top-level admin sees none of admin 1 content and cannot touch it', async () => {
    for (const path of ['articles', 'notices', 'advs', 'adv_spaces', 'article_menus']) {
      const mine = await t.call<Page<Row>>('GET', A(path), { token: admin });
      expect(mine.data.total, path).toBeGreaterThan(0);
      const theirs = await t.call<Page<Row>>('GET', A(path), { token: other });
      expect(theirs.data.total, path).toBe(0);
      const id = mine.data.data[0]!.id;
      expect((await t.call('GET', A(`${path}/${id}`), { token: other })).code, path).toBe(500);
      expect((await t.call('PUT', A(`${path}/${id}`), { token: other, body: { name: 'hijack' } })).code, path).toBe(
        500,
      );
      expect((await t.call('DELETE', A(`${path}/${id}`), { token: other })).code, path).toBe(500);
      expect((await t.call<Row>('GET', A(`${path}/${id}`), { token: admin })).data.name).not.toBe('hijack');
    }
    expect(
      (await t.call<Row[]>('GET', A('article_menus'), { token: other, query: { isChildren: true, pid: 0 } })).data,
    ).toEqual([]);
    // Admin 1's categories and slots are not the second admin's to use.
    expect((await t.call('POST', A('articles'), { token: other, body: { pid: 1, name: 'x' } })).code).toBe(422);
    expect(
      (
        await t.call('POST', A('advs'), {
          token: other,
          body: { pid: 1, name: 'x', adv_start: at(-DAY), adv_end: at(DAY), status: 1 },
        })
      ).code,
    ).toBe(422);

    const menu = await t.call<Row>('POST', A('article_menus'), { token: other, body: { pid: 0, name: '我的栏目' } });
    const art = await t.call<Row>('POST', A('articles'), {
      token: other,
      body: { pid: menu.data.id, name: '我的文章', content: '<p>x</p>' },
    });
    expect(art.code).toBe(200);
    const theirList = await t.call<Page<Row>>('GET', A('articles'), { token: other });
    expect(theirList.data.data.map((r) => [r.name, r.class_name])).toEqual([['我的文章', '我的栏目']]);
    expect(
      (await t.call<Page<Row>>('GET', A('articles'), { token: admin })).data.data.some((r) => r.id === art.data.id),
    ).toBe(false);
    // The public page reads every owner's articles.
    expect((await t.call<Row>('GET', `/api/article/${encodeURIComponent('我的文章')}`)).data.id).toBe(art.data.id);
  });
});
