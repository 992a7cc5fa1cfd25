import { describe, expect, it } from 'vitest';
import { caseSensitiveParser } from '@shop/api/routing';
import { routes } from './routes.ts';

/** The first declared route matching a path, as wouter's <Switch> picks it. */
function pick(path: string) {
  return routes.find((route) => caseSensitiveParser(route.path).pattern.test(path))?.name;
}

describe('storefront routes', () => {
  it("declares every storefront route, and the phone's category page", () => {
    const spec = [
      '/category/:id?',
      '/',
      '/login',
      '/register',
      '/forget_password',
      '/stores',
      '/store/:id',
      '/store/join',
      '/store/step_1',
      '/store/step_2',
      '/store/step_3',
      '/s/:params?',
      '/goods/:id',
      '/carts',
      '/integral',
      '/integral/search/:params?',
      '/integral/goods/:id',
      '/integral/order/:id/:buy_num',
      '/seckills',
      '/collectives/:params?',
      '/order/before/:params',
      '/order/pay/:params',
      '/order/success',
      '/user',
      '/user/address',
      '/user/address/form/:id?',
      '/user/comments',
      '/user/comment/add/:id',
      '/user/info',
      '/user/safe',
      '/user/safe/password',
      '/user/safe/pay_password',
      '/user/safe/phone',
      '/user/safe/check',
      '/user/oauth',
      '/user/cashes',
      '/user/favorites',
      '/user/money',
      '/user/integral',
      '/user/frozen_money',
      '/user/orders',
      '/user/order/:id',
      '/user/order/comment/:id',
      '/user/order/refund/:id',
      '/user/order/refund_form/:id',
      '/user/integral_order',
      '/user/coupons',
      '/user/distribution',
      '/user/distribution_users',
      '/user/distribution_logs',
      '/user/article/:name',
    ];
    expect(routes.map((route) => route.path).sort()).toEqual([...spec].sort());
  });

  it('picks static segments before parameters', () => {
    expect(pick('/store/join')).toBe('stores.index');
    expect(pick('/store/step_2')).toBe('stores.step_2');
    expect(pick('/store/12')).toBe('stores.info');
    expect(pick('/user/order/comment/5')).toBe('user.order_comment');
    expect(pick('/user/order/5')).toBe('user.order');
  });

  it('handles optional parameters', () => {
    expect(pick('/s')).toBe('goods.list');
    expect(pick('/s/eyJrIjoxfQ==')).toBe('goods.list');
    expect(pick('/user/address/form')).toBe('user.address_form');
    expect(pick('/user/address/form/3')).toBe('user.address_form');
    expect(pick('/collectives')).toBe('collectives');
  });

  it('matches case-sensitively; anything else falls to the 404 page', () => {
    expect(pick('/goods/1')).toBe('goods.info');
    expect(pick('/Goods/1')).toBeUndefined();
    expect(pick('/LOGIN')).toBeUndefined();
    expect(pick('/nowhere')).toBeUndefined();
    expect(pick('/')).toBe('index');
  });

  it('renders the built pages of the user centre', () => {
    expect(pick('/user/oauth')).toBe('user.oauth');
    expect(pick('/user/article/%E5%B8%AE%E5%8A%A9%E4%B8%AD%E5%BF%83')).toBe('user.article');
  });

  it('gives every route a lazily loaded page', () => {
    for (const route of routes) expect(route.page.$$typeof, route.path).toBe(Symbol.for('react.lazy'));
  });
});
