import { describe, expect, it } from 'vitest';
import { caseSensitiveParser } from './routing.ts';

const match = (route: string, path: string, loose = false) => {
  const { pattern, keys } = caseSensitiveParser(route, loose);
  const found = pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]));
};

describe('caseSensitiveParser (route matching is case-sensitive)', () => {
  it('matches static and parameter segments, case-sensitively', () => {
    expect(match('/goods/:id', '/goods/12')).toEqual({ id: '12' });
    expect(match('/goods/:id', '/Goods/12')).toBeNull();
    expect(match('/store/join', '/store/join/')).toEqual({});
    expect(match('/store/join', '/store/Join')).toBeNull();
  });

  it('supports optional parameters and wildcards', () => {
    expect(match('/s/:params?', '/s')).toEqual({ params: undefined });
    expect(match('/s/:params?', '/s/abc')).toEqual({ params: 'abc' });
    expect(match('/integral/order/:id/:buy_num', '/integral/order/3/2')).toEqual({ id: '3', buy_num: '2' });
    expect(match('*', '/anything/here')).toEqual({ '*': 'anything/here' });
    expect(match('/', '/')).toEqual({});
  });

  it('escapes regular-expression characters and supports loose (nested) matching', () => {
    expect(match('/a.b', '/axb')).toBeNull();
    expect(match('/user', '/user/orders', true)).toEqual({});
    expect(match('/user', '/user/orders')).toBeNull();
  });
});
