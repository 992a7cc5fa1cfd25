import type { FastifyRequest } from 'fastify';
import type { AdminCtx, SellerCtx } from './context.ts';
import { fail, unauthorized } from './envelope.ts';

/**
 * The caller's tenancy, as the area guards (areas.ts) resolved it. Routes read it only through these helpers,
 * so a handler mounted outside its guard, or a store-less seller on a store route, is refused instead of
 * silently acting on store 0 or on nobody's rows.
 */
export function sellerScope(req: FastifyRequest): SellerCtx {
  const seller = req.seller;
  if (!seller) throw unauthorized();
  if (!seller.storeId) throw fail('store.notMall');
  return seller;
}

/** The signed-in admin and the owner its admin-scoped rows belong to. */
export function adminScope(req: FastifyRequest): AdminCtx {
  if (!req.admin) throw unauthorized();
  return req.admin;
}

/** A resource's row ownership: every read, write and delete stays inside the value of `column` for the caller. */
export interface OwnerScope {
  column: string;
  value: (req: FastifyRequest) => number;
  /** A column whose value is the owner itself: that row (the owner's own account) is in scope too. */
  ownRow?: string;
}

/** Rows of the caller's store, held in `column` (usually `store_id`). */
export const byStore = (column: string): OwnerScope => ({ column, value: (req) => sellerScope(req).storeId });

/** Seller accounts and roles: their `belong_id` is the store owner's user id. */
export const byStoreOwner: OwnerScope = { column: 'belong_id', value: (req) => sellerScope(req).ownerId };

/**
 * Admin-owned rows (back-office accounts, roles, content): their `belong_id` is the creating admin's effective
 * owner, so another owner's rows miss by construction.
 */
export const byAdminOwner: OwnerScope = { column: 'belong_id', value: (req) => adminScope(req).ownerId };

/** A shopper's own rows (addresses, favourites): `user_id` is the signed-in user. */
export const byUser: OwnerScope = {
  column: 'user_id',
  value: (req) => {
    if (!req.userId) throw unauthorized();
    return req.userId;
  },
};
