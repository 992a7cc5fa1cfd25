import sanitizeHtml from 'sanitize-html';
import { joinRichText, RICH_TEXT_MARKER } from '@shop/contract/rich-text';
import { htmlToEditorNodes } from '@shop/contract/rich-text-nodes';
import {
  cleanAttributes,
  cleanEditorNodes,
  HTML_DROP_WITH_CONTENT,
  HTML_GLOBAL_ATTRS,
  HTML_TAGS,
  STYLE_RULES,
  type EditorNode,
} from '@shop/contract/rich-text-policy';

/**
 * Set by the transform on an element the policy removes whole (a picture without a safe source); the exclusive
 * filter then drops it. Input cannot carry it: the transform replaces every element's attributes.
 */
const DROPPED = 'data-rich-text-dropped';

/**
 * sanitize-html driven by the shared policy: every element's attributes go through `cleanAttributes` first
 * (URLs, styles, classes), and sanitize-html's own allow-lists, scheme and style checks are set from the same
 * tables as a second line.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: Object.keys(HTML_TAGS),
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_TAGS).map(([tag, rules]) => [
      tag,
      [...Object.keys(rules), ...Object.keys(HTML_GLOBAL_ATTRS), DROPPED, ...(tag === 'a' ? ['rel'] : [])],
    ]),
  ),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'data-href', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: { '*': Object.fromEntries(Object.entries(STYLE_RULES).map(([prop, rule]) => [prop, [rule]])) },
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  nonTextTags: [...HTML_DROP_WITH_CONTENT],
  disallowedTagsMode: 'discard',
  transformTags: {
    '*': (tagName, attribs) => {
      if (!Object.hasOwn(HTML_TAGS, tagName)) return { tagName, attribs };
      const kept = cleanAttributes(tagName, attribs);
      return { tagName, attribs: kept ?? { [DROPPED]: '' } };
    },
  },
  exclusiveFilter: (frame) => DROPPED in frame.attribs,
};

/** The editor JSON half rebuilt from the allow-list; none when it is not a node list. */
function cleanJson(json: string): EditorNode[] {
  try {
    return cleanEditorNodes(JSON.parse(json));
  } catch {
    return [];
  }
}

/**
 * Cleans both halves of a rich-text value before it is stored: the HTML keeps the allowed tags, attributes,
 * styles and URLs only (no script, handlers, `javascript:`/`data:` links, `url()` styles), and the editor JSON
 * is rebuilt from the allowed node types and attributes (a video whose source is markup goes). The marker can
 * not reappear inside the cleaned HTML, so a reader splits the value where the server did.
 *
 * A value with HTML but no JSON half, or an empty one (`[]`, unreadable, or nothing left after cleaning), gets one
 * built from the cleaned HTML, the tree wangEditor itself would build from it: qwshop's editor restores itself
 * from the JSON half alone, so without one it opens empty and saves the text away. An empty value stays as it is.
 *
 * @example sanitizeRichText('<p onclick="x()">hi</p>##qingwuit##[{"type":"evil"}]') // '<p>hi</p>##qingwuit##[{"type":"paragraph","children":[{"text":"hi"}]}]'
 * @example sanitizeRichText('<p>x</p>') // '<p>x</p>##qingwuit##[{"type":"paragraph","children":[{"text":"x"}]}]'
 */
export function sanitizeRichText(value: string): string {
  const at = value.indexOf(RICH_TEXT_MARKER);
  const html = at >= 0 ? value.slice(0, at) : value;
  const clean = sanitizeHtml(html, OPTIONS).split(RICH_TEXT_MARKER).join('');
  const given = at >= 0 ? cleanJson(value.slice(at + RICH_TEXT_MARKER.length)) : [];
  const nodes = given.length > 0 || clean.trim() === '' ? given : cleanEditorNodes(htmlToEditorNodes(clean));
  if (at < 0 && nodes.length === 0) return clean;
  return joinRichText(clean, nodes);
}
