/**
 * A canonical form of rich-text HTML, so two HTML texts that draw the same thing compare equal: the HTML half of a
 * stored value and the HTML its JSON half renders to (`editorNodesToHtml`). Used by tests and checks, not on writes.
 *
 * What it sets aside:
 * - markup: attribute order and quoting, `<img/>` against `<img />`, entities against characters;
 * - whitespace: every run of spaces, tabs, line feeds and no-break spaces counts as one space, none at the start or
 *   end of a block or between blocks;
 * - colour spellings in styles: `rgb(204, 204, 204)`, `#ccc` and `#CCCCCC` are all `#cccccc`;
 * - attributes without a value (wangEditor writes `data-href=""`, `width=""`, `style=""` on every picture), and
 *   `rel` (the server adds it to every link opening a new tab); inline styles compare as sorted declarations;
 * - wangEditor's spellings: `<b>` is `<strong>`, `<i>` is `<em>`, `<strike>` and `<del>` are `<s>`; a block
 *   holding only `<br>` is an empty block; neighbouring runs with the same formatting are one run;
 * - what wangEditor adds to every table: the `<colgroup>` of column widths and the table's width, layout and height
 *   derived from them; on cells `colspan="1"`, `rowspan="1"`, `width="auto"` and its default `1px solid #ccc`
 *   border on `<td>`.
 * It does not reorder nested formatting: `<em><strong>` and `<strong><em>` stay different.
 */
import { parseDocument } from 'htmlparser2';

interface CText {
  text: string;
}
interface CElement {
  tag: string;
  attrs: Array<[string, string]>;
  children: CNode[];
}
type CNode = CText | CElement;

interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const SYNONYMS: Readonly<Record<string, string>> = { b: 'strong', i: 'em', strike: 's', del: 's' };
const BOOLEAN_ATTRS = new Set(['controls', 'disabled', 'checked', 'muted', 'loop', 'data-w-e-is-void']);
const VOID_TAGS = new Set(['img', 'br', 'hr', 'input', 'source', 'col']);
const BLOCKS_WITH_BR = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'blockquote', 'td', 'th']);
const BLOCK_TAGS = new Set([
  ...BLOCKS_WITH_BR,
  'div',
  'ul',
  'ol',
  'pre',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'hr',
]);
const MERGEABLE = new Set(['strong', 'em', 'u', 's', 'code', 'sub', 'sup', 'span', 'a']);
/** Style declarations wangEditor derives and adds by itself, per tag. */
const DERIVED_STYLE: Readonly<Record<string, ReadonlyArray<readonly [string, string | null]>>> = {
  table: [
    ['width', null],
    ['table-layout', null],
    ['height', null],
  ],
  td: [
    ['border-width', '1px'],
    ['border-style', 'solid'],
    ['border-color', '#cccccc'],
  ],
};
const DEFAULT_CELL_ATTRS: ReadonlyArray<readonly [string, string]> = [
  ['colspan', '1'],
  ['rowspan', '1'],
  ['width', 'auto'],
];

const isText = (node: CNode): node is CText => 'text' in node;
const squash = (value: string): string => value.replace(/[\s\u00a0]+/g, ' ');

const hex2 = (n: string): string => Number(n).toString(16).padStart(2, '0');
/** `rgb(204, 204, 204)`, `#ccc` and `#CCCCCC` as `#cccccc`: a browser writes colours its own way. */
const canonicalColors = (value: string): string =>
  value
    .replace(
      /rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)/gi,
      (_, r: string, g: string, b: string) => `#${hex2(r)}${hex2(g)}${hex2(b)}`,
    )
    .replace(/#([0-9a-f])([0-9a-f])([0-9a-f])\b/gi, '#$1$1$2$2$3$3')
    .replace(/#[0-9a-f]{6}\b/gi, (c) => c.toLowerCase());

function canonicalStyle(tag: string, style: string): string {
  const derived = DERIVED_STYLE[tag] ?? [];
  return style
    .split(';')
    .map((declaration) => {
      const at = declaration.indexOf(':');
      if (at < 0) return null;
      const value = canonicalColors(squash(declaration.slice(at + 1).trim()));
      return [declaration.slice(0, at).trim().toLowerCase(), value] as const;
    })
    .filter((d): d is readonly [string, string] => !!d && !!d[0] && !!d[1])
    .filter(([prop, value]) => !derived.some(([p, v]) => p === prop && (v === null || v === value.toLowerCase())))
    .map(([prop, value]) => `${prop}: ${value}`)
    .sort()
    .join('; ');
}

function canonicalAttrs(tag: string, attribs: Record<string, string>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [rawName, rawValue] of Object.entries(attribs)) {
    const name = rawName.toLowerCase();
    let value = squash(rawValue.trim());
    if (name === 'rel') continue;
    if (name === 'style') value = canonicalStyle(tag, value);
    if ((tag === 'td' || tag === 'th') && DEFAULT_CELL_ATTRS.some(([n, v]) => n === name && v === value)) continue;
    if (BOOLEAN_ATTRS.has(name)) out.push([name, '']);
    else if (value !== '') out.push([name, value]);
  }
  return out.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const sameShape = (a: CElement, b: CElement): boolean =>
  a.tag === b.tag && JSON.stringify(a.attrs) === JSON.stringify(b.attrs);

/** Neighbouring texts joined, neighbouring runs with the same formatting merged. */
function merged(nodes: CNode[]): CNode[] {
  const out: CNode[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (last && isText(last) && isText(node)) out[out.length - 1] = { text: squash(last.text + node.text) };
    else if (last && !isText(last) && !isText(node) && MERGEABLE.has(node.tag) && sameShape(last, node)) {
      out[out.length - 1] = { ...last, children: merged([...last.children, ...node.children]) };
    } else out.push(node);
  }
  // Whitespace next to a block only formats the source.
  const block = (n: CNode | undefined) => !!n && !isText(n) && BLOCK_TAGS.has(n.tag);
  return out.filter(
    (n, i) => !isText(n) || (n.text !== '' && !(n.text === ' ' && (block(out[i - 1]) || block(out[i + 1])))),
  );
}

/** A block's content without the spaces at its start and end, which draw nothing. */
function trimmed(nodes: CNode[]): CNode[] {
  const out = [...nodes];
  const first = out[0];
  if (first && isText(first)) out[0] = { text: first.text.trimStart() };
  const last = out.at(-1);
  if (last && isText(last)) out[out.length - 1] = { text: last.text.trimEnd() };
  return out.filter((n) => !isText(n) || n.text !== '');
}

function convert(nodes: readonly DomNode[]): CNode[] {
  const out: CNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') out.push({ text: squash(node.data ?? '') });
    if (node.type !== 'tag' || !node.name) continue;
    const tag = SYNONYMS[node.name] ?? node.name;
    if (tag === 'colgroup') continue;
    let children = convert(node.children ?? []);
    const [first] = children;
    const onlyBr = children.length === 1 && !!first && !isText(first) && first.tag === 'br';
    if (BLOCKS_WITH_BR.has(tag) && onlyBr) children = [];
    children = merged(children);
    if (BLOCK_TAGS.has(tag)) children = trimmed(children);
    out.push({ tag, attrs: canonicalAttrs(tag, node.attribs ?? {}), children });
  }
  return merged(out);
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function serialize(node: CNode): string {
  if (isText(node)) return escapeText(node.text);
  const attrs = node.attrs.map(([n, v]) => (v === '' ? ` ${n}` : ` ${n}="${v.replace(/"/g, '&quot;')}"`)).join('');
  if (VOID_TAGS.has(node.tag)) return `<${node.tag}${attrs}>`;
  return `<${node.tag}${attrs}>${node.children.map(serialize).join('')}</${node.tag}>`;
}

/**
 * The canonical form of rich-text HTML; equal forms draw the same content.
 *
 * @example canonicalRichHtml('<p><b>a</b><strong>b</strong></p>') === canonicalRichHtml('<p><strong>ab</strong></p>') // true
 */
export function canonicalRichHtml(html: string): string {
  return trimmed(convert(parseDocument(html).children))
    .map(serialize)
    .join('');
}
