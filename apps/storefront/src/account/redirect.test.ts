import { describe, expect, it } from 'vitest';
import { INVITER_KEY, captureInviter, inviterId, loginHref, safeRedirect, withRedirect } from './redirect.ts';

function memory(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { data, getItem: (k: string) => data[k] ?? null, setItem: (k: string, v: string) => void (data[k] = v) };
}

describe('safeRedirect', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeRedirect('redirect=%2Fuser%2Finfo')).toBe('/user/info');
    expect(safeRedirect('?redirect=%2Fs%2Fabc%3Fx%3D1')).toBe('/s/abc?x=1');
  });

  it('refuses other origins and auth pages', () => {
    expect(safeRedirect('')).toBe('/');
    expect(safeRedirect('redirect=https%3A%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('redirect=%2F%2Fevil.example')).toBe('/');
    expect(safeRedirect('redirect=%2F%5Cevil.example')).toBe('/');
    expect(safeRedirect('redirect=%2Flogin%3Fredirect%3D%2Fuser')).toBe('/');
    expect(safeRedirect('redirect=%2Fregister')).toBe('/');
  });
});

describe('login links', () => {
  it('sends protected pages to the login with a way back', () => {
    expect(loginHref('/user/info')).toBe('/login?redirect=%2Fuser%2Finfo');
    expect(loginHref('/user/orders', 'status=2')).toBe('/login?redirect=%2Fuser%2Forders%3Fstatus%3D2');
    expect(loginHref('/')).toBe('/login');
  });

  it('carries the way back between the auth pages', () => {
    expect(withRedirect('/register', 'redirect=%2Fstore%2Fjoin')).toBe('/register?redirect=%2Fstore%2Fjoin');
    expect(withRedirect('/register', '')).toBe('/register');
  });
});

describe('referral capture', () => {
  it('stores a positive inviter id and reads it back', () => {
    const storage = memory();
    captureInviter('inviter_id=7', storage);
    expect(storage.data[INVITER_KEY]).toBe('7');
    expect(inviterId(storage)).toBe(7);
  });

  it('ignores missing or bad ids and keeps an earlier one', () => {
    const storage = memory({ [INVITER_KEY]: '3' });
    captureInviter('inviter_id=abc', storage);
    captureInviter('', storage);
    expect(inviterId(storage)).toBe(3);
    expect(inviterId(memory())).toBeUndefined();
    expect(inviterId(null)).toBeUndefined();
  });
});
