import { beforeAll, describe, expect, it } from 'vitest';
import { chat, OTHER_OWNER, OWNER, SHOPPER, tokenOf } from './chat-fixtures.ts';
import { testApp, type Envelope, type TestApp } from './helper.ts';

/** qwshop's own Vue clients, unmodified, against this server (docs/qwshop-clients.md). */

type Page = { data: unknown[]; total: number; current_page: number; last_page: number; per_page: number };

describe('chat windows of qwshop’s clients, opened before a conversation is chosen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });

  /** The history request exactly as qwshop's chat.vue sends it with no contact selected: no rid, no rtype. */
  async function historyWithoutPeer(token: string): Promise<Envelope<Page>> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Chat/friend_content',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      payload: new URLSearchParams({ provider: 'users', token, per_page: '50', page: '1' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    return JSON.parse(res.body) as Envelope<Page>;
  }

  it('answers the shopper’s storefront window and the Seller chat page an empty page, not a 422', async () => {
    const shopper = await tokenOf(t, SHOPPER, 'home');
    const seller = await tokenOf(t, OWNER, 'seller');
    // What the same endpoint answers for a conversation that has no message: the shape to match.
    const none = await chat<Page>(
      t,
      'friend_content',
      { rid: OTHER_OWNER, rtype: 'users', per_page: 50 },
      { token: shopper },
    );
    expect(none.data.total).toBe(0);
    for (const token of [shopper, seller]) {
      const page = await historyWithoutPeer(token);
      expect(page).toEqual({ code: 200, msg: 'ok', data: none.data });
      expect(page.data).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1, per_page: 50 });
    }
    // Sent as empty fields rather than left out: the same.
    const empty = await chat<Page>(t, 'friend_content', { rid: '', rtype: '' }, { token: seller });
    expect(empty).toMatchObject({ code: 200, data: { data: [], total: 0 } });
  });

  it('still refuses a peer that is given but invalid, or half given', async () => {
    const shopper = await tokenOf(t, SHOPPER, 'home');
    const peers: Record<string, string | number>[] = [
      { rid: OWNER, rtype: 'shops' },
      { rid: OWNER },
      { rtype: 'users' },
      { rid: 'x', rtype: 'users' },
    ];
    for (const peer of peers)
      expect(await chat(t, 'friend_content', peer, { token: shopper })).toMatchObject({ code: 422 });
    // The other calls a window makes on open already take a missing peer: its identity and its conversation list.
    expect(await chat(t, 'add', {}, { token: shopper })).toMatchObject({ code: 200 });
    expect(await chat(t, 'friends', {}, { token: shopper })).toMatchObject({ code: 200 });
  });
});

interface MenuRow {
  id: number;
  name: string;
  view: string;
}

/** Our pages that qwshop's Admin client has no view for. */
const QWSHOP_LACKS = [
  'Admin/exts/coupons/index', // 优惠券监管
  'Admin/exts/seckills/index', // 秒杀监管
  'Admin/exts/collectives/index', // 拼团监管
  'Admin/audit_logs/index', // 操作日志
];

async function menus(t: TestApp, path: string, token: string): Promise<MenuRow[]> {
  const r = await t.call<MenuRow[]>('GET', path, { token, query: { type: 'getTree' } });
  expect(r.code).toBe(200);
  return r.data;
}

describe('QWSHOP_MENUS: menus without the pages qwshop’s clients cannot open', () => {
  let ours: TestApp;
  let theirs: TestApp;
  beforeAll(async () => {
    ours = await testApp();
    theirs = await testApp({ config: { qwshopMenus: true } });
  });

  it('keeps them by default; with the setting leaves out exactly those, everything else still there', async () => {
    const full = await menus(ours, '/api/Admin/load_menu', await ours.login('admin', 'admin'));
    expect(full.map((m) => m.view)).toEqual(expect.arrayContaining(QWSHOP_LACKS));
    expect(full.map((m) => m.name)).toEqual(expect.arrayContaining(['优惠券监管', '秒杀监管', '拼团监管', '操作日志']));

    const trimmed = await menus(theirs, '/api/Admin/load_menu', await theirs.login('admin', 'admin'));
    expect(trimmed).toEqual(full.filter((m) => !QWSHOP_LACKS.includes(m.view)));
  });

  it('leaves the Seller menu whole: qwshop’s Seller client has a view for each of its pages', async () => {
    const mine = await menus(ours, '/api/Seller/load_menu', await tokenOf(ours, OWNER, 'seller'));
    const qw = await menus(theirs, '/api/Seller/load_menu', await tokenOf(theirs, OWNER, 'seller'));
    expect(qw).toEqual(mine);
  });

  it('keeps a role’s hidden pages when qwshop’s role editor, which cannot show them, saves the role', async () => {
    const tree = await menus(ours, '/api/Admin/load_menu', await ours.login('admin', 'admin'));
    const hidden = tree.filter((m) => QWSHOP_LACKS.includes(m.view)).map((m) => m.id);
    const dashboard = tree.find((m) => m.view === 'Admin/dashboard/index')!.id;
    expect(hidden).toHaveLength(QWSHOP_LACKS.length);
    /** A role given the hidden pages and the dashboard, then saved with no box ticked: the menus it keeps. */
    const keptBy = async (t: TestApp): Promise<number[]> => {
      const admin = await t.login('admin', 'admin');
      const name = 'qwshop编辑';
      await t.call('POST', '/api/Admin/roles', { token: admin, body: { name, menu_id: [...hidden, dashboard] } });
      const all = await t.call<{ id: number; name: string }[]>('GET', '/api/Admin/roles', {
        token: admin,
        query: { isAll: 'true' },
      });
      const id = all.data.find((r) => r.name === name)!.id;
      const edit = await t.call('PUT', `/api/Admin/roles/${id}`, { token: admin, body: { name, menu_id: '' } });
      expect(edit.code).toBe(200);
      const show = await t.call<{ menu_id: number[] }>('GET', `/api/Admin/roles/${id}`, { token: admin });
      return show.data.menu_id.sort((a, b) => a - b);
    };
    expect(await keptBy(ours)).toEqual([]);
    // The unticked page it could show goes; the ones it could not show stay.
    expect(await keptBy(theirs)).toEqual([...hidden].sort((a, b) => a - b));
  });

  it('changes no permission: the hidden pages’ routes answer as before', async () => {
    const routes = ['/api/Admin/coupons', '/api/Admin/seckills', '/api/Admin/collectives', '/api/Admin/audit_logs'];
    for (const who of ['admin', 'operator']) {
      const a = await ours.login('admin', who);
      const b = await theirs.login('admin', who);
      for (const url of routes) {
        const before = await ours.call('GET', url, { token: a });
        const after = await theirs.call('GET', url, { token: b });
        expect([url, who, after.code]).toEqual([url, who, before.code]);
      }
    }
  });
});
