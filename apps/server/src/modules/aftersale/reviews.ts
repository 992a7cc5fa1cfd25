import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORDER_STATUS, type OrderCommentItem } from '@shop/contract/orders';
import {
  adminOrderComments,
  sellerOrderComments,
  userComments as userCommentsDescriptor,
} from '@shop/contract/resources/aftersale';
import { reviewCreateRequestSchema, reviewEditRequestSchema } from '@shop/contract/requests/aftersale';
import type { Db, Tx } from '../../db/client.ts';
import { goods, orderComments, orderGoods, orders, users } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { translate } from '../../http/messages.ts';
import { defineResource, type Row } from '../../http/resource.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { imageList, thumb } from '../catalog/thumbs.ts';
import { creditOrderPoints } from '../integral/earn.ts';
import { lockOrder } from '../orders/transitions.ts';
import { uploadedImages } from './refunds.ts';

export interface ReviewInput {
  score: number;
  agree: number;
  service: number;
  speed: number;
  content: string;
  image: string[];
}

/** The automatic review the timed task writes for orders nobody reviewed in time. */
export const AUTO_REVIEW: ReviewInput = { score: 5, agree: 5, service: 5, speed: 5, content: '非常好！', image: [] };
const MAX_TEXT = 500;

/**
 * Reviews an order in "waiting comment": one review per order line, then the order completes.
 * Takes the order's row lock; answers false (nothing written) when the order is not waiting for a review.
 */
export async function writeOrderReviews(tx: Tx, orderId: number, review: ReviewInput): Promise<boolean> {
  const order = await lockOrder(tx, eq(orders.id, orderId));
  if (!order || order.order_status !== ORDER_STATUS.waitComment) return false;
  const lines = await tx.select().from(orderGoods).where(eq(orderGoods.order_id, orderId));
  const now = shanghaiTime();
  if (lines.length) {
    await tx.insert(orderComments).values(
      lines.map((l) => ({
        user_id: order.user_id,
        order_id: order.id,
        goods_id: l.goods_id,
        store_id: order.store_id,
        score: String(review.score),
        agree: String(review.agree),
        service: String(review.service),
        speed: String(review.speed),
        content: review.content,
        image: review.image.join(','),
        reply: '',
        created_at: now,
        updated_at: now,
      })),
    );
  }
  await tx
    .update(orders)
    .set({ order_status: ORDER_STATUS.completed, comment_time: now, updated_at: now })
    .where(eq(orders.id, order.id));
  await creditOrderPoints(tx, order);
  return true;
}

function rating(s: string): number {
  if (s === '') return 5;
  if (!/^[1-5]$/.test(s)) throw invalid('comment.badScore');
  return Number(s);
}

function reviewInput(input: z.output<typeof reviewEditRequestSchema>): ReviewInput {
  const { content } = input;
  if (content.length > MAX_TEXT) throw invalid('badValue', { field: 'content' });
  return {
    score: rating(input.score),
    agree: rating(input.agree),
    service: rating(input.service),
    speed: rating(input.speed),
    content,
    image: imageList(uploadedImages(input.image)),
  };
}

/** OrderCommentCollection items: reviewer, goods picture and name, ratings, pictures, reply. */
async function commentItems(db: Db, rows: Row[]): Promise<OrderCommentItem[]> {
  const list = rows as unknown as (typeof orderComments.$inferSelect)[];
  const userIds = [...new Set(list.map((r) => r.user_id))];
  const goodsIds = [...new Set(list.map((r) => r.goods_id))];
  const [us, gs] = await Promise.all([
    userIds.length
      ? db
          .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
    goodsIds.length
      ? db
          .select({ id: goods.id, goods_name: goods.goods_name, image: goods.goods_master_image })
          .from(goods)
          .where(inArray(goods.id, goodsIds))
      : [],
  ]);
  return list.map((r) => {
    const u = us.find((x) => x.id === r.user_id);
    const g = gs.find((x) => x.id === r.goods_id);
    return {
      id: r.id,
      nickname: u?.nickname ?? '',
      avatar: u?.avatar ?? '',
      goods_master_image: thumb(g?.image ?? '', 300),
      goods_name: g?.goods_name ?? '',
      score: r.score,
      agree: r.agree,
      service: r.service,
      speed: r.speed,
      content: r.content,
      image: imageList(r.image),
      reply: r.reply,
      reply_time: r.reply ? r.reply_time : null,
      created_at: r.created_at ?? '',
    };
  });
}

const format = {
  list: (rows: Row[], ctx: { req: { server: { db: Db } } }) => commentItems(ctx.req.server.db, rows),
  show: async (row: Row, ctx: { req: { server: { db: Db } } }) => (await commentItems(ctx.req.server.db, [row]))[0],
};
/** A reply to a review; its time is now. */
const replyHook = {
  beforeWrite: (values: Row) => {
    const reply = typeof values.reply === 'string' ? values.reply.trim() : '';
    if (!reply) throw invalid('required', { field: 'reply' });
    if (reply.length > MAX_TEXT) throw invalid('badValue', { field: 'reply' });
    values.reply = reply;
    values.reply_time = shanghaiTime();
  },
};

/** Every review of the platform (Admin reviews page): read, reply, delete. */
export const adminComments = defineResource({
  descriptor: adminOrderComments,
  table: orderComments,
  verbs: ['index', 'show', 'update', 'destroy'],
  format,
  hooks: replyHook,
});

/** The store's reviews (Seller reviews page): read and reply, its own only. */
export const sellerComments = defineResource({
  descriptor: sellerOrderComments,
  table: orderComments,
  verbs: ['index', 'show', 'update'],
  format,
  hooks: replyHook,
});

/** The shopper's own reviews, and reviewing an order. */
export const userComments = defineResource({
  descriptor: userCommentsDescriptor,
  table: orderComments,
  verbs: ['index', 'show'],
  format,
});

export async function userReviewRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/user/comments',
    documented({
      tags: ['aftersale'],
      summary: 'Review an own order waiting for its review',
      body: reviewCreateRequestSchema,
      answer: z.array(z.never()),
    }),
    async (req) => {
      const input = parseInput(reviewCreateRequestSchema, req);
      const orderText = input.order_id;
      if (!/^\d{1,9}$/.test(orderText)) throw fail('order.empty');
      const review = reviewInput(input);
      await req.server.db.transaction(async (tx) => {
        const [order] = await tx
          .select({ user_id: orders.user_id })
          .from(orders)
          .where(and(eq(orders.id, Number(orderText)), isNull(orders.deleted_at)));
        if (!order) throw fail('comment.notFoundOrder');
        if (order.user_id !== req.userId) throw fail('comment.notAllow');
        // Not waiting for a review (already reviewed): nothing happens, as in qwshop.
        await writeOrderReviews(tx, Number(orderText), review);
      });
      return { code: 200, msg: translate(req.lang, 'success'), data: [] };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/user/comments/:id',
    documented({
      tags: ['aftersale'],
      summary: 'Edit an own review (ratings, text, pictures)',
      body: reviewEditRequestSchema,
      answer: z.number().int().describe('1'),
    }),
    async (req) => {
      const review = reviewInput(parseInput(reviewEditRequestSchema, req));
      const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
      const updated = await req.server.db
        .update(orderComments)
        .set({
          score: String(review.score),
          agree: String(review.agree),
          service: String(review.service),
          speed: String(review.speed),
          content: review.content,
          image: review.image.join(','),
          updated_at: shanghaiTime(),
        })
        .where(and(eq(orderComments.id, id), eq(orderComments.user_id, req.userId!), isNull(orderComments.deleted_at)))
        .returning({ id: orderComments.id });
      if (!updated.length) throw fail('editDataError');
      return { code: 200, msg: translate(req.lang, 'success'), data: updated.length };
    },
  );
}
