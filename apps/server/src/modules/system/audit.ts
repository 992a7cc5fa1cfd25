import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditLogs as descriptor } from '@shop/contract/resources/system';
import { admins, auditLogs, users } from '../../db/schema/index.ts';
import { notedChanges } from '../../http/audit-changes.ts';
import { defineResource } from '../../http/resource.ts';
import { shanghaiTime } from '../../lib/time.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Input keys whose digits are recorded; nothing else of a body ever is (passwords, codes, tokens). */
const ID_KEYS = ['id', 'ids'] as const;
const ID = /^\d{1,18}$/;

/** Audit rows still being written; app.close() waits for them, and so do tests before they read the trail. */
const inflight = new Set<Promise<void>>();
/** The envelope code of each answer, read as it is sent (onResponse no longer has the payload). */
const answerCodes = new WeakMap<FastifyRequest, number>();

/** Resolves once every audit row started so far is written (or its failure logged). */
export async function auditWritesSettled(): Promise<void> {
  while (inflight.size) await Promise.all([...inflight]);
}

/** The ids a write names: `:id` / `:ids` in its path and `id` / `ids` in its input, digits only, comma-separated. */
export function idsOf(req: FastifyRequest): string {
  const found: string[] = [];
  const add = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(add);
    if (typeof value !== 'string' && typeof value !== 'number') return;
    for (const part of String(value).split(',')) {
      const id = part.trim();
      if (ID.test(id) && !found.includes(id)) found.push(id);
    }
  };
  const params = (req.params ?? {}) as Record<string, unknown>;
  const input = req.input ?? {};
  for (const key of ID_KEYS) add(params[key]);
  for (const key of ID_KEYS) add(input[key]);
  let text = found.join(',');
  if (text.length > 255) text = text.slice(0, text.lastIndexOf(',', 255));
  return text;
}

/**
 * Records every write made in one back-office area, after its answer left: who (the account the area guard
 * resolved, so a request without a valid token is not recorded), the route, the ids, the client address and the
 * answer's code. Refused writes are recorded too: an attempt is what an investigation needs most. A failure to
 * write the row is logged and never reaches the request.
 *
 * What is a write is decided per route as it is added, not per request: every method but GET, HEAD and OPTIONS,
 * unless the route's `audit` flag says otherwise (a GET that settles orders is a write however it is called). The
 * decisions land in `app.auditedRoutes`, which the security suite walks to prove that no other route changes a row.
 */
export function recordWrites(app: FastifyInstance, area: 'admin' | 'seller'): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (route.config?.audit ?? !READS.has(method)) app.auditedRoutes.add(`${method} ${route.url}`);
    }
  });
  const isWrite = (req: FastifyRequest): boolean => app.auditedRoutes.has(`${req.method} ${req.routeOptions.url}`);

  app.addHook('onSend', async (req, _reply, payload) => {
    if (isWrite(req) && typeof payload === 'string') {
      const code = /^\s*\{\s*"code"\s*:\s*(-?\d+)/.exec(payload.slice(0, 40))?.[1];
      if (code) answerCodes.set(req, Number(code));
    }
    return payload;
  });

  app.addHook('onResponse', async (req, reply) => {
    if (!isWrite(req)) return;
    const write = writeRow(req, reply.statusCode, area);
    if (!write) return;
    inflight.add(write);
    try {
      await write;
    } finally {
      inflight.delete(write);
    }
  });

  app.addHook('onClose', async () => auditWritesSettled());
}

/** Longest `changes` text kept; beyond it records are dropped from the end and counted in `more`. */
const MAX_CHANGES = 16 * 1024;

/** The noted changes as stored: JSON within `MAX_CHANGES`, '' when none were noted. */
function changesText(req: FastifyRequest): string {
  const noted = notedChanges(req);
  if (!noted) return '';
  const records = [...noted.records];
  let more = noted.more;
  let text = JSON.stringify({ records, more });
  while (text.length > MAX_CHANGES && records.length > 1) {
    records.pop();
    more += 1;
    text = JSON.stringify({ records, more });
  }
  return text.length > MAX_CHANGES ? JSON.stringify({ records: [], more: more + records.length }) : text;
}

function writeRow(req: FastifyRequest, status: number, area: 'admin' | 'seller'): Promise<void> | null {
  const account =
    area === 'admin'
      ? req.admin && {
          id: req.admin.id,
          storeId: 0,
          name: sql`(select username from ${admins} where id = ${req.admin.id})`,
        }
      : req.seller && {
          id: req.seller.userId,
          storeId: req.seller.storeId,
          name: sql`(select username from ${users} where id = ${req.seller.userId})`,
        };
  if (!account) return null;
  const values = {
    area,
    account_id: account.id,
    account_name: sql`coalesce(${account.name}, '')`,
    store_id: account.storeId,
    method: req.method.slice(0, 10),
    route: (req.routeOptions.url ?? '').slice(0, 191),
    path: (req.url.split('?')[0] ?? '').slice(0, 255),
    ids: idsOf(req),
    ip: (req.ip ?? '').slice(0, 45),
    status,
    code: answerCodes.get(req) ?? 0,
    changes: changesText(req),
    created_at: shanghaiTime(),
    updated_at: shanghaiTime(),
  };
  return req.server.db
    .insert(auditLogs)
    .values(values)
    .then(
      () => undefined,
      (err: unknown) => req.log.error({ err, route: values.route }, 'audit log write failed'),
    );
}

/**
 * The super admin's read-only view of the trail. Only the super admin may read it, whatever permissions a role
 * holds: the trail records what the other admins did.
 */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, superOnly: true };
  });
  await app.register(defineResource({ descriptor, table: auditLogs, verbs: ['index', 'show'] }));
}
