/**
 * The shopper's referral pages: the team one level at a time (`GET /api/user/distributions`) and the commissions
 * earned (`GET /api/user/distribution_logs`, which qwshop wrongly answered with the team). Only the caller's own.
 */
import { and, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TeamMember } from '@shop/contract/distribution';
import { userCommissionRequestSchema, userTeamRequestSchema } from '@shop/contract/requests/distribution';
import type { Db } from '../../db/client.ts';
import { distributionLogs, users } from '../../db/schema/index.ts';
import { collection, paginator } from '../../http/paginate.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { logRows } from './rows.ts';

const MAX_PER_PAGE = 100;
const clampPage = (page: number, perPage: number) => ({
  page: Math.min(10_000, Math.max(1, page)),
  perPage: Math.min(MAX_PER_PAGE, Math.max(1, perPage)),
});

/**
 * Who is at `lev` (0 my invitees, 1 theirs, 2 the next) below `me`: each level is the users whose inviter is on the
 * level above. I never appear in my own team, even through an inviter loop.
 */
function teamCondition(db: Db, me: number, lev: number): SQL {
  const live = isNull(users.deleted_at);
  let above: SQL = eq(users.inviter_id, me);
  for (let i = 0; i < lev; i++) {
    const level = db
      .select({ id: users.id })
      .from(users)
      .where(and(above, live, ne(users.id, me)));
    above = inArray(users.inviter_id, level);
  }
  return and(above, live, ne(users.id, me))!;
}

export async function shopperDistributionRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/user/distributions',
    documented({
      tags: ['storefront'],
      summary: 'Own referral team, newest first: lev 0 invited by me, 1 by them, 2 the level below; paginator rows',
      query: userTeamRequestSchema,
    }),
    async (req) => {
      const input = parseInput(userTeamRequestSchema, req);
      const lev = [0, 1, 2].includes(input.lev) ? input.lev : 0;
      const { page, perPage } = clampPage(input.page, input.per_page);
      const db = req.server.db;
      const where = teamCondition(db, req.userId!, lev);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows: TeamMember[] = await db
        .select({
          id: users.id,
          username: users.username,
          nickname: users.nickname,
          avatar: users.avatar,
          inviter_id: users.inviter_id,
          login_time: users.login_time,
          last_login_time: users.last_login_time,
          created_at: users.created_at,
        })
        .from(users)
        .where(where)
        .orderBy(desc(users.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { code: 200, msg: 'ok', data: paginator(req, rows, Number(total?.n ?? 0), page, perPage) };
    },
  );

  app.get(
    '/user/distribution_logs',
    documented({
      tags: ['storefront'],
      summary: 'Own commissions, newest first (status 0 pending, 1 credited, 2 cancelled); formatted collection',
      query: userCommissionRequestSchema,
    }),
    async (req) => {
      const input = parseInput(userCommissionRequestSchema, req);
      const { page, perPage } = clampPage(input.page, input.per_page);
      const db = req.server.db;
      const where = and(
        eq(distributionLogs.user_id, req.userId!),
        isNull(distributionLogs.deleted_at),
        input.status === undefined ? undefined : eq(distributionLogs.status, input.status),
      );
      const [total] = await db.select({ n: count() }).from(distributionLogs).where(where);
      const rows = await db
        .select()
        .from(distributionLogs)
        .where(where)
        .orderBy(desc(distributionLogs.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      return { code: 200, msg: 'ok', data: collection(await logRows(db, rows), Number(total?.n ?? 0), page, perPage) };
    },
  );
}
