import { z } from 'zod';
import { integer, pageFields, optionalInteger } from '../input.ts';

/** `GET /api/user/distributions`: the shopper's referral team, one level at a time. */
export const userTeamRequestSchema = z.object({
  lev: integer(0).describe('0 (default) members I invited, 1 those they invited, 2 the level below'),
  ...pageFields,
});

/** `GET /api/user/distribution_logs`: the shopper's own commissions, newest first. */
export const userCommissionRequestSchema = z.object({
  status: optionalInteger(-1).describe('0 pending, 1 credited, 2 cancelled; absent or empty: all'),
  ...pageFields,
});
