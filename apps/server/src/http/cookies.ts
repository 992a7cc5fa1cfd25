import type { FastifyRequest } from 'fastify';

/** The value of cookie `name` as the browser sent it ('' when absent); no dependency for the two cookies we read. */
export function cookieValue(req: Pick<FastifyRequest, 'headers'>, name: string): string {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return '';
}
