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

// The sign-in challenge's shapes and answer code live apart from the schemas: clients import them, and a value
// import of this file would bring zod into every client's first script (85 KB of the storefront entry).
export * from './sign-in-challenge.ts';

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
