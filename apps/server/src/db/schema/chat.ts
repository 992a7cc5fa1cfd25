/**
 * Chat conversations and messages.
 * sid/rid hold a users.id / admins.id as a string, or md5(ip) for anonymous visitors;
 * stype/rtype hold the provider: users | admins | anonymous.
 */
import { index, pgTable } from 'drizzle-orm/pg-core';
import { pk, str, timestamps, tiny, txt } from './_columns.ts';

export const chatFriends = pgTable(
  'chat_friends',
  {
    id: pk(),
    sid: str('sid', 32).default('0'),
    rid: str('rid', 32).default('0'),
    stype: str('stype', 20).default('Anonymous'),
    rtype: str('rtype', 20).default('Anonymous'),
    ...timestamps(),
  },
  (t) => [index('chat_friends_sid_idx').on(t.sid, t.stype), index('chat_friends_rid_idx').on(t.rid, t.rtype)],
);

export const chatContents = pgTable(
  'chat_contents',
  {
    id: pk(),
    sid: str('sid', 32).default('0'),
    rid: str('rid', 32).default('0'),
    stype: str('stype', 20).default('Anonymous'),
    rtype: str('rtype', 20).default('Anonymous'),
    /** text | image. */
    content_type: str('content_type', 20).default('text'),
    content: txt('content'),
    s_read: tiny('s_read', 1),
    r_read: tiny('r_read'),
    ...timestamps(),
  },
  (t) => [index('chat_contents_sid_rid_idx').on(t.sid, t.rid), index('chat_contents_rid_sid_idx').on(t.rid, t.sid)],
);
