import { describe, expect, it } from 'vitest';
import { canonicalRichHtml } from './rich-text-canonical.ts';
import { editorNodesToHtml } from './rich-text-render.ts';

describe('editorNodesToHtml: as wangEditor-next getHtml()', () => {
  // Each expectation is what wangEditor-next 5.7.2's getHtml() gave for the tree (colours written as stored).
  it.each([
    [[{ type: 'paragraph', children: [{ text: 'a\nb' }] }], '<p>a<br>b</p>'],
    [[{ type: 'paragraph', children: [{ text: '' }] }], '<p><br></p>'],
    [[{ type: 'header3', children: [{ text: '' }] }], '<h3></h3>'],
    [[{ type: 'paragraph', children: [{ text: '  spaced   text  ' }] }], '<p> &nbsp;spaced &nbsp; text &nbsp;</p>'],
    [
      [{ type: 'paragraph', children: [{ text: 'be', bold: true, italic: true }] }],
      '<p><em><strong>be</strong></em></p>',
    ],
    [
      [{ type: 'paragraph', children: [{ text: 'bu', bold: true, underline: true }] }],
      '<p><u><strong>bu</strong></u></p>',
    ],
    [
      [
        {
          type: 'paragraph',
          children: [{ text: 'c', color: 'red', bgColor: '#fff', fontSize: '14px', fontFamily: 'Arial' }],
        },
      ],
      '<p><span style="color: red; background-color: #fff; font-size: 14px; font-family: Arial;">c</span></p>',
    ],
    [
      [{ type: 'paragraph', children: [{ text: 'lh' }], indent: '2em', lineHeight: '1.5' }],
      '<p style="text-indent: 2em; line-height: 1.5;">lh</p>',
    ],
    [
      [{ type: 'paragraph', children: [{ type: 'link', url: '/x', target: '', children: [{ text: 'l' }] }] }],
      '<p><a href="/x" target="">l</a></p>',
    ],
    [
      [
        {
          type: 'paragraph',
          children: [
            {
              type: 'image',
              src: '/uploads/a.png',
              alt: 'x',
              href: 'https://a.com',
              style: { width: '50%', height: '' },
              children: [{ text: '' }],
            },
          ],
        },
      ],
      '<p><img src="/uploads/a.png" alt="x" data-href="https://a.com" width="" height="" style="width: 50%;"/></p>',
    ],
    [
      [
        { type: 'list-item', ordered: false, level: 0, children: [{ text: 'a' }] },
        { type: 'list-item', ordered: false, level: 1, children: [{ text: 'b' }] },
        { type: 'list-item', ordered: true, level: 0, children: [{ text: 'c' }] },
      ],
      '<ul><li>a</li><ul><li>b</li></ul></ul><ol><li>c</li></ol>',
    ],
    [
      [{ type: 'pre', children: [{ type: 'code', language: '', children: [{ text: 'a\n  b' }] }] }],
      '<pre><code >a\n  b</code></pre>',
    ],
    [[{ type: 'divider', children: [{ text: '' }] }], '<hr/>'],
    [
      [{ type: 'todo', checked: true, children: [{ text: 'done' }] }],
      '<div data-w-e-type="todo"><input type="checkbox" disabled checked>done</div>',
    ],
  ])('%j', (nodes, html) => {
    expect(editorNodesToHtml(nodes)).toBe(html);
  });

  it('writes a table with its column widths and cell defaults', () => {
    const cell = (text: string) => ({
      type: 'table-cell',
      isHeader: false,
      colSpan: 1,
      rowSpan: 1,
      width: 'auto',
      children: [{ text }],
      borderWidth: '1px',
      borderStyle: 'solid',
    });
    const html = editorNodesToHtml([
      {
        type: 'table',
        width: 'auto',
        height: 0,
        columnWidths: [90, 90],
        children: [{ type: 'table-row', children: [cell('a'), { ...cell('b'), hidden: true }] }],
      },
    ]);
    expect(html).toBe(
      '<table style="width: 180px; table-layout: fixed; height: 0;"><colgroup contentEditable="false">' +
        '<col width=90></col><col width=90></col></colgroup><tbody><tr>' +
        '<td colspan="1" rowspan="1" width="auto" style="border-width: 1px; border-style: solid;">a</td></tr></tbody></table>',
    );
  });

  it('escapes text and attribute values', () => {
    expect(
      editorNodesToHtml([
        {
          type: 'paragraph',
          children: [{ text: 'a < b & "c"' }, { type: 'image', src: '/uploads/a.png', alt: '"><x', children: [] }],
        },
      ]),
    ).toBe(
      '<p>a &lt; b &amp; "c"<img src="/uploads/a.png" alt="&quot;>&lt;x" data-href="" width="" height="" style=""/></p>',
    );
  });
});

describe('canonicalRichHtml', () => {
  it('sets aside markup, whitespace, empty attributes, spellings and table defaults', () => {
    const pairs: Array<[string, string]> = [
      ['<p><img src="/a.png" alt="x"/></p>', '<p>\n  <img alt="x"  src="/a.png" data-href="" style="">\n</p>'],
      ['<p><b>a</b><strong>b</strong></p>', '<p><strong>ab</strong></p>'],
      ['<p style="text-align:center;color:red">x</p>', '<p style="color: red; text-align: center;">x</p>'],
      ['<p></p>', '<p><br></p>'],
      ['<a href="/x" target="_blank" rel="noopener noreferrer">l</a>', '<a target="_blank" href="/x">l</a>'],
      [
        '<table><tbody><tr><td>a</td></tr></tbody></table>',
        '<table style="width: 90px;table-layout: fixed;height:0"><colgroup><col width=90></colgroup><tbody><tr>' +
          '<td colspan="1" rowspan="1" width="auto" style="border-width: 1px; border-style: solid; border-color: #ccc;">a</td></tr></tbody></table>',
      ],
    ];
    for (const [a, b] of pairs) expect(canonicalRichHtml(a), `${a} ~ ${b}`).toBe(canonicalRichHtml(b));
  });

  it('keeps what draws differently', () => {
    const pairs: Array<[string, string]> = [
      ['<p>a</p>', '<p>b</p>'],
      ['<p><strong>a</strong></p>', '<p>a</p>'],
      ['<p>a<br>b</p>', '<p>ab</p>'],
      ['<td style="border-width: 2px">a</td>', '<td>a</td>'],
      ['<p><img src="/a.png"></p>', '<p><img src="/b.png"></p>'],
    ];
    for (const [a, b] of pairs) expect(canonicalRichHtml(a), `${a} vs ${b}`).not.toBe(canonicalRichHtml(b));
  });
});
