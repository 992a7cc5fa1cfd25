import { z } from 'zod';
import { integer, secret, text } from '../input.ts';

/**
 * `/api/Chat/*` inputs. Every route reads the caller's identity from `provider` and the bearer token (the clients
 * copy their `token` body field into the Authorization header); the routes check the values themselves.
 */
const identity = {
  provider: text().describe('users | admins | anonymous (default): whose token the caller presents'),
  token: secret().describe('Ignored by the server: the clients move it into the Authorization header'),
};

const peer = {
  rid: text().describe('The other party: a users.id / admins.id, or a guest id (32 hex)'),
  rtype: text().describe('users | admins | anonymous'),
};

/** `POST /api/Chat/add`: the own identity; with rid and rtype, also opens the conversation with them. */
export const chatAddRequestSchema = z.object({ ...identity, ...peer });

/** `POST /api/Chat/friends`: the caller's conversations, most recent first. */
export const chatFriendsRequestSchema = z.object(identity);

/** `POST /api/Chat/friend_content`: the messages with one party, newest first. */
export const chatContentRequestSchema = z.object({
  ...identity,
  ...peer,
  page: integer(1).describe('1-based page'),
  per_page: integer(50).describe('messages per page (50 when absent, at most 100)'),
});

/** `POST /api/Chat/send`: a text, or the URL of a picture uploaded to this shop. */
export const chatSendRequestSchema = z.object({
  ...identity,
  ...peer,
  content_type: text().describe('text (default) | image'),
  content: z
    .union([z.string(), z.number()])
    .optional()
    .catch('')
    .transform((v) => (v === undefined ? '' : String(v)))
    .describe('The text (at most 1000 characters), or an /uploads/ picture URL'),
});

/** `POST /api/Chat/read`: marks the other party's messages to the caller as read. */
export const chatReadRequestSchema = z.object({ ...identity, ...peer });
