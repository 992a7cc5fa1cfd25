import type { FastifyInstance } from 'fastify';
import { registerCompression } from './platform/compression.ts';
import { registerDocs } from './platform/docs.ts';
import { registerHealth } from './platform/health.ts';
import { registerAppPagePreloads } from './platform/app-pages.ts';
import { registerPageHeads } from './platform/page-heads.ts';
import { registerPagePreloads } from './platform/page-preloads.ts';
import { registerSitemaps } from './platform/sitemaps.ts';
import { registerSpaHosting } from './platform/spa.ts';
import { registerUnknownPageHeads } from './platform/unknown-pages.ts';
import { registerUploadsServing } from './platform/uploads-static.ts';

/**
 * Cross-cutting pieces around the API: OpenAPI docs (before any route, it collects them), multipart parsing,
 * uploads serving and health come before the API routes; static hosting of the three builds with SPA fallback
 * after them. Everything here is registered outside /api's plugin, so the rate limit never applies to it.
 */
export async function registerPlatform(app: FastifyInstance, phase: 'before-api' | 'after-api'): Promise<void> {
  if (phase === 'before-api') {
    // Lets a caller (or a log search) match a response to its log lines.
    app.addHook('onSend', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
    // Before every route: it marks each one for compression (the API's) or not (built files, uploads, /ws).
    await registerCompression(app);
    // Filled by the modules (each knows what its pages show first), read by the static hosting below.
    registerPagePreloads(app);
    registerAppPagePreloads(app);
    // Page heads and sitemaps, filled by the modules the same way (docs/seo.md).
    registerPageHeads(app);
    registerUnknownPageHeads(app);
    registerSitemaps(app);
    await registerDocs(app);
    await registerUploadsServing(app);
    registerHealth(app);
  } else {
    await registerSpaHosting(app);
  }
}
