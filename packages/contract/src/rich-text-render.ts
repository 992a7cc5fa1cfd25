/**
 * A wangEditor node tree written back as HTML, as wangEditor-next's `editor.getHtml()` writes it (its default
 * "style" mode): the same tags, attributes and inline styles per node type, marks nested in its order, `\n` as
 * `<br>`, an empty paragraph as `<p><br></p>`, lists wrapped in `<ul>`/`<ol>` by level. Differences: attribute
 * values and `&` are escaped (wangEditor writes them raw), a cell's `border-width` keeps its unit (wangEditor
 * appends `px` to `1px`, which the browser then drops), and colours stay as stored (a browser writes `#fff` as
 * `rgb(255, 255, 255)`).
 *
 * It shows what a JSON half stands for: tests compare it with the HTML half (see `rich-text-canonical.ts`).
 */
import type { EditorNode } from './rich-text-policy.ts';

const escapeAttr = (value: unknown): string =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const children = (node: EditorNode): EditorNode[] =>
  Array.isArray(node.children) ? (node.children as EditorNode[]) : [];
const isLeaf = (node: EditorNode): boolean => !('type' in node) && typeof node.text === 'string';

function styleAttr(declarations: ReadonlyArray<readonly [string, unknown]>): string {
  const css = declarations
    .filter(([, value]) => value !== undefined && value !== '' && value !== null)
    .map(([prop, value]) => `${prop}: ${String(value)};`)
    .join(' ');
  return css ? ` style="${escapeAttr(css)}"` : '';
}

function textHtml(node: EditorNode, inPre: boolean): string {
  let html = str(node.text).replace(/&/g, '&amp;');
  if (!inPre) html = html.replace(/ {2}/g, ' &nbsp;');
  html = html.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/®/g, '&reg;').replace(/©/g, '&copy;');
  html = html.replace(/™/g, '&trade;');
  if (!inPre) html = html.replace(/\n\r|\r\n|\r|\n/g, '<br>');
  if (html === '') return '';
  // Innermost first, as wangEditor's text-style module wraps them.
  for (const [mark, tag] of [
    ['bold', 'strong'],
    ['code', 'code'],
    ['italic', 'em'],
    ['underline', 'u'],
    ['through', 's'],
    ['sub', 'sub'],
    ['sup', 'sup'],
  ] as const) {
    if (node[mark]) html = `<${tag}>${html}</${tag}>`;
  }
  const style = styleAttr([
    ['color', node.color],
    ['background-color', node.bgColor],
    ['font-size', node.fontSize],
    ['font-family', node.fontFamily],
  ]);
  return style ? `<span${style}>${html}</span>` : html;
}

/** text-indent, text-align, line-height: the block styles, in the order wangEditor adds them. */
const blockStyles = (node: EditorNode): Array<readonly [string, unknown]> => [
  ['text-indent', node.indent],
  ['text-align', node.textAlign],
  ['line-height', node.lineHeight],
];

function cellStyles(node: EditorNode): Array<readonly [string, unknown]> {
  const width = str(node.borderWidth);
  return [
    ['text-align', node.textAlign],
    ['background-color', node.backgroundColor],
    ['border-width', /^\d+(?:\.\d+)?$/.test(width) ? `${width}px` : width],
    ['border-style', node.borderStyle],
    ['border-color', node.borderColor],
  ];
}

function image(node: EditorNode): string {
  const style = (node.style ?? {}) as Record<string, unknown>;
  const css = `${style.width ? `width: ${str(style.width)};` : ''}${style.height ? `height: ${str(style.height)};` : ''}`;
  const attrs = [
    ['src', node.src],
    ['alt', node.alt],
    ['data-href', node.href],
    ['width', node.width],
    ['height', node.height],
    ['style', css],
  ]
    .map(([name, value]) => ` ${String(name)}="${escapeAttr(value)}"`)
    .join('');
  return `<img${attrs}/>`;
}

function video(node: EditorNode): string {
  const style = (node.style ?? {}) as Record<string, unknown>;
  const css = `${style.width ? `width: ${str(style.width)};` : ''}${style.height ? `height: ${str(style.height)};` : ''}`;
  const align = str(node.textAlign) || 'center';
  const inner =
    `<video poster="${escapeAttr(node.poster)}" controls="true" width="${escapeAttr(node.width ?? 'auto')}"` +
    ` height="${escapeAttr(node.height ?? 'auto')}" style="${escapeAttr(css)}">` +
    `<source src="${escapeAttr(node.src)}" type="video/mp4"/></video>`;
  return `<div data-w-e-type="video" data-w-e-is-void style="text-align: ${escapeAttr(align)};">\n${inner}\n</div>`;
}

function table(node: EditorNode, inner: string): string {
  const widths = Array.isArray(node.columnWidths) ? (node.columnWidths as unknown[]).map(Number) : undefined;
  const total = (widths ?? []).filter((w) => Number.isFinite(w) && w > 0).reduce((sum, w) => sum + w, 0);
  const declared = str(node.width);
  const width = declared && declared !== 'auto' ? declared : total > 0 ? `${total}px` : 'auto';
  const height = node.height ?? 'auto';
  const colgroup = widths
    ? `<colgroup contentEditable="false">${widths.map((w) => `<col width=${w}></col>`).join('')}</colgroup>`
    : '';
  const style = styleAttr([['width', width], ['table-layout', 'fixed'], ['height', height], ...cellStyles(node)]);
  return `<table${style}>${colgroup}<tbody>${inner}</tbody></table>`;
}

function element(node: EditorNode, inPre: boolean): string {
  const type = str(node.type);
  const inner = children(node)
    .map((child) => render(child, inPre || type === 'pre'))
    .join('');
  const styled = (tag: string, extraAttrs = '', styles = blockStyles(node)) =>
    `<${tag}${extraAttrs}${styleAttr(styles)}>`;
  const heading = /^header([1-6])$/.exec(type);
  if (heading) return `${styled(`h${heading[1]}`)}${inner}</h${heading[1]}>`;
  switch (type) {
    case 'paragraph':
      return `${styled('p')}${inner || '<br>'}</p>`;
    case 'blockquote':
      return `${styled('blockquote')}${inner}</blockquote>`;
    case 'list-item':
      return `${styled('li')}${inner}</li>`;
    case 'todo':
      return `${styled('div', ' data-w-e-type="todo"')}<input type="checkbox" disabled ${node.checked ? 'checked' : ''}>${inner}</div>`;
    case 'link':
      return `<a href="${escapeAttr(node.url)}" target="${escapeAttr(node.target ?? '_blank')}">${inner}</a>`;
    case 'image':
      return image(node);
    case 'video':
      return video(node);
    case 'divider':
      return '<hr/>';
    case 'pre':
      return `<pre>${inner}</pre>`;
    case 'code':
      return `<code ${node.language ? `class="language-${escapeAttr(node.language)}"` : ''}>${inner}</code>`;
    case 'table':
      return table(node, inner);
    case 'table-row':
      return `<tr${typeof node.height === 'number' && node.height ? ` style="height: ${node.height}px"` : ''}>${inner}</tr>`;
    case 'table-cell': {
      if (node.hidden === true) return '';
      const tag = node.isHeader === true ? 'th' : 'td';
      const attrs = ` colspan="${escapeAttr(node.colSpan ?? 1)}" rowspan="${escapeAttr(node.rowSpan ?? 1)}" width="${escapeAttr(node.width ?? 'auto')}"`;
      return `${styled(tag, attrs, cellStyles(node))}${inner}</${tag}>`;
    }
    default:
      return `<div>${inner}</div>`;
  }
}

function render(node: EditorNode, inPre: boolean): string {
  return isLeaf(node) ? textHtml(node, inPre) : element(node, inPre);
}

/**
 * HTML of a node tree, as wangEditor's `getHtml()` gives it.
 *
 * @example editorNodesToHtml([{ type: 'paragraph', children: [{ text: 'hi', bold: true }] }]) // '<p><strong>hi</strong></p>'
 */
export function editorNodesToHtml(nodes: readonly EditorNode[]): string {
  let html = '';
  // Open list containers, outermost first: consecutive items share them, a level deeper nests one more.
  const open: string[] = [];
  const close = (depth: number) => {
    while (open.length > depth) html += `</${open.pop() ?? 'ul'}>`;
  };
  for (const node of nodes) {
    if (node.type !== 'list-item') {
      close(0);
      html += render(node, false);
      continue;
    }
    const depth = (typeof node.level === 'number' ? node.level : 0) + 1;
    const tag = node.ordered === true ? 'ol' : 'ul';
    close(depth);
    if (open.length === depth && open[depth - 1] !== tag) close(depth - 1);
    while (open.length < depth) {
      html += `<${tag}>`;
      open.push(tag);
    }
    html += render(node, false);
  }
  close(0);
  return html;
}
