import { useMemo } from 'react';
import { useCrud } from '@shop/ui/crud/CrudContext';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { useRowsById } from '../useRowsById.ts';
import { isStoreLog, nameOf, ownerIds } from './owners.ts';

/** A money log's owner: the member's nickname, or the store's name marked as a store; '#id' until loaded. */
export function OwnerName({ row }: { row: CrudRow }) {
  const crud = useCrud();
  const text = useResourceText();
  const ids = useMemo(() => ownerIds(crud.rows), [crud.rows]);
  const users = useRowsById('/Admin/users', ids.users);
  const stores = useRowsById('/Admin/stores', ids.stores);
  const id = asText(row.user_id);
  if (!id || id === '0') return <>-</>;
  if (isStoreLog(row)) {
    const name = nameOf(stores.get(id), ['store_name']) ?? `#${id}`;
    return <>{`${name} (${text('resources.money_logs.options.store')})`}</>;
  }
  return <>{nameOf(users.get(id), ['nickname', 'username']) ?? `#${id}`}</>;
}
