import type { FastifyInstance } from 'fastify';
import { DOCS_PREFIX } from './docs.ts';

const policy = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');

/**
 * The three apps and the API docs page: scripts only from the site's own files (the builds carry no inline
 * script), never framed. Styles allow 'unsafe-inline' because Arco, wangEditor and Swagger UI set style
 * attributes and inject <style> elements at run time. Pictures may be data: (QR codes, placeholders), blob:
 * (previews before an upload) or remote https: addresses an admin entered. connect-src 'self' also covers
 * ws:/wss: to the same host in current browsers. Workers may come from blob: URLs: the sign-in challenge's widget
 * (altcha) builds its proof-of-work workers from its own bundled code that way; scripts stay 'self' only.
 */
export const DOCUMENT_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob: https:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'worker-src': "'self' blob:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
});

/** API answers are data, never a page: nothing may load from them, nobody may frame them. */
export const API_CSP = policy({ 'default-src': "'none'", 'frame-ancestors': "'none'" });

/**
 * Uploaded files opened directly: a sandboxed document in its own opaque origin, so even a file that a browser
 * renders as a page (an SVG or HTML that slipped through) can neither run script nor reach the shop's storage.
 */
export const UPLOADS_CSP = policy({
  'default-src': "'none'",
  'img-src': "'self' data:",
  'style-src': "'unsafe-inline'",
  'frame-ancestors': "'none'",
  sandbox: '',
});

/**
 * HTTPS only from now on, for six months, subdomains included. Sent only on an answer that itself came over HTTPS
 * (the socket's TLS, or X-Forwarded-Proto from a proxy TRUST_PROXY names), so a shop still tried out over plain
 * HTTP never pins browsers to an HTTPS it does not serve, and a forged header from anyone else sets nothing.
 */
export const HSTS = 'max-age=15552000; includeSubDomains';

function cspFor(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/uploads')) return UPLOADS_CSP;
  if (under(DOCS_PREFIX)) return DOCUMENT_CSP;
  if (under('/api')) return API_CSP;
  return DOCUMENT_CSP;
}

/**
 * Security headers on every answer (pages, API, uploads, static files, errors and 404s alike): a
 * Content-Security-Policy by kind of answer, no MIME sniffing, no framing (X-Frame-Options for browsers
 * without frame-ancestors), the referrer reduced to the origin when leaving the site, and HSTS over HTTPS.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('content-security-policy', cspFor(req.raw.url ?? '/'));
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
