/**
 * The editor JSON half of rich text (`HTML##qingwuit##JSON`). qwshop's editor restores itself from the JSON half
 * alone: a value without one opened empty there and was saved back as `##qingwuit##[]`, the text gone. So every
 * seeded value carries the tree its HTML stands for, and the server builds a missing or empty one from the HTML
 * on every write.
 *
 * "Renders the same HTML": the JSON half written back as wangEditor's getHtml() would (`editorNodesToHtml`) and
 * the HTML half are equal once both are put in `canonicalRichHtml`'s form (attribute order, whitespace, empty
 * attributes, colour spellings and the table defaults wangEditor adds set aside; see rich-text-canonical.ts).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalRichHtml } from '@shop/contract/rich-text-canonical';
import { cleanEditorNodes, type EditorNode } from '@shop/contract/rich-text-policy';
import { editorNodesToHtml } from '@shop/contract/rich-text-render';
import { agreements, articles, goods, integralGoods, notices, stores } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';

const t = await testApp();
const MARKER = '##qingwuit##';
const A = (path: string) => `/api/Admin/${path}`;
const S = (path: string) => `/api/Seller/${path}`;
type Row = Record<string, unknown>;

let admin: string;
let seller: string;
beforeAll(async () => {
  admin = await t.login('admin', 'admin');
  seller = await t.login('seller', '18888888888');
});

function halves(value: unknown): { html: string; json: EditorNode[] } {
  const text = String(value);
  const at = text.indexOf(MARKER);
  expect(at, `no JSON half in ${text.slice(0, 80)}`).toBeGreaterThanOrEqual(0);
  return { html: text.slice(0, at), json: JSON.parse(text.slice(at + MARKER.length)) as EditorNode[] };
}

/** A value whose JSON half is a clean, non-empty tree drawing what its HTML half draws. */
function expectWhole(value: unknown, what: string): void {
  const { html, json } = halves(value);
  expect(html.trim(), what).not.toBe('');
  expect(Array.isArray(json) && json.length > 0, `${what}: empty JSON half`).toBe(true);
  expect(cleanEditorNodes(json), what).toEqual(json);
  expect(canonicalRichHtml(editorNodesToHtml(json)), what).toBe(canonicalRichHtml(html));
}

describe('seeded rich text', () => {
  it('every value carries a non-empty JSON half that renders its HTML half', async () => {
    const db = t.database.db;
    const seeded: Array<[string, unknown]> = [];
    for (const g of await db.select().from(goods)) {
      seeded.push([`goods ${g.id} goods_content`, g.goods_content], [`goods ${g.id} mobile`, g.goods_content_mobile]);
    }
    for (const g of await db.select().from(integralGoods)) {
      seeded.push([`points goods ${g.id}`, g.goods_content], [`points goods ${g.id} mobile`, g.goods_content_mobile]);
    }
    for (const a of await db.select().from(articles)) seeded.push([`article ${a.id}`, a.content]);
    for (const n of await db.select().from(notices)) seeded.push([`notice ${n.id}`, n.content]);
    for (const a of await db.select().from(agreements)) seeded.push([`agreement ${a.ename}`, a.content]);
    for (const s of await db.select().from(stores)) seeded.push([`store ${s.id} after-sale`, s.after_sale_service]);

    const kinds = new Set(seeded.map(([what]) => what.replace(/ \d+.*$| agreement$/, '')));
    expect([...kinds].sort()).toEqual(['agreement', 'article', 'goods', 'notice', 'points goods', 'store']);
    expect(seeded.length).toBeGreaterThan(50);
    for (const [what, value] of seeded) expectWhole(value, what);
  });

  it('notice 1 and the goods description keep their HTML and get a matching tree', async () => {
    const [notice] = await t.database.db.select().from(notices).where(eq(notices.id, 1));
    expect(notice?.content).toBe(
      '<p>青梧商城正式上线，欢迎各位商家入驻、用户选购。</p>##qingwuit##' +
        '[{"type":"paragraph","children":[{"text":"青梧商城正式上线，欢迎各位商家入驻、用户选购。"}]}]',
    );
    const [first] = await t.database.db.select().from(goods).where(eq(goods.id, 1));
    const { json } = halves(first?.goods_content);
    expect(json.map((n) => n.type)).toEqual(expect.arrayContaining(['header3', 'paragraph', 'table']));
  });

  it('the public agreement answer carries the tree', async () => {
    const r = await t.call<Row>('GET', '/api/agreements/agreement');
    expectWhole(r.data.content, 'GET /api/agreements/agreement');
  });
});

describe('a save without changes, as qwshop’s client sends it', () => {
  // qwshop's form posts back (form-encoded) the value it read; its editor restores from the JSON half.
  const unchanged = async (read: string, write: string, field: string, token: string, extra: Row = {}) => {
    const before = await t.call<Row>('GET', read, { token });
    expect(before.code).toBe(200);
    const value = before.data[field];
    expectWhole(value, `${read} as read`);
    const saved = await t.call('PUT', write, { token, body: { ...extra, [field]: value } });
    expect(saved.code, JSON.stringify(saved)).toBe(200);
    const after = await t.call<Row>('GET', read, { token });
    expect(after.data[field]).toBe(value);
    expectWhole(after.data[field], `${read} after the save`);
  };

  it('keeps an article, a notice, an agreement and a points goods', async () => {
    const article = (await t.call<Row>('GET', A('articles/1'), { token: admin })).data;
    await unchanged(A('articles/1'), A('articles/1'), 'content', admin, { pid: article.pid, name: article.name });
    await unchanged(A('notices/1'), A('notices/1'), 'content', admin);
    await unchanged(A('agreements/1'), A('agreements/1'), 'content', admin);
    await unchanged(A('integral_goods/1'), A('integral_goods/1'), 'goods_content', admin);
  });

  it('keeps a goods description and a store’s after-sale text', async () => {
    const [own] = await t.database.db.select().from(goods).where(eq(goods.store_id, 1)).limit(1);
    expect(own).toBeDefined();
    await unchanged(S(`goods/${own!.id}`), S(`goods/${own!.id}`), 'goods_content', seller);
    await unchanged(S('stores/0'), S('stores/0'), 'after_sale_service', seller);
  });
});

describe('a value without its JSON half gets one', () => {
  const X = '[{"type":"paragraph","children":[{"text":"x"}]}]';

  it('through the resource engine (articles): empty JSON half, no marker at all', async () => {
    for (const content of ['<p>x</p>##qingwuit##[]', '<p>x</p>']) {
      const c = await t.call<{ id: number }>('POST', A('articles'), {
        token: admin,
        body: { pid: 1, name: 'json', content },
      });
      expect(c.code).toBe(200);
      const row = (await t.call<Row>('GET', A(`articles/${c.data.id}`), { token: admin })).data;
      expect(row.content, content).toBe(`<p>x</p>${MARKER}${X}`);
      const put = await t.call('PUT', A(`articles/${c.data.id}`), { token: admin, body: { content } });
      expect(put.code).toBe(200);
      expect((await t.call<Row>('GET', A(`articles/${c.data.id}`), { token: admin })).data.content).toBe(
        `<p>x</p>${MARKER}${X}`,
      );
    }
  });

  it('through the goods editor and the store editor', async () => {
    const [own] = await t.database.db.select().from(goods).where(eq(goods.store_id, 1)).limit(1);
    for (const value of ['<p>x</p>##qingwuit##[]', '<p>x</p>']) {
      expect((await t.call('PUT', S(`goods/${own!.id}`), { token: seller, body: { goods_content: value } })).code).toBe(
        200,
      );
      const [g] = await t.database.db.select().from(goods).where(eq(goods.id, own!.id));
      expect(g?.goods_content, value).toBe(`<p>x</p>${MARKER}${X}`);
      expect((await t.call('PUT', S('stores/0'), { token: seller, body: { after_sale_service: value } })).code).toBe(
        200,
      );
      const [s] = await t.database.db.select().from(stores).where(eq(stores.id, 1));
      expect(s?.after_sale_service, value).toBe(`<p>x</p>${MARKER}${X}`);
    }
  });

  it('an empty value stays empty', async () => {
    for (const content of ['##qingwuit##[]', '']) {
      const c = await t.call<Row>('PUT', A('notices/1'), { token: admin, body: { content } });
      expect(c.code).toBe(200);
      const [n] = await t.database.db.select().from(notices).where(eq(notices.id, 1));
      expect(n?.content, JSON.stringify(content)).toBe(content);
    }
  });
});

describe('our own client’s value', () => {
  it('is stored as sent, only cleaned: the server keeps the client’s tree', async () => {
    // What our editor (wangEditor-next) emits: its getHtml() and its children. The tree carries what the HTML
    // half cannot say (the picture's empty sizes, a text alignment on a later line), and a script to clean away.
    const tree = [
      { type: 'paragraph', children: [{ text: 'hi ' }, { text: 'there', bold: true }] },
      {
        type: 'paragraph',
        textAlign: 'center',
        children: [
          {
            type: 'image',
            src: '/uploads/editor/a.png',
            alt: 'a',
            href: '',
            style: { width: '50%', height: '' },
            width: '',
            height: '',
            children: [{ text: '' }],
          },
        ],
      },
      { type: 'video', src: '<iframe src="https://evil.example"></iframe>', children: [{ text: '' }] },
    ];
    const html =
      '<p>hi <strong>there</strong></p><p style="text-align: center;"><img src="/uploads/editor/a.png" alt="a" ' +
      'data-href="" width="" height="" style="width: 50%;"/></p>';
    const c = await t.call<{ id: number }>('POST', A('articles'), {
      token: admin,
      body: { pid: 1, name: 'ours', content: `${html}<script>x()</script>${MARKER}${JSON.stringify(tree)}` },
    });
    expect(c.code).toBe(200);
    const stored = String((await t.call<Row>('GET', A(`articles/${c.data.id}`), { token: admin })).data.content);
    const { html: storedHtml, json } = halves(stored);
    // Cleaning drops the script and the picture's empty attributes; the rest is the client's HTML.
    expect(storedHtml).toBe(
      '<p>hi <strong>there</strong></p><p style="text-align:center"><img src="/uploads/editor/a.png" alt="a" ' +
        'style="width:50%" /></p>',
    );
    expect(json).toEqual(cleanEditorNodes(tree));
    expect(json).toEqual([
      tree[0],
      {
        type: 'paragraph',
        textAlign: 'center',
        children: [
          {
            type: 'image',
            src: '/uploads/editor/a.png',
            alt: 'a',
            href: '',
            style: { width: '50%' },
            children: [{ text: '' }],
          },
        ],
      },
    ]);
  });
});
