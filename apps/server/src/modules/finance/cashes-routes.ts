import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CASH_STATUS } from '@shop/contract/finance';
import {
  adminCashReviewRequestSchema,
  sellerCashRequestSchema,
  userCashRequestSchema,
} from '@shop/contract/requests/finance';
import {
  adminCashes as adminDescriptor,
  sellerCashes as sellerDescriptor,
  userCashes as userDescriptor,
} from '@shop/contract/resources/finance';
import { cashes, userChecks } from '../../db/schema/index.ts';
import { badInput, fail, invalid } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { defineResource, parseIds } from '../../http/resource.ts';
import { parseId } from '../../http/resource/values.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { sellerScope } from '../../http/scope.ts';
import { cancelStoreCashes, feeBasisPoints, requestCash, requestedCents, reviewCash } from './cashes-rules.ts';

/** Bank card numbers: 12 to 30 digits (as the real-name check accepts them). */
const BANK_CARD = /^\d{12,30}$/;

/** A text field of at most `max` characters; `required` ones must not be empty. */
function field(value: string, name: string, max: number, required: boolean): string {
  if (required && !value) throw invalid('required', { field: name });
  if ([...value].length > max) throw invalid('tooLong', { field: name, max });
  return value;
}

const ok = (lang: Parameters<typeof translate>[0], data: unknown = []) => ({
  code: 200,
  msg: translate(lang, 'success'),
  data,
});

/** The shopper's own requests (raw rows, newest first). */
export const userCashList = defineResource({ descriptor: userDescriptor, table: cashes, verbs: ['index'] });

/** The store's own requests. */
export const sellerCashList = defineResource({ descriptor: sellerDescriptor, table: cashes, verbs: ['index', 'show'] });

/** Every request, the shoppers' and the stores'. */
export const adminCashList = defineResource({ descriptor: adminDescriptor, table: cashes, verbs: ['index', 'show'] });

/** `POST /api/user/cashes`: withdraw to the bank account of the shopper's real-name check. */
export async function userCashRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/cashes',
    documented({
      tags: ['users'],
      summary: 'Request a withdrawal of money (gross, fee per config store.cash) to the bank of the real-name check',
      body: userCashRequestSchema,
    }),
    async (req) => {
      const input = parseInput(userCashRequestSchema, req);
      const gross = requestedCents(input.money);
      const remark = field(input.remark, 'remark', 30, false);
      const userId = req.userId!;
      const db = req.server.db;
      const [check] = await db
        .select()
        .from(userChecks)
        .where(and(eq(userChecks.user_id, userId), isNull(userChecks.deleted_at)))
        .orderBy(userChecks.id)
        .limit(1);
      if (!check || !check.bank_no) throw fail('cash.noCheck');
      const basisPoints = await feeBasisPoints(db);
      await db.transaction((tx) =>
        requestCash(tx, {
          owner: { belong: 'user', id: userId },
          grossCents: gross,
          basisPoints,
          name: check.name,
          // The account paid into is the bank card of the check (qwshop copied the ID card number here).
          card_no: check.bank_no,
          bank_name: check.bank_name,
          remark,
        }),
      );
      return ok(req.lang);
    },
  );
}

/** `POST /api/Seller/cashes` (withdraw the store balance) and `DELETE /api/Seller/cashes/{ids}` (take pending ones back). */
export async function sellerCashRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/cashes',
    {
      config: { name: 'seller.cashes.store' },
      ...documented({
        tags: ['seller'],
        summary:
          'Request a withdrawal of the store balance (gross, fee per config store.cash) to the bank account given',
        body: sellerCashRequestSchema,
      }),
    },
    async (req) => {
      const { storeId } = sellerScope(req);
      const input = parseInput(sellerCashRequestSchema, req);
      const name = field(input.name, 'name', 20, true);
      const bankName = field(input.bank_name, 'bank_name', 30, true);
      const cardNo = field(input.card_no, 'card_no', 30, true);
      if (!BANK_CARD.test(cardNo)) throw invalid('badValue', { field: 'card_no' });
      const gross = requestedCents(input.money);
      const remark = field(input.remark, 'remark', 30, false);
      const basisPoints = await feeBasisPoints(req.server.db);
      await req.server.db.transaction((tx) =>
        requestCash(tx, {
          owner: { belong: 'store', id: storeId },
          grossCents: gross,
          basisPoints,
          name,
          card_no: cardNo,
          bank_name: bankName,
          remark,
        }),
      );
      return ok(req.lang);
    },
  );

  app.delete<{ Params: { ids: string } }>(
    '/cashes/:ids',
    {
      config: { name: 'seller.cashes.destroy' },
      ...documented({
        tags: ['seller'],
        summary: 'Cancel pending requests of the store (comma-separated ids): the gross amount returns to the balance',
      }),
    },
    async (req) => {
      const { storeId } = sellerScope(req);
      const ids = parseIds(req.params.ids);
      if (!ids.length) throw badInput('badValue', { field: 'ids' });
      const n = await req.server.db.transaction((tx) => cancelStoreCashes(tx, storeId, ids));
      return ok(req.lang, n);
    },
  );
}

/** `PUT|PATCH /api/Admin/cashes/{id}`: pay out or refuse a pending request (or edit its remark). */
export async function adminCashRoutes(app: FastifyInstance): Promise<void> {
  const opts = {
    config: { name: 'admin.cashes.update' },
    ...documented({
      tags: ['admin'],
      summary: 'Review a withdrawal: cash_status 1 paid / 2 refused (refuse_info required), only while pending',
      body: adminCashReviewRequestSchema,
    }),
  };
  const handler = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const id = parseId(req.params.id);
    const input = parseInput(adminCashReviewRequestSchema, req);
    if (!['', '0', '1', '2'].includes(input.cash_status)) throw invalid('cash.badStatus');
    const status = input.cash_status === '' ? CASH_STATUS.pending : Number(input.cash_status);
    const refuseInfo = field(input.refuse_info, 'refuse_info', 255, false);
    if (status === CASH_STATUS.refused && !refuseInfo) throw invalid('cash.refuseInfo');
    const remark = input.remark === undefined ? undefined : field(input.remark, 'remark', 30, false);
    await req.server.db.transaction((tx) => reviewCash(tx, id, { status, refuseInfo, remark }));
    return ok(req.lang);
  };
  app.put<{ Params: { id: string } }>('/cashes/:id', opts, handler);
  app.patch<{ Params: { id: string } }>('/cashes/:id', opts, handler);
}
