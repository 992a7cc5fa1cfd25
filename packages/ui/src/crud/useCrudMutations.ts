import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpHooks } from '@shop/api/http';
import {
  useCreateMutation,
  useImportExcelMutation,
  useLazyShowQuery,
  useRemoveMutation,
  useUpdateMutation,
} from '@shop/api/resource';
import type { Confirm } from './confirm.ts';
import { asApiError, isErrorReply, needsOwnToast, refusalOf, replyMessage, type WriteOptions } from './reply.ts';
import { plainRow } from './tree.ts';
import type { CrudDialog, CrudRow, RowKey } from './types.ts';

/** The Add, Edit and View dialog: at most one open. */
export interface CrudDialogState {
  dialog: CrudDialog;
  openAdd: () => void;
  openEdit: (row: CrudRow) => void;
  openView: (row: CrudRow) => void;
  closeDialog: () => void;
}

export function useCrudDialog(): CrudDialogState {
  const [dialog, setDialog] = useState<CrudDialog>(null);
  const openAdd = useCallback(() => setDialog({ kind: 'add' }), []);
  const openEdit = useCallback((row: CrudRow) => setDialog({ kind: 'edit', row: plainRow(row) }), []);
  const openView = useCallback((row: CrudRow) => setDialog({ kind: 'view', row: plainRow(row) }), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  return { dialog, openAdd, openEdit, openView, closeDialog };
}

export interface CrudMutationsOptions {
  path: string;
  rowKey: string;
  /** The row field holding a tree row's parent: the levels a write touches are refreshed. */
  parentKey: string;
  /** The rows a delete without arguments removes (the checked ones). */
  selectedRows: readonly CrudRow[];
  clearSelection: () => void;
  closeDialog: () => void;
  /** Runs after every successful write with the tree parents it touched. */
  afterWrite: (parents: readonly unknown[]) => Promise<void>;
  confirm: Confirm;
}

/** The record load and the writes of a CRUD screen; each write answers true when it succeeded. */
export interface CrudMutations {
  loadRecord: (row: CrudRow) => Promise<CrudRow | undefined>;
  create: (values: CrudRow, options?: WriteOptions) => Promise<boolean>;
  update: (record: CrudRow, values: CrudRow, options?: WriteOptions) => Promise<boolean>;
  remove: (rows: readonly CrudRow[]) => Promise<boolean>;
  requestDelete: (rows?: readonly CrudRow[]) => Promise<boolean>;
  importRows: (records: readonly CrudRow[]) => Promise<boolean>;
}

/**
 * Just the two messages this file toasts: i18next's full `t` type over every bundle's keys is past what the
 * compiler will instantiate here (TS2589), and nothing more is needed.
 */
type Translate = (key: 'messages.error' | 'messages.success') => string;

/**
 * Runs a write; toasts failures the http client left silent and tells `options.onRefused` why the server refused;
 * true when it succeeded.
 */
async function runWrite(call: () => Promise<unknown>, t: Translate, options?: WriteOptions): Promise<boolean> {
  try {
    const value = await call();
    if (isErrorReply(value)) {
      httpHooks().notify.error(replyMessage(value) || t('messages.error'));
      options?.onRefused?.(refusalOf(value, t('messages.error')));
      return false;
    }
    httpHooks().notify.success(t('messages.success'));
    return true;
  } catch (failure) {
    const apiError = asApiError(failure);
    if (needsOwnToast(apiError)) httpHooks().notify.error(apiError.msg || t('messages.error'));
    // A transport failure was already told by the http client and names no field.
    if (!apiError.transport) options?.onRefused?.(refusalOf(apiError.body, apiError.msg || t('messages.error')));
    return false;
  }
}

/**
 * `GET path/{id}`, `POST path`, `PUT path/{id}`, `DELETE path/{ids}` and `POST path/import/excel` through
 * RTK Query, with the toasts, the delete rules (a selection, then a confirmation) and what follows a success:
 * the dialog closes, the selection clears after a delete, and `afterWrite` refreshes what the list cannot.
 */
export function useCrudMutations(options: CrudMutationsOptions): CrudMutations {
  const { path, rowKey, parentKey, selectedRows, clearSelection, closeDialog, afterWrite, confirm } = options;
  const { t } = useTranslation();
  const [showTrigger] = useLazyShowQuery();
  const [createTrigger] = useCreateMutation();
  const [updateTrigger] = useUpdateMutation();
  const [removeTrigger] = useRemoveMutation();
  const [importTrigger] = useImportExcelMutation();
  const write = useCallback(
    (call: () => Promise<unknown>, writeOptions?: WriteOptions) => runWrite(call, t, writeOptions),
    [t],
  );

  const loadRecord = useCallback(
    async (row: CrudRow) => {
      try {
        const record = await showTrigger({ path, id: row[rowKey] as RowKey }, false).unwrap();
        return record && typeof record === 'object' && !Array.isArray(record) ? record : undefined;
      } catch {
        return undefined;
      }
    },
    [showTrigger, path, rowKey],
  );

  const create = useCallback(
    async (values: CrudRow, writeOptions?: WriteOptions) => {
      const ok = await write(() => createTrigger({ path, data: values }).unwrap(), writeOptions);
      if (ok) {
        closeDialog();
        await afterWrite([values[parentKey]]);
      }
      return ok;
    },
    [write, createTrigger, path, closeDialog, afterWrite, parentKey],
  );

  const update = useCallback(
    async (record: CrudRow, values: CrudRow, writeOptions?: WriteOptions) => {
      const data = { ...record, ...values };
      const ok = await write(() => updateTrigger({ path, id: record[rowKey] as RowKey, data }).unwrap(), writeOptions);
      if (ok) {
        closeDialog();
        await afterWrite([record[parentKey], data[parentKey]]);
      }
      return ok;
    },
    [write, updateTrigger, path, rowKey, closeDialog, afterWrite, parentKey],
  );

  const remove = useCallback(
    async (targets: readonly CrudRow[]) => {
      const ids = targets.map((row) => row[rowKey] as RowKey);
      const ok = await write(() => removeTrigger({ path, ids }).unwrap());
      if (ok) {
        clearSelection();
        await afterWrite(targets.map((row) => row[parentKey]));
      }
      return ok;
    },
    [write, removeTrigger, path, rowKey, clearSelection, afterWrite, parentKey],
  );

  const requestDelete = useCallback(
    async (targets?: readonly CrudRow[]) => {
      const chosen = targets ?? selectedRows;
      if (!chosen.length) {
        httpHooks().notify.error(t('messages.selectFirst'));
        return false;
      }
      const agreed = await confirm({
        title: t('crud.confirmTitle'),
        content: t('messages.deleteConfirm'),
        okText: t('crud.ok'),
        cancelText: t('crud.cancel'),
      });
      return agreed ? remove(chosen) : false;
    },
    [selectedRows, confirm, remove, t],
  );

  const importRows = useCallback(
    async (records: readonly CrudRow[]) => {
      if (!records.length) {
        httpHooks().notify.error(t('crud.importEmpty'));
        return false;
      }
      const ok = await write(() => importTrigger({ path, rows: [...records] }).unwrap());
      if (ok) await afterWrite([]);
      return ok;
    },
    [write, importTrigger, path, afterWrite, t],
  );

  return { loadRecord, create, update, remove, requestDelete, importRows };
}
