import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tokenResponseSchema } from '@shop/contract/auth';
import {
  oauthBindingsAnswerSchema,
  oauthBoundAnswerSchema,
  oauthCallbackRequestSchema,
  oauthProvidersAnswerSchema,
} from '@shop/contract/requests/oauth';
import { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import { authOf, issueToken, tokenOpens } from '../../http/auth.ts';
import { fail } from '../../http/envelope.ts';
import { documented, parseInput, routeMethods } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { bindToUser, bindingsOf, createWechatUser, findBinding, unbind } from './accounts.ts';
import { issueState, spendState } from './state.ts';
import { authorizeUrl, configuredProviders, exchangeCode, providerSettings } from './wechat.ts';

const ANY = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

const nameOf = (req: FastifyRequest) => (req.params as { name: string }).name;

/**
 * The provider's return. Signed in to the storefront: binds this WeChat to the account. Signed out: signs in the
 * account bound to it, or creates one (qwshop's behaviour) and signs it in.
 */
async function callback(req: FastifyRequest) {
  const db = req.server.db;
  const { name, settings } = await providerSettings(db, nameOf(req));
  const input = parseInput(oauthCallbackRequestSchema, req);
  await spendState(req, name, input.state);
  if (!input.code) throw fail('oauthThr');
  const profile = await exchangeCode(settings, input.code);

  const auth = await authOf(req);
  if (auth && tokenOpens(auth, 'home')) {
    if (Number(auth.account.belong_id) > 0) throw fail('subNotAllowBuy');
    const bound = await bindToUser(db, { name, profile, userId: auth.accountId });
    return { code: 200, msg: 'ok', data: { bound } };
  }

  const found = await findBinding(db, profile);
  if (found?.subAccount) throw fail('subNotAllowBuy');
  let userId: number;
  if (found) {
    userId = found.userId;
    const [user] = await db.select({ login_time: users.login_time }).from(users).where(eq(users.id, userId));
    const now = shanghaiTime();
    await db
      .update(users)
      .set({ last_login_time: user?.login_time ?? now, login_time: now, ip: req.ip })
      .where(eq(users.id, userId));
  } else {
    userId = await createWechatUser(db, { name, profile, inviterId: input.inviter_id ?? 0, ip: req.ip });
  }
  const token = await issueToken(db, {
    provider: 'users',
    area: 'home',
    accountId: userId,
    ttlSeconds: req.server.config.tokenTtlSeconds,
  });
  return { code: 200, msg: 'ok', data: token };
}

const callbackDoc = documented({
  tags: ['auth'],
  summary: 'Finish a WeChat login: signed out, sign in (creating the account); signed in, bind this WeChat',
  body: oauthCallbackRequestSchema,
  answer: z.union([tokenResponseSchema, oauthBoundAnswerSchema]),
});

/** Third-party login: the list of configured providers, the start (302) and the return. */
export async function oauthPublicRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/oauth',
    documented({
      tags: ['auth'],
      summary: 'Third-party logins an administrator has configured',
      answer: oauthProvidersAnswerSchema,
    }),
    async (req) => ({ code: 200, msg: 'ok', data: [...(await configuredProviders(req.server.db)).keys()] }),
  );

  app.route({
    method: [...ANY],
    url: '/oauth/:name',
    ...documented({
      tags: ['auth'],
      summary: "Start a WeChat login (weixin, weixinweb): 302 to WeChat's authorize page with a fresh state",
    }),
    config: { attempts: true },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      const { name, settings } = await providerSettings(req.server.db, nameOf(req));
      const state = await issueState(req, reply, name);
      return reply.redirect(authorizeUrl(name, settings, state), 302);
    },
  });

  // qwshop's route, and the path its storefront actually calls.
  for (const url of ['/oauth/callback/:name', '/callback/oauth/:name']) {
    routeMethods(app, ANY, { url, ...callbackDoc, config: { attempts: true }, handler: callback });
  }
}

/** The signed-in shopper's bindings (`/user/oauth` page). */
export async function oauthHomeRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/oauth',
    documented({ tags: ['auth'], summary: 'Own third-party login bindings', answer: oauthBindingsAnswerSchema }),
    async (req) => ({ code: 200, msg: 'ok', data: await bindingsOf(req.server.db, req.userId!) }),
  );

  app.delete(
    '/user/oauth/:id',
    documented({ tags: ['auth'], summary: 'Remove one own third-party login binding' }),
    async (req) => {
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0) throw fail('oauth.notFound');
      await unbind(req.server.db, req.userId!, id);
      return { code: 200, msg: 'ok', data: [] };
    },
  );
}
