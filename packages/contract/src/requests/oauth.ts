import { z } from 'zod';
import { text } from '../input.ts';

/** Third-party logins the shop can start: WeChat inside its own browser (`weixin`) and the PC QR login. */
export const OAUTH_NAMES = ['weixin', 'weixinweb'] as const;
export type OauthName = (typeof OAUTH_NAMES)[number];

/** `ANY /api/oauth/callback/{name}` and `/api/callback/oauth/{name}`: the provider's return, read by the client. */
export const oauthCallbackRequestSchema = z.object({
  code: text().describe('Required. The code the provider appended to return_url'),
  state: text().describe('Required. The state the provider appended to return_url, as /api/oauth/{name} issued it'),
  inviter_id: z.coerce.number().int().min(0).optional().catch(undefined).describe('id of the inviting user'),
});

/** One provider bound to the caller's account (`GET /api/user/oauth`). */
export const oauthBindingSchema = z.object({
  id: z.number().int(),
  oauth_name: z.string().describe('weixin or weixinweb'),
  nickname: z.string(),
  headimgurl: z.string(),
  created_at: z.string().nullable(),
});
export type OauthBinding = z.infer<typeof oauthBindingSchema>;

/** `GET /api/oauth`: the providers an administrator has configured, so clients show only their buttons. */
export const oauthProvidersAnswerSchema = z.array(z.enum(OAUTH_NAMES));

/** `GET /api/user/oauth`. */
export const oauthBindingsAnswerSchema = z.array(oauthBindingSchema);

/** What the callback answers a signed-in shopper: the binding it made (a signed-out caller gets a token). */
export const oauthBoundAnswerSchema = z.object({ bound: oauthBindingSchema });
