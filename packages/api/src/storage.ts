import type { AccountInfo } from '@shop/contract/auth';
import { AREAS, SET_TOKEN_KEY, type Area } from './areas.ts';

/**
 * Token and user persistence per area. Everything goes through `store()`, which falls back to an
 * in-memory map where localStorage is missing or refuses access, so callers never need a try/catch.
 */
const memory = new Map<string, string>();
const memoryStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
};

function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    if (typeof localStorage !== 'undefined' && localStorage) return localStorage;
  } catch {
    // Access denied (sandboxed frame, privacy mode): use memory.
  }
  return memoryStorage;
}

export function readItem(key: string): string | null {
  return store().getItem(key);
}

export function writeItem(key: string, value: string): void {
  store().setItem(key, value);
}

export function removeItem(key: string): void {
  store().removeItem(key);
}

export function getToken(area: Area): string | null {
  return readItem(AREAS[area].tokenKey) || null;
}

export function setToken(area: Area, token: string): void {
  writeItem(AREAS[area].tokenKey, token);
}

export function removeToken(area: Area): void {
  removeItem(AREAS[area].tokenKey);
}

/** The temporary token the `is_login` probe sends (the Admin login page copies `admin_token` there). */
export function getSetToken(): string | null {
  return readItem(SET_TOKEN_KEY) || null;
}

export function setSetToken(token: string): void {
  writeItem(SET_TOKEN_KEY, token);
}

export function getStoredUser<T = UserRecord>(area: Area): T | null {
  const raw = readItem(AREAS[area].userKey);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setStoredUser(area: Area, user: UserRecord): void {
  writeItem(AREAS[area].userKey, JSON.stringify(user));
}

export function removeStoredUser(area: Area): void {
  removeItem(AREAS[area].userKey);
}

/** The logged-in user record returned by `auth/info`; `belong_id` > 0 marks a sub-account. */
export type UserRecord = AccountInfo;
