import { z } from 'zod';
import { text, textList } from '../input.ts';

/** `POST /api/user/order/refund`: the buyer asks for an after-sale of a paid order (within 7 days of payment). */
export const refundOpenRequestSchema = z.object({
  order_id: text().describe('Required. An own order, paid and not finished'),
  refund_type: text().describe('0 money only (default), 1 return or exchange'),
  refund_remark: text().describe('Required. The reason'),
  images: textList().describe('uploaded picture paths'),
});

/** `PUT /api/user/order/refund/{order id}`: the buyer ships the goods back, or confirms the exchange. */
export const refundBuyerStepRequestSchema = z.object({
  refund_step: text().describe('3: the exchanged goods arrived'),
  delivery_code: text().describe('courier code of the goods sent back'),
  delivery_no: text().describe('waybill number of the goods sent back'),
});

/** `PUT /api/Seller/refunds/{order id}`: the store decides, takes returned goods back, or re-ships. */
export const refundSellerStepRequestSchema = z.object({
  refund_verify: text().describe('1 approve, 2 refuse; empty for the later steps'),
  refuse_remark: text().describe('the reason of a refusal'),
  refund_step: text().describe('3: the returned goods arrived, refund the buyer'),
  re_delivery_code: text().describe('courier code of the replacement goods'),
  re_delivery_no: text().describe('waybill number of the replacement goods'),
});

const rating = () => text().describe('1 to 5 (5 when empty)');

/** The ratings, text and pictures of a review. */
const reviewFields = {
  score: rating(),
  agree: rating(),
  service: rating(),
  speed: rating(),
  content: text().describe('at most 500 characters'),
  image: textList().describe('uploaded picture paths'),
};

/** `POST /api/user/comments`: reviews every line of an own order waiting for its review, which then completes. */
export const reviewCreateRequestSchema = z.object({
  order_id: text().describe('Required. An own order waiting for its review'),
  ...reviewFields,
});

/** `PUT /api/user/comments/{id}`: rewrites an own review. */
export const reviewEditRequestSchema = z.object(reviewFields);
