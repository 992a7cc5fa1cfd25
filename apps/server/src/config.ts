import path from 'node:path';
import { z } from 'zod';

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
  STATIC_ROOT: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).default('true'),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  PERMISSION: z.enum(['true', 'false']).default('true'),
  JOBS: z.enum(['true', 'false', '1', '0']).default('true'),
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
  /** Folder holding the three builds (storefront/, Admin/, Seller/ resolved from apps/*\/dist when unset). */
  staticRoot: string | undefined;
  seedDemo: boolean;
  trustProxy: boolean;
  /** Admin route-permission checks (the reference's PERMISSION switch). */
  permissionChecks: boolean;
  /** Run the timed tasks (cancel unpaid, confirm received, settle); one instance runs each period. */
  jobs: boolean;
  /** 'memory' keeps PGlite in memory (tests). */
  database: 'memory' | 'disk';
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
    staticRoot: e.STATIC_ROOT,
    seedDemo: truthy(e.SEED_DEMO),
    trustProxy: truthy(e.TRUST_PROXY),
    permissionChecks: e.PERMISSION === 'true',
    jobs: truthy(e.JOBS),
    database: 'disk',
  };
}
