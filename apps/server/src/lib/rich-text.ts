import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_MARKER } from '@shop/contract/rich-text';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'sub',
    'sup',
    'video',
    'source',
    'hr',
    'del',
    'ins',
  ],
  allowedAttributes: {
    '*': ['style', 'class', 'data-w-e-type', 'data-w-e-is-void', 'data-w-e-is-inline', 'align'],
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'data-href'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    font: ['color', 'size', 'face'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'data'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
};

/**
 * Cleans the HTML half of a rich-text value (scripts, event handlers, javascript: links go) and keeps the editor
 * JSON half only if it parses, so a stored value can never carry script into a shopper's page.
 */
export function sanitizeRichText(value: string): string {
  const at = value.indexOf(RICH_TEXT_MARKER);
  const html = at >= 0 ? value.slice(0, at) : value;
  const json = at >= 0 ? value.slice(at + RICH_TEXT_MARKER.length) : '';
  const clean = sanitizeHtml(html, OPTIONS);
  if (at < 0) return clean;
  let safeJson = '[]';
  try {
    JSON.parse(json);
    safeJson = json;
  } catch {
    /* an unparsable editor state is dropped; the HTML remains the source of truth */
  }
  return `${clean}${RICH_TEXT_MARKER}${safeJson}`;
}
