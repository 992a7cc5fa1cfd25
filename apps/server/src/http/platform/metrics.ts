import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ShopMetrics } from './metrics-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics: the modules move its business counters (docs/operations.md, "Metrics"). */
    metrics: ShopMetrics;
    /** The port of METRICS_PORT's listener once the app is ready (the real one when 0 asked for any). */
    metricsPort: number | undefined;
  }
}

const UNMATCHED = 'unmatched';

/**
 * `GET /metrics` in Prometheus' text format, never public: on the shop's port only for `Authorization: Bearer
 * <METRICS_TOKEN>` (anything else answers the 404 of an absent route), and/or without a token on a listener of its
 * own at METRICS_PORT, meant for a private network. With neither set nothing is observed and there is no route.
 * Outside /api, so neither the rate limit nor the API's envelope applies.
 */
export async function registerMetrics(app: FastifyInstance, database: Database): Promise<void> {
  const metrics = new ShopMetrics();
  app.decorate('metrics', metrics);
  app.decorate('metricsPort', undefined);
  const { metricsToken, metricsPort } = app.config;
  if (metricsToken === undefined && metricsPort === undefined) return;

  const stopWatching = metrics.watch(database, app.kv);
  observeRequests(app, metrics);

  if (metricsToken !== undefined) {
    const expected = digest(`Bearer ${metricsToken}`);
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      const given = req.headers.authorization;
      // Digests have one length whatever was sent, so the comparison takes the same time for every guess.
      if (given === undefined || !timingSafeEqual(digest(given), expected)) return reply.callNotFound();
      return exposition(metrics, reply);
    });
  }

  let listener: http.Server | undefined;
  if (metricsPort !== undefined) {
    app.addHook('onReady', async () => {
      listener = await listen(metrics, metricsPort, app.config.host);
      app.metricsPort = (listener.address() as AddressInfo).port;
    });
  }
  app.addHook('onClose', async () => {
    stopWatching();
    if (listener) await new Promise<void>((done) => listener!.close(() => done()));
  });
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

async function exposition(metrics: ShopMetrics, reply: FastifyReply): Promise<string> {
  reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
  return metrics.registry.metrics();
}

/**
 * Each route gets its own observer, made when the route is added and knowing its method and pattern, so a request
 * costs a lookup by status and two increments: no label set built, nothing read from the raw URL (ids and query
 * strings would make a series per address). Answers that matched no route count under one label.
 */
function observeRequests(app: FastifyInstance, metrics: ShopMetrics): void {
  const observerFor = (method: string, route: string) => {
    const byStatus = new Map<number, { count: { inc(): void }; duration: { observe(v: number): void } }>();
    return (statusCode: number, ms: number) => {
      let series = byStatus.get(statusCode);
      if (!series) {
        const labels = { method, route, status: String(statusCode) };
        series = { count: metrics.httpRequests.labels(labels), duration: metrics.httpDuration.labels(labels) };
        byStatus.set(statusCode, series);
      }
      series.count.inc();
      series.duration.observe(ms / 1000);
    };
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const observe = observerFor(methods.length === 1 ? methods[0]! : methods.join(','), route.url);
    // A callback, not an async function: no promise per request.
    const hook = (_req: FastifyRequest, reply: FastifyReply, done: () => void) => {
      observe(reply.statusCode, reply.elapsedTime);
      done();
    };
    route.onResponse = [route.onResponse ?? []].flat().concat(hook);
  });

  // Not found answers run no route's hooks: one observer per method keeps them under the single label.
  const unmatched = new Map<string, ReturnType<typeof observerFor>>();
  app.addHook('onResponse', (req, reply, done) => {
    if (req.is404) {
      let observe = unmatched.get(req.method);
      if (!observe) unmatched.set(req.method, (observe = observerFor(req.method, UNMATCHED)));
      observe(reply.statusCode, reply.elapsedTime);
    }
    done();
  });
}

/** METRICS_PORT's listener: plain `http`, no token, nothing but `GET /metrics`. */
async function listen(metrics: ShopMetrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`${String(err)}\n`),
    );
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ready();
    });
  });
  return server;
}
