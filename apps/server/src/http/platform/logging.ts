import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

export type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;
import type { AppConfig } from '../../config.ts';

/**
 * Secrets that must never reach a log line, wherever a logger call puts them: bearer tokens and cookies in
 * headers, passwords in bodies or inputs. Fastify's own request lines carry no headers or bodies, so these
 * paths guard against a `req.log.info({ req, body })` someone adds while debugging.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'headers.authorization',
  'headers.cookie',
  'res.headers.authorization',
  'authorization',
  'password',
  'pay_password',
  '*.password',
  '*.pay_password',
  '*.*.password',
  '*.*.pay_password',
  'access_token',
  '*.access_token',
];

/** Query values that are secrets (a GET /api/login carries the password in the URL). */
const SECRET_QUERY = /([?&](?:password|pay_password|access_token|token|sign)=)[^&#]*/gi;

export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Structured JSON logs (pino): every request gets one completion line with its id (`reqId`, taken from an
 * incoming X-Request-Id when present), method, url, status code and response time.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
      res: (res: { statusCode?: number; request?: { method?: string; url?: string } }) => ({
        statusCode: res.statusCode,
        method: res.request?.method,
        url: redactUrl(res.request?.url),
      }),
    },
  };
}

/**
 * Request ids unique across instances (Fastify's default is a per-process counter, which collides as soon as
 * two instances write to one log store). An incoming X-Request-Id from a proxy wins (requestIdHeader).
 */
export const genRequestId = (): string => randomUUID();
