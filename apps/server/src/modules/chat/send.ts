import { eq } from 'drizzle-orm';
import { CHAT_SENDS_PER_MINUTE, type ChatMessage } from '@shop/contract/chat';
import type { Db } from '../../db/client.ts';
import { chatContents, chatFriends } from '../../db/schema/index.ts';
import { ApiError, fail } from '../../http/envelope.ts';
import type { Kv } from '../../lib/kv.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { publishMessage } from './bus.ts';
import { findConversation, toMessage } from './conversations.ts';
import { identityKey, type ChatIdentity } from './identity.ts';
import { parseContent, type Peer } from './rules.ts';

/**
 * Stores a message in an open conversation and publishes it to both parties (`Chat/send` and `chat` frames alike).
 * The budget is per sending party, shared by every instance through the Kv, so neither many sockets nor many
 * instances multiply it. Guests also share one budget per address: a new guest identity costs nothing (a request
 * without the cookie), so counting identities alone would not limit anyone.
 */
export async function sendMessage(
  db: Db,
  kv: Kv,
  me: ChatIdentity,
  peer: Peer,
  input: { content_type: string; content: string; address: string },
): Promise<ChatMessage> {
  const body = parseContent(input.content_type, input.content);
  const conversation = await findConversation(db, me, peer);
  if (!conversation) throw fail('chat.peerNotFound');
  const { count } = await kv.hit(`chat:sent:${identityKey(me)}`, 60_000);
  if (count > CHAT_SENDS_PER_MINUTE) throw new ApiError('tooFrequent', 429);
  if (me.type === 'anonymous') {
    const { count: fromAddress } = await kv.hit(`chat:sent:guests:${input.address}`, 60_000);
    if (fromAddress > CHAT_SENDS_PER_MINUTE) throw new ApiError('tooFrequent', 429);
  }
  const now = shanghaiTime();
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(chatContents)
      .values({
        sid: me.id,
        stype: me.type,
        rid: peer.id,
        rtype: peer.type,
        content_type: body.type,
        content: body.content,
        s_read: 1,
        r_read: 0,
        created_at: now,
        updated_at: now,
      })
      .returning();
    await tx.update(chatFriends).set({ updated_at: now }).where(eq(chatFriends.id, conversation.id));
    return stored!;
  });
  const message = toMessage(row);
  await publishMessage(kv, message, { id: conversation.rid, type: conversation.rtype });
  return message;
}
