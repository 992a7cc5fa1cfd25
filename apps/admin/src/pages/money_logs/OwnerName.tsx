import { useMemo } from 'react';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { Pending } from '@shop/ui/list/ListState';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { useRowsById } from '../useRowsById.ts';
import { isStoreLog, nameOf, ownerIds } from './owners.ts';

/**
 * A money log's owner: the member's nickname, or the store's name marked as a store; pending while the names
 * load, '#id' only for an owner the server no longer has.
 */
export function OwnerName({ row }: { row: CrudRow }) {
  const crud = useCrud();
  const text = useResourceText();
  const ids = useMemo(() => ownerIds(crud.rows), [crud.rows]);
  const users = useRowsById('/Admin/users', ids.users);
  const stores = useRowsById('/Admin/stores', ids.stores);
  const id = asText(row.user_id);
  if (!id || id === '0') return <>-</>;
  if (isStoreLog(row)) {
    const name = nameOf(stores.byId.get(id), ['store_name']);
    if (name === undefined && stores.pending) return <Pending />;
    return <>{`${name ?? `#${id}`} (${text('resources.money_logs.options.store')})`}</>;
  }
  const name = nameOf(users.byId.get(id), ['nickname', 'username']);
  if (name === undefined && users.pending) return <Pending />;
  return <>{name ?? `#${id}`}</>;
}
