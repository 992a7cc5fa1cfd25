import { describe, expect, it } from 'vitest';
import { canonicalRichHtml } from './rich-text-canonical.ts';
import { htmlToEditorNodes } from './rich-text-nodes.ts';
import { cleanEditorNodes } from './rich-text-policy.ts';
import { editorNodesToHtml } from './rich-text-render.ts';

const p = (...children: object[]) => ({ type: 'paragraph', children });
const picture = (src: string, alt = '', more: object = {}) => ({
  type: 'image',
  src,
  alt,
  href: '',
  style: { width: '', height: '' },
  width: '',
  height: '',
  children: [{ text: '' }],
  ...more,
});
/** A `<td>` as wangEditor-next reads it (inside a <tbody>), with the border its stylesheet draws. */
const td = (...children: object[]) => ({
  type: 'table-cell',
  isHeader: false,
  colSpan: 1,
  rowSpan: 1,
  width: 'auto',
  children,
  hidden: false,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: '#ccc',
});

describe('htmlToEditorNodes: the tree wangEditor-next builds', () => {
  // Each expectation is what `createEditor({ html }).children` gave for the HTML in wangEditor-next 5.7.2.
  it.each([
    ['<p>plain</p>', [p({ text: 'plain' })]],
    [
      '<h1>1</h1><h2>2</h2><h4>4</h4><h5>5</h5><h6>6</h6>',
      [1, 2, 4, 5, 6].map((n) => ({ type: `header${n}`, children: [{ text: String(n) }] })),
    ],
    ['<blockquote>q</blockquote>', [{ type: 'blockquote', children: [{ text: 'q' }] }]],
    ['<p>a<br />b</p>', [p({ text: 'a\nb' })]],
    ['<p></p>', [p({ text: '' })]],
    ['<h3><br></h3>', [{ type: 'header3', children: [{ text: '' }] }]],
    ['<p>a &amp; b &lt; c</p>', [p({ text: 'a & b < c' })]],
    ['<p>&nbsp;&nbsp;x</p>', [p({ text: '  x' })]],
    ['<div>div text</div>', [p({ text: 'div text' })]],
    ['text only', [p({ text: 'text only' })]],
    ['<ul>\n<li>a</li>\n</ul>', [{ type: 'list-item', ordered: false, level: 0, children: [{ text: 'a' }] }]],
    [
      '<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>',
      [
        { type: 'list-item', ordered: false, level: 0, children: [{ text: 'a' }] },
        { type: 'list-item', ordered: false, level: 0, children: [{ text: 'b' }] },
        { type: 'list-item', ordered: true, level: 0, children: [{ text: 'c' }] },
      ],
    ],
    ['<hr/>', [{ type: 'divider', children: [{ text: '' }] }]],
    [
      '<pre><code class="language-js">let x = 1;\nx++</code></pre>',
      [{ type: 'pre', children: [{ type: 'code', language: 'js', children: [{ text: 'let x = 1;\nx++' }] }] }],
    ],
    [
      '<pre>plain\npre</pre>',
      [{ type: 'pre', children: [{ type: 'code', language: '', children: [{ text: 'plain\npre' }] }] }],
    ],
    [
      '<p><em>i</em><u>u</u><s>s</s><code>c</code><sup>1</sup><sub>2</sub><b>b</b><i>i2</i><strike>st</strike></p>',
      [
        p(
          { text: 'i', italic: true },
          { text: 'u', underline: true },
          { text: 's', through: true },
          { text: 'c', code: true },
          { text: '1', sup: true },
          { text: '2', sub: true },
          { text: 'b', bold: true },
          { text: 'i2', italic: true },
          { text: 'st', through: true },
        ),
      ],
    ],
    ['<p><strong><em>be</em></strong></p>', [p({ text: 'be', bold: true, italic: true })]],
    [
      '<p><span style="font-weight:bold;text-decoration:underline">bu</span></p>',
      [p({ text: 'bu', bold: true, underline: true })],
    ],
    [
      '<p><span style="color:red;background-color:#fff;font-size:14px;font-family:Arial">c</span></p>',
      [p({ text: 'c', color: 'red', bgColor: '#fff', fontSize: '14px', fontFamily: 'Arial' })],
    ],
    [
      '<p><font color="red" size="3" face="Arial">f</font></p>',
      [p({ text: 'f', color: 'red', fontSize: '16px', fontFamily: 'Arial' })],
    ],
    ['<p style="color:red">样式</p>', [p({ text: '样式' })]],
    ['<p style="text-align:center">c</p>', [{ ...p({ text: 'c' }), textAlign: 'center' }]],
    ['<p style="line-height:1.5;text-indent:2em">lh</p>', [{ ...p({ text: 'lh' }), indent: '2em', lineHeight: '1.5' }]],
    [
      '<p><a href="https://x.com" target="_blank" rel="noopener noreferrer">l</a> t</p>',
      [p({ type: 'link', url: 'https://x.com', target: '_blank', children: [{ text: 'l' }] }, { text: ' t' })],
    ],
    [
      '<p><img src="/uploads/a.png" alt="x" style="width:50%" data-href="https://a.com"/></p>',
      [p(picture('/uploads/a.png', 'x', { href: 'https://a.com', style: { width: '50%', height: '' } }))],
    ],
    [
      '<p>x<img src="/uploads/a.png" width="100">y</p>',
      [
        p({ text: 'x' }, picture('/uploads/a.png', '', { style: { width: '100', height: '' }, width: '100' }), {
          text: 'y',
        }),
      ],
    ],
    [
      '<video src="/uploads/v.mp4" controls></video>',
      [
        {
          type: 'video',
          src: '/uploads/v.mp4',
          poster: '',
          width: 'auto',
          height: 'auto',
          style: {},
          children: [{ text: '' }],
          textAlign: 'center',
        },
      ],
    ],
    [
      '<div data-w-e-type="todo"><input type="checkbox" disabled checked>done</div>',
      [{ type: 'todo', checked: true, children: [{ text: 'done' }] }],
    ],
  ])('%s', (html, tree) => {
    expect(htmlToEditorNodes(html)).toEqual(tree);
  });

  it('reads a table as wangEditor does: column widths, auto widths, the default border on <td> only', () => {
    const html =
      '<table><tbody><tr><th>h</th><th colspan="2">h2</th></tr>' +
      '<tr><td><p>x</p><p>y</p></td><td style="background-color:#eee;text-align:center">z</td><td>w</td></tr></tbody></table>';
    const th = (text: string, colSpan = 1) => ({
      type: 'table-cell',
      isHeader: true,
      colSpan,
      rowSpan: 1,
      width: 'auto',
      children: [{ text }],
      hidden: false,
    });
    expect(htmlToEditorNodes(html)).toEqual([
      {
        type: 'table',
        width: 'auto',
        height: 0,
        columnWidths: [90, 90, 90],
        children: [
          { type: 'table-row', children: [th('h'), th('h2', 2)] },
          {
            type: 'table-row',
            children: [
              td({ text: 'x\ny' }),
              { ...td({ text: 'z' }), backgroundColor: '#eee', textAlign: 'center' },
              td({ text: 'w' }),
            ],
          },
        ],
      },
    ]);
  });

  it('reads a seeded goods description', () => {
    const html =
      '<h3>青梧保温杯</h3><p>12小时保温</p><table><tbody><tr><td>容量</td><td>500ml</td></tr></tbody></table>' +
      '<p><img src="/uploads/goods/seed/cup.png" alt="青梧保温杯" /></p><p>正品保障 · 七天无理由退换</p>';
    expect(htmlToEditorNodes(html)).toEqual([
      { type: 'header3', children: [{ text: '青梧保温杯' }] },
      p({ text: '12小时保温' }),
      {
        type: 'table',
        width: 'auto',
        height: 0,
        columnWidths: [90, 90],
        children: [{ type: 'table-row', children: [td({ text: '容量' }), td({ text: '500ml' })] }],
      },
      p(picture('/uploads/goods/seed/cup.png', '青梧保温杯')),
      p({ text: '正品保障 · 七天无理由退换' }),
    ]);
  });

  it('gives nothing for blank HTML', () => {
    expect(htmlToEditorNodes('')).toEqual([]);
    expect(htmlToEditorNodes('  \n')).toEqual([]);
  });
});

describe('htmlToEditorNodes: content wangEditor-next would lose is kept', () => {
  it.each([
    // wangEditor: [a, b] — the line break goes.
    ['<p><strong>a<br>b</strong></p>', [p({ text: 'a\nb', bold: true })]],
    // wangEditor: the link's text loses its bold.
    [
      '<p><strong>x<a href="https://a.b">l</a></strong></p>',
      [
        p(
          { text: 'x', bold: true },
          { type: 'link', url: 'https://a.b', target: '', children: [{ text: 'l', bold: true }] },
        ),
      ],
    ],
    // wangEditor: an empty paragraph.
    ['<div><img src="/uploads/a.png"></div>', [p(picture('/uploads/a.png'))]],
    // wangEditor: 'ab'.
    [
      '<p>a<del>d</del>b<mark>m</mark><small>s</small><ins>i</ins></p>',
      [p({ text: 'a' }, { text: 'd', through: true }, { text: 'bmsi' })],
    ],
    // wangEditor: 'q1q2'.
    ['<blockquote><p>q1</p><p>q2</p></blockquote>', [{ type: 'blockquote', children: [{ text: 'q1\nq2' }] }]],
    // wangEditor: 'b' goes.
    [
      '<ul><li><p>x</p></li><li>a<ul><li>b</li></ul></li></ul>',
      [
        { type: 'list-item', ordered: false, level: 0, children: [{ text: 'x' }] },
        { type: 'list-item', ordered: false, level: 0, children: [{ text: 'a' }] },
        { type: 'list-item', ordered: false, level: 1, children: [{ text: 'b' }] },
      ],
    ],
    // wangEditor: a top-level image, and the text after it goes.
    ['<img src="/uploads/a.png" alt="名" /> 图', [p(picture('/uploads/a.png', '名'), { text: ' 图' })]],
  ])('%s', (html, tree) => {
    expect(htmlToEditorNodes(html)).toEqual(tree);
  });

  it('keeps wangEditor’s own nested-list format', () => {
    expect(htmlToEditorNodes('<ol><li>a</li><ol><li>b</li></ol><li>c</li></ol>')).toEqual([
      { type: 'list-item', ordered: true, level: 0, children: [{ text: 'a' }] },
      { type: 'list-item', ordered: true, level: 1, children: [{ text: 'b' }] },
      { type: 'list-item', ordered: true, level: 0, children: [{ text: 'c' }] },
    ]);
  });

  it('splits a paragraph around a video', () => {
    const nodes = htmlToEditorNodes('<p>before<video src="/uploads/v.mp4"></video>after</p>');
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'video', 'paragraph']);
  });
});

describe('round trip: HTML -> tree -> HTML', () => {
  // The JSON half built from an HTML half renders that HTML again (up to canonicalRichHtml).
  it.each([
    '<h3>青梧保温杯</h3><p>12小时保温</p><table><tbody><tr><td>容量</td><td>500ml</td></tr></tbody></table><p><img src="/uploads/goods/seed/cup.png" alt="青梧保温杯" /></p><p>正品保障 · 七天无理由退换 · 全国联保</p>',
    '<p>欢迎使用青梧商城。</p><p>1. 您应妥善保管账号和密码。</p>',
    '<p>a <em>b</em> c<br>d</p><blockquote>q</blockquote><hr/><h1>t</h1>',
    '<p><strong>bold</strong> <u>u</u> <s>s</s> <code>c</code> <sup>1</sup><sub>2</sub></p>',
    '<p><span style="color: red; background-color: rgb(238, 238, 238); font-size: 14px; font-family: Arial;">c</span></p>',
    '<p style="text-align: center; line-height: 1.5; text-indent: 2em;">x</p>',
    '<ul><li>a</li><li>b</li><ul><li>b1</li></ul></ul><ol><li>c</li></ol>',
    '<p><a href="https://a.b/x" target="_blank" rel="noopener noreferrer">link</a> and <img src="/uploads/a.png" alt="a" style="width: 50%;" data-href="https://a.b"/></p>',
    '<pre><code class="language-js">if (a &lt; b) {\n  x();\n}</code></pre>',
    '<table><tbody><tr><th>h</th><th colspan="2">h2</th></tr><tr><td>x</td><td style="text-align: center; background-color: #eee;">y</td><td>z</td></tr></tbody></table>',
    '<div data-w-e-type="todo"><input type="checkbox" disabled checked>done</div>',
    '<p>  two  spaces and a &amp; b</p><p><br></p>',
  ])('%s', (html) => {
    const nodes = cleanEditorNodes(htmlToEditorNodes(html));
    expect(canonicalRichHtml(editorNodesToHtml(nodes))).toBe(canonicalRichHtml(html));
  });
});
