import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { Button, Space, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { listTag, resourceApi } from '@shop/api/resource';
import { useCrud } from '@shop/ui/crud/CrudContext';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { Pending } from '@shop/ui/list/ListState';
import { StatusTag } from '@shop/ui/widgets/StatusTag';
import { STORE_VERIFY } from '@shop/backoffice/shop-status';
import { useResourceText } from '../useResourceText.ts';
import { idsOf, useRowsById, type RowsById } from '../useRowsById.ts';
import { STORES_PATH, useStoreApi } from './store-api.ts';
import { classPathNames, tabCount, VERIFY_TABS, type VerifyTab } from './review.ts';

/**
 * Refetches every list of the stores path — the page, its full records and counters — after a change made
 * outside the generic calls (review, open/close, balance).
 */
export function useStoresRefresh(): () => void {
  const dispatch = useDispatch();
  return useCallback(() => {
    dispatch(resourceApi.util.invalidateTags([listTag(STORES_PATH)]));
  }, [dispatch]);
}

/** Counters stop at 99+. */
const COUNT_MAX = 99;

/**
 * The review tabs (all, then each verification state) with the number of stores in each, from the list
 * answer's `count`; the active tab is the primary button, and stores waiting for review are counted in red.
 */
export function VerifyTabs({
  tab,
  onChange,
  count,
}: {
  tab: VerifyTab;
  onChange: (tab: VerifyTab) => void;
  count: unknown;
}) {
  const text = useResourceText();
  return (
    <div role="tablist" data-testid="stores-tabs" className="stores-tabs">
      {VERIFY_TABS.map((item) => {
        const label = item === 'all' ? text('resources.stores.tabs.all') : text(STORE_VERIFY[item].label);
        const active = item === tab;
        const n = tabCount(count, item);
        const urgent = item === 2 && n > 0;
        return (
          <Button
            key={item}
            type={active ? 'primary' : 'secondary'}
            role="tab"
            aria-selected={active}
            data-testid={`stores-tab-${item}`}
            onClick={() => onChange(item)}
          >
            {label}
            <span
              className={urgent ? 'stores-tab-count stores-tab-count-urgent' : 'stores-tab-count'}
              data-testid={`stores-tab-count-${item}`}
            >
              {n > COUNT_MAX ? `${COUNT_MAX}+` : n}
            </span>
          </Button>
        );
      })}
    </div>
  );
}

/**
 * The list formatter (StoreAdminCollection) carries no owner, company or balance: the full rows of the stores
 * on screen are read once (`id=<ids>|in`) and each cell takes the row's own value first, then the full row's;
 * `pending` while the full rows are on their way.
 */
export function useStoreRecord(row: CrudRow): { record: CrudRow; pending: boolean } {
  const crud = useCrud();
  const ids = useMemo(() => idsOf(crud.rows, 'id'), [crud.rows]);
  const details = useRowsById(STORES_PATH, ids);
  const full = details.byId.get(asText(row.id));
  const record = useMemo(() => ({ ...full, ...row }), [full, row]);
  return { record, pending: details.pending };
}

/** One field of a store row, completed from its full record. */
export function StoreField({
  row,
  field,
  render,
}: {
  row: CrudRow;
  field: string;
  render?: (value: unknown) => ReactNode;
}) {
  const { record, pending } = useStoreRecord(row);
  const value = record[field];
  if (pending && (value === undefined || value === null || value === '')) return <Pending />;
  if (render) return <>{render(value)}</>;
  return <>{asText(value) || '-'}</>;
}

/** The store owner's account: nickname, and the login name under it. */
export function OwnerCell({ row }: { row: CrudRow }) {
  const crud = useCrud();
  const { record } = useStoreRecord(row);
  const owners = useStoreOwners(crud.rows);
  const userId = asText(record.user_id);
  const owner = owners.byId.get(userId);
  if (!owner) {
    if (owners.pending) return <Pending />;
    return <>{Number(userId) > 0 ? `#${userId}` : '-'}</>;
  }
  const nickname = asText(owner.nickname);
  const username = asText(owner.username);
  return (
    <span title={username}>
      {nickname || username}
      {nickname && username ? <div className="stores-owner-account">{username}</div> : null}
    </span>
  );
}

/** The owners of the stores on screen, found through the stores' full records (pending until both arrived). */
function useStoreOwners(rows: readonly CrudRow[]): RowsById {
  const ids = useMemo(() => idsOf(rows, 'id'), [rows]);
  const details = useRowsById(STORES_PATH, ids);
  const ownerIds = useMemo(() => idsOf([...details.byId.values()], 'user_id'), [details.byId]);
  const owners = useRowsById('/Admin/users', ownerIds);
  return { byId: owners.byId, pending: details.pending || owners.pending };
}

/** Open or close a store in place (`store_status` 1/0); the list reloads after the change. */
export function OpenSwitch({ row }: { row: CrudRow }) {
  const stores = useStoreApi();
  const refresh = useStoresRefresh();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const open = String(row.store_status) === '1';
  return (
    <Switch
      size="small"
      checked={open}
      loading={busy}
      data-testid="store-open-switch"
      data-row-id={String(row.id)}
      aria-label={asText(row.store_name)}
      onChange={(checked: boolean) => {
        setBusy(true);
        void stores
          .updateStore(
            row.id,
            { store_status: checked ? 1 : 0 },
            { success: t('messages.success'), failure: t('messages.error') },
          )
          .then((ok) => {
            setBusy(false);
            if (ok) refresh();
          });
      }}
    />
  );
}

/** The classes a store applied for, one tag per path ('Food / Tea / Green tea'). */
export function ClassPaths({ value }: { value: unknown }) {
  const crud = useCrud();
  const names = classPathNames(value, crud.dicts.class_id);
  if (!names.length) return <>-</>;
  return (
    <Space size={6} wrap data-testid="store-classes">
      {names.map((name) => (
        <StatusTag key={name} value={name} yesNo={false} />
      ))}
    </Space>
  );
}
