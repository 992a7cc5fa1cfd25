import type { FastifyInstance } from 'fastify';

type Routes = (app: FastifyInstance) => Promise<void>;

/** A domain's routes, grouped by the area they live in; app.ts mounts each group behind its area guard. */
export interface ShopModule {
  name: string;
  /** Under /api, no login required (some read an optional token themselves). */
  public?: Routes;
  /** Under /api, storefront token required. */
  home?: Routes;
  /** Under /api/Admin, admin token + route permission required. */
  admin?: Routes;
  /** Under /api/Seller, seller token required (and a store unless the route says storeOptional). */
  seller?: Routes;
}
