import { z } from 'zod';

/** `GET /api/common`: what the storefront loads once at start. */
export const siteBootstrapAnswerSchema = z.object({
  classes: z.array(z.record(z.string(), z.unknown())).describe('the goods class tree'),
  brands: z.array(z.record(z.string(), z.unknown())),
  common: z.record(z.string(), z.unknown()).describe('the public settings'),
  ip: z.string().describe('the caller address'),
  cart: z.number().int().describe('cart lines of the signed-in shopper, 0 when signed out'),
});

/** `GET /api/cart_count`. */
export const cartCountAnswerSchema = z.number().int();
