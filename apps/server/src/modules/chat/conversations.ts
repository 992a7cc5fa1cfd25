import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ChatFriend, ChatLastMessage, ChatMessage, ChatPartyInfo, ChatType } from '@shop/contract/chat';
import { STORE_VERIFY } from '@shop/contract/stores';
import type { Db } from '../../db/client.ts';
import { admins, chatContents, chatFriends, stores, users } from '../../db/schema/index.ts';
import { fail } from '../../http/envelope.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { col } from '../stores/sql-columns.ts';
import type { ChatIdentity } from './identity.ts';
import type { Peer } from './rules.ts';

/** The conversation list shows this many, most recent first: older ones come back when a message touches them. */
const FRIENDS_MAX = 200;

type Party = { id: string; type: ChatType };

const sameParty = (a: Party, b: Party) => a.id === b.id && a.type === b.type;

/** Rows between two parties, in either direction. */
function between(table: typeof chatFriends | typeof chatContents, a: Party, b: Party): SQL | undefined {
  return or(
    and(eq(table.sid, a.id), eq(table.stype, a.type), eq(table.rid, b.id), eq(table.rtype, b.type)),
    and(eq(table.sid, b.id), eq(table.stype, b.type), eq(table.rid, a.id), eq(table.rtype, a.type)),
  );
}

/** The conversations a caller sees: all of their own, or for store staff only those addressed to the store. */
function visibleTo(me: ChatIdentity): SQL | undefined {
  const addressed = and(eq(chatFriends.rid, me.id), eq(chatFriends.rtype, me.type));
  if (me.storeOnly) return addressed;
  return or(and(eq(chatFriends.sid, me.id), eq(chatFriends.stype, me.type)), addressed);
}

/** The live conversation between the caller and `peer` that the caller may use, if any. */
export async function findConversation(db: Db, me: ChatIdentity, peer: Peer) {
  const [row] = await db
    .select()
    .from(chatFriends)
    .where(and(between(chatFriends, me, peer), visibleTo(me), isNull(chatFriends.deleted_at)))
    .orderBy(chatFriends.id)
    .limit(1);
  return row;
}

/** True when a new conversation may address `peer`: a store's owner, or the platform. */
async function openable(db: Db, peer: Peer): Promise<boolean> {
  if (peer.type === 'anonymous') return false;
  if (peer.type === 'admins') {
    const [a] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.id, Number(peer.id)), isNull(admins.deleted_at)))
      .limit(1);
    return !!a;
  }
  const [s] = await db
    .select({ id: stores.id })
    .from(stores)
    .innerJoin(users, and(eq(users.id, stores.user_id), isNull(users.deleted_at), eq(users.belong_id, 0)))
    .where(
      and(
        eq(stores.user_id, Number(peer.id)),
        eq(stores.store_verify, STORE_VERIFY.approved),
        isNull(stores.deleted_at),
      ),
    )
    .limit(1);
  return !!s;
}

/**
 * `Chat/add` with a peer: touches the conversation when it exists, else opens it when the peer may be addressed.
 * Staff never open conversations: they answer those shoppers opened with the store.
 */
export async function openConversation(db: Db, me: ChatIdentity, peer: Peer): Promise<void> {
  if (sameParty(me, peer)) throw fail('chat.self');
  const now = shanghaiTime();
  const existing = await findConversation(db, me, peer);
  if (existing) {
    await db.update(chatFriends).set({ updated_at: now }).where(eq(chatFriends.id, existing.id));
    return;
  }
  if (me.storeOnly || !(await openable(db, peer))) throw fail('chat.peerNotFound');
  await db.insert(chatFriends).values({
    sid: me.id,
    stype: me.type,
    rid: peer.id,
    rtype: peer.type,
    created_at: now,
    updated_at: now,
  });
}

const ANONYMOUS: ChatPartyInfo = { nickname: 'anonymous', avatar: '', store_id: 0 };

/** Names and pictures of the parties: a store owner shows as the store, other accounts as themselves. */
async function partyInfos(db: Db, parties: Party[]): Promise<(p: Party) => ChatPartyInfo> {
  const ids = (type: ChatType) => [...new Set(parties.filter((p) => p.type === type).map((p) => Number(p.id)))];
  const userIds = ids('users');
  const adminIds = ids('admins');
  const userRows = userIds.length
    ? await db
        .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const storeRows = userIds.length
    ? await db
        .select({ user_id: stores.user_id, id: stores.id, name: stores.store_name, logo: stores.store_logo })
        .from(stores)
        .where(
          and(
            inArray(stores.user_id, userIds),
            eq(stores.store_verify, STORE_VERIFY.approved),
            isNull(stores.deleted_at),
          ),
        )
    : [];
  const adminRows = adminIds.length
    ? await db
        .select({ id: admins.id, nickname: admins.nickname, avatar: admins.avatar })
        .from(admins)
        .where(inArray(admins.id, adminIds))
    : [];
  const byUser = new Map(userRows.map((u) => [String(u.id), u]));
  const byStore = new Map(storeRows.map((s) => [String(s.user_id), s]));
  const byAdmin = new Map(adminRows.map((a) => [String(a.id), a]));
  return (p) => {
    if (p.type === 'admins') {
      const a = byAdmin.get(p.id);
      return a ? { nickname: a.nickname, avatar: a.avatar, store_id: 0 } : ANONYMOUS;
    }
    if (p.type !== 'users') return ANONYMOUS;
    const s = byStore.get(p.id);
    if (s) return { nickname: s.name, avatar: s.logo, store_id: s.id };
    const u = byUser.get(p.id);
    return u ? { nickname: u.nickname, avatar: u.avatar, store_id: 0 } : ANONYMOUS;
  };
}

/** Messages between the friendship's two parties (the outer row), in either direction. */
const pairOf = sql`((c.sid = ${col(chatFriends.sid)} and c.stype = ${col(chatFriends.stype)}
    and c.rid = ${col(chatFriends.rid)} and c.rtype = ${col(chatFriends.rtype)})
  or (c.sid = ${col(chatFriends.rid)} and c.stype = ${col(chatFriends.rtype)}
    and c.rid = ${col(chatFriends.sid)} and c.rtype = ${col(chatFriends.stype)}))
  and c.deleted_at is null`;

/** `Chat/friends`: the caller's conversations with their last message and how many the caller has not read. */
export async function listConversations(db: Db, me: ChatIdentity): Promise<ChatFriend[]> {
  const rows = await db
    .select({
      id: chatFriends.id,
      sid: chatFriends.sid,
      stype: chatFriends.stype,
      rid: chatFriends.rid,
      rtype: chatFriends.rtype,
      created_at: chatFriends.created_at,
      updated_at: chatFriends.updated_at,
      last: sql<number | null>`(select max(c.id) from ${chatContents} c where ${pairOf})`.mapWith(Number),
      unread: sql<number>`(select count(*) from ${chatContents} c where ${pairOf}
        and c.rid = ${me.id} and c.rtype = ${me.type} and c.r_read = 0)`.mapWith(Number),
    })
    .from(chatFriends)
    .where(and(visibleTo(me), isNull(chatFriends.deleted_at)))
    .orderBy(desc(chatFriends.updated_at), desc(chatFriends.id))
    .limit(FRIENDS_MAX);
  const lastIds = rows.map((r) => r.last).filter((id): id is number => !!id);
  const lasts = lastIds.length
    ? await db
        .select({
          id: chatContents.id,
          content: chatContents.content,
          content_type: chatContents.content_type,
          s_read: chatContents.s_read,
          r_read: chatContents.r_read,
        })
        .from(chatContents)
        .where(inArray(chatContents.id, lastIds))
    : [];
  const lastById = new Map(lasts.map((m) => [m.id, m]));
  const parties = rows.flatMap((r) => [asParty(r.sid, r.stype), asParty(r.rid, r.rtype)]);
  const info = await partyInfos(db, parties);
  return rows.map((r): ChatFriend => {
    const m = r.last ? lastById.get(r.last) : undefined;
    const lastMsg: ChatLastMessage | null = m
      ? { content: m.content, content_type: contentTypeOf(m.content_type), s_read: m.s_read, r_read: m.r_read }
      : null;
    const s = asParty(r.sid, r.stype);
    const p = asParty(r.rid, r.rtype);
    return {
      id: r.id,
      sid: s.id,
      stype: s.type,
      sinfo: info(s),
      rid: p.id,
      rtype: p.type,
      rinfo: info(p),
      lastMsg,
      unread: r.unread,
      created_at: r.created_at ?? '',
      updated_at: r.updated_at ?? '',
    };
  });
}

/** A stored type, read back: rows written by qwshop may say `Anonymous` (the old column default). */
function asParty(id: string, type: string): Party {
  return { id, type: type === 'users' || type === 'admins' ? type : 'anonymous' };
}

const contentTypeOf = (s: string) => (s === 'image' ? 'image' : 'text');

/** `Chat/friend_content`: one page of the messages between the caller and `peer`, newest first. */
export async function history(
  db: Db,
  me: ChatIdentity,
  peer: Peer,
  page: number,
  perPage: number,
): Promise<{ rows: ChatMessage[]; total: number }> {
  if (!(await findConversation(db, me, peer))) return { rows: [], total: 0 };
  const where = and(between(chatContents, me, peer), isNull(chatContents.deleted_at));
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(chatContents)
    .where(where);
  const rows = await db
    .select()
    .from(chatContents)
    .where(where)
    .orderBy(desc(chatContents.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: rows.map(toMessage), total: count?.n ?? 0 };
}

/** A stored row in the wire shape. */
export function toMessage(r: typeof chatContents.$inferSelect): ChatMessage {
  const s = asParty(r.sid, r.stype);
  const p = asParty(r.rid, r.rtype);
  return {
    id: r.id,
    sid: s.id,
    stype: s.type,
    rid: p.id,
    rtype: p.type,
    content_type: contentTypeOf(r.content_type),
    content: r.content,
    s_read: r.s_read,
    r_read: r.r_read,
    created_at: r.created_at ?? '',
  };
}

/** `Chat/read`: the peer's messages to the caller are read; answers how many changed. */
export async function markRead(db: Db, me: ChatIdentity, peer: Peer): Promise<number> {
  if (!(await findConversation(db, me, peer))) return 0;
  const done = await db
    .update(chatContents)
    .set({ r_read: 1, updated_at: shanghaiTime() })
    .where(
      and(
        eq(chatContents.sid, peer.id),
        eq(chatContents.stype, peer.type),
        eq(chatContents.rid, me.id),
        eq(chatContents.rtype, me.type),
        eq(chatContents.r_read, 0),
        isNull(chatContents.deleted_at),
      ),
    )
    .returning({ id: chatContents.id });
  return done.length;
}
