import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/envelope.ts';

/**
 * Admin-owned content (articles, article menus, notices, ad spaces, ads) belongs to the creating admin's
 * effective owner (`belong_id` if set, else the admin's id; reference §2.14): every read, write and delete of
 * another owner's rows misses by construction.
 */
export const adminOwner = {
  column: 'belong_id',
  value: (req: FastifyRequest): number => {
    if (!req.admin) throw unauthorized();
    return req.admin.ownerId;
  },
};
