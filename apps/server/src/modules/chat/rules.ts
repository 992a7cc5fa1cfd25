import { CHAT_TEXT_MAX, CHAT_TYPES, type ChatContentType, type ChatType } from '@shop/contract/chat';
import { UPLOADS_URL } from '../../lib/file-store.ts';
import { invalid } from '../../http/envelope.ts';

export interface Peer {
  id: string;
  type: ChatType;
}

const isChatType = (s: string): s is ChatType => (CHAT_TYPES as readonly string[]).includes(s);

/** An account id as text: what chat_friends holds for users and admins. */
const ACCOUNT_ID = /^[1-9]\d{0,8}$/;
/** A guest id: 32 hex characters (random now; the md5 of an address in rows from before, still well-formed). */
const GUEST_ID = /^[0-9a-f]{32}$/;

/** The addressed party; a malformed id or type is a bad value (422), whatever it points at. */
export function parsePeer(rid: string, rtype: string): Peer {
  if (!isChatType(rtype)) throw invalid('badValue', { field: 'rtype' });
  if (!(rtype === 'anonymous' ? GUEST_ID : ACCOUNT_ID).test(rid)) throw invalid('badValue', { field: 'rid' });
  return { id: rid, type: rtype };
}

/**
 * A picture is only ever a file this shop stored under /uploads/ (a path, no host, no query, no `..`): a message can
 * neither load a third party's resource in the reader's browser nor point outside the uploads.
 */
const OWN_PICTURE = new RegExp(`^${UPLOADS_URL}(/[A-Za-z0-9_-]+)+\\.(jpe?g|png|gif|webp)$`);

/**
 * The stored form of a message: text as typed (the clients show it as text, never as HTML) up to CHAT_TEXT_MAX
 * characters and not blank; a picture as its /uploads/ path.
 */
export function parseContent(contentType: string, content: string): { type: ChatContentType; content: string } {
  const type = contentType === '' ? 'text' : contentType;
  if (type === 'text') {
    if (content.trim() === '' || [...content].length > CHAT_TEXT_MAX || content.includes('\0'))
      throw invalid('badValue', { field: 'content' });
    return { type, content };
  }
  if (type === 'image') {
    if (!OWN_PICTURE.test(content)) throw invalid('badValue', { field: 'content' });
    return { type, content };
  }
  throw invalid('badValue', { field: 'content_type' });
}
