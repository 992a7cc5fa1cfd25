import { z } from 'zod';
import { presentText, text } from '../input.ts';

const amount = () => text().describe('Required. The gross amount to withdraw, > 0, at most 2 decimals, ≤ the balance');
const remark = () => text().describe('at most 30 characters');

/** `POST /api/user/cashes`: the shopper withdraws from the balance to the bank account of the real-name check. */
export const userCashRequestSchema = z.object({ money: amount(), remark: remark() });

/** `POST /api/Seller/cashes`: the store withdraws from the store balance to the bank account given. */
export const sellerCashRequestSchema = z.object({
  money: amount(),
  name: text().describe('Required. Account holder, at most 20 characters'),
  bank_name: text().describe('Required. Bank, at most 30 characters'),
  card_no: text().describe('Required. Bank card number, 12 to 30 digits'),
  remark: remark(),
});

/** `PUT /api/Admin/cashes/{id}`: the platform pays out or refuses a pending request, or edits the remark. */
export const adminCashReviewRequestSchema = z.object({
  cash_status: text().describe('1 paid, 2 refused (only while pending); 0 or empty: only save the remark'),
  refuse_info: text().describe('Required when refusing. At most 255 characters'),
  remark: presentText().describe('at most 30 characters; absent: left as it is'),
});
