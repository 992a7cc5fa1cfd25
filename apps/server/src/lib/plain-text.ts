import { Parser } from 'htmlparser2';
import { RICH_TEXT_MARKER } from '@shop/contract/rich-text';

/** Elements whose text is not read as text. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);

/**
 * The readable start of a rich-text value (`HTML##qingwuit##JSON`, or HTML alone): its text with entities decoded,
 * white space collapsed, cut at `max` characters (with an ellipsis). For descriptions in a page's head.
 *
 * @example plainExcerpt('<p>Fresh&nbsp;<b>tea</b></p>##qingwuit##[]', 100) // 'Fresh tea'
 */
export function plainExcerpt(value: string | null | undefined, max = 150): string {
  const source = value ?? '';
  const cut = source.indexOf(RICH_TEXT_MARKER);
  const html = cut < 0 ? source : source.slice(0, cut);
  let text = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (SKIPPED.has(name)) skipping += 1;
        else text += ' ';
      },
      onclosetag: (name) => {
        if (SKIPPED.has(name)) skipping = Math.max(0, skipping - 1);
        else text += ' ';
      },
      ontext: (data) => {
        if (!skipping) text += data;
      },
    },
    { decodeEntities: true },
  );
  // Enough of a long description to fill the excerpt: the parser need not read pages of text.
  parser.end(html.length > max * 20 ? html.slice(0, max * 20) : html);
  return excerpt(text, max);
}

/** Plain text with white space collapsed, cut at `max` characters (code points) with an ellipsis. */
export function excerpt(text: string, max = 150): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : chars.join('');
}
