import { LANGUAGES, languageFromQuery, type Language } from '@shop/i18n/languages';
import type { Lang } from '../messages.ts';
import type { PageHead } from './page-heads.ts';
import { isPicture } from './page-preloads.ts';

/** Where a head is written for: the shop's origin and the address of the page, in the language it opens in. */
export interface HeadTarget {
  origin: string;
  path: string;
  search: URLSearchParams;
  lang: Lang;
}

/**
 * A page's head as it goes into index.html: what replaces the build's `<html lang>`, `<title>` and description, and
 * the tags added before `</head>`, all escaped. Only strings: the served variants are kept by it (spa.ts).
 */
export interface HeadTags {
  htmlLang: string;
  title: string;
  description: string;
  tags: string;
}

/** Attribute values are written between double quotes. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON-LD as the text of its script element: JSON, with `<`, `>` and `&` written as escapes so no text inside can
 * close the element or open a comment, and U+2028/2029 as escapes for parsers that read it as JavaScript. The
 * element's type makes it data: the browser never runs it, so the content security policy stays as strict.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Keys of structured data whose values are addresses: site paths there become absolute. */
const ADDRESS_KEYS = new Set(['@id', 'url', 'item', 'image', 'logo', 'urlTemplate']);

const absolute = (address: string, origin: string) =>
  address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : address;

function absoluteAddresses(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return ADDRESS_KEYS.has(key) ? absolute(value, origin) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteAddresses(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, absoluteAddresses(v, origin, k)]));
  }
  return value;
}

/** The address with `?lang=` (or `&lang=`) for a language; as it is without one. */
export function withLanguage(address: string, lang?: Language): string {
  if (!lang) return address;
  return `${address}${address.includes('?') ? '&' : '?'}lang=${lang}`;
}

const HTML_LANG: Record<Lang, string> = { 'zh-cn': 'zh-CN', en: 'en' };
const OG_LOCALE: Record<Lang, string> = { 'zh-cn': 'zh_CN', en: 'en_US' };
const PRICE_LABEL: Record<Lang, string> = { 'zh-cn': '价格', en: 'Price' };

/** `/goods/1/` → `/goods/1`: one address per page. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/**
 * The tags of a page's head (docs/seo.md): title and description from the page's data (the site's otherwise),
 * the canonical address and its hreflang alternates (zh-CN, en, and x-default without `?lang=`), Open Graph and
 * Twitter card tags, `noindex` on a 404, and the page's structured data as JSON-LD.
 */
export function headTags(head: PageHead, at: HeadTarget): HeadTags {
  const site = head.site;
  const title =
    head.fullTitle ??
    (head.title ? (site?.name ? `${head.title} - ${site.name}` : head.title) : (site?.title ?? site?.name ?? ''));
  const description = head.description ?? site?.description ?? '';
  const page = head.canonical ?? withoutTrailingSlash(at.path);
  const asked = languageFromQuery(at.search);
  const url = (lang?: Language) => `${at.origin}${withLanguage(page, lang)}`;
  const canonical = url(asked);
  const picture = [head.image, site?.logo].find((p): p is string => !!p && isPicture(p));
  const image = picture ? absolute(picture, at.origin) : undefined;

  const meta = (name: string, content: string) => `<meta name="${name}" content="${attribute(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${attribute(content)}">`;
  const tags = [
    `<link rel="canonical" href="${attribute(canonical)}">`,
    ...LANGUAGES.map((lang) => `<link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${attribute(url(lang))}">`),
    `<link rel="alternate" hreflang="x-default" href="${attribute(url())}">`,
  ];
  if (head.status === 404) tags.push(meta('robots', 'noindex'));
  if (site?.name) tags.push(property('og:site_name', site.name));
  tags.push(
    property('og:type', head.kind ?? 'website'),
    property('og:title', title),
    property('og:description', description),
    property('og:url', canonical),
    property('og:locale', OG_LOCALE[at.lang]),
    ...LANGUAGES.filter((lang) => lang !== at.lang).map((lang) => property('og:locale:alternate', OG_LOCALE[lang])),
  );
  if (image) tags.push(property('og:image', image));
  if (head.price) {
    tags.push(property('product:price:amount', head.price), property('product:price:currency', 'CNY'));
  }
  tags.push(
    meta('twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', title),
    meta('twitter:description', description),
  );
  if (image) tags.push(meta('twitter:image', image));
  if (head.price) tags.push(meta('twitter:label1', PRICE_LABEL[at.lang]), meta('twitter:data1', `¥${head.price}`));
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonLdText(absoluteAddresses(data, at.origin))}</script>`);
  }
  return { htmlLang: HTML_LANG[at.lang], title: text(title), description: attribute(description), tags: tags.join('') };
}

/**
 * index.html with a page's head: its `<html lang>`, `<title>` and description replaced (added when the file has
 * none), the other tags before `</head>`, with `extra` (the preload links).
 */
export function withHead(html: string, head: HeadTags | null, extra: string): string {
  let out = html;
  if (head) {
    out = out.replace(/<html\b([^>]*)>/i, (_all, attrs: string) => {
      const rest = attrs.replace(/\s+lang=(["'])[^"']*\1|\s+lang=[^\s>]+/i, '');
      return `<html lang="${head.htmlLang}"${rest}>`;
    });
    out = replaceOrAdd(out, /<title>[\s\S]*?<\/title>/i, `<title>${head.title}</title>`);
    out = replaceOrAdd(
      out,
      /<meta\s+name=(["'])description\1[^>]*>/i,
      `<meta name="description" content="${head.description}">`,
    );
  }
  return insertBeforeHeadEnd(out, `${head?.tags ?? ''}${extra}`);
}

function replaceOrAdd(html: string, pattern: RegExp, tag: string): string {
  return pattern.test(html) ? html.replace(pattern, () => tag) : insertBeforeHeadEnd(html, tag);
}

function insertBeforeHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}
