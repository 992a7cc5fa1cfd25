import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Space } from '@arco-design/web-react';
import { IconCheck, IconClose, IconSafe } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { adminStores } from '@shop/contract/resources/stores';
import { CrudTable, type CrudTableProps } from '@shop/ui/crud-table';
import { useCrud } from '@shop/ui/crud/CrudContext';
import type { CrudController } from '@shop/ui/crud/useCrudList';
import type { CrudRow, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { StatusMapTag, statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';
import { STORE_STATUS, STORE_VERIFY } from '@shop/backoffice/shop-status';
import { useResourceText } from '../useResourceText.ts';
import { ClassPaths, OpenSwitch, OwnerCell, StoreField, VerifyTabs, useStoresRefresh } from './parts.tsx';
import { classPaths, tabParams, type VerifyTab } from './review.ts';
import { STORE_EDIT_FIELDS, useStoreApi } from './store-api.ts';
import { StoreMoneyDialog } from './StoreMoneyDialog.tsx';
import { REFUSE_INFO_MAX, StoreRejectDialog } from './StoreRejectDialog.tsx';
import './stores.css';

const dicts: DictDef[] = [
  // The whole class tree: the classes picker of Edit and the names of the applied-for paths.
  { name: 'class_id', url: '/load_goods_classes', labelName: 'name', valueName: 'id' },
  statusDict('store_status', STORE_STATUS),
  statusDict('store_verify', STORE_VERIFY),
];

const price = (value: unknown) => (value === null || value === undefined || value === '' ? '-' : `￥${asText(value)}`);

// The columns and the search come from the descriptor; these give their widths and cells.
const overrides: CrudTableProps['overrides'] = {
  columns: {
    store_logo: { type: 'avatar', width: 76 },
    store_name: { width: 150, ellipsis: true },
    store_verify: statusColumn('store_verify', STORE_VERIFY, { width: 140 }),
    store_status: { type: 'dict_tag', width: 80, render: (row) => <OpenSwitch row={row} /> },
    user_id: { width: 130, render: (row) => <OwnerCell row={row} /> },
    store_money: { width: 110, render: (row) => <StoreField row={row} field="store_money" render={price} /> },
    store_company_name: {
      width: 160,
      ellipsis: true,
      render: (row) => <StoreField row={row} field="store_company_name" />,
    },
    area_info: { width: 170, ellipsis: true },
  },
};

const image = (value: string): FieldDef => ({ value, type: 'image', options: { uploadName: 'store' } });

/**
 * The admin store editor: application data, classes, address, status and review. It writes through the store
 * editor's own route, not the generic resource, so it is listed here rather than derived.
 */
const fields: FieldDef[] = [
  { value: 'store_name', required: true },
  { value: 'store_company_name' },
  {
    value: 'store_logo',
    type: 'avatar',
    span: 24,
    options: { uploadName: 'store_logo', uploadOption: { width: 242, height: 74 } },
  },
  { value: 'class_id', type: 'cascader', span: 24, required: true, options: { multiple: true, emitPath: true } },
  // Full width: a chosen path (province / city / district) does not fit half a row.
  { value: 'area', type: 'cascader_lazy', span: 24, options: { lazyUrl: '/load_areas?isLazy=true', idName: 'code' } },
  { value: 'store_address', span: 24 },
  { value: 'store_description', type: 'textarea', span: 24, options: { maxLength: 150 } },
  image('business_license'),
  { value: 'business_license_no' },
  { value: 'legal_person' },
  { value: 'store_phone' },
  { value: 'id_card_no' },
  { value: 'emergency_contact' },
  image('id_card_t'),
  image('id_card_b'),
  { value: 'emergency_contact_phone' },
  { value: 'store_status', type: 'select' },
  { value: 'store_verify', type: 'select' },
  { value: 'store_refuse_info', type: 'textarea', span: 24, options: { maxLength: REFUSE_INFO_MAX } },
];

/** The application as the reviewer reads it. */
const viewFields: ViewFieldDef[] = [
  { value: 'store_name' },
  { value: 'store_logo', type: 'avatar' },
  { value: 'store_company_name', viewType: 'text' },
  { value: 'area_info', viewType: 'text' },
  { value: 'store_address', viewType: 'text' },
  { value: 'store_description', viewType: 'text' },
  { value: 'business_license_no', viewType: 'text' },
  { value: 'legal_person', viewType: 'text' },
  { value: 'store_phone', viewType: 'text' },
  { value: 'id_card_no', viewType: 'text' },
  { value: 'emergency_contact', viewType: 'text' },
  { value: 'emergency_contact_phone', viewType: 'text' },
  { value: 'business_license', type: 'image', span: 8 },
  { value: 'id_card_t', type: 'image', span: 8 },
  { value: 'id_card_b', type: 'image', span: 8 },
  { value: 'class_id', span: 24, render: (record) => <ClassPaths value={record.class_id} /> },
  { value: 'store_verify', render: (record) => <StatusMapTag map={STORE_VERIFY} value={record.store_verify} /> },
  { value: 'store_status', render: (record) => <StatusMapTag map={STORE_STATUS} value={record.store_status} /> },
  // The server answers a placeholder reason for stores never refused: shown only for a refused one.
  {
    value: 'store_refuse_info',
    span: 24,
    render: (record) => (String(record.store_verify) === '3' ? asText(record.store_refuse_info) || '-' : '-'),
  },
  { value: 'store_money', render: (record) => price(record.store_money) },
  { value: 'store_frozen_money', render: (record) => price(record.store_frozen_money) },
];

/** Edit loads and sends back only the editor's fields (the record also carries balances and formatter extras). */
function editable(record: CrudRow): CrudRow {
  const out: CrudRow = { id: record.id };
  for (const field of STORE_EDIT_FIELDS) if (field in record) out[field] = record[field];
  out.class_id = classPaths(record.class_id);
  return out;
}

/** Whether a store waits for review (the approve and reject actions apply). */
const awaitsReview = (row: CrudRow) => String(row.store_verify) === '2';

interface ReviewActionsProps {
  row: CrudRow;
  crud: CrudController;
  onReject: (row: CrudRow) => void;
  /** Larger, labelled buttons (the View dialog) instead of the row's icon buttons. */
  labelled?: boolean;
}

/** Approve (verified and opened at once) or reject (asks for a reason) a store waiting for review. */
function ReviewActions({ row, crud, onReject, labelled = false }: ReviewActionsProps) {
  const stores = useStoreApi();
  const { t } = useTranslation();
  const refresh = useStoresRefresh();
  const text = useResourceText();
  const [busy, setBusy] = useState(false);
  if (!awaitsReview(row)) return null;
  const approveText = text('resources.stores.review.approve');
  const rejectText = text('resources.stores.review.reject');
  const approve = async () => {
    setBusy(true);
    const ok = await stores.updateStore(
      row.id,
      { store_verify: 4, store_status: 1 },
      { success: t('messages.success'), failure: t('messages.error') },
    );
    setBusy(false);
    if (ok) {
      crud.closeDialog();
      refresh();
    }
  };
  return (
    <>
      <Button
        size={labelled ? 'default' : 'small'}
        type="primary"
        status="success"
        icon={<IconCheck />}
        loading={busy}
        title={approveText}
        aria-label={approveText}
        data-testid="store-approve"
        data-row-id={String(row.id)}
        onClick={() => void approve()}
      >
        {labelled ? approveText : null}
      </Button>
      <Button
        size={labelled ? 'default' : 'small'}
        type="primary"
        status="danger"
        icon={<IconClose />}
        title={rejectText}
        aria-label={rejectText}
        data-testid="store-reject"
        data-row-id={String(row.id)}
        onClick={() => onReject(row)}
      >
        {labelled ? rejectText : null}
      </Button>
    </>
  );
}

/**
 * Stores: review tabs with counters, the application's view, approve / reject with a reason, open or
 * close in place, the full store editor and store balance adjustments.
 */
export default function StoresPage() {
  const text = useResourceText();
  const [tab, setTab] = useState<VerifyTab>('all');
  const [rejecting, setRejecting] = useState<CrudRow | null>(null);
  const [funding, setFunding] = useState<CrudRow | null>(null);
  const balanceText = text('resources.stores.money.action');

  return (
    <CrudTable
      descriptor={adminStores}
      overrides={overrides}
      params={tabParams(tab)}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      buttons={{ add: false }}
      actionsWidth={200}
      dialog={{ width: '60%', labelWidth: 150 }}
      onEditLoaded={editable}
      beforeSubmit={(values) => ({ ...values, class_id: JSON.stringify(classPaths(values.class_id)) })}
      toolbar={{
        left: (defaults, crud) => (
          <>
            <VerifyTabs tab={tab} onChange={setTab} count={crud.count} />
            {defaults}
          </>
        ),
      }}
      rowActions={(row, defaults, crud) => (
        <>
          {defaults}
          <ReviewActions row={row} crud={crud} onReject={setRejecting} />
          <Button
            size="small"
            type="outline"
            status="success"
            icon={<IconSafe />}
            title={balanceText}
            aria-label={balanceText}
            data-testid="store-balance"
            data-row-id={String(row.id)}
            onClick={() => setFunding(row)}
          />
        </>
      )}
      viewFooter={(crud, record) => (
        <Space className="stores-view-actions">
          <ReviewActions row={record} crud={crud} onReject={setRejecting} labelled />
        </Space>
      )}
      dialogs={<StoresDialogs rejecting={rejecting} funding={funding} onReject={setRejecting} onFund={setFunding} />}
    />
  );
}

interface StoresDialogsProps {
  rejecting: CrudRow | null;
  funding: CrudRow | null;
  onReject: (row: CrudRow | null) => void;
  onFund: (row: CrudRow | null) => void;
}

/** The reject and balance dialogs, inside the table's context so they can reload the list. */
function StoresDialogs({ rejecting, funding, onReject, onFund }: StoresDialogsProps) {
  const crud = useCrud();
  const refresh = useStoresRefresh();
  return (
    <>
      <StoreRejectDialog
        store={rejecting}
        onClose={() => onReject(null)}
        onDone={() => {
          onReject(null);
          crud.closeDialog();
          refresh();
        }}
      />
      <StoreMoneyDialog store={funding} onClose={() => onFund(null)} onChanged={refresh} />
    </>
  );
}
