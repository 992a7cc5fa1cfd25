/**
 * WeChat web authorisation (official-account H5 and the PC QR login): the authorize URL, and the exchange of the
 * returned code for the user's profile (`sns/oauth2/access_token`, then `sns/userinfo`). Settings come from the
 * `oauth` site setting, one group per name: `{client_id, key, return_url}`, plus an optional `gateway` (the API base
 * URL, as the `pay` groups have one) so tests and proxies can stand in for api.weixin.qq.com.
 */
import type { OauthName } from '@shop/contract/requests/oauth';
import { OAUTH_NAMES } from '@shop/contract/requests/oauth';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/envelope.ts';
import { readConfigs } from '../system/configs.ts';

const API_GATEWAY = 'https://api.weixin.qq.com';
const TIMEOUT_MS = 10_000;

/** The PC login shows a QR code to scan; inside WeChat's browser the account is asked directly. */
const AUTHORIZE: Record<OauthName, { url: string; scope: string }> = {
  weixinweb: { url: 'https://open.weixin.qq.com/connect/qrconnect', scope: 'snsapi_login' },
  weixin: { url: 'https://open.weixin.qq.com/connect/oauth2/authorize', scope: 'snsapi_userinfo' },
};

export interface WechatSettings {
  client_id: string;
  key: string;
  return_url: string;
  gateway: string;
}

export interface WechatProfile {
  openid: string;
  unionid: string;
  nickname: string;
  /** WeChat's convention: 1 male, 2 female, 0 unknown. */
  sex: number;
  headimgurl: string;
}

export const isOauthName = (name: string): name is OauthName => OAUTH_NAMES.some((n) => n === name);

const field = (group: Record<string, unknown>, key: string): string => {
  const v = group[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
};

/** Every configured provider's settings; a provider lacking its app id, secret or return URL is not offered. */
export async function configuredProviders(db: Db): Promise<Map<OauthName, WechatSettings>> {
  const oauth = (await readConfigs(db, ['oauth'])).oauth;
  const out = new Map<OauthName, WechatSettings>();
  if (!oauth || typeof oauth !== 'object') return out;
  for (const name of OAUTH_NAMES) {
    const group = oauth[name];
    if (!group || typeof group !== 'object' || Array.isArray(group)) continue;
    const s: WechatSettings = {
      client_id: field(group, 'client_id'),
      key: field(group, 'key'),
      return_url: field(group, 'return_url'),
      gateway: field(group, 'gateway') || API_GATEWAY,
    };
    if (s.client_id && s.key && s.return_url) out.set(name, s);
  }
  return out;
}

/** The settings of `name`, or qwshop's configuration error when it is unknown or not configured. */
export async function providerSettings(db: Db, name: string): Promise<{ name: OauthName; settings: WechatSettings }> {
  const settings = isOauthName(name) ? (await configuredProviders(db)).get(name) : undefined;
  if (!isOauthName(name) || !settings) throw fail('configThr');
  return { name, settings };
}

export function authorizeUrl(name: OauthName, s: WechatSettings, state: string): string {
  const q = new URLSearchParams({
    appid: s.client_id,
    redirect_uri: s.return_url,
    response_type: 'code',
    scope: AUTHORIZE[name].scope,
    state,
  });
  return `${AUTHORIZE[name].url}?${q.toString()}#wechat_redirect`;
}

/** GET on the WeChat API; any transport failure or `errcode` answer is the provider failing, never a 500. */
async function wechatGet(s: WechatSettings, path: string, query: Record<string, string>) {
  let body: unknown;
  try {
    const res = await fetch(`${s.gateway}${path}?${new URLSearchParams(query).toString()}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    body = await res.json();
  } catch {
    throw fail('oauthThr');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw fail('oauthThr');
  const out: Record<string, unknown> = { ...body };
  if (out.errcode !== undefined && Number(out.errcode) !== 0) throw fail('oauthThr');
  return out;
}

const str = (v: unknown, max: number): string => (typeof v === 'string' ? v.slice(0, max) : '');

/** The profile of the WeChat user who authorised `code`. */
export async function exchangeCode(s: WechatSettings, code: string): Promise<WechatProfile> {
  const token = await wechatGet(s, '/sns/oauth2/access_token', {
    appid: s.client_id,
    secret: s.key,
    code,
    grant_type: 'authorization_code',
  });
  const accessToken = str(token.access_token, 512);
  const openid = str(token.openid, 60);
  if (!accessToken || !openid) throw fail('oauthThr');
  const info = await wechatGet(s, '/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
  // The token answer names the account; a userinfo answer about someone else is not trusted.
  if (str(info.openid, 60) !== openid) throw fail('oauthThr');
  return {
    openid,
    unionid: str(info.unionid, 60) || str(token.unionid, 60),
    nickname: str(info.nickname, 60),
    sex: [0, 1, 2].includes(Number(info.sex)) ? Number(info.sex) : 0,
    headimgurl: /^https?:\/\//.test(str(info.headimgurl, 255)) ? str(info.headimgurl, 255) : '',
  };
}
