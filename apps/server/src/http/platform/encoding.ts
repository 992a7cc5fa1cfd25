import type { FastifyReply } from 'fastify';

export type ContentCoding = 'br' | 'gzip';

/**
 * The compression an Accept-Encoding header asks for: the highest weight wins, brotli before gzip on a tie (it is
 * smaller for the same text), null when the client accepts neither (no header means identity only). `*` stands
 * for any coding not listed; `x-gzip` is gzip's old name.
 */
export function preferredEncoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

/** Adds a request header (lower case) to the Vary header, keeping what is there (CORS adds Origin). */
export function varyOn(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  const list = vary === undefined ? '' : Array.isArray(vary) ? vary.join(', ') : String(vary);
  const named = list.split(',').some((h) => h.trim().toLowerCase() === header);
  if (!named) reply.header('vary', list ? `${list}, ${header}` : header);
}

/** Adds accept-encoding to the Vary header, keeping what is there (CORS adds Origin). */
export function varyOnEncoding(reply: FastifyReply): void {
  varyOn(reply, 'accept-encoding');
}
