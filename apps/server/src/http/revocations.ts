import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Kv } from '../lib/kv.ts';

/**
 * Revoked tokens are announced on this channel (every instance sharing the Kv hears it), so that what holds a
 * token beyond one request, the chat sockets, ends with it at once instead of at its next check.
 */
export const REVOKED_CHANNEL = 'auth:revoked';

const revokedSchema = z.array(z.number().int().positive());

/** Token ids revoked while serving a request, announced once its answer is ready (after its transaction). */
const pending = new WeakMap<FastifyRequest, number[]>();

export function noteRevoked(req: FastifyRequest, tokenIds: readonly number[]): void {
  if (!tokenIds.length) return;
  const list = pending.get(req) ?? [];
  list.push(...tokenIds);
  pending.set(req, list);
}

/**
 * Publishes a request's revocations in onSend: by then the handler's transaction has committed, so a listener that
 * checks the token in the database sees it revoked; and the caller's answer (a logout's) only leaves once every
 * instance has been told. A write that failed and rolled back announces too: listeners check the database rather
 * than trust the message, so a token that is still valid stays in use.
 */
export function announceRevocations(app: FastifyInstance): void {
  app.addHook('onSend', async (req) => {
    const ids = pending.get(req);
    if (!ids) return;
    pending.delete(req);
    try {
      await req.server.kv.publish(REVOKED_CHANNEL, JSON.stringify(ids));
    } catch (err) {
      // The revocation itself stands (the sockets still refuse every frame with the token); only the early close
      // is lost, which must not turn a done logout into an error answer.
      req.log.error({ err }, 'could not announce revoked tokens');
    }
  });
}

/** Calls `handler` with the ids of every announced revocation (from any instance); resolves once subscribed. */
export function onRevoked(kv: Kv, handler: (tokenIds: number[]) => void): Promise<() => Promise<void>> {
  return kv.subscribe(REVOKED_CHANNEL, (payload) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      return;
    }
    const ids = revokedSchema.safeParse(parsed);
    if (ids.success) handler(ids.data);
  });
}
