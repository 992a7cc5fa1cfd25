/**
 * What a rich-text value may contain, as one definition for the server (which cleans every value it stores) and
 * the clients (which clean again whatever they render or load into an editor, so a value stored before these
 * rules, or slipped past them, still runs no script). Plain data and functions: no DOM, no server imports.
 *
 * Both halves of `HTML##qingwuit##JSON` follow it: the HTML through `HTML_TAGS` / `cleanAttributes` /
 * `cleanStyle`, the wangEditor node tree through `cleanEditorNodes`, which rebuilds the tree from known node
 * types and attributes only (wangEditor draws a video node whose `src` starts with `<iframe` as raw HTML).
 */

// ---------------------------------------------------------------------------------------------------------------
// URLs
// ---------------------------------------------------------------------------------------------------------------

/** Characters no URL of ours needs and that break out of attributes, CSS or the URL parser's leniency. */
const URL_UNSAFE = /[\s<>"'`\\]/;
/** Browsers skip control characters inside a scheme (`java\u0001script:`), so none is accepted. */
const hasControl = (url: string): boolean =>
  Array.from(url).some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
const unsafeUrl = (url: string): boolean => !url || URL_UNSAFE.test(url) || hasControl(url);
/** Folder the server serves uploaded files from. */
export const UPLOADS_PATH = '/uploads/';
/** Raster pictures the editor may inline as base64 (never SVG, which can carry script when opened). */
export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Base64 length of the editor's 5 KB inline limit, with some slack for the encoding's padding. */
const MAX_INLINE_BASE64 = 7000;
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** A link target: http(s), mailto or a path of this site (`/x`, `#x`, `?x`, `./x`); never `//host`. */
export function isSafeLink(url: string): boolean {
  if (unsafeUrl(url)) return false;
  return /^(?:https?:\/\/[^/]|mailto:[^/]|\/(?!\/)|#|\?|\.\.?\/)/i.test(url);
}

/** A picture or video source: http(s) or a file under `/uploads/` (no way out of that folder). */
export function isSafeMedia(url: string): boolean {
  if (unsafeUrl(url)) return false;
  if (/^https?:\/\/[^/]/i.test(url)) return true;
  return url.startsWith(UPLOADS_PATH) && !/\.\.|%2e/i.test(url);
}

/** An `<img>` source: a media source or a small inlined raster picture (`data:image/png;base64,...`). */
export function isSafeImageSrc(url: string): boolean {
  if (isSafeMedia(url)) return true;
  const inline = INLINE_IMAGE.exec(url);
  return !!inline && (inline[1]?.length ?? 0) <= MAX_INLINE_BASE64;
}

// ---------------------------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------------------------

const NUMBER = String.raw`\d{1,5}(?:\.\d{1,4})?`;
const LENGTH_SRC = String.raw`(?:0|auto|${NUMBER}(?:px|em|rem|%|pt|vw|vh|ex|ch)?)`;
const COLOR_SRC = String.raw`(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d{1,4})\s*)?\)|[a-z]{3,24})`;
const FONT_NAME = String.raw`(?:[\p{L}\p{N} _-]{1,40}|"[\p{L}\p{N} _-]{1,40}"|'[\p{L}\p{N} _-]{1,40}')`;

const COLOR = new RegExp(`^${COLOR_SRC}$`, 'i');
const LENGTH = new RegExp(`^${LENGTH_SRC}$`, 'i');
const LENGTHS = new RegExp(`^${LENGTH_SRC}(?:\\s+${LENGTH_SRC}){0,3}$`, 'i');
const FONT_FAMILY = new RegExp(`^${FONT_NAME}(?:\\s*,\\s*${FONT_NAME}){0,5}$`, 'u');
const FONT_SIZE = new RegExp(
  `^(?:${LENGTH_SRC}|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$`,
  'i',
);
const LINE_HEIGHT = new RegExp(`^(?:normal|${LENGTH_SRC})$`, 'i');
const ALIGN = /^(?:left|right|center|justify|start|end)$/i;
const BORDER_STYLE = /^(?:none|hidden|solid|dashed|dotted|double|groove|ridge|inset|outset)$/i;
const INTEGER = /^\d{1,4}$/;
/** Free text kept in an attribute (alt, title): it is never markup. */
const PLAIN_TEXT = /^[^<>]{0,500}$/;

/** Whether `value` is a CSS colour we keep (`#hex`, `rgb()`/`rgba()` or a colour name). */
export const isColor = (value: string): boolean => COLOR.test(value);
/** Whether `value` is a plain, non-negative CSS length (`12px`, `2em`, `50%`, `auto`). */
export const isLength = (value: string): boolean => LENGTH.test(value);

/**
 * Inline style properties a rich text may set, each with the only values it may take: colours, sizes, fonts,
 * alignment and spacing. No `url()`, `expression()`, escapes, comments or positioning (an overlay could
 * imitate a login form).
 */
export const STYLE_RULES: Readonly<Record<string, RegExp>> = {
  color: COLOR,
  'background-color': COLOR,
  'font-size': FONT_SIZE,
  'font-family': FONT_FAMILY,
  'font-weight': /^(?:normal|bold|bolder|lighter|[1-9]00)$/i,
  'font-style': /^(?:normal|italic|oblique)$/i,
  'text-decoration': /^(?:none|underline|line-through|overline)(?:\s+(?:underline|line-through|overline))*$/i,
  'text-decoration-line': /^(?:none|underline|line-through|overline)(?:\s+(?:underline|line-through|overline))*$/i,
  'text-align': ALIGN,
  'text-indent': LENGTH,
  'line-height': LINE_HEIGHT,
  'vertical-align': /^(?:baseline|sub|super|top|middle|bottom|text-top|text-bottom)$/i,
  'white-space': /^(?:normal|nowrap|pre|pre-wrap|pre-line)$/i,
  width: LENGTH,
  height: LENGTH,
  'max-width': LENGTH,
  'min-width': LENGTH,
  margin: LENGTHS,
  'margin-top': LENGTH,
  'margin-right': LENGTH,
  'margin-bottom': LENGTH,
  'margin-left': LENGTH,
  padding: LENGTHS,
  'padding-top': LENGTH,
  'padding-right': LENGTH,
  'padding-bottom': LENGTH,
  'padding-left': LENGTH,
  'border-width': LENGTHS,
  'border-style': BORDER_STYLE,
  'border-color': COLOR,
  'border-collapse': /^(?:collapse|separate)$/i,
  'table-layout': /^(?:auto|fixed)$/i,
  float: /^(?:left|right|none)$/i,
};

/**
 * The declarations of an inline style that pass `STYLE_RULES`, as `prop: value;` pairs; '' when none does.
 *
 * @example cleanStyle('color: red; background: url(javascript:x)') // 'color: red;'
 */
export function cleanStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const prop = declaration.slice(0, at).trim().toLowerCase();
    const value = declaration.slice(at + 1).trim();
    const rule = Object.hasOwn(STYLE_RULES, prop) ? STYLE_RULES[prop] : undefined;
    if (rule && value && rule.test(value)) kept.push(`${prop}: ${value};`);
  }
  return kept.join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// HTML half
// ---------------------------------------------------------------------------------------------------------------

/** Cleans one attribute value: the value to keep ('' for a bare boolean attribute), or undefined to drop it. */
export type AttrRule = (value: string) => string | undefined;

const matching =
  (pattern: RegExp): AttrRule =>
  (value) =>
    pattern.test(value.trim()) ? value.trim() : undefined;
const present: AttrRule = () => '';
const link: AttrRule = (value) => (isSafeLink(value.trim()) ? value.trim() : undefined);
const media: AttrRule = (value) => (isSafeMedia(value.trim()) ? value.trim() : undefined);
const imageSrc: AttrRule = (value) => (isSafeImageSrc(value.trim()) ? value.trim() : undefined);
const text = matching(PLAIN_TEXT);
const size = matching(LENGTH);
const integer = matching(INTEGER);
const classes: AttrRule = (value) =>
  value
    .split(/\s+/)
    .filter((c) => /^(?:w-e-[\w-]{1,60}|language-[\w+#-]{1,30})$/.test(c))
    .join(' ') || undefined;

/** Attributes every kept tag may carry (wangEditor's markers, alignment and the filtered style and classes). */
export const HTML_GLOBAL_ATTRS: Readonly<Record<string, AttrRule>> = {
  style: (value) => cleanStyle(value) || undefined,
  class: classes,
  align: matching(ALIGN),
  'data-w-e-type': matching(/^[a-z][a-z-]{0,30}$/),
  'data-w-e-is-void': present,
  'data-w-e-is-inline': present,
  'data-w-e-text-align': matching(ALIGN),
  'data-w-e-style-width': size,
  'data-w-e-style-height': size,
  'data-w-e-row-height': size,
  'data-w-e-table-height': size,
};

const CELL = { colspan: integer, rowspan: integer, width: size, height: size };

/** The tags a rich text keeps, each with its own attributes (besides `HTML_GLOBAL_ATTRS`). */
export const HTML_TAGS: Readonly<Record<string, Readonly<Record<string, AttrRule>>>> = {
  p: {},
  div: {},
  span: {},
  br: {},
  hr: {},
  strong: {},
  b: {},
  em: {},
  i: {},
  u: {},
  s: {},
  strike: {},
  del: {},
  ins: {},
  mark: {},
  small: {},
  sub: {},
  sup: {},
  code: {},
  pre: {},
  blockquote: {},
  h1: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  ul: {},
  ol: { start: integer, type: matching(/^[1aAiI]$/) },
  li: {},
  a: { href: link, target: matching(/^_(?:blank|self)$/), title: text },
  img: { src: imageSrc, alt: text, title: text, width: size, height: size, 'data-href': link },
  video: { src: media, poster: media, controls: present, width: size, height: size, loop: present, muted: present },
  source: { src: media, type: matching(/^video\/[a-z0-9.+-]{1,20}$/i) },
  table: { width: size, height: size, border: integer, cellpadding: integer, cellspacing: integer },
  caption: {},
  colgroup: { span: integer },
  col: { span: integer, width: size },
  thead: {},
  tbody: {},
  tfoot: {},
  tr: { height: size },
  th: CELL,
  td: CELL,
  font: { color: matching(COLOR), size: matching(/^[1-7]$/), face: matching(FONT_FAMILY) },
  // wangEditor's to-do items: a disabled checkbox.
  input: { type: matching(/^checkbox$/i), checked: present, disabled: present },
};

/**
 * Tags removed with everything inside them: script and styling, embedded documents and plugins, forms'
 * free-text fields, and foreign markup (SVG, MathML) whose parsing rules differ from HTML's.
 */
export const HTML_DROP_WITH_CONTENT: readonly string[] = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'title',
  'head',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'param',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'option',
  'button',
  'svg',
  'math',
  'canvas',
  'audio',
  'portal',
];

/** A kept tag's attributes after its rules; `null` when the element itself must go (a picture without source). */
export function cleanAttributes(tag: string, attribs: Readonly<Record<string, string>>): Record<string, string> | null {
  const own = Object.hasOwn(HTML_TAGS, tag) ? HTML_TAGS[tag] : undefined;
  if (!own) return null;
  const kept: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(attribs)) {
    const name = rawName.toLowerCase();
    const rule =
      (Object.hasOwn(own, name) ? own[name] : undefined) ??
      (Object.hasOwn(HTML_GLOBAL_ATTRS, name) ? HTML_GLOBAL_ATTRS[name] : undefined);
    const clean = rule?.(value);
    if (clean !== undefined) kept[name] = clean;
  }
  if ((tag === 'img' || tag === 'source') && !kept.src) return null;
  if (tag === 'input') {
    if (kept.type !== 'checkbox') return null;
    kept.disabled = '';
  }
  // A page opened in a new tab must not get a handle on the one that opened it.
  if (tag === 'a' && kept.target === '_blank') kept.rel = 'noopener noreferrer';
  return kept;
}

// ---------------------------------------------------------------------------------------------------------------
// Editor JSON half
// ---------------------------------------------------------------------------------------------------------------

/** A node of wangEditor's tree: an element (`type`, `children`) or a text leaf (`text` and its marks). */
export type EditorNode = { [key: string]: unknown };

type ValueRule = (value: unknown) => unknown;

const str =
  (check: (v: string) => boolean): ValueRule =>
  (v) =>
    typeof v === 'string' && check(v) ? v : undefined;
const pattern = (re: RegExp) => str((v) => re.test(v));
const bool: ValueRule = (v) => (typeof v === 'boolean' ? v : undefined);
const marked: ValueRule = (v) => (v === true ? true : undefined);
const int =
  (min: number, max: number): ValueRule =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : undefined;
const num =
  (min: number, max: number): ValueRule =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? v : undefined;
const numbers: ValueRule = (v) =>
  Array.isArray(v) && v.length <= 100 && v.every((n) => num(0, 100_000)(n) !== undefined)
    ? [...(v as number[])]
    : undefined;
const lengthValue = str(isLength);
/** `{ width, height }` of pictures and videos: lengths only. */
const boxStyle: ValueRule = (v) => {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const source = v as Record<string, unknown>;
  const box: Record<string, string> = {};
  for (const key of ['width', 'height'] as const) {
    const value = lengthValue(source[key]);
    if (typeof value === 'string') box[key] = value;
  }
  return box;
};

/** Marks a text leaf may carry. */
const TEXT_MARKS: Readonly<Record<string, ValueRule>> = {
  bold: marked,
  italic: marked,
  underline: marked,
  through: marked,
  code: marked,
  sub: marked,
  sup: marked,
  color: str(isColor),
  bgColor: str(isColor),
  fontSize: pattern(FONT_SIZE),
  fontFamily: pattern(FONT_FAMILY),
};

/** Alignment, line height and indent: what wangEditor sets on any block. */
const BLOCK: Readonly<Record<string, ValueRule>> = {
  textAlign: pattern(ALIGN),
  lineHeight: pattern(LINE_HEIGHT),
  indent: lengthValue,
};

interface ElementRule {
  attrs: Readonly<Record<string, ValueRule>>;
  /** A void element (picture, video, divider): its only child is an empty text. */
  isVoid?: boolean;
  /** An inline element, wrapped in a paragraph when it stands at the top. */
  inline?: boolean;
  /** Without a valid value of this attribute the element goes: dropped when void, replaced by its children when not. */
  needs?: string;
}

/** wangEditor-next's node types (basic, list, table, video and code modules) and their attributes. */
export const EDITOR_ELEMENTS: Readonly<Record<string, ElementRule>> = {
  paragraph: { attrs: BLOCK },
  header1: { attrs: BLOCK },
  header2: { attrs: BLOCK },
  header3: { attrs: BLOCK },
  header4: { attrs: BLOCK },
  header5: { attrs: BLOCK },
  header6: { attrs: BLOCK },
  blockquote: { attrs: BLOCK },
  'list-item': { attrs: { ...BLOCK, ordered: bool, level: int(0, 10) } },
  todo: { attrs: { ...BLOCK, checked: bool } },
  link: { attrs: { url: str(isSafeLink), target: pattern(/^_(?:blank|self)$/) }, inline: true, needs: 'url' },
  image: {
    attrs: {
      src: str(isSafeImageSrc),
      alt: pattern(PLAIN_TEXT),
      href: str((v) => v === '' || isSafeLink(v)),
      width: lengthValue,
      height: lengthValue,
      style: boxStyle,
    },
    isVoid: true,
    inline: true,
    needs: 'src',
  },
  video: {
    attrs: {
      src: str(isSafeMedia),
      poster: str((v) => v === '' || isSafeMedia(v)),
      key: pattern(/^[\w-]{1,64}$/),
      width: lengthValue,
      height: lengthValue,
      textAlign: pattern(ALIGN),
      style: boxStyle,
    },
    isVoid: true,
    needs: 'src',
  },
  divider: { attrs: {}, isVoid: true },
  pre: { attrs: {} },
  code: { attrs: { language: pattern(/^[\w+#-]{0,30}$/) } },
  table: { attrs: { width: lengthValue, height: num(0, 100_000), columnWidths: numbers, rowHeights: numbers } },
  'table-row': { attrs: { height: num(0, 100_000) } },
  'table-cell': {
    attrs: {
      isHeader: bool,
      colSpan: int(1, 100),
      rowSpan: int(1, 100),
      width: lengthValue,
      hidden: bool,
      backgroundColor: str(isColor),
      borderWidth: lengthValue,
      borderStyle: pattern(BORDER_STYLE),
      borderColor: str(isColor),
      textAlign: pattern(ALIGN),
    },
  },
};

const MAX_DEPTH = 12;
const MAX_NODES = 20_000;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Rebuilds a wangEditor node tree from `EDITOR_ELEMENTS` and `TEXT_MARKS` only: unknown node types and
 * attributes go, a link without a safe URL leaves its text, a picture or video without a safe source goes,
 * and every element keeps at least one child (as the editor requires). Anything that is not a node list
 * gives `[]`.
 *
 * @example cleanEditorNodes([{ type: 'video', src: '"><img src=x onerror=alert(1)>', children: [{ text: '' }] }]) // []
 */
export function cleanEditorNodes(value: unknown): EditorNode[] {
  if (!Array.isArray(value)) return [];
  let budget = MAX_NODES;

  const leaf = (node: Record<string, unknown>): EditorNode => {
    const out: EditorNode = { text: node.text };
    for (const [mark, rule] of Object.entries(TEXT_MARKS)) {
      const v = rule(node[mark]);
      if (v !== undefined) out[mark] = v;
    }
    return out;
  };

  const children = (list: unknown, depth: number): EditorNode[] => {
    if (!Array.isArray(list) || depth > MAX_DEPTH) return [];
    const out: EditorNode[] = [];
    for (const item of list) {
      if (budget <= 0) break;
      out.push(...node(item, depth));
    }
    return out;
  };

  // A node becomes zero nodes (dropped), one, or several (a link without a safe URL gives its children).
  const node = (item: unknown, depth: number): EditorNode[] => {
    if (!isRecord(item)) return [];
    budget -= 1;
    if (!('type' in item)) return typeof item.text === 'string' ? [leaf(item)] : [];
    const type = item.type;
    const rule = typeof type === 'string' && Object.hasOwn(EDITOR_ELEMENTS, type) ? EDITOR_ELEMENTS[type] : undefined;
    if (!rule) return [];
    const out: EditorNode = { type };
    for (const [attr, check] of Object.entries(rule.attrs)) {
      const v = check(item[attr]);
      if (v !== undefined) out[attr] = v;
    }
    const kids = rule.isVoid ? [] : children(item.children, depth + 1);
    if (rule.needs && out[rule.needs] === undefined) return rule.isVoid ? [] : kids;
    out.children = kids.length ? kids : [{ text: '' }];
    return [out];
  };

  const top: EditorNode[] = [];
  for (const item of children(value, 0)) {
    const inline = typeof item.type !== 'string' || EDITOR_ELEMENTS[item.type]?.inline === true;
    top.push(inline ? { type: 'paragraph', children: [item] } : item);
  }
  return top;
}
