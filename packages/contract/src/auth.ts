import { z } from 'zod';

export const AREAS = ['home', 'admin', 'seller'] as const;
export type Area = (typeof AREAS)[number];
export type Provider = 'users' | 'admins';

/**
 * POST /api/login. `sign` is the solved challenge of POST /api/captcha (the ALTCHA payload), when one is asked. `area` asks for a token of that one area; without
 * it (qwshop's clients) a users token opens the storefront, plus the Seller area for a store's owner or staff.
 */
export const loginRequestSchema = z.object({
  username: z.string().min(1).max(30),
  password: z.string().min(1).max(64),
  provider: z.enum(['users', 'admins']).default('users'),
  sign: z.string().max(4000).optional(),
  area: z.enum(['home', 'seller']).optional(),
  type: z.enum(['username', 'phone']).optional(),
  code: z.string().max(10).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /api/captcha: an ALTCHA proof-of-work challenge for the next sign-in of a username from this address, at the
 * work that sign-in will ask for. `required` says whether it will ask (always for the Admin unless ADMIN_CAPTCHA is
 * off; for the others after a few failures from the address). The solved payload travels as the login's `sign`.
 */
export interface SignInChallenge {
  required: boolean;
  /** Hashes the challenge is worth: grows with the failures of the account and the address. */
  work: number;
  /** Seconds the challenge can be solved and used, once. */
  expires_in: number;
  /** The widget's `challenge` (altcha-lib v2): signed parameters. */
  challenge: { parameters: ChallengeParameters; signature?: string };
}

/** altcha-lib v2's challenge parameters, as signed by the server (the widget reads them as they are). */
export interface ChallengeParameters {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength: number;
  keyPrefix: string;
  keySignature?: string;
  memoryCost?: number;
  parallelism?: number;
  expiresAt?: number;
  data?: Record<string, string | number | boolean | null>;
}

/** The login's answer code when a (new) challenge must be solved first; `data` is `{challenge: true, work}`. */
export const CHALLENGE_REQUIRED = 428;

export const tokenResponseSchema = z.object({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** A back-office menu node as load_menu returns it (`children` omitted on leaves). */
export interface MenuEntry {
  id: number;
  pid: number;
  name: string;
  ename: string;
  icon: string;
  apis: string;
  view: string;
  is_open: number;
  is_sort: number;
  lev: number;
  children?: MenuEntry[];
  /** Set client-side on the active module tab. */
  checked?: boolean;
}

/** The signed-in account as `{area}auth/info` returns it. */
export interface AccountInfo {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  belong_id: number;
  /** Admin area: first menu path to open after login. */
  defaultUrl?: string;
  /** Storefront/Seller: whether real-name information was submitted. */
  check?: boolean;
  /** Storefront/Seller: 1 when the account has a payment password (balance payments need one), 0 when not. */
  has_pay_password?: 0 | 1;
  /** Storefront/Seller: 1 when the account has a login password, 0 when not (an account made by a WeChat sign-in). */
  has_password?: 0 | 1;
  money?: string;
  frozen_money?: string;
  integral?: string;
  [key: string]: unknown;
}
