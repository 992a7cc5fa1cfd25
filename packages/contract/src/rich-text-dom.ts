/**
 * The clients' side of the rich-text rules (`rich-text-policy.ts`): HTML is parsed into an inert document and
 * rebuilt, element by element, from the allowed tags and attributes only, so what a page renders or an editor
 * loads never runs script, whatever was stored. Needs the browser's DOMParser; without one it returns ''.
 */
import {
  cleanAttributes,
  cleanEditorNodes,
  HTML_DROP_WITH_CONTENT,
  HTML_TAGS,
  type EditorNode,
} from './rich-text-policy.ts';
import { splitRichText } from './rich-text.ts';

const XHTML = 'http://www.w3.org/1999/xhtml';
const DROP = new Set(HTML_DROP_WITH_CONTENT);
const MAX_DEPTH = 64;

function copyChildren(from: ParentNode, to: Element, doc: Document, depth: number): void {
  if (depth > MAX_DEPTH) return;
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === 3) {
      to.appendChild(doc.createTextNode((child as Text).data));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (element.namespaceURI !== XHTML || DROP.has(tag)) continue;
    if (!Object.hasOwn(HTML_TAGS, tag)) {
      // An unknown wrapper (form, center, article...) goes; what it holds is judged on its own.
      copyChildren(element, to, doc, depth + 1);
      continue;
    }
    const attribs: Record<string, string> = {};
    for (const attr of Array.from(element.attributes)) attribs[attr.name] = attr.value;
    const kept = cleanAttributes(tag, attribs);
    if (!kept) continue;
    const copy = doc.createElement(tag);
    for (const [name, value] of Object.entries(kept)) copy.setAttribute(name, value);
    copyChildren(element, copy, doc, depth + 1);
    to.appendChild(copy);
  }
}

const SPACE = /\s/;
const NAME_END = /[\s/>=]/;
const UNQUOTED_END = /[\s>]/;

/**
 * Renames every `on…` attribute of every start tag to `data-off-…`, following the HTML tokenizer's rules for tag
 * names, attribute names and quoted or unquoted values. Chrome reports a Content-Security-Policy violation for each
 * inline handler it parses, even into an inert document where it can never run; renamed first, a stored payload
 * leaves the console quiet. Safety does not rest on this: the element walk keeps allowed attributes only.
 */
function renameHandlers(html: string): string {
  let out = '';
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) return out + html.slice(i);
    out += html.slice(i, lt);
    i = lt + 1;
    out += '<';
    if (!/[a-z]/i.test(html[i] ?? '')) continue;
    while (i < n && !NAME_END.test(html[i] ?? '')) out += html[i++];
    while (i < n && html[i] !== '>') {
      const c = html[i] ?? '';
      if (SPACE.test(c) || c === '/') {
        out += c;
        i += 1;
        continue;
      }
      let end = i + 1;
      while (end < n && !NAME_END.test(html[end] ?? '')) end += 1;
      const name = html.slice(i, end);
      out += /^on/i.test(name) ? `data-off-${name}` : name;
      i = end;
      while (i < n && SPACE.test(html[i] ?? '')) out += html[i++];
      if (html[i] !== '=') continue;
      out += '=';
      i += 1;
      while (i < n && SPACE.test(html[i] ?? '')) out += html[i++];
      const quote = html[i];
      let stop = i;
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        stop = close < 0 ? n : close + 1;
      } else {
        while (stop < n && !UNQUOTED_END.test(html[stop] ?? '')) stop += 1;
      }
      out += html.slice(i, stop);
      i = stop;
    }
  }
  return out;
}

/**
 * HTML reduced to the rich-text allow-list, ready for `dangerouslySetInnerHTML` or an editor.
 *
 * @example sanitizeRichHtml('<p onclick="x()">hi</p><script>x()</script>') // '<p>hi</p>'
 */
export function sanitizeRichHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return '';
  // DOMParser documents run no script and load nothing; the copy is built in a second inert document.
  const parsed = new DOMParser().parseFromString(renameHandlers(html), 'text/html');
  const out = parsed.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  copyChildren(parsed.body, root, out, 0);
  return root.innerHTML;
}

/**
 * The HTML half of a stored rich-text value, cleaned for display.
 *
 * @example <div dangerouslySetInnerHTML={{ __html: richTextHtml(goods.goods_content) }} />
 */
export function richTextHtml(value: string | null | undefined): string {
  return lazyPictures(sanitizeRichHtml(splitRichText(value).html));
}

/**
 * Pictures of displayed rich text load when scrolled near, not with the page: a goods description's originals
 * (often several of 40 KB or more) sit below the fold and would otherwise compete with the page's first picture.
 * Display only: the editor's HTML is saved back, and must not gain attributes.
 */
function lazyPictures(html: string): string {
  return html.replace(/<img(?=[\s>])(?![^>]*\sloading=)/g, '<img loading="lazy"');
}

/** A stored rich-text value cleaned for an editor: its node tree (may be empty) and its HTML. */
export function richTextForEditor(value: string | null | undefined): { nodes: EditorNode[]; html: string } {
  const { html, json } = splitRichText(value);
  return { nodes: cleanEditorNodes(json), html: sanitizeRichHtml(html) };
}
