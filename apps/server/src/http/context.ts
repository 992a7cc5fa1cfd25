import type { Db } from '../db/client.ts';
import type { AppConfig } from '../config.ts';
import type { Kv } from '../lib/kv.ts';
import type { Input } from './input.ts';
import type { Lang } from './messages.ts';
import type { SellerRoute } from './seller-access.ts';

import type { Area, Provider } from '@shop/contract/auth';

export type { Area, Provider };

/**
 * What `access_tokens.area` holds: the one area a token opens, or 'home+sell', the storefront and the Seller area
 * together (a login that names no area, as qwshop's clients sign in to the Seller area, by a store's owner).
 */
export type TokenArea = Area | 'home+sell';

export interface AuthInfo {
  tokenId: number;
  provider: Provider;
  area: TokenArea;
  accountId: number;
  /** 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai. */
  expiresAt: string;
  /** What the area guards read of the live account (admins or users) the token belongs to: id, belong_id, is_super. */
  account: Record<string, unknown>;
  /** The token a sliding renewal issued in this request (sent in the `Authorization` answer header), if any. */
  renewedTokenId?: number;
}

/** Where an API route lives: which guard, if any, stands in front of it. */
export type RouteArea = 'public' | 'home' | 'admin' | 'seller';

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
    /** Every Seller route with what it asks of staff (filled as routes register; the security suite reads it). */
    sellerRoutes: SellerRoute[];
    /** Every API route (`METHOD url`) and the area guarding it, filled as routes are added. */
    routeAreas: Map<string, RouteArea>;
    /** Every Admin and Seller route (`METHOD url`) whose calls the audit trail records, filled as routes are added. */
    auditedRoutes: Set<string>;
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
    /** Route name as in qwshop (`admin.admins.index`), used by Admin permissions. */
    name?: string;
    /** Seller routes that work before the user has a store. */
    storeOptional?: boolean;
    /** Admin routes every signed-in admin may call, whatever their roles. */
    anyAdmin?: boolean;
    /** Seller routes every staff member may call, whatever their roles (own profile, own menu, uploads). */
    anyStaff?: boolean;
    /** Seller routes only the store owner may call: no role opens them to staff. */
    ownerOnly?: boolean;
    /** Admin routes only the super admin may call, whatever permissions a role grants (the audit trail). */
    superOnly?: boolean;
    /**
     * Whether the audit trail records calls of this Admin or Seller route. Unset: every method but GET, HEAD and
     * OPTIONS. `true` for a route that changes state whatever method it is called with (qwshop's clients send some
     * writes as GET), `false` for one that only reads although its clients post to it.
     */
    audit?: boolean;
  }
}
