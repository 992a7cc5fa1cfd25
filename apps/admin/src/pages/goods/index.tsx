import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input, Tabs } from '@arco-design/web-react';
import { IconCheck, IconClose, IconEdit } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import { httpHooks } from '@shop/api/http';
import { useUpdateMutation } from '@shop/api/resource';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { CrudModal } from '@shop/ui/crud/CrudModal';
import { asApiError, needsOwnToast } from '@shop/ui/crud/reply';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, CrudRow } from '@shop/ui/crud/types';
import { GOODS_LIMITS, GOODS_VERIFY } from '@shop/backoffice/goods/goods-form';
import {
  GOODS_DICTS,
  GOODS_LIST_PARAMS,
  GOODS_SEARCH,
  GoodsEditorView,
  GOODS_VERIFY_STATUS,
  goodsColumns,
  useGoodsEditorRoute,
  useGoodsText,
} from '@shop/backoffice/goods/GoodsList';
import type { CrudController } from '@shop/ui/crud/useCrudList';

/** The platform list also says whose goods each row is (the list rows carry `store_name`). */
const storeColumn: ColumnDef = { value: 'store_name', width: 110, ellipsis: true };
const columns = goodsColumns('admin', storeColumn);

/** The review tabs: every goods, then one tab per state (they set the `goods_verify` search). */
const TABS = ['all', GOODS_VERIFY.pending, GOODS_VERIFY.approved, GOODS_VERIFY.rejected] as const;

function VerifyTabs({ crud }: { crud: CrudController }) {
  const { g } = useGoodsText();
  const chosen = crud.searchValues.goods_verify;
  const active = typeof chosen === 'number' || (typeof chosen === 'string' && chosen !== '') ? String(chosen) : 'all';
  return (
    <Tabs
      activeTab={active}
      className="goods-verify-tabs"
      onChange={(key: string) => {
        const values = { ...crud.searchValues };
        if (key === 'all') delete values.goods_verify;
        else values.goods_verify = Number(key);
        crud.applySearch(values);
      }}
    >
      {TABS.map((tab) => (
        <Tabs.TabPane
          key={String(tab)}
          title={
            <span data-testid={`goods-verify-tab-${String(tab)}`}>
              {tab === 'all' ? g('list.all') : g(GOODS_VERIFY_STATUS[tab].label)}
            </span>
          }
        />
      ))}
    </Tabs>
  );
}

/** `PUT /Admin/goods/{id}` with a review decision; toasts the outcome, the list reloads itself. */
function useReview() {
  const crud = useCrud();
  const { t } = useTranslation();
  const [updateGoods, { isLoading }] = useUpdateMutation();
  const review = async (row: CrudRow, data: CrudRow): Promise<boolean> => {
    try {
      await updateGoods({ path: crud.path, id: row.id as number, data }).unwrap();
      httpHooks().notify.success(t('messages.success'));
      return true;
    } catch (failure) {
      const error = asApiError(failure);
      if (needsOwnToast(error)) httpHooks().notify.error(error.msg || t('messages.error'));
      return false;
    }
  };
  return { review, isLoading };
}

function ApproveButton({ row }: { row: CrudRow }) {
  const { g } = useGoodsText();
  const { review, isLoading } = useReview();
  return (
    <Button
      size="small"
      type="primary"
      status="success"
      icon={<IconCheck />}
      loading={isLoading}
      title={g('list.approve')}
      aria-label={g('list.approve')}
      data-testid={`goods-approve-${String(row.id)}`}
      onClick={() => void review(row, { goods_verify: GOODS_VERIFY.approved })}
    />
  );
}

/** The rejection dialog: the reason is required and shown to the seller under the review state. */
function RejectDialog({ row, onClose }: { row: CrudRow; onClose: () => void }) {
  const { t } = useTranslation();
  const { g } = useGoodsText();
  const { review, isLoading } = useReview();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = async () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    if (await review(row, { goods_verify: GOODS_VERIFY.rejected, refuse_info: reason.trim() })) onClose();
  };
  return (
    <CrudModal
      title={g('list.rejectTitle')}
      visible
      onClose={onClose}
      options={{ width: '40%' }}
      footer={
        <>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button
            type="primary"
            status="danger"
            loading={isLoading}
            data-testid="goods-reject-ok"
            onClick={() => void submit()}
          >
            {g('list.reject')}
          </Button>
        </>
      }
    >
      <p>{typeof row.goods_name === 'string' ? row.goods_name : ''}</p>
      <Input.TextArea
        value={reason}
        maxLength={GOODS_LIMITS.refuse_info}
        showWordLimit
        autoSize={{ minRows: 3, maxRows: 5 }}
        placeholder={g('fields.refuse_info')}
        status={missing ? 'error' : undefined}
        data-testid="goods-reject-reason"
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
      />
      {missing ? (
        <div className="goods-error" role="alert" data-testid="goods-reject-missing">
          {t('messages.requiredMsg')}
        </div>
      ) : null}
    </CrudModal>
  );
}

/**
 * Goods: every store's goods, by review state (tabs); a row can be approved, rejected with a reason,
 * listed or delisted, edited in the shared goods editor in admin mode (`?editor=<id>`); checked rows are
 * deleted from the toolbar (the reference has no row delete here).
 */
export default function AdminGoodsPage() {
  const { g } = useGoodsText();
  const editor = useGoodsEditorRoute();
  const [rejecting, setRejecting] = useState<CrudRow | null>(null);
  const editing = editor.target.kind !== 'list';
  return (
    <>
      <GoodsEditorView target={editor.target} apiBase="/Admin" onClose={editor.close} />
      <div hidden={editing}>
        <CrudTable
          resource="goods"
          params={GOODS_LIST_PARAMS}
          columns={columns}
          search={GOODS_SEARCH}
          dicts={GOODS_DICTS}
          buttons={{ add: false, view: false, edit: false }}
          actionsWidth={130}
          top={(crud) => <VerifyTabs crud={crud} />}
          rowActions={(row) => (
            <>
              <Button
                size="small"
                type="primary"
                icon={<IconEdit />}
                title={g('editor.titleEdit')}
                aria-label={g('editor.titleEdit')}
                data-testid={`goods-edit-${String(row.id)}`}
                onClick={() => editor.openEdit(row.id)}
              />
              {Number(row.goods_verify) !== GOODS_VERIFY.approved ? <ApproveButton row={row} /> : null}
              {Number(row.goods_verify) !== GOODS_VERIFY.rejected ? (
                <Button
                  size="small"
                  type="primary"
                  status="warning"
                  icon={<IconClose />}
                  title={g('list.reject')}
                  aria-label={g('list.reject')}
                  data-testid={`goods-reject-${String(row.id)}`}
                  onClick={() => setRejecting(row)}
                />
              ) : null}
            </>
          )}
          dialogs={rejecting ? <RejectDialog row={rejecting} onClose={() => setRejecting(null)} /> : null}
        />
      </div>
    </>
  );
}
