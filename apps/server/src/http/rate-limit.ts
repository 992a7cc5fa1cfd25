import type { FastifyInstance } from 'fastify';
import { authOf } from './auth.ts';
import { translate, pickLang } from './messages.ts';

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows per client on /api: the token's account when there is a valid one (so users behind
 * one NAT don't share a budget), else the address. Routes that try secrets (`config: { attempts: true }`: sign-in,
 * captcha, SMS, registration, password reset) always count the address: any token would do there, so
 * self-registered accounts would otherwise each bring a fresh budget. Counters live in app.kv, i.e. Redis when configured, so every
 * instance enforces the same budget. Over the limit the answer is the envelope code 429 that the clients
 * translate ('您请求太频繁了，请休息一会'), with the usual Retry-After / X-RateLimit-* headers.
 */
export function rateLimit(app: FastifyInstance, perMinute: number): void {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method === 'OPTIONS') return;
    const auth = req.routeOptions.config.attempts ? null : await authOf(req).catch(() => null);
    const key = auth ? `rl:${auth.provider}:${auth.accountId}` : `rl:ip:${req.ip}`;
    const { count, resetAt } = await req.server.kv.hit(key, WINDOW_MS);
    const remaining = Math.max(0, perMinute - count);
    reply.header('X-RateLimit-Limit', perMinute);
    reply.header('X-RateLimit-Remaining', remaining);
    if (count > perMinute) {
      const retry = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      reply.header('Retry-After', retry);
      reply.header('X-RateLimit-Reset', Math.ceil(resetAt / 1000));
      const lang = pickLang(req.headers['accept-language']);
      return reply.status(200).send({ code: 429, msg: translate(lang, 'tooFrequent'), data: [] });
    }
  });
}
