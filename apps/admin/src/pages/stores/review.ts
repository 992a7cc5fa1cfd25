/**
 * The store review screen's rules, kept apart from the view so they are tested on their own: the review
 * tabs and their counters, the balance adjustment's arithmetic (in cents), and the class paths a store
 * applied for as names.
 */
import type { StoreVerify } from '@shop/backoffice/shop-status';

/** A review tab: every store, or the stores in one verification state. */
export type VerifyTab = 'all' | StoreVerify;

/** Tab order: all, fill in information, verifying, verification denied, passed. */
export const VERIFY_TABS: readonly VerifyTab[] = ['all', 1, 2, 3, 4];

/** The list answer's `count` keys (stores per state over the whole table). */
const COUNT_KEYS = { 1: 'create', 2: 'wait', 3: 'error', 4: 'pass' } as const satisfies Record<StoreVerify, string>;

function counter(count: unknown, key: string): number {
  if (!count || typeof count !== 'object') return 0;
  const n = Number((count as Record<string, unknown>)[key]);
  return Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0;
}

/**
 * How many stores a tab holds, from the list answer's `count`; 'all' is the sum of the four states.
 *
 * @example tabCount({ pass: 3, wait: 1, error: 0, create: 2 }, 2) // 1
 * @example tabCount({ pass: 3, wait: 1, error: 0, create: 2 }, 'all') // 6
 */
export function tabCount(count: unknown, tab: VerifyTab): number {
  if (tab === 'all') return VERIFY_TABS.reduce<number>((sum, t) => (t === 'all' ? sum : sum + tabCount(count, t)), 0);
  return counter(count, COUNT_KEYS[tab]);
}

/** The list's fixed parameters for a tab: the admin formatter (with counters), plus the state filter. */
export function tabParams(tab: VerifyTab): Record<string, unknown> {
  return tab === 'all' ? { isResource: 'Admin' } : { isResource: 'Admin', store_verify: tab };
}

/**
 * An amount as integer cents, or undefined when it is not a number with at most two decimals. Strings are
 * read digit by digit so '0.29' is 29, never 28.999….
 *
 * @example toCents('41.90') // 4190
 * @example toCents(-3.5) // -350
 */
export function toCents(value: unknown): number | undefined {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : '';
  const match = /^([+-])?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

/** Cents as a two-decimal amount. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What adjusting a balance by a signed amount gives: the new balance, or why it cannot be done. */
export type BalancePreview =
  { ok: true; balance: string } | { ok: false; reason: 'amount' | 'negative'; balance?: string };

/**
 * The balance after adding a signed amount (balances never go below zero: the server refuses it).
 *
 * @example balancePreview('41.90', '-1.9') // { ok: true, balance: '40.00' }
 * @example balancePreview('1.00', -2) // { ok: false, reason: 'negative', balance: '-1.00' }
 */
export function balancePreview(current: unknown, amount: unknown): BalancePreview {
  const delta = toCents(amount);
  if (delta === undefined || delta === 0) return { ok: false, reason: 'amount' };
  const now = toCents(current) ?? 0;
  const next = now + delta;
  return next < 0
    ? { ok: false, reason: 'negative', balance: fromCents(next) }
    : { ok: true, balance: fromCents(next) };
}

/** A class tree node as `/load_goods_classes` answers it. */
interface ClassNode {
  id?: unknown;
  name?: unknown;
  children?: unknown;
}

/** The stored class paths: arrays of ids, or the JSON text of them. */
export function classPaths(value: unknown): (string | number)[][] {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw) as unknown;
    } catch {
      return [];
    }
  }
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((path): path is unknown[] => Array.isArray(path))
    .map((path) => path.filter((id): id is string | number => typeof id === 'string' || typeof id === 'number'))
    .filter((path) => path.length > 0);
}

/**
 * Each class path a store applied for as its names joined by ' / ' (an unknown id shows as '#id').
 *
 * @example classPathNames([[2, 8]], [{ id: 2, name: 'Food', children: [{ id: 8, name: 'Tea' }] }]) // ['Food / Tea']
 */
export function classPathNames(value: unknown, tree: readonly unknown[] | undefined): string[] {
  return classPaths(value).map((path) => {
    let level: readonly unknown[] = tree ?? [];
    return path
      .map((id) => {
        const node = level.find(
          (n): n is ClassNode => !!n && typeof n === 'object' && String((n as ClassNode).id) === String(id),
        );
        level = node && Array.isArray(node.children) ? (node.children as unknown[]) : [];
        return node && typeof node.name === 'string' ? node.name : `#${id}`;
      })
      .join(' / ');
  });
}
