import { z } from 'zod';
import type { ChatMessage, ChatServerFrame } from '@shop/contract/chat';
import type { Kv } from '../../lib/kv.ts';
import { identityKey, type ChatIdentity } from './identity.ts';

/**
 * What travels on a party's channel: the frame its sockets get, exactly as they get it, and which party the
 * conversation was addressed to (store staff only receive conversations addressed to the store).
 */
const busMessageSchema = z.object({ frame: z.string(), addressed: z.object({ id: z.string(), type: z.string() }) });
export type BusMessage = z.infer<typeof busMessageSchema>;

/** One channel per party, on every instance sharing the Kv (Redis pub/sub, or in-process without REDIS_URL). */
export const channelOf = (who: { id: string; type: ChatIdentity['type'] }): string => `chat:${identityKey(who)}`;

/**
 * Publishes a stored message to both parties' channels: the receiver's devices get it, and so do the sender's
 * other devices (and staff colleagues), which keeps every open window of the conversation in step.
 */
export async function publishMessage(kv: Kv, message: ChatMessage, addressed: BusMessage['addressed']): Promise<void> {
  const frame: ChatServerFrame = { type: 'chat', data: message };
  const payload = JSON.stringify({ frame: JSON.stringify(frame), addressed } satisfies BusMessage);
  await kv.publish(channelOf({ id: message.rid, type: message.rtype }), payload);
  await kv.publish(channelOf({ id: message.sid, type: message.stype }), payload);
}

/** A registered socket, as the hub sees it. */
export interface HubSocket {
  identity: ChatIdentity;
  send(frame: string): void;
}

const hubs = new WeakMap<Kv, ChatHub>();

/** The hub of the app on this shared store (each app has its own kv), for its metrics' count of open sockets. */
export function chatHubOf(kv: Kv): ChatHub | undefined {
  return hubs.get(kv);
}

/**
 * The sockets of this instance by party, each party's channel subscribed while it has at least one socket here.
 * A message reaches each socket once: one subscription per party per instance, fanned out locally.
 */
export class ChatHub {
  private parties = new Map<string, { sockets: Set<HubSocket>; subscribed: Promise<() => Promise<void>> }>();

  constructor(private readonly kv: Kv) {
    hubs.set(kv, this);
  }

  /** Resolves once the party's channel is subscribed: from then on nothing published to it is missed. */
  async add(socket: HubSocket): Promise<void> {
    const key = identityKey(socket.identity);
    let party = this.parties.get(key);
    if (!party) {
      const sockets = new Set<HubSocket>();
      const subscribed = this.kv.subscribe(channelOf(socket.identity), (payload) => this.deliver(sockets, payload));
      party = { sockets, subscribed };
      this.parties.set(key, party);
    }
    party.sockets.add(socket);
    await party.subscribed;
  }

  remove(socket: HubSocket): void {
    const key = identityKey(socket.identity);
    const party = this.parties.get(key);
    if (!party?.sockets.delete(socket) || party.sockets.size > 0) return;
    this.parties.delete(key);
    void party.subscribed.then((unsubscribe) => unsubscribe()).catch(() => undefined);
  }

  /** How many sockets this instance holds (tests, health, metrics). */
  get size(): number {
    let n = 0;
    for (const p of this.parties.values()) n += p.sockets.size;
    return n;
  }

  private deliver(sockets: Set<HubSocket>, payload: string): void {
    const message = busMessageSchema.parse(JSON.parse(payload));
    for (const s of sockets) {
      const { id, type, storeOnly } = s.identity;
      if (storeOnly && (message.addressed.id !== id || message.addressed.type !== type)) continue;
      s.send(message.frame);
    }
  }
}
