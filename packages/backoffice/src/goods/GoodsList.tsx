import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Spin, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import { httpHooks } from '@shop/api/http';
import { useUpdateMutation } from '@shop/api/resource';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { asApiError, needsOwnToast } from '@shop/ui/crud/reply';
import type { ColumnDef, CrudRow } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { StatusMapTag, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { GOODS_STATUS } from '../shop-status.ts';
import type { StatusMap } from '@shop/ui/widgets/status-map';
import { GOODS_VERIFY, type GoodsEditorMode, type GoodsVerify } from './goods-form.ts';
import type { GoodsApiBase } from './goods-sources.ts';
import { useGoodsText } from './useGoodsText.ts';
import './goods-common.css';
import './goods-list.css';

export { useGoodsText } from './useGoodsText.ts';

// The editor (steps, pickers, and wangEditor on its last step) loads when it is first opened.
const GoodsEditor = lazy(() => import('./GoodsEditor.tsx'));

/** The review states (`goods_verify`, for the list and its search): colour and label key, in tab order. */
export const GOODS_VERIFY_STATUS = {
  [GOODS_VERIFY.pending]: { color: 'orange', label: 'resources.goods.verify.pending' },
  [GOODS_VERIFY.approved]: { color: 'green', label: 'resources.goods.verify.approved' },
  [GOODS_VERIFY.rejected]: { color: 'red', label: 'resources.goods.verify.rejected' },
} as const satisfies StatusMap<GoodsVerify>;

/** Static dictionaries of the goods lists: listing and review states (search selects, export labels). */
export const GOODS_DICTS: DictDef[] = [
  statusDict('goods_status', GOODS_STATUS),
  statusDict('goods_verify', GOODS_VERIFY_STATUS),
];

/** The search of both goods lists: title, listing, review. */
export const GOODS_SEARCH: SearchDef[] = [
  { value: 'goods_name', where: 'like' },
  { value: 'goods_status', type: 'select' },
  { value: 'goods_verify', type: 'select' },
];

/** Both lists ask for the class and brand names with each row. */
export const GOODS_LIST_PARAMS = { isWith: 'goods_class,goods_brand' } as const;

function verifyOf(value: unknown): GoodsVerify {
  const n = Number(value);
  return n === 0 || n === 2 ? n : GOODS_VERIFY.approved;
}

/**
 * The listing switch of a row: `PUT {path}/{id}` with `goods_status` only (the SKUs are not sent, so they
 * stay as they are). The Admin also sends the row's review state, because an admin save without one
 * counts as an approval. The list reloads through the invalidated tag.
 */
export function GoodsStatusSwitch({ row, mode }: { row: CrudRow; mode: GoodsEditorMode }) {
  const crud = useCrud();
  const { t } = useTranslation();
  const { g } = useGoodsText();
  const [updateGoods, { isLoading }] = useUpdateMutation();
  const on = Number(row.goods_status) === 1;
  const toggle = async (next: boolean) => {
    const data: CrudRow = { goods_status: next ? 1 : 0 };
    if (mode === 'admin') data.goods_verify = verifyOf(row.goods_verify);
    try {
      await updateGoods({ path: crud.path, id: row.id as number, data }).unwrap();
      httpHooks().notify.success(t('messages.success'));
    } catch (failure) {
      const error = asApiError(failure);
      if (needsOwnToast(error)) httpHooks().notify.error(error.msg || t('messages.error'));
    }
  };
  return (
    <Switch
      size="small"
      checked={on}
      loading={isLoading}
      checkedText={g(GOODS_STATUS[1].label)}
      uncheckedText={g(GOODS_STATUS[0].label)}
      aria-label={g('fields.goods_status')}
      data-testid={`goods-status-switch-${String(row.id)}`}
      onChange={(next: boolean) => void toggle(next)}
    />
  );
}

/** The review state as a coloured tag; a rejection shows its reason under it. */
export function GoodsVerifyCell({ row }: { row: CrudRow }) {
  const { g } = useGoodsText();
  const verify = verifyOf(row.goods_verify);
  const reason = typeof row.refuse_info === 'string' ? row.refuse_info : '';
  return (
    <div className="goods-verify-cell" data-testid={`goods-verify-${String(row.id)}`} data-verify={verify}>
      <StatusMapTag map={GOODS_VERIFY_STATUS} value={verify} />
      {verify === GOODS_VERIFY.rejected && reason ? (
        <div className="goods-refuse" data-testid={`goods-refuse-${String(row.id)}`}>
          {g('list.refuseReason', { reason })}
        </div>
      ) : null}
    </div>
  );
}

/** A price as the list answers it: a number, or 'min ~ max' for goods with several SKU prices. */
function PriceCell({ value }: { value: unknown }) {
  const { g } = useGoodsText();
  if (value === null || value === undefined || value === '') return <span>-</span>;
  return (
    <span className="goods-price">
      {g('editor.yuan')}
      {typeof value === 'string' || typeof value === 'number' ? value : '-'}
    </span>
  );
}

/**
 * The columns of the goods lists: picture, title, price, stock, sales, listing switch,
 * review state, then brand, class and created. What each area acts on comes first, so it stays in view on
 * a 1200px screen while the rest scrolls: the Admin list adds the store after the title (`store`) and moves
 * stock and sales behind the review.
 */
export function goodsColumns(mode: GoodsEditorMode, store?: ColumnDef): ColumnDef[] {
  const counts: ColumnDef[] = [
    { value: 'goods_stock', width: 80 },
    { value: 'goods_sale', width: 80 },
  ];
  return [
    { value: 'goods_master_image', type: 'image', width: 70 },
    { value: 'goods_name', width: mode === 'admin' ? 170 : 200, ellipsis: true },
    ...(store ? [store] : []),
    { value: 'goods_price', width: 130, render: (_row, value) => <PriceCell value={value} /> },
    ...(mode === 'admin' ? [] : counts),
    {
      value: 'goods_status',
      type: 'dict',
      width: 100,
      render: (row) => <GoodsStatusSwitch row={row} mode={mode} />,
    },
    {
      value: 'goods_verify',
      type: 'dict',
      width: 120,
      render: (row) => <GoodsVerifyCell row={row} />,
    },
    ...(mode === 'admin' ? counts : []),
    { value: 'brand_name', type: 'tag', tagType: false, width: 100 },
    { value: 'class_name', type: 'tag', tagType: false, width: 100 },
    { value: 'created_at' },
  ];
}

/** What the address says the page shows: the list, the editor of a new goods, or of goods `id`. */
export type EditorTarget = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string };

/** The query parameter that opens the editor (`?editor=new`, `?editor=5`), so Back and reload work. */
export const EDITOR_PARAM = 'editor';

/**
 * The goods editor as a routed sub-view of the list page: opening it writes `?editor=new|<id>` to the
 * address (a history entry, so the browser's Back returns to the list), closing removes it in place.
 *
 * @example const editor = useGoodsEditorRoute(); <Button onClick={editor.openAdd} />
 */
export function useGoodsEditorRoute() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(EDITOR_PARAM);
  const target: EditorTarget = !raw ? { kind: 'list' } : raw === 'new' ? { kind: 'add' } : { kind: 'edit', id: raw };
  const write = useCallback(
    (value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === undefined) next.delete(EDITOR_PARAM);
          else next.set(EDITOR_PARAM, value);
          return next;
        },
        // Closing replaces the editor's entry, so Back after a save does not reopen the form just sent.
        { replace: value === undefined },
      ),
    [setParams],
  );
  const openAdd = useCallback(() => write('new'), [write]);
  const openEdit = useCallback((id: unknown) => write(String(id)), [write]);
  const close = useCallback(() => write(undefined), [write]);
  return { target, openAdd, openEdit, close };
}

export interface GoodsEditorViewProps {
  target: EditorTarget;
  apiBase: GoodsApiBase;
  onClose: () => void;
  /** See `GoodsEditorProps.freightTemplates`. */
  freightTemplates?: boolean;
}

/** The lazily loaded editor for the address's target (nothing for the list). */
export function GoodsEditorView({ target, apiBase, onClose, freightTemplates }: GoodsEditorViewProps) {
  if (target.kind === 'list') return null;
  const id = target.kind === 'edit' ? target.id : undefined;
  return (
    <Suspense fallback={<Spin block loading className="goods-step-loading" />}>
      <GoodsEditor
        key={id ?? 'new'}
        apiBase={apiBase}
        goodsId={id}
        onDone={onClose}
        freightTemplates={freightTemplates}
      />
    </Suspense>
  );
}
