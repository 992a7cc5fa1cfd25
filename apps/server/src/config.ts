import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseStorageUrl } from './lib/storage-url.ts';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_SAMPLE: z.coerce.number().min(0).max(1).default(1),
  STATIC_ROOT: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  TRUST_PROXY: z.string().default(''),
  PERMISSION: z.enum(['true', 'false']).default('true'),
  JOBS: z.enum(['true', 'false', '1', '0']).default('true'),
  JOBS_CLOCK_OFFSET_MS: z.coerce.number().int().min(0).default(0),
  ADMIN_CAPTCHA: z.enum(['true', 'false', '1', '0']).default('true'),
  CORS_ORIGINS: z.string().default(''),
  PUBLIC_URL: z.string().default(''),
  SECRET_KEY: z.string().default(''),
  QWSHOP_MENUS: z.enum(['true', 'false', '1', '0']).default('false'),
  STORAGE_URL: z.string().default(''),
  METRICS_TOKEN: z.string().default(''),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(3600).default(15),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Root of everything the shop writes: the PGlite database (unless DATABASE_URL) and uploads. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Requests per minute per client on /api; 0 turns limiting off. */
  rateLimitPerMinute: number;
  tokenTtlSeconds: number;
  logLevel: string;
  /** Share of request lines kept for answers below 400 (1 = all); 4xx and 5xx lines are always kept. */
  logSample: number;
  /** Folder holding the three builds (storefront/, Admin/, Seller/ resolved from apps/*\/dist when unset). */
  staticRoot: string | undefined;
  seedDemo: boolean;
  /**
   * Which X-Forwarded-* hops to believe: false = none (the socket's address is the client), a number = that
   * many proxies in front of the shop (the address the outermost one saw is the client), a list = only
   * connections from these addresses/ranges are proxies. Never "all": a client would pick its own address.
   */
  trustProxy: TrustProxy;
  /** Admin route-permission checks (qwshop's PERMISSION switch). */
  permissionChecks: boolean;
  /** Run the timed tasks (cancel unpaid, confirm received, settle); one instance runs each period. */
  jobs: boolean;
  /** The timed tasks run as if the clock were this far ahead (drills and end-to-end tests of deadlines). */
  jobsClockOffsetMs: number;
  /**
   * The Admin login's slider challenge (a sign only for a right answer); off for automated clients and for
   * operators who put their own check in front.
   */
  adminCaptcha: boolean;
  /** Origins (scheme://host[:port]) whose pages may call the API from the browser; empty = same origin only. */
  corsOrigins: string[];
  /**
   * The shop's public origin (scheme://host[:port]) for the absolute addresses of pages, sitemaps and link previews;
   * undefined: each request's own origin (its protocol as TRUST_PROXY lets the server see it).
   */
  publicUrl: string | undefined;
  /**
   * The key the server signs what it hands a browser to keep (the chat guest's cookie); at least 32 characters.
   * Unset: a random key kept in DATA_DIR/secret.key (lib/server-secret.ts).
   */
  secretKey: string | undefined;
  /**
   * The back-office menus leave out the pages qwshop's own Vue clients have no view for (modules/access/qwshop-views.ts),
   * for an operator who runs those clients; only the menus change, never what a role may call.
   */
  qwshopMenus: boolean;
  /**
   * An S3-compatible bucket for uploads instead of DATA_DIR/uploads (several instances share pictures through it);
   * undefined: the local folder.
   */
  storageUrl: string | undefined;
  /** The bearer token that opens `GET /metrics` on the shop's port; undefined: not served there. */
  metricsToken: string | undefined;
  /** A port of its own for `GET /metrics` (no token: keep it off the public network); undefined: none. */
  metricsPort: number | undefined;
  /** How long SIGTERM waits for requests in flight before the server exits anyway. */
  shutdownGraceMs: number;
  /** 'memory' keeps PGlite in memory (tests). */
  database: 'memory' | 'disk';
}

export type TrustProxy = false | number | string[];

/** The ranges proxy-addr knows by name, for operators who would rather write `loopback` than 127.0.0.1/8,::1. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || bits === undefined || extra !== undefined || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as a hop count or a list of proxy addresses. `true` (trust every hop, what Fastify and Express call
 * it) stops the start: with it a client writes any X-Forwarded-For and becomes whoever it likes to the rate
 * limits, the sign-in counters and the audit trail.
 */
function trustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new Error(
      'TRUST_PROXY: "true" would believe every X-Forwarded-For hop, so any client could choose its own address; ' +
        'write the number of proxies in front of the shop (TRUST_PROXY=1 behind one load balancer or nginx) ' +
        'or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1)',
    );
  }
  if (/^\d+$/.test(value)) {
    return Number(value);
  }
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of list) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is neither a number of proxies nor an address or range such as 10.0.0.0/8 or 127.0.0.1`,
      );
    }
  }
  return list;
}

/**
 * Fastify's trustProxy for the setting. A hop count becomes a function because Fastify (5.x) treats a bare number
 * as "trust nothing": hop i is believed when it is one of the first `hops` (0 is the socket's peer, the proxy
 * nearest to the shop), as Express's `trust proxy` number does.
 */
export function fastifyTrustProxy(tp: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof tp === 'number') return tp > 0 ? (_address: string, hop: number) => hop < tp : false;
  return tp;
}

/** True for an http(s) origin written exactly: scheme, host and port, no path, no trailing slash. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value && /^https?:/.test(value);
  } catch {
    return false;
  }
}

/** CORS_ORIGINS as exact origins; a typo (a path, a trailing slash, `*`) stops the start instead of opening the API. */
function corsOrigins(raw: string): string[] {
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const o of list) {
    if (!isOrigin(o)) {
      throw new Error(`CORS_ORIGINS: "${o}" is not an origin such as https://shop.example.com (no path, no slash)`);
    }
  }
  return list;
}

/** PUBLIC_URL as an exact origin: a path or a trailing slash would be doubled in every address written with it. */
function publicUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (!isOrigin(value)) {
    throw new Error(`PUBLIC_URL: "${value}" is not an origin such as https://shop.example.com (no path, no slash)`);
  }
  return value;
}

/** SECRET_KEY when set; a short one stops the start rather than sign with a guessable key. */
function secretKey(raw: string): string | undefined {
  if (raw === '') return undefined;
  if (raw.length < 32)
    throw new Error('SECRET_KEY: at least 32 characters (for example the output of `openssl rand -hex 32`)');
  return raw;
}

/** METRICS_TOKEN when set; a short one stops the start, since it is all that stands between the metrics and anyone. */
function metricsToken(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  if (value.length < 24) throw new Error('METRICS_TOKEN: at least 24 characters (for example `openssl rand -hex 24`)');
  return value;
}

/** STORAGE_URL when set, checked here so that a typo stops the start rather than the first upload. */
function storageUrl(raw: string): string | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  parseStorageUrl(value);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = schema.parse(env);
  const truthy = (v: string) => v === 'true' || v === '1';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    logSample: e.LOG_SAMPLE,
    staticRoot: e.STATIC_ROOT,
    seedDemo: truthy(e.SEED_DEMO),
    trustProxy: trustProxy(e.TRUST_PROXY),
    permissionChecks: e.PERMISSION === 'true',
    jobs: truthy(e.JOBS),
    jobsClockOffsetMs: e.JOBS_CLOCK_OFFSET_MS,
    adminCaptcha: truthy(e.ADMIN_CAPTCHA),
    corsOrigins: corsOrigins(e.CORS_ORIGINS),
    publicUrl: publicUrl(e.PUBLIC_URL),
    secretKey: secretKey(e.SECRET_KEY),
    qwshopMenus: truthy(e.QWSHOP_MENUS),
    storageUrl: storageUrl(e.STORAGE_URL),
    metricsToken: metricsToken(e.METRICS_TOKEN),
    metricsPort: e.METRICS_PORT,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    database: 'disk',
  };
}
