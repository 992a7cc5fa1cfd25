/**
 * The server's HTML -> editor tree converter (`@shop/contract/rich-text-nodes`) against wangEditor-next itself:
 * for HTML the editor reads without losing anything, the converter builds the tree the editor builds from the HTML,
 * and the contract's renderer writes the HTML the editor's `getHtml()` writes for it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { IDomEditor } from '@wangeditor-next/editor';
import { canonicalRichHtml } from '@shop/contract/rich-text-canonical';
import { htmlToEditorNodes } from '@shop/contract/rich-text-nodes';
import type { EditorNode } from '@shop/contract/rich-text-policy';
import { editorNodesToHtml } from '@shop/contract/rich-text-render';

type CreateEditor = typeof import('@wangeditor-next/editor').createEditor;
let createEditor: CreateEditor;

beforeAll(async () => {
  // What the editor's stylesheet sets, read once when its table module loads (the default border of a cell).
  document.documentElement.style.setProperty('--w-e-textarea-border-color', '#ccc');
  // jsdom has no ResizeObserver; the table module's column resizing observes the table.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  ({ createEditor } = await import('@wangeditor-next/editor'));
});

/** The editor's tree after Slate's first normalisation would merge equal neighbouring leaves; done here by hand. */
function normalised(nodes: readonly EditorNode[]): EditorNode[] {
  const out: EditorNode[] = [];
  for (const node of nodes) {
    const copy: EditorNode = Array.isArray(node.children)
      ? { ...node, children: normalised(node.children as EditorNode[]) }
      : { ...node };
    const last = out.at(-1);
    const leaf = (n: EditorNode) => !('type' in n);
    const marks = (n: EditorNode) =>
      JSON.stringify(
        Object.entries(n)
          .filter(([k]) => k !== 'text')
          .sort(),
      );
    if (last && leaf(last) && leaf(copy) && marks(last) === marks(copy)) {
      out[out.length - 1] = { ...last, text: `${String(last.text)}${String(copy.text)}` };
    } else out.push(copy);
  }
  return JSON.parse(JSON.stringify(out)) as EditorNode[];
}

function editorFor(html: string): IDomEditor {
  const host = document.createElement('div');
  document.body.appendChild(host);
  return createEditor({ selector: host, html, mode: 'simple' });
}

const CORPUS = [
  '<h3>青梧保温杯</h3><p>12小时保温</p><table><tbody><tr><td>容量</td><td>500ml</td></tr><tr><td>材质</td><td>316不锈钢</td></tr></tbody></table><p><img src="/uploads/goods/seed/cup.png" alt="青梧保温杯" /></p><p>正品保障 · 七天无理由退换 · 全国联保</p>',
  '<p>欢迎使用青梧商城。注册或登录即表示您同意遵守本协议。</p><p>1. 您应妥善保管账号和密码。</p>',
  '<p>a<br>b</p><p></p><h3><br></h3><blockquote>q</blockquote><hr/>',
  '<h1>1</h1><h2>2</h2><h4>4</h4><h5>5</h5>',
  '<p><em>i</em><u>u</u><s>s</s><code>c</code><sup>1</sup><sub>2</sub><b>b</b><i>i2</i><strike>st</strike></p>',
  '<p><strong><em>be</em></strong> <span style="font-weight:bold;text-decoration:underline">bu</span></p>',
  '<p><span style="color: red; background-color: rgb(238, 238, 238); font-size: 14px; font-family: Arial;">c</span></p>',
  '<p><font color="red" size="3" face="Arial">f</font></p>',
  '<p style="text-align: center; line-height: 1.5; text-indent: 2em;">x</p>',
  '<ul><li>a</li><li>b</li><ul><li>b1</li></ul></ul><ol><li>c</li></ol>',
  '<p><a href="https://a.b/x" target="_blank">link</a> and <img src="/uploads/a.png" alt="a" style="width: 50%;" data-href="https://a.b"/></p>',
  '<pre><code class="language-js">if (a &lt; b) {\n  x();\n}</code></pre>',
  '<table><tbody><tr><th>h</th><th colspan="2">h2</th></tr><tr><td><p>x</p><p>y</p></td><td style="background-color: rgb(238, 238, 238); text-align: center">z</td><td>w</td></tr></tbody></table>',
  '<div data-w-e-type="todo"><input type="checkbox" disabled checked>done</div>',
  '<p>&nbsp;&nbsp;x &amp; y</p><div>div text</div>',
];

describe('htmlToEditorNodes against wangEditor-next', () => {
  it.each(CORPUS)('%s', (html) => {
    const editor = editorFor(html);
    const nodes = htmlToEditorNodes(html);
    expect(normalised(nodes)).toEqual(normalised(editor.children as unknown as EditorNode[]));
    expect(canonicalRichHtml(editorNodesToHtml(nodes))).toBe(canonicalRichHtml(editor.getHtml()));
  });
});
