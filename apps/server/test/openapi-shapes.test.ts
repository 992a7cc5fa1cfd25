import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '@shop/contract/auth';
import { pageSchema } from '@shop/contract/list';
import { cartStoreGroupSchema, orderCreatedSchema, paymentMethodsSchema } from '@shop/contract/orders';
import { captchaChallengeSchema } from '@shop/contract/requests/access';
import { siteBootstrapAnswerSchema } from '@shop/contract/requests/site';
import { addresses, areas, carts } from '../src/db/schema/index.ts';
import { testApp } from './helper.ts';
import { createGoods, createSeller, createShopper } from './order-fixtures.ts';

const t = await testApp({ demo: false });
const db = t.database.db;

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
type Spec = { paths: Record<string, Record<string, Operation>> };

let spec: Spec;
let shopper = '';
let shopperId = 0;
let goodsId = 0;
let addressId = 0;

beforeAll(async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  spec = res.json<Spec>();

  const { store } = await createSeller(db, 'shapes-seller');
  goodsId = (await createGoods(db, store.id, { goods_price: '5.00', goods_stock: 3 })).goods.id;
  shopperId = (await createShopper(db, 'shapes-shopper')).id;
  shopper = await t.login('home', 'shapes-shopper');
  const [province] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.pid, '0'), isNull(areas.deleted_at)))
    .limit(1);
  const [address] = await db
    .insert(addresses)
    .values({
      user_id: shopperId,
      receive_name: 'Shapes',
      receive_tel: '13800000000',
      area_info: 'x',
      address: 'road 1',
      province_id: province?.id ?? 0,
      city_id: 0,
      region_id: 0,
      is_default: 1,
    })
    .returning({ id: addresses.id });
  addressId = address!.id;
});

const bodyFields = (path: string, method: string) =>
  Object.keys(spec.paths[path]?.[method]?.requestBody?.content['application/json']?.schema.properties ?? {});
const queryFields = (path: string, method = 'get') =>
  (spec.paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
const answerData = (path: string, method: string) =>
  spec.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema.properties?.data;
const basket = (buyNum: number) =>
  Buffer.from(JSON.stringify({ order: [{ goods_id: goodsId, sku_id: 0, buy_num: buyNum }], ifcart: 0 })).toString(
    'base64',
  );

describe('the OpenAPI document shows the request and answer shapes of custom routes', () => {
  it('lists the body fields of checkout, cart, payment and back-office order routes', () => {
    expect(bodyFields('/api/user/order/create', 'post')).toEqual(['params', 'address_id', 'coupon_id', 'remark']);
    expect(bodyFields('/api/user/order/before', 'post')).toEqual(['params', 'address_id', 'coupon_id']);
    expect(bodyFields('/api/user/carts', 'post')).toEqual(['goods_id', 'sku_id', 'buy_num']);
    expect(bodyFields('/api/user/addresses', 'post')).toEqual(
      expect.arrayContaining(['receive_name', 'receive_tel', 'address', 'area', 'is_default']),
    );
    expect(bodyFields('/api/user/order/pay', 'post')).toEqual(
      expect.arrayContaining(['order_id', 'payment_name', 'pay_password']),
    );
    expect(bodyFields('/api/Seller/orders/status/edit', 'put')).toEqual([
      'id',
      'status',
      'delivery_code',
      'delivery_no',
    ]);
    expect(bodyFields('/api/Seller/freights/{id}', 'put')).toEqual(['info']);
  });

  it('lists the body fields of sign-in, SMS, profile, store application, review, attribute and upload routes', () => {
    for (const method of ['post', 'put', 'patch', 'delete'])
      expect(bodyFields('/api/login', method)).toEqual([
        'provider',
        'username',
        'password',
        'sign',
        'area',
        'type',
        'code',
      ]);
    expect(bodyFields('/api/register', 'post')).toEqual(
      expect.arrayContaining(['username', 'password', 're_password', 'code', 'inviter_id']),
    );
    expect(bodyFields('/api/sms', 'post')).toEqual(['phone', 'name']);
    expect(bodyFields('/api/Admin/sms/send', 'post')).toEqual(['phone', 'name']);
    expect(bodyFields('/api/captcha', 'post')).toEqual(['provider', 'username']);
    expect(bodyFields('/api/Seller/auth/edit', 'put')).toEqual(
      expect.arrayContaining(['nickname', 'password', 'old_password', 'code']),
    );
    expect(bodyFields('/api/store', 'put')).toEqual(
      expect.arrayContaining(['store_name', 'business_license_no', 'id_card_no', 'area', 'class_id']),
    );
    expect(bodyFields('/api/Seller/stores/{id}', 'put')).toEqual(expect.arrayContaining(['store_name', 'area']));
    expect(bodyFields('/api/Seller/stores/{id}', 'put')).not.toContain('id_card_no');
    expect(bodyFields('/api/user/comments', 'post')).toEqual([
      'order_id',
      'score',
      'agree',
      'service',
      'speed',
      'content',
      'image',
    ]);
    expect(bodyFields('/api/Seller/goods_attrs', 'post')).toEqual(['name', 'specs']);
    expect(bodyFields('/api/Seller/goods', 'post')).toEqual(expect.arrayContaining(['goods_name', 'skuList']));
    expect(bodyFields('/api/Admin/goods/{id}', 'put')).toEqual(expect.arrayContaining(['goods_verify', 'refuse_info']));
    const upload = spec.paths['/api/Seller/uploads']?.post?.requestBody?.content['multipart/form-data'];
    expect(Object.keys(upload?.schema.properties ?? {})).toEqual(['file', 'name', 'option', 'uploadType', 'dir_id']);
  });

  it('shows the body fields of a route answering every method as query parameters on GET', () => {
    expect(queryFields('/api/login')).toEqual(['provider', 'username', 'password', 'sign', 'area', 'type', 'code']);
    expect(queryFields('/api/auth/edit')).toEqual(expect.arrayContaining(['nickname', 'pay_password']));
  });

  it('documents the storefront promotion routes', () => {
    expect(bodyFields('/api/user/coupon/receive', 'post')).toEqual(['id']);
    expect(queryFields('/api/seckills')).toEqual(['start_time', 'page', 'per_page']);
    expect(queryFields('/api/user/coupons')).toEqual(['state', 'page', 'per_page']);
  });

  it('lists the query fields of list routes as query parameters', () => {
    expect(queryFields('/api/stores')).toEqual(['params', 'lat', 'lng', 'page', 'per_page']);
    expect(queryFields('/api/user/favorites')).toEqual(['is_type', 'page', 'per_page']);
    expect(queryFields('/api/load_areas')).toEqual(['isLazy', 'pid', 'type', 'deep']);
    expect(queryFields('/api/Admin/configs')).toEqual(['name', 'many', 'many_name']);
    expect(queryFields('/api/goods')).toEqual(expect.arrayContaining(['params', 'is_recommend', 'page', 'per_page']));
    expect(queryFields('/api/Seller/load_menu')).toEqual(['type', 'deep']);
    expect(queryFields('/api/user/orders')).toEqual(
      expect.arrayContaining(['order_status', 'order_no', 'created_at', 'is_refund', 'page', 'per_page']),
    );
    expect(queryFields('/api/Admin/orders/find/all')).toEqual(['params']);
    expect(queryFields('/api/user/order/payments')).toEqual(['device']);
  });

  it('documents the answer data inside the envelope', () => {
    const created = answerData('/api/user/order/create', 'post');
    expect(created?.properties?.order_id?.type).toBe('array');
    expect(created?.properties?.order_no?.items?.type).toBe('string');
    expect(answerData('/api/user/order/payments', 'get')?.type).toBe('array');
    expect(Object.keys(answerData('/api/login', 'post')?.properties ?? {})).toEqual([
      'token_type',
      'expires_in',
      'access_token',
      'refresh_token',
    ]);
    expect(answerData('/api/user/carts', 'get')?.properties?.data?.items?.properties?.cart_list?.type).toBe('array');
    expect(Object.keys(answerData('/api/common', 'get')?.properties ?? {})).toEqual([
      'classes',
      'brands',
      'common',
      'ip',
      'cart',
    ]);
    expect(answerData('/api/is_fav', 'get')?.type).toBe('boolean');
  });
});

describe('answers stay what they were', () => {
  it('refuses a bad order status filter with HTTP 400 naming the field, in the caller language', async () => {
    const zh = await t.call('GET', '/api/user/orders', { token: shopper, query: { order_status: '9' } });
    expect(zh).toMatchObject({ status: 400, code: 400, msg: '字段 order_status 的值无效.' });
    const en = await t.call('GET', '/api/user/orders', {
      token: shopper,
      query: { order_status: '7' },
      headers: { 'accept-language': 'en' },
    });
    expect(en).toMatchObject({ status: 400, code: 400, msg: 'The value of order_status is invalid.' });
    // A refused filter is still refused after the sign-in check: without a token the answer is 401.
    expect((await t.call('GET', '/api/user/orders', { query: { order_status: '9' } })).code).toBe(401);
    expect((await t.call('GET', '/api/user/orders', { token: shopper, query: { order_status: '-1' } })).code).toBe(200);
  });

  it('keeps the route checks: coupon_id must be sent, a bad quantity names buy_num, nothing is written', async () => {
    const noCoupon = await t.call('POST', '/api/user/order/create', {
      token: shopper,
      body: { params: basket(1), address_id: addressId },
    });
    expect(noCoupon).toMatchObject({ status: 200, code: 500, msg: 'coupon_id empty' });
    const badNum = await t.call('POST', '/api/user/carts', {
      token: shopper,
      body: { goods_id: goodsId, buy_num: ' 2' },
    });
    expect(badNum.code).toBe(422);
    expect(await db.select().from(carts).where(eq(carts.user_id, shopperId))).toEqual([]);
  });

  it('keeps the own checks of the newly documented routes, after the sign-in check', async () => {
    const toggle = { is_type: '7', out_id: goodsId };
    expect((await t.call('POST', '/api/user/favorites', { body: toggle })).code).toBe(401);
    expect((await t.call('POST', '/api/user/favorites', { token: shopper, body: toggle })).code).toBe(422);
    const apply = await t.call('PUT', '/api/store', {
      token: shopper,
      body: { store_name: 'Shapes', area: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(apply).toMatchObject({ status: 200, code: 500, msg: 'You have not applied for a store yet.' });
    expect((await t.call('GET', '/api/load_areas', { query: { type: 'sideways' } })).status).toBe(400);
    // The order id is checked before the ratings, as it always was.
    const review = await t.call('POST', '/api/user/comments', { token: shopper, body: { order_id: 'x', score: 9 } });
    expect(review).toMatchObject({ status: 200, code: 500, msg: '没有找到订单.' });
    const badScore = await t.call('POST', '/api/user/comments', { token: shopper, body: { order_id: '1', score: 9 } });
    expect(badScore.code).toBe(422);
  });

  it('answers what the documented answer schemas describe', async () => {
    const created = await t.call('POST', '/api/user/order/create', {
      token: shopper,
      body: { params: basket(2), address_id: addressId, coupon_id: '' },
    });
    expect(created.code).toBe(200);
    const data = orderCreatedSchema.parse(created.data);
    expect(data.order_id).toHaveLength(1);
    const methods = await t.call('GET', '/api/user/order/payments', { token: shopper, query: { device: 'web' } });
    expect(paymentMethodsSchema.parse(methods.data)).toContain('balance');
    await t.call('POST', '/api/user/carts', { token: shopper, body: { goods_id: goodsId, buy_num: 1 } });
    const cart = await t.call('GET', '/api/user/carts', { token: shopper });
    expect(pageSchema(cartStoreGroupSchema).parse(cart.data).data[0]?.cart_list).toHaveLength(1);
    const signIn = await t.call('POST', '/api/login', { body: { username: 'shapes-shopper', password: '123456' } });
    expect(tokenResponseSchema.parse(signIn.data).token_type).toBe('Bearer');
    // A GET sign-in reads the same fields from the query.
    const viaGet = await t.call('GET', '/api/login', { query: { username: 'shapes-shopper', password: '123456' } });
    expect(tokenResponseSchema.parse(viaGet.data).token_type).toBe('Bearer');
    const site = await t.call('GET', '/api/common', { token: shopper });
    expect(siteBootstrapAnswerSchema.parse(site.data).cart).toBe(1);
    const challenge = await t.call('POST', '/api/captcha', { body: {} });
    expect(captchaChallengeSchema.parse(challenge.data).required).toBe(true);
  });
});
