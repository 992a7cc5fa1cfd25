import { z } from 'zod';
import { text } from '../input.ts';

const device = () => text().describe('scan, web (default), wap, app, mp or mini');

/** `POST /api/user/order/pay`: pays the caller's unpaid orders among `order_id`. */
export const payRequestSchema = z.object({
  order_id: text().describe('Required. Comma-separated own order ids'),
  payment_name: text().describe('balance, wechat or alipay'),
  device: device(),
  pay_password: text().describe('the payment password, for balance'),
  openid: text().describe('the WeChat openid, for mp and mini'),
});

/** `POST /api/user/order/check`: whether an order was paid. */
export const payCheckRequestSchema = z.object({
  order_id: text().describe('Required. An own order id'),
});

/** `GET /api/user/order/payments`. */
export const paymentMethodsRequestSchema = z.object({ device: device() });
