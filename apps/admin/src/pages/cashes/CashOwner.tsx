import { useMemo } from 'react';
import { Stacked } from '@shop/backoffice/finance-cells';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { Pending } from '@shop/ui/list/ListState';
import type { CrudRow } from '@shop/ui/crud/types';
import { nameOf } from '../money_logs/owners.ts';
import { useResourceText } from '../useResourceText.ts';
import { idsOf, useRowsById } from '../useRowsById.ts';
import { ownerOf } from './review.ts';

/** A row of a dictionary the table loaded, when it is a record. */
const asRecord = (value: unknown): CrudRow | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : undefined;

/**
 * Who asked for a withdrawal: the store's name (from the stores dictionary) or the member's nickname, with the kind
 * under it; pending while the names load ('#id' only for an owner the server no longer has).
 */
export function CashOwner({ row }: { row: CrudRow }) {
  const crud = useCrud();
  const text = useResourceText();
  // Only members' requests need a lookup; stores come with the page's store dictionary.
  const userIds = useMemo(() => idsOf(crud.rows, 'user_id', (r) => !(Number(r.store_id) > 0)), [crud.rows]);
  const users = useRowsById('/Admin/users', userIds);
  const owner = ownerOf(row);
  if (!owner) return <>-</>;
  const record =
    owner.kind === 'store'
      ? (crud.dicts.store_id ?? []).map(asRecord).find((s) => s !== undefined && String(s.id) === owner.id)
      : users.byId.get(owner.id);
  const name = nameOf(record, owner.kind === 'store' ? ['store_name'] : ['nickname', 'username']);
  const pending = owner.kind === 'store' ? crud.dictsPending : users.pending;
  return (
    <Stacked
      main={name ?? (pending ? <Pending /> : `#${owner.id}`)}
      sub={text(`resources.cashes.owner.${owner.kind}`)}
      testId={`cash-owner-${owner.kind}`}
    />
  );
}
