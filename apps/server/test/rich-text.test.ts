import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../src/lib/rich-text.ts';
import { testApp } from './helper.ts';

const t = await testApp();
const MARKER = '##qingwuit##';

/** What must never come back from the server in a rich-text value, in either half. */
const DANGERS = [
  /<script/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<svg/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /data:text/i,
  /data:image\/svg/i,
  /url\(/i,
  /expression\(/i,
  /srcdoc/i,
  /__xss/,
];
function expectHarmless(value: unknown): void {
  expect(typeof value).toBe('string');
  for (const danger of DANGERS) expect(value as string).not.toMatch(danger);
}

/** The payload of the report: an editor JSON half with a video whose source is HTML, and an HTML half with script. */
const ATTACK_HTML = [
  '<p>好物推荐</p>',
  '<script>window.__xss=1;fetch("/xss-marker")</script>',
  '<img src=x onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">点我</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">数据</a>',
  '<p style="color: red; background: url(javascript:window.__xss=1); width: expression(window.__xss=1)">样式</p>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<svg onload="window.__xss=1"></svg>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="/uploads/goods/a.png" alt="图">',
].join('');
const ATTACK_JSON = [
  {
    type: 'paragraph',
    onclick: 'window.__xss=1',
    children: [{ text: '好物推荐', bold: true, color: 'expression(window.__xss=1)' }],
  },
  { type: 'video', src: '"><img src=x onerror="window.__xss=1">', children: [{ text: '' }] },
  { type: 'video', src: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>', children: [{ text: '' }] },
  {
    type: 'paragraph',
    children: [
      { type: 'link', url: 'javascript:window.__xss=1', children: [{ text: '点我' }] },
      {
        type: 'image',
        src: '/uploads/goods/a.png',
        alt: '图',
        href: 'javascript:window.__xss=1',
        children: [{ text: '' }],
      },
    ],
  },
  { type: 'html-block', html: '<script>window.__xss=1</script>', children: [{ text: '' }] },
];
const ATTACK = `${ATTACK_HTML}${MARKER}${JSON.stringify(ATTACK_JSON)}`;

/** What the server keeps of `ATTACK`. */
const CLEAN_HTML =
  '<p>好物推荐</p><a>点我</a><a>数据</a><p style="color:red">样式</p><img src="/uploads/goods/a.png" alt="图" />';
const CLEAN_JSON = [
  { type: 'paragraph', children: [{ text: '好物推荐', bold: true }] },
  {
    type: 'paragraph',
    children: [{ text: '点我' }, { type: 'image', src: '/uploads/goods/a.png', alt: '图', children: [{ text: '' }] }],
  },
];

describe('sanitizeRichText', () => {
  it('cleans both halves of the reported payload', () => {
    const clean = sanitizeRichText(ATTACK);
    expectHarmless(clean);
    const [html, json, extra] = clean.split(MARKER);
    expect(extra).toBeUndefined();
    expect(html).toBe(CLEAN_HTML);
    expect(JSON.parse(json!)).toEqual(CLEAN_JSON);
  });

  it('keeps what the editor writes', () => {
    const html =
      '<h1 style="text-align:center"><span style="color:rgb(225, 60, 57);font-size:24px">标题</span></h1>' +
      '<p style="line-height:1.5;text-indent:2em"><strong>b</strong><em>i</em><u>u</u><s>s</s>' +
      '<a href="https://shop.example/goods/1" target="_blank" rel="noopener noreferrer">link</a></p>' +
      '<div data-w-e-type="video" data-w-e-is-void style="text-align:center"><video controls width="auto" height="auto">' +
      '<source src="/uploads/v.mp4" type="video/mp4" /></video></div>' +
      '<table style="width:auto;table-layout:fixed"><tbody><tr><td colspan="1" rowspan="1" width="auto">c</td></tr></tbody></table>' +
      '<div data-w-e-type="todo"><input type="checkbox" disabled checked />t</div><pre><code class="language-javascript">a &lt; b</code></pre><hr />';
    const json = [
      { type: 'paragraph', textAlign: 'center', children: [{ text: 'x', fontSize: '16px', fontFamily: '黑体' }] },
      { type: 'video', src: 'https://cdn.example/v.mp4', width: 'auto', height: 'auto', children: [{ text: '' }] },
    ];
    const value = `${html}${MARKER}${JSON.stringify(json)}`;
    expect(sanitizeRichText(value)).toBe(value);
  });

  it('keeps small inline raster pictures but no data: link', () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    const picture = { type: 'image', src: png, alt: '', href: '', style: {}, children: [{ text: '' }] };
    expect(sanitizeRichText(`<img src="${png}" />`)).toBe(
      `<img src="${png}" />${MARKER}${JSON.stringify([{ type: 'paragraph', children: [picture] }])}`,
    );
    expect(sanitizeRichText(`<a href="${png}">x</a>`)).toBe(
      `<a>x</a>${MARKER}${JSON.stringify([{ type: 'paragraph', children: [{ text: 'x' }] }])}`,
    );
    // A video without a source has no node: the value stays plain HTML.
    expect(sanitizeRichText(`<video src="${png}"></video>`)).toBe('<video></video>');
  });

  it('never lets the marker reappear inside the HTML half', () => {
    const clean = sanitizeRichText('<p>&#35;&#35;qingwuit&#35;&#35;[{"type":"video"}]</p>##qingwuit##[]');
    expect(clean.split(MARKER)).toHaveLength(2);
    expect(clean).toBe(
      '<p>[{"type":"video"}]</p>##qingwuit##[{"type":"paragraph","children":[{"text":"[{\\"type\\":\\"video\\"}]"}]}]',
    );
  });

  it('builds a JSON half that is not a node list from the HTML', () => {
    const x = '<p>x</p>##qingwuit##[{"type":"paragraph","children":[{"text":"x"}]}]';
    expect(sanitizeRichText('<p>x</p>##qingwuit##{oops')).toBe(x);
    expect(sanitizeRichText('<p>x</p>##qingwuit##{"type":"video","src":"<iframe>"}')).toBe(x);
    expect(sanitizeRichText('<p>x</p>##qingwuit##"<script>alert(1)</script>"')).toBe(x);
    expect(sanitizeRichText('##qingwuit##{oops')).toBe('##qingwuit##[]');
  });

  it('fills a missing or empty JSON half from the cleaned HTML, keeps a given one, leaves empty values empty', () => {
    const x = '<p>x</p>##qingwuit##[{"type":"paragraph","children":[{"text":"x"}]}]';
    expect(sanitizeRichText('<p>x</p>')).toBe(x);
    expect(sanitizeRichText('<p>x</p>##qingwuit##[]')).toBe(x);
    expect(sanitizeRichText('<p onclick="y()">x<script>y()</script></p>##qingwuit##[]')).toBe(x);
    const given = '<p>x</p>##qingwuit##[{"type":"header1","children":[{"text":"x"}]}]';
    expect(sanitizeRichText(given)).toBe(given);
    expect(sanitizeRichText('##qingwuit##[]')).toBe('##qingwuit##[]');
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('<script>x()</script>')).toBe('');
  });
});

describe('every area stores rich text cleaned', () => {
  const A = (path: string) => `/api/Admin/${path}`;

  it('a seller’s goods content reaches the Admin and the storefront neutralised', async () => {
    const seller = await t.login('seller', '18888888888');
    const admin = await t.login('admin', 'admin');
    const mine = await t.call<{ data: { id: number }[] }>('GET', '/api/Seller/goods', { token: seller });
    const id = mine.data.data[0]!.id;

    const saved = await t.call('PUT', `/api/Seller/goods/${id}`, {
      token: seller,
      body: { goods_content: ATTACK, goods_content_mobile: ATTACK },
    });
    expect(saved.code).toBe(200);

    const show = await t.call<{ goods_content: string; goods_content_mobile: string }>('GET', A(`goods/${id}`), {
      token: admin,
    });
    expect(show.code).toBe(200);
    for (const value of [show.data.goods_content, show.data.goods_content_mobile]) {
      expectHarmless(value);
      expect(value).toBe(`${CLEAN_HTML}${MARKER}${JSON.stringify(CLEAN_JSON)}`);
    }
    // Approved (whether or not the site reviews changed details), the storefront shows the same clean value.
    expect((await t.call('PUT', A(`goods/${id}`), { token: admin, body: { goods_verify: 1 } })).code).toBe(200);
    const pub = await t.call<{ goods_content: string }>('GET', `/api/goods/${id}`);
    expect(pub.code).toBe(200);
    expect(pub.data.goods_content).toBe(`${CLEAN_HTML}${MARKER}${JSON.stringify(CLEAN_JSON)}`);

    // The Admin's own edit goes through the same rules.
    const adminSave = await t.call('PUT', A(`goods/${id}`), { token: admin, body: { goods_content: ATTACK } });
    expect(adminSave.code).toBe(200);
    const again = await t.call<{ goods_content: string }>('GET', A(`goods/${id}`), { token: admin });
    expect(again.data.goods_content).toBe(`${CLEAN_HTML}${MARKER}${JSON.stringify(CLEAN_JSON)}`);
  });

  it('a store’s after-sale text', async () => {
    const seller = await t.login('seller', '18888888888');
    const r = await t.call('PUT', '/api/Seller/stores/0', { token: seller, body: { after_sale_service: ATTACK } });
    expect(r.code).toBe(200);
    const back = await t.call<{ after_sale_service: string }>('GET', '/api/Seller/stores/0', { token: seller });
    expectHarmless(back.data.after_sale_service);
    expect(back.data.after_sale_service).toBe(`${CLEAN_HTML}${MARKER}${JSON.stringify(CLEAN_JSON)}`);
  });

  it('articles, agreements, notices and app versions', async () => {
    const admin = await t.login('admin', 'admin');
    const created = {
      articles: await t.call<{ id: number }>('POST', A('articles'), {
        token: admin,
        body: { pid: 1, name: 'xss', content: ATTACK },
      }),
      agreements: await t.call<{ id: number }>('POST', A('agreements'), {
        token: admin,
        body: { name: 'xss', ename: 'xss_test', content: ATTACK },
      }),
      notices: await t.call<{ id: number }>('POST', A('notices'), {
        token: admin,
        body: { name: 'xss', tag: 'x', content: ATTACK },
      }),
      app_versions: await t.call<{ id: number }>('POST', A('app_versions'), {
        token: admin,
        body: { name: 'xss', version: '9.0.0', version_code: 900, device: 'android', is_wgt: 0, content: ATTACK },
      }),
    };
    for (const [path, reply] of Object.entries(created)) {
      expect(reply.code, path).toBe(200);
      const back = await t.call<{ content: string }>('GET', A(`${path}/${reply.data.id}`), { token: admin });
      expect(back.data.content, path).toBe(`${CLEAN_HTML}${MARKER}${JSON.stringify(CLEAN_JSON)}`);
      // An edit is cleaned like a creation.
      const edit = await t.call('PUT', A(`${path}/${reply.data.id}`), {
        token: admin,
        body: { ...back.data, content: ATTACK },
      });
      expect(edit.code, path).toBe(200);
      const edited = await t.call<{ content: string }>('GET', A(`${path}/${reply.data.id}`), { token: admin });
      expect(edited.data.content, path).toBe(`${CLEAN_HTML}${MARKER}${JSON.stringify(CLEAN_JSON)}`);
    }
    const pub = await t.call<{ content: string }>('GET', '/api/agreements/xss_test');
    expectHarmless(pub.data.content);
  });
});
