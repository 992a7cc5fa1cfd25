import type { Db } from '../db/client.ts';
import type { AppConfig } from '../config.ts';
import type { Kv } from '../lib/kv.ts';
import type { Input } from './input.ts';
import type { Lang } from './messages.ts';

import type { Area, Provider } from '@shop/contract/auth';

export type { Area, Provider };

export interface AuthInfo {
  tokenId: number;
  provider: Provider;
  area: Area;
  accountId: number;
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai. */
  expiresAt: string;
  /** What the area guards read of the live account (admins or users) the token belongs to: id, belong_id, is_super. */
  account: Record<string, unknown>;
}

/** The signed-in admin, resolved once per request by the Admin area guard. */
export interface AdminCtx {
  id: number;
  /** belong_id when non-zero, else id: the account that owns admin-scoped rows. */
  ownerId: number;
  isSuper: boolean;
}

/** The signed-in seller, resolved once per request by the Seller area guard. */
export interface SellerCtx {
  userId: number;
  /** Store owner's user id (the user itself, or its belong_id for a sub-account). */
  ownerId: number;
  isOwner: boolean;
  /** 0 only on the few routes allowed without a store (auth/info, auth/edit, load_menu). */
  storeId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: AppConfig;
    kv: Kv;
    /** Every named Admin route (for load_permission). */
    adminRouteNames: Set<string>;
  }
  interface FastifyRequest {
    input: Input;
    lang: Lang;
    /** undefined = not resolved yet; null = no valid token. */
    authInfo: AuthInfo | null | undefined;
    admin: AdminCtx | undefined;
    seller: SellerCtx | undefined;
    /** Home (storefront) user id, set by the home guard. */
    userId: number | undefined;
  }
  interface FastifyContextConfig {
    /** Route name as in the reference (`admin.admins.index`), used by Admin permissions. */
    name?: string;
    /** Seller routes that work before the user has a store. */
    storeOptional?: boolean;
    /** Admin routes every signed-in admin may call, whatever their roles. */
    anyAdmin?: boolean;
  }
}
