import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Form, Grid, Spin } from '@arco-design/web-react';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { FormField } from '../fields/FormField.tsx';
import { useFieldLabel } from '../fields/label.ts';
import type { FieldDef } from '../fields/types.ts';
import { useCrud } from './CrudContext.tsx';
import { CrudModal, DIALOG_DEFAULTS, type CrudDialogOptions } from './CrudModal.tsx';
import type { CrudController } from './useCrudList.ts';
import type { CrudRow } from './types.ts';

/** Validation rules by field, Arco style; shared by Add and Edit (reference `dialogParam.rules`). */
export type CrudRules = Record<string, RulesProps[]>;

export type FormMode = 'add' | 'edit';

/** Hooks around the Add and Edit dialogs (reference `addOpenBefore`, `editOpenBefore`, `editOpenAfter`). */
export interface CrudFormHooks {
  /** Runs when the Add dialog opens. */
  onAddOpen?: () => void;
  /** Runs when the Edit dialog opens, before the record loads. */
  onEditOpen?: (row: CrudRow) => void;
  /** Runs once the edited record is loaded; may return a replacement (e.g. split a stored list). */
  onEditLoaded?: (record: CrudRow) => CrudRow | void;
  /** Last change to the values before they are sent (both dialogs). */
  beforeSubmit?: (values: CrudRow, mode: FormMode) => CrudRow;
}

export interface CrudFormDialogProps extends CrudFormHooks {
  mode: FormMode;
  fields: readonly FieldDef[];
  rules?: CrudRules;
  /** Add: the starting values. */
  initialValues?: CrudRow;
  resource?: string;
  options?: CrudDialogOptions;
  /** Replaces the dialog body (reference `table_add_hook` / `table_edit_hook`); receives the loaded record in Edit. */
  body?: (crud: CrudController, record: CrudRow | undefined) => ReactNode;
}

/** Rules of one field: `required` with the message 'Cannot be empty.', then the supplied ones. */
export function fieldRules(def: FieldDef, rules: CrudRules | undefined, requiredMessage: string): RulesProps[] {
  const own = rules?.[def.value] ?? [];
  return def.required ? [{ required: true, message: requiredMessage }, ...own] : own;
}

/** Add payload: every configured field present ('' when untouched), as the reference sends it. */
export function addPayload(fields: readonly FieldDef[], initial: CrudRow | undefined, values: CrudRow): CrudRow {
  const payload: CrudRow = { ...initial, ...values };
  for (const def of fields) if (payload[def.value] === undefined) payload[def.value] = '';
  return payload;
}

/** Edit: a field with `relation` shows the record's value of that other field as its placeholder. */
function withRelations(fields: readonly FieldDef[], record: CrudRow | undefined): readonly FieldDef[] {
  if (!record) return fields;
  return fields.map((def) => {
    if (!def.relation) return def;
    const shown = record[def.relation];
    return typeof shown === 'string' || typeof shown === 'number' ? { ...def, placeholder: String(shown) } : def;
  });
}

/**
 * The Add or Edit dialog: fields from the registry in a 20px-gutter grid (span 12 of 24
 * unless the field says otherwise); `required` and the supplied rules are checked before anything is sent.
 * Add posts the values with every configured field present; Edit loads `GET path/{id}` and puts the whole
 * record as edited. The dialog closes only on success (the controller tells an error reply from a success).
 * CrudTable renders both; a page composing its own screen puts them inside `<CrudContext.Provider>`.
 *
 * @example <CrudFormDialog mode="add" fields={fields} rules={{ phone: [{ match: /^1\d{10}$/ }] }} resource="users" />
 */
export function CrudFormDialog({
  mode,
  fields,
  rules,
  initialValues,
  resource,
  options,
  body,
  onAddOpen,
  onEditOpen,
  onEditLoaded,
  beforeSubmit,
}: CrudFormDialogProps) {
  const crud = useCrud();
  const { t } = useTranslation();
  const dialog = crud.dialog;
  const visible = dialog?.kind === mode;
  const editRow = dialog?.kind === 'edit' ? dialog.row : undefined;
  const [record, setRecord] = useState<CrudRow | undefined>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!visible) return;
    if (mode === 'add') {
      onAddOpen?.();
      return;
    }
    if (!editRow) return;
    onEditOpen?.(editRow);
    let alive = true;
    setRecord(undefined);
    setLoading(true);
    void crud.loadRecord(editRow).then((loaded) => {
      if (!alive) return;
      setLoading(false);
      if (!loaded) {
        crud.closeDialog();
        return;
      }
      setRecord(onEditLoaded?.(loaded) ?? loaded);
    });
    return () => {
      alive = false;
    };
    // Open once per dialog opening; the hooks are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, mode, editRow]);

  const title = mode === 'add' ? t('crud.add') : t('crud.edit');
  return (
    <CrudModal title={title} visible={visible} onClose={crud.closeDialog} options={options}>
      {body ? (
        body(crud, record)
      ) : mode === 'edit' && (loading || !record) ? (
        <Spin block loading className="crud-dialog-loading" />
      ) : (
        <FieldsForm
          mode={mode}
          fields={mode === 'edit' ? withRelations(fields, record) : fields}
          rules={rules}
          initial={mode === 'edit' ? record : initialValues}
          resource={resource}
          options={options}
          beforeSubmit={beforeSubmit}
        />
      )}
    </CrudModal>
  );
}

interface FieldsFormProps {
  mode: FormMode;
  fields: readonly FieldDef[];
  rules: CrudRules | undefined;
  initial: CrudRow | undefined;
  resource: string | undefined;
  options: CrudDialogOptions | undefined;
  beforeSubmit: CrudFormHooks['beforeSubmit'];
}

function FieldsForm({ mode, fields, rules, initial, resource, options, beforeSubmit }: FieldsFormProps) {
  const crud = useCrud();
  const { t } = useTranslation();
  const label = useFieldLabel(resource);
  const [form] = Form.useForm<CrudRow>();
  const [submitting, setSubmitting] = useState(false);
  const span = options?.span ?? DIALOG_DEFAULTS.span;
  const labelWidth = options?.labelWidth ?? DIALOG_DEFAULTS.labelWidth;

  if (!fields.length) return <Empty description={t('crud.noFields')} />;

  const submit = async () => {
    let values: CrudRow;
    try {
      values = await form.validate();
    } catch {
      return; // invalid: the form shows the messages, nothing is sent
    }
    const merged = mode === 'add' ? addPayload(fields, initial, values) : { ...values };
    const data = beforeSubmit ? beforeSubmit(merged, mode) : merged;
    setSubmitting(true);
    try {
      if (mode === 'add') await crud.create(data);
      else if (initial) await crud.update(initial, data);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      initialValues={initial}
      labelCol={{ flex: typeof labelWidth === 'number' ? `${labelWidth}px` : labelWidth }}
      wrapperCol={{ flex: 1 }}
      className="crud-form"
      onSubmit={() => void submit()}
    >
      <Grid.Row gutter={20}>
        {fields.map((def) => (
          <Grid.Col key={def.value} span={def.span ?? span}>
            <Form.Item field={def.value} label={label(def)} rules={fieldRules(def, rules, t('messages.requiredMsg'))}>
              <FormField def={def} dicts={crud.dicts} resource={resource} area={crud.area} />
            </Form.Item>
          </Grid.Col>
        ))}
      </Grid.Row>
      <div className="crud-form-actions">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('crud.ok')}
        </Button>
        <Button onClick={crud.closeDialog}>{t('crud.cancel')}</Button>
      </div>
    </Form>
  );
}
