/**
 * Rich-text HTML turned into the wangEditor node tree, the JSON half of `HTML##qingwuit##JSON`, for values that
 * arrive or were seeded with the HTML half only. qwshop's editor rebuilds itself from the JSON half alone, so a
 * value without one opens empty there and is saved back empty.
 *
 * The tree is the one wangEditor-next's own HTML parser (`createEditor({ html })`) builds in the browser, without a
 * DOM: the same node types, attributes, marks and defaults (pictures' `href`/`style`, tables' column widths and the
 * cells' default border, list levels, code languages). Where wangEditor-next loses content the converter keeps it:
 * - blocks inside a block (`<li><p>`, `<blockquote><p>`, `<td><p>`, `<div><img>`) give their content, a line break
 *   between two (wangEditor keeps their bare text, or drops pictures);
 * - a list nested in an `<li>` gives items one level deeper (wangEditor drops them);
 * - `<br>` inside a formatted run is a line break (dropped); `<del>` is struck through, `<ins>`, `<mark>`, `<small>`
 *   are plain text (all dropped); marks around a link apply to its text (dropped);
 * - text and inline elements standing between top-level blocks form a paragraph (text there is dropped);
 * - a paragraph holding a video besides text is split around the video (the video is dropped).
 * Adjacent text leaves with the same marks are merged, as the editor's own normalisation does on the first edit.
 *
 * Meant for HTML already cleaned by the rich-text policy; run the result through `cleanEditorNodes` before storing.
 */
import { parseDocument } from 'htmlparser2';
import type { EditorNode } from './rich-text-policy.ts';

interface DomText {
  type: 'text';
  data: string;
}
interface DomElement {
  type: 'tag' | 'script' | 'style';
  name: string;
  attribs: Record<string, string>;
  children: DomNode[];
}
type DomNode = DomText | DomElement | { type: 'comment' | 'cdata' | 'directive' | 'root' };

type Marks = Record<string, string | true>;

interface Context {
  /** Inside `<pre>`: text is kept as it is. */
  pre: boolean;
  /** Inside a formatting element (`<span>`, `<strong>`...): wangEditor drops line feeds and tabs of its text there. */
  inText: boolean;
  marks: Marks;
}

const isElement = (node: DomNode): node is DomElement =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';
const isText = (node: DomNode): node is DomText => node.type === 'text';

/** Formatting elements: their text becomes leaves with marks (`<code>` too, outside `<pre>`). */
const TEXT_TAGS = new Set(['span', 'b', 'strong', 'i', 'em', 's', 'strike', 'del', 'u', 'ins', 'mark', 'small']);
TEXT_TAGS.add('font').add('sub').add('sup').add('code');
/** Elements that start a block of their own; inside a block they give their content after a line break. */
const BLOCK_TAGS = new Set(['p', 'div', 'blockquote', 'ul', 'ol', 'li', 'pre', 'table', 'hr', 'video']);
for (const n of [1, 2, 3, 4, 5, 6]) BLOCK_TAGS.add(`h${n}`);
/** Headings wangEditor reads an old-style `padding-left` indent on. */
const INDENTABLE = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5']);
/** The line heights of wangEditor's menu; any other is not kept. */
const LINE_HEIGHTS = new Set(['1', '1.15', '1.5', '2', '2.5', '3']);
/** wangEditor v4's `<font size>`. */
const FONT_SIZES: Readonly<Record<string, string>> = {
  1: '12px',
  2: '14px',
  3: '16px',
  4: '19px',
  5: '24px',
  6: '32px',
  7: '48px',
};
/** The border wangEditor's stylesheet draws around a `<td>`, which it writes into a cell that sets none. */
const DEFAULT_CELL_BORDER = '1px solid #ccc';
/** Column width wangEditor gives a column whose width the HTML does not set. */
const DEFAULT_COLUMN_WIDTH = 90;

const attr = (el: DomElement, name: string): string => el.attribs[name] ?? '';

/** A declaration of the element's inline style, read as wangEditor does (the last one of that name). */
function styleValue(el: DomElement, name: string): string {
  let found = '';
  for (const declaration of attr(el, 'style').split(';')) {
    const [prop = '', value = ''] = declaration.split(':');
    if (declaration && prop.trim() === name) found = value.trim();
  }
  return found;
}

function textOf(node: DomNode): string {
  if (isText(node)) return node.data;
  return isElement(node) ? node.children.map(textOf).join('') : '';
}
const collapsed = (el: DomElement): string => textOf(el).replace(/\s+/g, ' ');
const nbspToSpace = (text: string): string => text.replace(/\u00a0/g, ' ');
const elements = (el: DomElement): DomElement[] => el.children.filter(isElement);

function descendants(el: DomElement, name: string, into: DomElement[] = []): DomElement[] {
  for (const child of elements(el)) {
    if (child.name === name) into.push(child);
    // A nested table's rows are its own.
    if (!(name === 'tr' && child.name === 'table')) descendants(child, name, into);
  }
  return into;
}

// ---------------------------------------------------------------------------------------------------------------
// Inline content: text leaves, links and pictures
// ---------------------------------------------------------------------------------------------------------------

/** The marks a formatting element adds: by its tag, its inline style, and `<font>`'s old attributes. */
function ownMarks(el: DomElement): Marks {
  const marks: Marks = {};
  const tag = el.name;
  const weight = styleValue(el, 'font-weight');
  if (tag === 'b' || tag === 'strong' || weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) {
    marks.bold = true;
  }
  if (tag === 'i' || tag === 'em' || ['italic', 'oblique'].includes(styleValue(el, 'font-style'))) marks.italic = true;
  const decoration = `${styleValue(el, 'text-decoration')} ${styleValue(el, 'text-decoration-line')}`;
  if (tag === 'u' || decoration.includes('underline')) marks.underline = true;
  if (tag === 's' || tag === 'strike' || tag === 'del' || decoration.includes('line-through')) marks.through = true;
  const vertical = styleValue(el, 'vertical-align');
  if (tag === 'sub' || vertical === 'sub') marks.sub = true;
  if (tag === 'sup' || vertical === 'super') marks.sup = true;
  if (tag === 'code') marks.code = true;
  const color = (tag === 'font' && attr(el, 'color')) || styleValue(el, 'color');
  if (color) marks.color = color;
  const bgColor = styleValue(el, 'background-color') || styleValue(el, 'background');
  if (bgColor) marks.bgColor = bgColor;
  const fontSize = (tag === 'font' && FONT_SIZES[attr(el, 'size')]) || styleValue(el, 'font-size');
  if (fontSize) marks.fontSize = fontSize;
  const fontFamily = ((tag === 'font' && attr(el, 'face')) || styleValue(el, 'font-family')).replace(/"/g, '');
  if (fontFamily) marks.fontFamily = fontFamily;
  return marks;
}

const leaf = (text: string, marks: Marks): EditorNode => ({ text, ...marks });
const isLeaf = (node: EditorNode): boolean => typeof node.text === 'string' && !('type' in node);
const hasContent = (nodes: readonly EditorNode[]): boolean =>
  nodes.some((n) => !isLeaf(n) || (n.text as string).trim() !== '');

/** A link's target as wangEditor-next stores it: formatting whitespace gone, spaces as `%20`. */
const linkUrl = (href: string): string =>
  href
    .replace(/[\t\n\f\r]+/g, '')
    .trim()
    .replace(/ /g, '%20');

function decodedHref(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}

function image(el: DomElement): EditorNode {
  const width = attr(el, 'width');
  const height = attr(el, 'height');
  return {
    type: 'image',
    src: attr(el, 'src'),
    alt: attr(el, 'alt'),
    href: decodedHref(attr(el, 'data-href')),
    style: {
      width: styleValue(el, 'width') || attr(el, 'data-w-e-style-width') || width,
      height: styleValue(el, 'height') || attr(el, 'data-w-e-style-height') || height,
    },
    width,
    height,
    children: [{ text: '' }],
  };
}

/** The inline content of a list of DOM nodes: leaves with marks, links and pictures. */
function inlines(nodes: readonly DomNode[], ctx: Context): EditorNode[] {
  const out: EditorNode[] = [];
  let breakPending = false;
  const push = (items: EditorNode[]) => {
    if (breakPending && hasContent(items) && hasContent(out)) out.push(leaf('\n', ctx.marks));
    if (hasContent(items)) breakPending = false;
    out.push(...items);
  };
  for (const node of nodes) {
    if (isText(node)) {
      let text = node.data;
      if (!ctx.pre && ctx.inText) text = text.replace(/[\r\n\t]+/g, '');
      // A line feed between tags only formats the source.
      else if (!ctx.pre && text.trim() === '' && text.includes('\n')) continue;
      if (text) push([leaf(ctx.pre ? text : nbspToSpace(text), ctx.marks)]);
      continue;
    }
    if (!isElement(node) || node.type !== 'tag') continue;
    const tag = node.name;
    if (tag === 'br') out.push(leaf('\n', ctx.marks));
    else if (TEXT_TAGS.has(tag) && !(tag === 'code' && ctx.pre)) {
      push(inlines(node.children, { ...ctx, inText: true, marks: { ...ctx.marks, ...ownMarks(node) } }));
    } else if (tag === 'a') push([link(node, ctx)]);
    else if (tag === 'img') push([image(node)]);
    else if (tag === 'input' || tag === 'video' || tag === 'colgroup') continue;
    else if (BLOCK_TAGS.has(tag) || tag === 'tr' || tag === 'td' || tag === 'th') {
      // A block inside inline content: its content on a line of its own.
      const inner = tag === 'hr' ? [] : inlines(node.children, { ...ctx, inText: false });
      if (hasContent(inner)) {
        if (hasContent(out)) out.push(leaf('\n', ctx.marks));
        out.push(...inner);
        breakPending = true;
      }
    } else push(inlines(node.children, ctx));
  }
  return out;
}

function link(el: DomElement, ctx: Context): EditorNode {
  return {
    type: 'link',
    url: linkUrl(attr(el, 'href')),
    target: attr(el, 'target'),
    children: contentOf(el, { ...ctx, inText: false }),
  };
}

function sameMarks(a: EditorNode, b: EditorNode): boolean {
  const keys = (n: EditorNode) => Object.keys(n).filter((k) => k !== 'text');
  const ka = keys(a);
  return ka.length === keys(b).length && ka.every((k) => a[k] === b[k]);
}

/** Adjacent leaves with the same marks merged, empty leaves dropped where anything else remains. */
function tidy(nodes: readonly EditorNode[]): EditorNode[] {
  const out: EditorNode[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (last && isLeaf(last) && isLeaf(node) && sameMarks(last, node)) {
      out[out.length - 1] = { ...last, text: `${last.text as string}${node.text as string}` };
    } else out.push(node);
  }
  const kept = out.filter((n) => !isLeaf(n) || n.text !== '');
  return kept.length > 0 ? kept : out.slice(0, 1);
}

/**
 * An element's inline children; an empty line for a lone `<br>`; with none, its text with whitespace collapsed (as
 * wangEditor does).
 */
function contentOf(el: DomElement, ctx: Context): EditorNode[] {
  const [only, ...rest] = el.children;
  if (only && rest.length === 0 && isElement(only) && only.name === 'br') return [{ text: '' }];
  const found = tidy(inlines(el.children, ctx));
  return found.length > 0 ? found : [{ text: collapsed(el) }];
}

const blockContext = (pre = false): Context => ({ pre, inText: false, marks: {} });

// ---------------------------------------------------------------------------------------------------------------
// Blocks
// ---------------------------------------------------------------------------------------------------------------

/** Alignment, line height and indent of a block, from its style (and wangEditor's data attribute). */
function blockStyle(el: DomElement): EditorNode {
  const style: EditorNode = {};
  let indent = styleValue(el, 'text-indent');
  if (INDENTABLE.has(el.name)) {
    // Indents of wangEditor v4 and early v5.
    const padding = styleValue(el, 'padding-left');
    if (/^[1-9]\d*em$/.test(padding) || (/^[1-9]\d*px$/.test(padding) && Number.parseInt(padding, 10) % 32 === 0)) {
      indent = '2em';
    }
  }
  if (indent && Number.parseInt(indent, 10) > 0) style.indent = indent;
  const align = styleValue(el, 'text-align') || attr(el, 'data-w-e-text-align');
  if (align) style.textAlign = align;
  const lineHeight = styleValue(el, 'line-height');
  if (LINE_HEIGHTS.has(lineHeight)) style.lineHeight = lineHeight;
  return style;
}

const textBlock = (type: string, el: DomElement): EditorNode => ({
  type,
  children: contentOf(el, blockContext()),
  ...blockStyle(el),
});

/** `<ul>`/`<ol>` as wangEditor's flat list items; nested lists (inside an item or directly inside) one level deeper. */
function listItems(list: DomElement, level: number): EditorNode[] {
  const ordered = list.name === 'ol';
  const out: EditorNode[] = [];
  for (const child of elements(list)) {
    if (child.name === 'ul' || child.name === 'ol') {
      out.push(...listItems(child, level + 1));
      continue;
    }
    const nested = elements(child).filter((c) => c.name === 'ul' || c.name === 'ol');
    const own: DomElement = { ...child, children: child.children.filter((c) => !nested.includes(c as DomElement)) };
    out.push({ type: 'list-item', ordered, level, children: contentOf(own, blockContext()), ...blockStyle(child) });
    for (const inner of nested) out.push(...listItems(inner, level + 1));
  }
  return out;
}

function codeBlock(pre: DomElement): EditorNode {
  const codes = elements(pre).filter((c) => c.name === 'code');
  const language = (code: DomElement) => {
    const cls = attr(code, 'class');
    return cls.startsWith('language-') ? (cls.split('-')[1] ?? '') : cls.toLowerCase();
  };
  const children =
    codes.length > 0
      ? codes.map((code) => ({ type: 'code', language: language(code), children: [{ text: textOf(code) }] }))
      : [{ type: 'code', language: '', children: [{ text: textOf(pre) }] }];
  return { type: 'pre', children };
}

function video(container: DomElement): EditorNode[] {
  const el = container.name === 'video' ? container : descendants(container, 'video')[0];
  if (!el) return [];
  const src = attr(el, 'src') || attr(descendants(el, 'source')[0] ?? el, 'src');
  const style: Record<string, string> = {};
  const width = styleValue(el, 'width') || attr(el, 'data-w-e-style-width');
  const height = styleValue(el, 'height') || attr(el, 'data-w-e-style-height');
  if (width) style.width = width;
  if (height) style.height = height;
  const alignClass = /(?:^|\s)w-e-video-align-(\w+)/.exec(attr(container, 'class'))?.[1];
  const textAlign = styleValue(container, 'text-align') || attr(container, 'data-w-e-text-align') || alignClass;
  return [
    {
      type: 'video',
      src,
      poster: attr(el, 'poster'),
      width: attr(el, 'width') || 'auto',
      height: attr(el, 'height') || 'auto',
      style,
      children: [{ text: '' }],
      textAlign: container === el ? 'center' : textAlign || 'center',
    },
  ];
}

function todo(el: DomElement): EditorNode {
  const boxes = descendants(el, 'input');
  return {
    type: 'todo',
    checked: boxes.some((box) => 'checked' in box.attribs),
    children: contentOf(el, blockContext()),
    ...blockStyle(el),
  };
}

/** Background, border and alignment of a table or cell; a `<td>` without a border gets the editor's default one. */
function tableStyle(el: DomElement): EditorNode {
  const style: EditorNode = {};
  const background =
    styleValue(el, 'background-color') ||
    styleValue(el, 'background') ||
    attr(el, 'bgcolor') ||
    attr(el, 'data-w-e-background-color');
  if (background) style.backgroundColor = background;
  const borderClass = /(?:^|\s)w-e-table-border-style-(\w+)/.exec(attr(el, 'class'))?.[1] ?? '';
  const dataWidth = attr(el, 'data-w-e-border-width');
  const dataLine = attr(el, 'data-w-e-border-line');
  const dataColor = attr(el, 'data-w-e-border-color');
  const hasOwn = !!(dataWidth || dataLine || dataColor || attr(el, 'border') || attr(el, 'bordercolor') || borderClass);
  let border = styleValue(el, 'border');
  if (!border && el.name === 'td' && !hasOwn) border = DEFAULT_CELL_BORDER;
  const [shortWidth = '', shortStyle = '', shortColor = ''] = border.split(' ');
  const borderWidth = styleValue(el, 'border-width') || shortWidth || dataWidth || attr(el, 'border');
  if (borderWidth) {
    style.borderWidth = borderWidth
      .trim()
      .replace(/(\d+(?:\.\d+)?)\s*pt/g, (_, pt: string) => `${((Number(pt) * 4) / 3).toFixed(2)}px`);
  }
  const borderStyle = styleValue(el, 'border-style') || shortStyle || dataLine || borderClass;
  if (borderStyle) style.borderStyle = borderStyle === 'none' ? '' : borderStyle;
  const borderColor = styleValue(el, 'border-color') || shortColor || attr(el, 'bordercolor') || dataColor;
  if (borderColor) style.borderColor = borderColor;
  const align = styleValue(el, 'text-align') || attr(el, 'align') || attr(el, 'data-w-e-text-align');
  if (align) style.textAlign = align;
  return style;
}

const pixels = (value: string): number | undefined => {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? undefined : n;
};

function columnWidths(table: DomElement, firstRow: DomElement | undefined): number[] | undefined {
  const colgroup = descendants(table, 'colgroup')[0];
  const widths: number[] = [];
  if (colgroup && elements(colgroup).length > 0) {
    for (const col of elements(colgroup)) {
      const width = pixels(attr(col, 'width') || styleValue(col, 'width') || String(DEFAULT_COLUMN_WIDTH));
      if (width === undefined) continue;
      for (let i = 0; i < (pixels(attr(col, 'span') || '1') ?? 1); i += 1) widths.push(width);
    }
    return widths;
  }
  if (!firstRow || elements(firstRow).length === 0) return undefined;
  for (const cell of elements(firstRow)) {
    widths.push(pixels(styleValue(cell, 'width') || String(DEFAULT_COLUMN_WIDTH)) ?? DEFAULT_COLUMN_WIDTH);
    for (let i = 1; i < (pixels(attr(cell, 'colspan') || '1') ?? 1); i += 1) widths.push(DEFAULT_COLUMN_WIDTH);
  }
  return widths;
}

function table(el: DomElement): EditorNode {
  const rows = descendants(el, 'tr');
  // wangEditor re-reads a table with a <tbody> after setting every cell's width to `auto`.
  const withBody = descendants(el, 'tbody').length > 0;
  const children = rows.map((row) => {
    const cells = elements(row).filter((c) => c.name === 'td' || c.name === 'th');
    const height = pixels(styleValue(row, 'height') || attr(row, 'data-w-e-row-height') || attr(row, 'height'));
    return {
      type: 'table-row',
      ...(height ? { height } : {}),
      children: cells.map((cell) => ({
        type: 'table-cell',
        isHeader: cell.name === 'th',
        colSpan: pixels(attr(cell, 'colspan') || '1'),
        rowSpan: pixels(attr(cell, 'rowspan') || '1'),
        width: withBody ? 'auto' : attr(cell, 'width') || 'auto',
        children: contentOf(cell, blockContext()),
        hidden: false,
        ...tableStyle(cell),
      })),
    };
  });
  const widthAttr = attr(el, 'width');
  const classMode =
    /(?:^|\s)w-e-table-layout-fixed(?:\s|$)/.test(attr(el, 'class')) || !!attr(el, 'data-w-e-table-height');
  let width = styleValue(el, 'width') === '100%' || widthAttr === '100%' ? '100%' : 'auto';
  if (classMode && widthAttr && widthAttr !== 'auto' && widthAttr !== '100%') width = widthAttr;
  const height = pixels(styleValue(el, 'height') || attr(el, 'data-w-e-table-height') || attr(el, 'height')) ?? 0;
  const widths = columnWidths(el, rows[0]);
  return { type: 'table', width, height, children, ...(widths ? { columnWidths: widths } : {}), ...tableStyle(el) };
}

/** One block element as nodes (a list gives several, a wrapper gives its blocks). */
function block(el: DomElement): EditorNode[] {
  const tag = el.name;
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) return [textBlock(`header${heading[1]}`, el)];
  switch (tag) {
    case 'p':
      // A paragraph holding a video: wangEditor makes a lone one a video block; with text around, split there.
      return elements(el).some((c) => c.name === 'video') ? blocks(el.children) : [textBlock('paragraph', el)];
    case 'blockquote':
      return [textBlock('blockquote', el)];
    case 'ul':
    case 'ol':
      return listItems(el, 0);
    case 'li':
      return listItems({ ...el, name: 'ul', children: [el] }, 0);
    case 'hr':
      return [{ type: 'divider', children: [{ text: '' }] }];
    case 'pre':
      return [codeBlock(el)];
    case 'table':
      return [table(el)];
    case 'video':
      return video(el);
    case 'div': {
      const kind = attr(el, 'data-w-e-type');
      if (kind === 'todo') return [todo(el)];
      if (kind === 'video') return video(el);
      return elements(el).some((c) => BLOCK_TAGS.has(c.name)) ? blocks(el.children) : [textBlock('paragraph', el)];
    }
    default:
      return blocks(el.children);
  }
}

/** A list of DOM nodes as blocks: block elements as such, the inline content between them as paragraphs. */
function blocks(nodes: readonly DomNode[]): EditorNode[] {
  const out: EditorNode[] = [];
  let run: DomNode[] = [];
  const flush = () => {
    const content = tidy(inlines(run, blockContext()));
    // An empty line (a lone <br>) stays an empty paragraph; whitespace between blocks is no content.
    const blank = !hasContent(content);
    if (!blank || run.some((n) => isElement(n) && n.name === 'br')) {
      out.push({ type: 'paragraph', children: blank ? [{ text: '' }] : content });
    }
    run = [];
  };
  for (const node of nodes) {
    if (isElement(node) && node.type === 'tag' && (BLOCK_TAGS.has(node.name) || isWrapper(node))) {
      flush();
      out.push(...block(node));
    } else if (isElement(node) || isText(node)) run.push(node);
  }
  flush();
  return out;
}

/** Table parts and captions outside a table hold blocks, not inline content. */
const isWrapper = (el: DomElement): boolean =>
  ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption'].includes(el.name);

/**
 * The wangEditor node tree of an HTML fragment. Text that does not start with a tag is taken line by line, each
 * line a paragraph, as wangEditor does. Nothing for empty or blank HTML.
 *
 * @example htmlToEditorNodes('<h3>杯</h3><p><img src="/uploads/a.png" alt="杯"/></p>')
 * // [{ type: 'header3', children: [{ text: '杯' }] },
 * //  { type: 'paragraph', children: [{ type: 'image', src: '/uploads/a.png', alt: '杯', href: '', style: { width: '', height: '' }, width: '', height: '', children: [{ text: '' }] }] }]
 */
export function htmlToEditorNodes(html: string): EditorNode[] {
  if (html.trim() === '') return [];
  const source = html.trimStart().startsWith('<')
    ? html
    : html
        .split('\n')
        .map((line) => `<p>${line}</p>`)
        .join('');
  const document = parseDocument(source);
  return blocks(document.children);
}
