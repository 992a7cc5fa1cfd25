import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { NearCache, perKv } from '../../lib/near-cache.ts';
import { shanghaiDate } from '../../lib/time.ts';

/**
 * Dashboards are the first screen after sign-in and every back-office user opens them, so an answer is kept briefly
 * in the shared store (Redis across instances, with a copy in each process) and recomputed at most every few
 * seconds; figures lag the orders by at most this long.
 */
export const DASHBOARD_TTL_MS = 10_000;

/**
 * The all-time sales and order counters read every order (about 150 ms per 100k orders on PGlite, which serves one
 * query at a time and so holds every other request meanwhile): they are kept longer than the rest of the answer.
 */
export const TOTALS_TTL_MS = 60_000;

/**
 * The copy in each process, in front of the shared store (so a hit costs no round trip to Redis): dashboards are
 * few (per route, store and input), and an answer is a few KB.
 */
const answers = perKv((kv) => new NearCache(kv, { maxEntries: 1_000, maxChars: 4_000_000 }, 'dashboard cache'));

/**
 * The answer for `parts` (route, tenant, input), from the cache or computed by `compute` and kept `ttlMs` from when
 * it was computed, whichever instance did. The key holds today's date (the overview's "today" moves at midnight) and
 * the host (paginators carry absolute links); the tenant must be part of `parts`, so one store never reads
 * another's answer. Simultaneous first callers of a process share one computation.
 */
async function cached(
  req: FastifyRequest,
  parts: Record<string, unknown>,
  compute: () => Promise<unknown>,
  ttlMs: number,
): Promise<unknown> {
  const key = `dashboard:${JSON.stringify({ ...parts, day: shanghaiDate(), host: req.host })}`;
  const text = await answers(req.server.kv).get(key, async () => JSON.stringify(await compute()), {
    freshMs: ttlMs,
    keepMs: ttlMs,
  });
  return JSON.parse(text);
}

/** A route's whole answer, kept `DASHBOARD_TTL_MS` (sent as it was stored). */
export function cachedAnswer(
  req: FastifyRequest,
  parts: Record<string, unknown>,
  compute: () => Promise<unknown>,
): Promise<unknown> {
  return cached(req, parts, compute, DASHBOARD_TTL_MS);
}

/** A part of an answer that code reads again, checked against `schema` when it comes back from the store. */
export async function cachedValue<S extends z.ZodType>(
  req: FastifyRequest,
  parts: Record<string, unknown>,
  schema: S,
  compute: () => Promise<z.output<S>>,
  ttlMs: number,
): Promise<z.output<S>> {
  return schema.parse(await cached(req, parts, compute, ttlMs));
}
