import { describe, expect, it } from 'vitest';
import { decodeKeywords, decodeParams, encodeKeywords, encodeParams, paramsPath } from './params-segment.ts';

describe('the :params encoding', () => {
  it('keeps the wire format of the original client', () => {
    expect(encodeParams({ keywords: '' })).toBe('eyJrZXl3b3JkcyI6IiJ9');
    expect(decodeParams('eyJrZXl3b3JkcyI6IiJ9')).toEqual({ keywords: '' });
    // What the server does: plain base64, then JSON.
    const value = encodeParams({ class_id: [26, 27], deep: 1, sort_type: 'goods_price', sort_order: 'asc' });
    expect(JSON.parse(Buffer.from(value, 'base64').toString('utf8'))).toEqual({
      class_id: [26, 27],
      deep: 1,
      sort_type: 'goods_price',
      sort_order: 'asc',
    });
  });

  it('is UTF-8 safe for Chinese text', () => {
    const params = { keywords: '手机 笔记本电脑', note: '青梧 ✓' };
    const value = encodeParams(params);
    expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(value, 'base64').toString('utf8')).toBe(JSON.stringify(params));
    expect(decodeParams(value)).toEqual(params);
  });

  it('round-trips through a URL path segment, whatever the alphabet', () => {
    // '??>' encodes to characters outside [A-Za-z0-9] ('+' and '/'), which must survive the path.
    const params = { keywords: '??>>~~' };
    expect(encodeParams(params)).toMatch(/[+/]/);
    const path = paramsPath('/s', params);
    const segment = path.slice('/s/'.length);
    expect(segment).not.toMatch(/[+/=]/);
    expect(decodeParams(segment)).toEqual(params);
    expect(decodeParams(decodeURIComponent(segment))).toEqual(params);
  });

  it('accepts the URL-safe alphabet, missing padding and a + turned into a space', () => {
    const params = { keywords: '??>>~~' };
    const standard = encodeParams(params);
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeParams(urlSafe)).toEqual(params);
    expect(decodeParams(standard.replace(/\+/g, ' '))).toEqual(params);
  });

  it('reads anything unreadable as no filter', () => {
    expect(decodeParams(undefined)).toEqual({});
    expect(decodeParams('')).toEqual({});
    expect(decodeParams('%%%')).toEqual({});
    expect(decodeParams('not base64!')).toEqual({});
    expect(decodeParams(btoa('not json'))).toEqual({});
    expect(decodeParams(btoa('[1,2]'))).toEqual({});
    expect(decodeParams(btoa('"text"'))).toEqual({});
    expect(decodeParams(btoa('\xff\xfe'))).toEqual({});
  });

  it('percent-encodes search keywords inside the object, as the server expects', () => {
    expect(encodeKeywords(' 100% 纯棉+ ')).toBe('100%25%20%E7%BA%AF%E6%A3%89%2B');
    expect(decodeKeywords(encodeKeywords('100% 纯棉+'))).toBe('100% 纯棉+');
    expect(decodeKeywords('undefined')).toBe('');
    expect(decodeKeywords(undefined)).toBe('');
    expect(decodeKeywords(5)).toBe('');
    expect(decodeKeywords('50%')).toBe('50%');
  });
});
