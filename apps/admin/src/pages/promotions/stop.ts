import type { CrudRow } from '@shop/ui/crud/types';
import { isStopped } from '@shop/backoffice/promotions/promotion-columns';

/** What the row's stop button does: stop a rule that runs, resume one the platform stopped. */
export interface StopChange {
  action: 'stop' | 'resume';
  /** The body of `PUT /Admin/<path>/{id}`: the one field the platform writes. */
  body: { stopped: 0 | 1 };
}

/** The change the platform's button makes to a rule. */
export function stopChange(row: CrudRow): StopChange {
  return isStopped(row) ? { action: 'resume', body: { stopped: 0 } } : { action: 'stop', body: { stopped: 1 } };
}

/** How the confirmation names a rule: its name (coupons), its goods (flash sales, group buys), else its id. */
export function ruleName(row: CrudRow): string {
  for (const field of ['name', 'goods_name']) {
    const value = row[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return `#${String(row.id)}`;
}
