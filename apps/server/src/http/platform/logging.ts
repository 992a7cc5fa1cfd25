import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { logSink } from './log-sink.ts';

export type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** Keys whose value is censored at any of the first three levels of a line (`password`, `x.password`, `x.y.password`). */
const SECRET_KEYS = new Set([
  'password',
  'pay_password',
  'new_password',
  're_password',
  'old_password',
  'access_token',
  'token',
  'sign',
]);
/** Keys whose value is censored one level down (`x.body`); at the top level REDACTED_PATHS names them. */
const SECRET_BELOW_TOP = new Set([...SECRET_KEYS, 'secret', 'body', 'input']);
const CENSOR = '[redacted]';

/**
 * Secrets that must never reach a log line, wherever a logger call puts them: bearer tokens and cookies in
 * headers, passwords, codes and tokens in bodies or inputs, and whole bodies, inputs and query objects.
 * Fastify's own request lines carry no headers, bodies or query strings (see the serializers below), so these
 * paths guard against a `req.log.info({ req, body })` someone adds while debugging. Only paths from a named
 * top-level key here: pino's redaction of a path that starts with a wildcard (`*.password`) runs on every line and
 * cost 17-20 µs each (a fifth of a cached answer's whole time); `censorNested` covers the levels below instead.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'request.headers.authorization',
  'headers.authorization',
  'headers.cookie',
  'res.headers.authorization',
  'res.headers["set-cookie"]',
  'authorization',
  'cookie',
  ...SECRET_KEYS,
  'secret',
  'code',
  'body',
  'input',
  'query',
  'req.query',
  'request.query',
];

/** Top-level keys whose serializer (below) builds the logged value from named fields only. */
const SERIALIZED = new Set(['req', 'res', 'err']);

const copyOf = (value: object): Record<string, unknown> =>
  (Array.isArray(value) ? [...(value as unknown[])] : { ...value }) as Record<string, unknown>;

/** `value` with its secrets one (`x.body`, `x.password`) and two (`x.y.password`) levels below the line censored. */
function censorBelow(value: object, depth: 2 | 3): object {
  let out: Record<string, unknown> | null = null;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    let next = inner;
    if ((depth === 2 ? SECRET_BELOW_TOP : SECRET_KEYS).has(key)) next = CENSOR;
    else if (depth === 2 && inner !== null && typeof inner === 'object' && !(inner instanceof Error)) {
      next = censorBelow(inner, 3);
    }
    if (next !== inner) (out ??= copyOf(value))[key] = next;
  }
  return out ?? value;
}

/**
 * The merging object of a log call with the secrets below its top level censored; the very object when it holds
 * none (a request line: four plain fields, a handful of checks), a copy otherwise (the caller's object is left as
 * it was). Errors are left to their serializer, which censors the same keys.
 */
export function censorNested<T extends object>(line: T): T {
  let out: Record<string, unknown> | null = null;
  for (const key of Object.keys(line)) {
    const value = (line as Record<string, unknown>)[key];
    if (SERIALIZED.has(key) || value === null || typeof value !== 'object' || value instanceof Error) continue;
    const censored = censorBelow(value, 2);
    if (censored !== value) (out ??= { ...(line as Record<string, unknown>) })[key] = censored;
  }
  return (out ?? line) as T;
}

/** The path of a request URL: query strings hold passwords and codes (a GET /api/login carries them). */
export function urlPath(url: string | undefined): string | undefined {
  return url?.split(/[?#]/, 1)[0];
}

/** Any `/path?query` inside a message (Fastify's own texts quote URLs) loses its query. */
const QUERY_IN_TEXT = /(\/[^\s?#"'`]*)\?[^\s"'`]*/g;

export function stripQueries(text: string): string {
  // Most messages hold no '?' at all ("request completed" on every request line): no regex run for them.
  return text.includes('?') ? text.replace(QUERY_IN_TEXT, '$1') : text;
}

/** The `\nparams: a,b,c` end of Drizzle's `Failed query: <sql>\nparams: a,b,c` message, or ''. */
function paramsTail(e: Error): string {
  const at = e.message.indexOf('\nparams: ');
  return e.message.startsWith('Failed query: ') && at >= 0 ? e.message.slice(at) : '';
}

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * Errors as log fields, without the values a failed query was sent with: Drizzle puts them in the message
 * (`Failed query: ... params: <password hash>,<token>`) and in `params`. The SQL text stays (it holds only
 * placeholders), so does the database's own error (code, constraint), and `detail` keeps its shape but not the
 * values (`Key (phone)=(…) already exists`).
 */
export function serializeError(err: Error): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: stripQueries(String(err)), stack: '' };
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 5 && !chain.includes(e); e = e.cause) chain.push(e);
  const tails = chain.map(paramsTail).filter(Boolean);
  const clean = (text: string) =>
    tails.reduce((t, tail) => t.replaceAll(tail, '\nparams: [redacted]'), stripQueries(text));
  const out: LoggedError = {
    type: err.constructor?.name || err.name,
    message: clean(chain.map((e) => e.message).join('; caused by: ')),
    stack: clean(chain.map((e) => e.stack ?? '').join('\ncaused by: ')),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key in out || key === 'params' || key === 'cause' || (typeof value === 'object' && value !== null)) continue;
    out[key] = SECRET_BELOW_TOP.has(key) ? CENSOR : typeof value === 'string' ? clean(value) : value;
  }
  const db = chain.find((e) => typeof (e as { detail?: unknown }).detail === 'string') as
    (Error & { detail: string; code?: unknown; constraint?: unknown }) | undefined;
  if (db) {
    out.detail = db.detail.replace(/=\(.*\)/s, '=(…)');
    out.dbCode ??= db.code;
    out.constraint ??= db.constraint;
  }
  return out;
}

/**
 * Structured JSON logs (pino) on stdout through a sink that never blocks the shop (log-sink.ts). The request
 * lines are written by `RequestLog` below; docs/logging.md shows their shape.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    stream: logSink(),
    redact: { paths: REDACTED_PATHS, censor: CENSOR },
    serializers: {
      req: (req: { id?: unknown; method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: urlPath(req.url),
        ip: req.ip,
      }),
      res: (res: { statusCode?: number; request?: { method?: string; url?: string } }) => ({
        statusCode: res.statusCode,
        method: res.request?.method,
        url: urlPath(res.request?.url),
      }),
      err: serializeError,
    },
    hooks: {
      logMethod(args, method) {
        const cleaned = args.map((a: unknown) =>
          typeof a === 'string'
            ? stripQueries(a)
            : a !== null && typeof a === 'object' && !(a instanceof Error)
              ? censorNested(a)
              : a,
        );
        method.apply(this, cleaned as Parameters<typeof method>);
      },
    },
  };
}

/**
 * One line per request, when it completes: `reqId` (from an incoming X-Request-Id when present), method, `url`
 * (the path, never the query string), status code and response time in whole milliseconds. Fastify's default
 * writes a second line when the request comes in: that one moves to debug. Answers below 400 are kept with
 * probability `logSample` (LOG_SAMPLE); 4xx lines always, and 5xx or failed responses always, at error level.
 */
export class RequestLog extends LogController {
  constructor(private readonly sample: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const statusCode = reply.statusCode;
    const failed = error != null || statusCode >= 500;
    if (!failed && statusCode < 400 && this.sample < 1 && Math.random() >= this.sample) return;
    const line = {
      method: request.method,
      url: urlPath(request.url),
      statusCode,
      responseTime: Math.round(reply.elapsedTime),
      ...(error != null && { err: error }),
    };
    if (failed) reply.log.error(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Request ids unique across instances (Fastify's default is a per-process counter, which collides as soon as
 * two instances write to one log store). An incoming X-Request-Id from a proxy wins (requestIdHeader).
 */
export const genRequestId = (): string => randomUUID();
