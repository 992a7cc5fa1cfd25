import { describe, expect, it } from 'vitest';
import { joinRichText, splitRichText } from './rich-text.ts';
import { loginRequestSchema } from './auth.ts';

describe('rich text values', () => {
  it('round-trips HTML and editor JSON through the marker', () => {
    const v = joinRichText('<p>hi</p>', [{ type: 'paragraph', children: [{ text: 'hi' }] }]);
    expect(v).toBe('<p>hi</p>##qingwuit##[{"type":"paragraph","children":[{"text":"hi"}]}]');
    expect(splitRichText(v)).toEqual({ html: '<p>hi</p>', json: [{ type: 'paragraph', children: [{ text: 'hi' }] }] });
  });
  it('keeps plain HTML and tolerates a broken JSON half', () => {
    expect(splitRichText('<p>x</p>')).toEqual({ html: '<p>x</p>', json: null });
    expect(splitRichText('<p>x</p>##qingwuit##{oops')).toEqual({ html: '<p>x</p>', json: null });
  });
});

describe('login request', () => {
  it('defaults the provider and refuses unknown areas', () => {
    expect(loginRequestSchema.parse({ username: 'a', password: 'b' }).provider).toBe('users');
    expect(loginRequestSchema.safeParse({ username: 'a', password: 'b', area: 'admin' }).success).toBe(false);
  });
});
