import { declaredResources } from './http/resource/declared.ts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type AppConfig } from './config.ts';
import { openDatabase, migrateDatabase, type Database } from './db/client.ts';
import { startJobs } from './jobs/scheduler.ts';
import { MemoryKv, type Kv } from './lib/kv.ts';
import { createRedisKv } from './lib/redis-kv.ts';
import { parseBracketed, mergeInput, nulField } from './http/input.ts';
import { invalid } from './http/envelope.ts';
import { pickLang } from './http/messages.ts';
import { registerErrorHandling } from './http/errors.ts';
import { guardAdmin, guardHome, guardSeller } from './http/areas.ts';
import { rateLimit } from './http/rate-limit.ts';
import { registerPlatform } from './http/platform.ts';
import { registerMetrics } from './http/platform/metrics.ts';
import { registerSecurityHeaders } from './http/platform/security-headers.ts';
import { genRequestId, loggerOptions, RequestLog } from './http/platform/logging.ts';
import { modules } from './modules/index.ts';
import { chatSocketRoutes } from './modules/chat/socket.ts';
import { recordWrites } from './modules/system/audit.ts';
import type { RouteArea } from './http/context.ts';
import './http/context.ts';
import { announceRevocations } from './http/revocations.ts';

export interface BuildOptions {
  /** An already opened (and migrated) database, e.g. a test's. */
  database?: Database;
  /** Run migrations and the seed on start (npm start); tests pass false and seed themselves. */
  prepare?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Shared state to use instead of the one REDIS_URL selects (tests: a Redis Kv with a per-run key prefix). */
  kv?: Kv;
}

/**
 * Builds the whole server as one Fastify instance: tests call this and `inject`, main.ts only listens.
 * Order: parsers and per-request context, shared plugins, the API by area, then static hosting.
 */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(config),
    logController: new RequestLog(config.logSample),
    genReqId: genRequestId,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 12 * 1024 * 1024,
    routerOptions: {
      caseSensitive: true,
      ignoreTrailingSlash: true,
      querystringParser: (s: string) => parseBracketed(s),
    },
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.database === 'memory' ? 'memory' : `${config.dataDir}/db`,
    }));
  if (!opts.database) await migrateDatabase(database);
  const kv: Kv = opts.kv ?? (config.redisUrl ? await createRedisKv(config.redisUrl) : new MemoryKv());

  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('kv', kv);
  app.decorate('adminRouteNames', new Set<string>());
  app.decorate('sellerRoutes', []);
  app.decorate('routeAreas', new Map<string, RouteArea>());
  app.decorate('auditedRoutes', new Set<string>());
  app.decorateRequest('input', null as never);
  app.decorateRequest('lang', 'zh-cn');
  app.decorateRequest('authInfo', undefined);
  app.decorateRequest('admin', undefined);
  app.decorateRequest('seller', undefined);
  app.decorateRequest('userId', undefined);

  app.addHook('onClose', async () => {
    await kv.close();
    if (!opts.database) await database.close();
  });
  // Before every route, each of which it observes; the modules count orders, payments and refunds on it.
  await registerMetrics(app, database);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    if (body === '' || body === undefined) return done(null, {});
    try {
      done(null, JSON.parse(body as string));
    } catch {
      const err = new Error('Invalid JSON body') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parseBracketed(body as string)),
  );
  // Anything else (text/plain from a bare fetch, etc.) arrives as a string and is ignored by handlers.
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.addHook('preHandler', async (req) => {
    req.input = mergeInput(req.query, req.body);
    req.lang = pickLang(req.headers['accept-language'], req.input.lang);
    // The body is checked as sent (an array or a text body is not merged into the input).
    const nul = nulField(req.params) ?? nulField(req.query) ?? nulField(req.body);
    if (nul) throw invalid('nulByte', { field: nul.slice(0, 64) });
  });

  // Same origin only unless CORS_ORIGINS lists origins; a refused origin gets no CORS header at all.
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && config.corsOrigins.includes(origin) ? origin : false),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Authorization'],
  });
  registerSecurityHeaders(app);
  announceRevocations(app);
  registerErrorHandling(app);
  await registerPlatform(app, 'before-api');

  await app.register(
    async (api) => {
      trackArea(api, 'public');
      if (config.rateLimitPerMinute > 0) rateLimit(api, config.rateLimitPerMinute);
      for (const m of modules) if (m.public) await api.register(m.public);
      await api.register(async (home) => {
        trackArea(home, 'home');
        guardHome(home);
        for (const m of modules) if (m.home) await home.register(m.home);
        await home.register(declaredResources('home'));
      });
      await api.register(
        async (admin) => {
          trackArea(admin, 'admin');
          guardAdmin(admin);
          recordWrites(admin, 'admin');
          for (const m of modules) if (m.admin) await admin.register(m.admin);
        await admin.register(declaredResources('admin'));
        },
        { prefix: '/Admin' },
      );
      await api.register(
        async (seller) => {
          trackArea(seller, 'seller');
          guardSeller(seller);
          recordWrites(seller, 'seller');
          for (const m of modules) if (m.seller) await seller.register(m.seller);
        await seller.register(declaredResources('seller'));
        },
        { prefix: '/Seller' },
      );
    },
    { prefix: '/api' },
  );

  // The chat socket lives beside the API (qwshop's `/ws`), before the SPA fallback could answer its path.
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } });
  await app.register(chatSocketRoutes);

  await registerPlatform(app, 'after-api');
  startJobs(app);
  if (opts.prepare) await app.ready();
  return app;
}

/**
 * Records which area guards each API route (`'GET /api/Seller/goods/:id'` -> 'seller'), so the security suite
 * walks every route with the right and the wrong tokens without a hand-kept list. A child context's hook runs
 * after its parent's, so the innermost area wins over 'public'.
 */
function trackArea(ctx: FastifyInstance, area: RouteArea): void {
  ctx.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) ctx.routeAreas.set(`${method} ${route.url}`, area);
  });
}
