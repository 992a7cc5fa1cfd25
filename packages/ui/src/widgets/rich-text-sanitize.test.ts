import { describe, expect, it, vi } from 'vitest';
import { RICH_TEXT_MARKER } from '@shop/contract/rich-text';
import { richTextHtml, sanitizeRichHtml } from '@shop/contract/rich-text-dom';
import { checkEditorImages, editorInitialContent } from './rich-text.ts';

/** Parses HTML the way a page does and lists what could run script or leave the site. */
function dangers(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const el of Array.from(host.querySelectorAll('*'))) {
    const tag = el.localName;
    if (
      [
        'script',
        'iframe',
        'object',
        'embed',
        'style',
        'svg',
        'math',
        'noscript',
        'template',
        'base',
        'meta',
        'form',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attr of Array.from(el.attributes)) {
      if (attr.name.startsWith('on') || attr.name === 'srcdoc') found.push(`${tag}[${attr.name}]`);
      if (
        /^\s*(?:javascript|vbscript|data):/i.test(attr.value) &&
        !(tag === 'img' && attr.name === 'src' && /^data:image\/(?:png|jpeg|gif|webp);/.test(attr.value))
      )
        found.push(`${tag}[${attr.name}=${attr.value.slice(0, 20)}]`);
      if (attr.name === 'style' && /url\(|expression|position/i.test(attr.value)) found.push(`${tag}[style]`);
    }
  }
  return found;
}

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<p>hi<script>window.__xss=1</script></p>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="https://evil.example" onload="window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></p></noscript>',
  '<div style="background:url(javascript:window.__xss=1);width:expression(window.__xss=1)">s</div>',
  '<div style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</div>',
  '<video poster="javascript:x"><source src="javascript:x" onerror="window.__xss=1"></video>',
  '<object data="javascript:x"></object><embed src="javascript:x">',
  '<form action="https://evil.example"><input type="password" name="p"><button formaction="javascript:x">go</button></form>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:x">',
  '<template><img src=x onerror=window.__xss=1></template>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<a href="https://x.example/" onmouseover="window.__xss=1" style="color:red">ok</a>',
  '<!--<img src=x onerror=window.__xss=1>--><p>after comment</p>',
];

describe('sanitizeRichHtml (the clients’ cleaner)', () => {
  it.each(PAYLOADS)('leaves nothing that runs script: %s', (payload) => {
    const clean = sanitizeRichHtml(payload);
    expect(dangers(clean)).toEqual([]);
    // Cleaning is stable: what a client cleans again stays the same.
    expect(sanitizeRichHtml(clean)).toBe(clean);
  });

  it('never hands an inline handler to the browser’s parser (Chrome reports each one as a CSP violation)', () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    try {
      for (const payload of [...PAYLOADS, '<img/onerror=x src=y><a\nonclick = "x" title=\'a>b\' onmouseover=y>t</a>']) {
        sanitizeRichHtml(payload);
        const parsed = parse.mock.calls.at(-1)?.[0] ?? '';
        // Parsed as the cleaner parses it (scripting off: <noscript> holds elements, not text).
        const doc = new DOMParser().parseFromString(parsed, 'text/html');
        const handlers = Array.from(doc.querySelectorAll('*')).flatMap((el) =>
          Array.from(el.attributes)
            .map((a) => a.name)
            .filter((a) => a.startsWith('on')),
        );
        expect(handlers, payload).toEqual([]);
      }
    } finally {
      parse.mockRestore();
    }
  });

  it('keeps what wangEditor writes', () => {
    const html = [
      '<h1 style="text-align: center;"><span style="color: rgb(225, 60, 57);">标题</span></h1>',
      '<p style="line-height: 1.5; text-indent: 2em;"><strong>b</strong><em>i</em><u>u</u><s>s</s><sub>2</sub><sup>3</sup>',
      '<a href="https://shop.example/goods/1" target="_blank" rel="noopener noreferrer">link</a></p>',
      '<p><img src="/uploads/editor/a.png" alt="a" data-href="" style="width: 50%;"></p>',
      '<div data-w-e-type="video" data-w-e-is-void="" style="text-align: center;"><video poster="" controls="true" width="auto" height="auto"><source src="/uploads/v.mp4" type="video/mp4"></video></div>',
      '<table style="width: auto; table-layout: fixed;"><tbody><tr><th colspan="1" rowspan="1" width="auto">h</th></tr></tbody></table>',
      '<div data-w-e-type="todo"><input type="checkbox" disabled="" checked="">todo</div>',
      '<pre><code class="language-javascript">let a = 1 &lt; 2;</code></pre><hr><blockquote>q</blockquote>',
      '<ol><li>one</li></ol><ul><li>two</li></ul>',
    ].join('');
    const clean = sanitizeRichHtml(html);
    const keep = (s: string) => {
      const host = document.createElement('div');
      host.innerHTML = s;
      return host.innerHTML;
    };
    // `poster=""` is not a media source and `data-href=""` not a link: only those go; booleans lose their value.
    expect(clean).toBe(
      keep(html.replace(' poster=""', '').replace(' data-href=""', '').replace('controls="true"', 'controls=""')),
    );
  });

  it('shows text, not markup, for escaped angle brackets', () => {
    expect(sanitizeRichHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('takes the HTML half of a stored value', () => {
    expect(richTextHtml(`<p onclick="x()">hi</p>${RICH_TEXT_MARKER}[]`)).toBe('<p>hi</p>');
    expect(richTextHtml('<p>plain</p><img src=x onerror=alert(1)>')).toBe('<p>plain</p>');
    expect(richTextHtml(null)).toBe('');
    // Displayed pictures wait until scrolled near (below-the-fold descriptions must not slow the first paint).
    expect(richTextHtml('<p>a</p><img src="/uploads/a.png"><img src="/uploads/b.png" alt="b">')).toBe(
      '<p>a</p><img loading="lazy" src="/uploads/a.png"><img loading="lazy" src="/uploads/b.png" alt="b">',
    );
  });
});

describe('editor content restored from a stored value', () => {
  it('drops a video whose source is markup and falls back to the cleaned HTML', () => {
    const stored = `<p>ok</p><img src=x onerror="window.__xss=1">${RICH_TEXT_MARKER}${JSON.stringify([
      { type: 'video', src: '"><img src=x onerror="window.__xss=1">', children: [{ text: '' }] },
    ])}`;
    expect(editorInitialContent(stored)).toEqual({ html: '<p>ok</p>' });
  });

  it('restores the cleaned node tree when something of it remains', () => {
    const stored = `<p>x</p>${RICH_TEXT_MARKER}${JSON.stringify([
      { type: 'paragraph', onclick: 'x', children: [{ text: 'x', bold: true }] },
      { type: 'video', src: '<iframe src="https://x" onload="window.__xss=1"></iframe>', children: [{ text: '' }] },
    ])}`;
    expect(editorInitialContent(stored)).toEqual({
      content: [{ type: 'paragraph', children: [{ text: 'x', bold: true }] }],
    });
  });

  it('takes plain HTML values, cleaned', () => {
    expect(editorInitialContent('<p>a</p><script>x()</script>')).toEqual({ html: '<p>a</p>' });
    expect(editorInitialContent('')).toEqual({ html: '' });
  });
});

describe('inline pictures', () => {
  it('inlines only small raster pictures; a small SVG is uploaded instead', () => {
    const png = { name: 'a.png', type: 'image/png', size: 1000 };
    const svg = { name: 'a.svg', type: 'image/svg+xml', size: 1000 };
    expect(checkEditorImages([png, svg])).toEqual({ inline: [png], upload: [svg], rejected: [] });
  });
});
