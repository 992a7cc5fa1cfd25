/** Separates a rich-text value's HTML from its serialized editor content: `HTML##qingwuit##JSON`. */
export const RICH_TEXT_MARKER = '##qingwuit##';

/** Splits a composite rich-text value; the second half is the editor JSON when it parses. */
export function splitRichText(value: string | null | undefined): { html: string; json: unknown } {
  const text = value ?? '';
  const at = text.indexOf(RICH_TEXT_MARKER);
  if (at < 0) return { html: text, json: null };
  const raw = text.slice(at + RICH_TEXT_MARKER.length);
  try {
    return { html: text.slice(0, at), json: JSON.parse(raw) as unknown };
  } catch {
    return { html: text.slice(0, at), json: null };
  }
}

export function joinRichText(html: string, json: unknown): string {
  return `${html}${RICH_TEXT_MARKER}${JSON.stringify(json ?? [])}`;
}
