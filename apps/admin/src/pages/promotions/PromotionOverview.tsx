import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import { httpHooks } from '@shop/api/http';
import { useUpdateMutation } from '@shop/api/resource';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { arcoConfirm } from '@shop/ui/crud/confirm';
import { CrudTable } from '@shop/ui/crud-table';
import { searchOf } from '@shop/ui/crud/from-descriptor';
import { withGoodsTitleSearch } from '@shop/backoffice/promotions/search';
import { asApiError, needsOwnToast } from '@shop/ui/crud/reply';
import type { CrudRow } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import {
  PROMOTION_DICTS,
  promotionColumns,
  promotionViewFields,
  usePromotionText,
  type PromotionResource,
} from '@shop/backoffice/promotions/promotion-columns';
import { ruleName, stopChange } from './stop.ts';

const dicts: DictDef[] = [
  ...PROMOTION_DICTS,
  // Every store, to filter the rules of one.
  { name: 'store_id', url: '/Admin/stores?isAll=true', labelName: 'store_name', valueName: 'id' },
];

const FIRST = ['store_id', 'name', 'goods_name', 'stopped'];
const rank = (s: SearchDef) => (FIRST.includes(s.value) ? FIRST.indexOf(s.value) : FIRST.length);

/** Store, name or goods title, stop state, then the dates; the store and the stop state as selects. */
function searchFor(d: ResourceDescriptor): SearchDef[] {
  const search = searchOf(d, {
    store_id: { type: 'select', dict: 'store_id', options: { filterable: true } },
    stopped: { type: 'select', dict: 'stopped' },
  });
  return (d.fields.goods_id ? withGoodsTitleSearch(search) : search).sort((a, b) => rank(a) - rank(b));
}

/** Stop (or resume) one rule after a confirmation: `PUT /Admin/<path>/{id}` with `{ stopped }`. */
function StopButton({ row, path }: { row: CrudRow; path: string }) {
  const p = usePromotionText();
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdateMutation();
  const change = stopChange(row);
  const run = async () => {
    const sure = await arcoConfirm({
      title: p(`actions.${change.action}Title`),
      content: p(`actions.${change.action}Confirm`, { name: ruleName(row) }),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
    });
    if (!sure) return;
    try {
      // The list reloads itself: the update invalidates the path's list.
      await update({ path, id: row.id as number, data: change.body }).unwrap();
      httpHooks().notify.success(t('messages.success'));
    } catch (failure) {
      const error = asApiError(failure);
      if (needsOwnToast(error)) httpHooks().notify.error(error.msg || t('messages.error'));
    }
  };
  return (
    <Button
      size="small"
      type="outline"
      status={change.action === 'stop' ? 'danger' : 'success'}
      loading={isLoading}
      data-testid={`promotion-${change.action}-${String(row.id)}`}
      onClick={() => void run()}
    >
      {p(`actions.${change.action}`)}
    </Button>
  );
}

export interface PromotionOverviewProps {
  descriptor: ResourceDescriptor;
  kind: PromotionResource;
}

/**
 * The platform's overview of one promotion kind over every store: read, search (store, name or goods, stop
 * state, dates), export, view, and stop or resume a rule. Stores create and change their rules themselves.
 */
export function PromotionOverview({ descriptor, kind }: PromotionOverviewProps) {
  const { columns, exportExtra } = useMemo(() => promotionColumns(descriptor, kind), [descriptor, kind]);
  const search = useMemo(() => searchFor(descriptor), [descriptor]);
  const viewFields = useMemo(() => promotionViewFields(kind, true), [kind]);
  return (
    <CrudTable
      descriptor={descriptor}
      columns={columns}
      exportExtra={exportExtra}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      buttons={{ add: false, edit: false, batchDelete: false, delete: false }}
      actionsWidth={140}
      rowActions={(row, defaults, crud) => (
        <>
          {defaults}
          <StopButton row={row} path={crud.path} />
        </>
      )}
    />
  );
}
