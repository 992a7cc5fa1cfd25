import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chatAddRequestSchema,
  chatContentRequestSchema,
  chatFriendsRequestSchema,
  chatReadRequestSchema,
  chatSendRequestSchema,
} from '@shop/contract/requests/chat';
import { invalid } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { paginator } from '../../http/paginate.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { history, listConversations, markRead, openConversation } from './conversations.ts';
import { chatIdentityOf } from './identity.ts';
import { parsePeer } from './rules.ts';
import { sendMessage } from './send.ts';

const HISTORY_MAX_PER_PAGE = 100;
const tags = ['chat'];

/**
 * `/api/Chat/*` (docs/chat.md): outside every area guard, as in qwshop, because a guest chats too; each route
 * derives the caller from `provider` and the bearer token (identity.ts) and only ever touches that caller's rows.
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/Chat/add',
    documented({
      tags,
      summary: 'Own chat identity {sid, stype}; with rid and rtype, opens (or touches) the conversation with them',
      body: chatAddRequestSchema,
      answer: z.object({ sid: z.string(), stype: z.string() }),
    }),
    async (req, reply) => {
      const input = parseInput(chatAddRequestSchema, req);
      const me = await chatIdentityOf(req, input.provider, reply);
      if (input.rid !== '' || input.rtype !== '')
        await openConversation(req.server.db, me, parsePeer(input.rid, input.rtype));
      return { code: 200, msg: 'ok', data: { sid: me.id, stype: me.type } };
    },
  );

  app.post(
    '/Chat/friends',
    documented({
      tags,
      summary: 'Own conversations, most recent first, with the last message and unread count',
      body: chatFriendsRequestSchema,
    }),
    async (req, reply) => {
      const input = parseInput(chatFriendsRequestSchema, req);
      const me = await chatIdentityOf(req, input.provider, reply);
      return { code: 200, msg: 'ok', data: await listConversations(req.server.db, me) };
    },
  );

  app.post(
    '/Chat/friend_content',
    documented({
      tags,
      summary:
        'Messages with one party (rid, rtype), newest first, paginated (50 a page); no rid and rtype: an empty page',
      body: chatContentRequestSchema,
    }),
    async (req, reply) => {
      const input = parseInput(chatContentRequestSchema, req);
      const me = await chatIdentityOf(req, input.provider, reply);
      // qwshop's chat windows ask for the history before any conversation is chosen, without rid and rtype; qwshop
      // answers an empty page, and a refusal would be an error toast on every open. Half a pair is still refused.
      const peer = input.rid === '' && input.rtype === '' ? null : parsePeer(input.rid, input.rtype);
      if (input.page < 1) throw invalid('badValue', { field: 'page' });
      const perPage = Math.min(HISTORY_MAX_PER_PAGE, Math.max(1, input.per_page));
      if (!peer) return { code: 200, msg: 'ok', data: paginator(req, [], 0, input.page, perPage) };
      const { rows, total } = await history(req.server.db, me, peer, input.page, perPage);
      return { code: 200, msg: 'ok', data: paginator(req, rows, total, input.page, perPage) };
    },
  );

  app.post(
    '/Chat/send',
    documented({
      tags,
      summary: 'Send a text or an uploaded picture (content_type image, content /uploads/... URL) to rid/rtype',
      body: chatSendRequestSchema,
    }),
    async (req, reply) => {
      const input = parseInput(chatSendRequestSchema, req);
      const me = await chatIdentityOf(req, input.provider, reply);
      const peer = parsePeer(input.rid, input.rtype);
      await sendMessage(req.server.db, req.server.kv, me, peer, { ...input, address: req.ip });
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.post(
    '/Chat/read',
    documented({
      tags,
      summary: 'Mark the messages of rid/rtype to the caller as read; answers how many were unread',
      body: chatReadRequestSchema,
      answer: z.number(),
    }),
    async (req, reply) => {
      const input = parseInput(chatReadRequestSchema, req);
      const me = await chatIdentityOf(req, input.provider, reply);
      const peer = parsePeer(input.rid, input.rtype);
      return { code: 200, msg: 'ok', data: await markRead(req.server.db, me, peer) };
    },
  );
}
