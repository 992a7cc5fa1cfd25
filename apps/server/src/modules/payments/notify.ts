import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orderPays } from '../../db/schema/index.ts';
import { bumpCounters } from '../catalog/cache.ts';
import { toCents } from '../catalog/money.ts';
import { verifyAlipayNotice, verifyWechatNotice, type VerifiedNotice } from './providers.ts';
import { settlePayment } from './settle.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** qwshop's failure answer: HTTP 200, so the provider retries later. */
const refused = (msg: string) => ({ status: false, data: [], msg });

async function verified(
  req: FastifyRequest<{ Params: { name: string; device: string } }>,
): Promise<VerifiedNotice | undefined> {
  const { name, device } = req.params;
  if (!/^[a-z]{2,6}$/.test(device)) return undefined;
  if (name === 'wechat') return verifyWechatNotice(req.server.db, device, req.headers, req.rawBody ?? '');
  if (name === 'alipay') {
    const params = Object.fromEntries(Object.entries(req.input).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    return verifyAlipayNotice(req.server.db, device, params);
  }
  return undefined;
}

/**
 * `ANY /api/payment/{name}/{device}`: a provider's asynchronous notification. Only a notification whose signature
 * checks out, for a known payment of that provider and exactly its amount, pays; a replay finds the payment paid
 * and changes nothing, and the unique (provider, trade no) index refuses one trade paying two payments.
 */
export async function paymentNotifyRoutes(app: FastifyInstance): Promise<void> {
  // WeChat signs the body's exact bytes: keep them before JSON parsing.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = body as string;
    try {
      done(null, body ? (JSON.parse(body as string) as unknown) : {});
    } catch {
      done(null, {});
    }
  });

  app.all<{ Params: { name: string; device: string } }>(
    '/payment/:name/:device',
    { schema: { tags: ['payments'], summary: 'Payment notification of WeChat Pay (v3) or Alipay' } },
    async (req, reply) => {
      const notice = await verified(req);
      if (!notice) return refused('sign error');
      if (!notice.paid) return refused('not paid');
      const db = req.server.db;
      const [pay] = await db
        .select()
        .from(orderPays)
        .where(and(eq(orderPays.pay_no, notice.payNo), eq(orderPays.payment_name, req.params.name)));
      if (!pay || toCents(pay.total) !== notice.cents || !notice.tradeNo) return refused('order error');
      try {
        const now = await db.transaction((tx) => settlePayment(tx, pay.id, { tradeNo: notice.tradeNo }));
        if (now) {
          req.server.metrics.payments.inc({ method: req.params.name });
          await bumpCounters(req.server.kv);
        }
      } catch (e) {
        req.log.error(e, 'payment notification could not be applied');
        return refused('apply error');
      }
      if (req.params.name === 'alipay') return reply.type('text/plain').send('success');
      return { code: 'SUCCESS', message: '成功' };
    },
  );
}
