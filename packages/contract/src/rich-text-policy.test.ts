import { describe, expect, it } from 'vitest';
import {
  cleanAttributes,
  cleanEditorNodes,
  cleanStyle,
  isSafeImageSrc,
  isSafeLink,
  isSafeMedia,
} from './rich-text-policy.ts';

const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('rich-text URLs', () => {
  it('links: http(s), mailto and paths of this site only', () => {
    for (const ok of [
      'https://shop.example/a?b=1#c',
      'http://x.cn',
      'mailto:a@b.cn',
      '/goods/1',
      '#top',
      '?q=1',
      './a',
      '../b',
    ])
      expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:x',
      '//evil.example/x',
      'https:\\\\evil.example',
      'https://x.cn/"onmouseover="alert(1)',
      'https://x.cn/<script>',
      'relative/path',
      '',
    ])
      expect(isSafeLink(bad), bad).toBe(false);
  });

  it('picture and video sources: http(s) or our uploads; pictures may also be small inline rasters', () => {
    expect(isSafeMedia('/uploads/goods/2024/a.png')).toBe(true);
    expect(isSafeMedia('https://cdn.example/v.mp4')).toBe(true);
    expect(isSafeMedia('/api/Admin/admins')).toBe(false);
    expect(isSafeMedia('/uploads/../api/x')).toBe(false);
    expect(isSafeMedia('/uploads/%2e%2e/api/x')).toBe(false);
    expect(isSafeMedia('"><img src=x onerror=alert(1)>')).toBe(false);
    expect(isSafeMedia('<iframe src="https://x" onload="alert(1)"></iframe>')).toBe(false);
    expect(isSafeMedia(PNG_1PX)).toBe(false);
    expect(isSafeImageSrc(PNG_1PX)).toBe(true);
    expect(isSafeImageSrc('data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+')).toBe(false);
    expect(isSafeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
    expect(isSafeImageSrc(`data:image/png;base64,${'A'.repeat(8000)}`)).toBe(false);
  });
});

describe('rich-text styles', () => {
  it('keeps the allowed properties with plain values and drops the rest', () => {
    expect(
      cleanStyle(
        'color: rgb(255, 0, 0); background-color:#fff; font-size: 16px; font-family: "Microsoft YaHei", Arial; text-align: center; line-height: 1.5; text-indent: 2em',
      ),
    ).toBe(
      'color: rgb(255, 0, 0); background-color: #fff; font-size: 16px; font-family: "Microsoft YaHei", Arial; text-align: center; line-height: 1.5; text-indent: 2em;',
    );
    expect(cleanStyle('width: expression(alert(1)); color: red')).toBe('color: red;');
    expect(cleanStyle('background: url(javascript:alert(1)); background-image: url(https://x/a.png)')).toBe('');
    expect(cleanStyle('position: fixed; top: 0; left: 0; width: 100%; z-index: 9999')).toBe('width: 100%;');
    expect(cleanStyle('color: red\\;x; font-family: a/**/b')).toBe('');
    expect(cleanStyle('font-family: "a;b"')).toBe('');
    expect(cleanStyle('margin-top: -9999px; color: red !important')).toBe('');
  });
});

describe('rich-text HTML attributes', () => {
  it('keeps a tag’s own and the global attributes, cleaned, and never handlers', () => {
    expect(
      cleanAttributes('img', {
        src: '/uploads/a.png',
        alt: 'a',
        onerror: 'alert(1)',
        style: 'width: 30%; behavior: url(x)',
      }),
    ).toEqual({ src: '/uploads/a.png', alt: 'a', style: 'width: 30%;' });
    expect(cleanAttributes('a', { href: 'javascript:alert(1)', target: '_blank', onclick: 'x' })).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(cleanAttributes('a', { href: 'data:text/html,<script>alert(1)</script>' })).toEqual({});
    expect(cleanAttributes('p', { class: 'w-e-text hero evil', id: 'login', name: 'x' })).toEqual({
      class: 'w-e-text',
    });
    expect(cleanAttributes('img', { src: 'x', onerror: 'alert(1)' })).toBeNull();
    expect(cleanAttributes('input', { type: 'text', value: 'x' })).toBeNull();
    expect(cleanAttributes('input', { type: 'checkbox', checked: '' })).toEqual({
      type: 'checkbox',
      checked: '',
      disabled: '',
    });
    expect(cleanAttributes('iframe', { src: 'https://x' })).toBeNull();
    expect(cleanAttributes('img', { src: '/uploads/a.png', alt: '"><script>alert(1)</script>' })).toEqual({
      src: '/uploads/a.png',
    });
  });
});

describe('rich-text editor JSON', () => {
  it('keeps what wangEditor writes', () => {
    const tree = [
      { type: 'header1', textAlign: 'center', children: [{ text: '标题', bold: true, color: 'rgb(225, 60, 57)' }] },
      {
        type: 'paragraph',
        lineHeight: '1.5',
        indent: '2em',
        children: [
          { text: 'a ', fontSize: '16px', fontFamily: '微软雅黑', bgColor: '#fff' },
          { type: 'link', url: 'https://shop.example', target: '_blank', children: [{ text: 'link' }] },
          { text: '' },
        ],
      },
      { type: 'list-item', ordered: true, level: 1, children: [{ text: 'one', through: true, sub: true }] },
      { type: 'todo', checked: true, children: [{ text: 'todo' }] },
      {
        type: 'paragraph',
        children: [
          { text: '' },
          {
            type: 'image',
            src: '/uploads/editor/a.png',
            alt: 'a',
            href: '',
            style: { width: '50%', height: '' },
            children: [{ text: '' }],
          },
          { text: '' },
        ],
      },
      {
        type: 'video',
        src: 'https://cdn.example/v.mp4',
        poster: '',
        width: 'auto',
        height: 'auto',
        children: [{ text: '' }],
      },
      { type: 'divider', children: [{ text: '' }] },
      { type: 'pre', children: [{ type: 'code', language: 'javascript', children: [{ text: 'let a = "<b>";' }] }] },
      {
        type: 'table',
        width: 'auto',
        columnWidths: [60, 60],
        children: [
          {
            type: 'table-row',
            children: [
              { type: 'table-cell', isHeader: true, colSpan: 1, rowSpan: 1, width: 'auto', children: [{ text: 'h' }] },
              { type: 'table-cell', backgroundColor: '#eee', borderStyle: 'solid', children: [{ text: 'c' }] },
            ],
          },
        ],
      },
      { type: 'blockquote', children: [{ text: 'q', italic: true, underline: true, code: true }] },
    ];
    const clean = cleanEditorNodes(tree);
    // The image's empty height is not a length: only that goes.
    const expected = structuredClone(tree);
    (expected[4]!.children[1] as { style: Record<string, string> }).style = { width: '50%' };
    expect(clean).toEqual(expected);
  });

  it('drops a video whose source is markup, however it is spelt', () => {
    for (const src of [
      '"><img src=x onerror="window.__xss=1">',
      '<iframe src="https://x" onload="alert(1)"></iframe>',
      '<iframe srcdoc="<script>alert(1)</script>">',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
    ]) {
      expect(cleanEditorNodes([{ type: 'video', src, children: [{ text: '' }] }]), src).toEqual([]);
    }
    expect(
      cleanEditorNodes([{ type: 'video', src: 'https://cdn.example/v.mp4', poster: 'javascript:x', children: [] }]),
    ).toEqual([{ type: 'video', src: 'https://cdn.example/v.mp4', children: [{ text: '' }] }]);
  });

  it('keeps the text of an unsafe link, drops unsafe pictures, unknown types, attributes and marks', () => {
    const clean = cleanEditorNodes([
      {
        type: 'paragraph',
        onclick: 'alert(1)',
        innerHTML: '<img src=x onerror=alert(1)>',
        children: [
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'click' }] },
          { type: 'link', url: 'data:text/html,<script>alert(1)</script>', children: [{ text: 'data' }] },
          { type: 'image', src: 'x" onerror="alert(1)', children: [{ text: '' }] },
          { type: 'image', src: 'data:image/svg+xml;base64,PHN2Zz4=', children: [{ text: '' }] },
          {
            type: 'image',
            src: '/uploads/a.png',
            href: 'javascript:alert(1)',
            alt: '<script>',
            children: [{ text: '' }],
          },
          {
            text: 'x',
            bold: 'yes',
            color: 'expression(alert(1))',
            fontSize: 'url(x)',
            html: '<script>',
            fontFamily: 'a;b',
          },
          { type: 'script', children: [{ text: 'alert(1)' }] },
          { type: 'iframe', src: 'https://evil', children: [{ text: '' }] },
          'stray',
          null,
        ],
      },
      {
        type: 'bulleted-list',
        children: [{ type: 'list-item', children: [{ text: 'lost with its unknown parent' }] }],
      },
      { type: '__proto__', children: [] },
      { type: 'constructor', children: [] },
    ]);
    expect(clean).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'click' },
          { text: 'data' },
          { type: 'image', src: '/uploads/a.png', children: [{ text: '' }] },
          { text: 'x' },
        ],
      },
    ]);
  });

  it('cleans nested children at every depth and gives every element a child', () => {
    const clean = cleanEditorNodes([
      {
        type: 'table',
        onmouseover: 'x',
        children: [
          {
            type: 'table-row',
            children: [
              {
                type: 'table-cell',
                colSpan: 'x',
                children: [
                  { type: 'video', src: '<iframe onload=alert(1)>', children: [{ text: '' }] },
                  { type: 'link', url: 'https://ok.example', target: '_top', children: [{ text: 'ok', onclick: 'x' }] },
                ],
              },
              { type: 'table-cell' },
            ],
          },
        ],
      },
    ]);
    expect(clean).toEqual([
      {
        type: 'table',
        children: [
          {
            type: 'table-row',
            children: [
              {
                type: 'table-cell',
                children: [{ type: 'link', url: 'https://ok.example', children: [{ text: 'ok' }] }],
              },
              { type: 'table-cell', children: [{ text: '' }] },
            ],
          },
        ],
      },
    ]);
  });

  it('wraps inline nodes at the top in paragraphs and refuses what is not a node list', () => {
    expect(cleanEditorNodes([{ text: 'loose' }])).toEqual([{ type: 'paragraph', children: [{ text: 'loose' }] }]);
    expect(cleanEditorNodes({ type: 'paragraph', children: [] })).toEqual([]);
    expect(cleanEditorNodes('<script>alert(1)</script>')).toEqual([]);
    expect(cleanEditorNodes(null)).toEqual([]);
  });

  it('stops at a bounded depth', () => {
    let deep: Record<string, unknown> = { text: 'bottom' };
    for (let i = 0; i < 50; i += 1) deep = { type: 'blockquote', children: [deep] };
    const json = JSON.stringify(cleanEditorNodes([deep]));
    expect(json).not.toContain('bottom');
    expect(json.length).toBeLessThan(2000);
  });
});
