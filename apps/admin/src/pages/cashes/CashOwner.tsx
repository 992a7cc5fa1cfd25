import { useMemo } from 'react';
import { useCrud } from '@shop/ui/crud/CrudContext';
import type { CrudRow } from '@shop/ui/crud/types';
import { nameOf } from '../money_logs/owners.ts';
import { useResourceText } from '../useResourceText.ts';
import { idsOf, useRowsById } from '../useRowsById.ts';
import { ownerOf } from './review.ts';

/** Who asked for a withdrawal: the store's name (from the stores dictionary) or the member's nickname; '#id' until loaded. */
export function CashOwner({ row }: { row: CrudRow }) {
  const crud = useCrud();
  const text = useResourceText();
  // Only members' requests need a lookup; stores come with the page's store dictionary.
  const userIds = useMemo(() => idsOf(crud.rows, 'user_id', (r) => !(Number(r.store_id) > 0)), [crud.rows]);
  const users = useRowsById('/Admin/users', userIds);
  const owner = ownerOf(row);
  if (!owner) return <>-</>;
  if (owner.kind === 'store') {
    const store = (crud.dicts.store_id ?? []).find(
      (s) => !!s && typeof s === 'object' && String((s as CrudRow).id) === owner.id,
    ) as CrudRow | undefined;
    return <>{text('resources.cashes.owner.store', { name: nameOf(store, ['store_name']) ?? `#${owner.id}` })}</>;
  }
  const name = nameOf(users.get(owner.id), ['nickname', 'username']) ?? `#${owner.id}`;
  return <>{text('resources.cashes.owner.user', { name })}</>;
}
