import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Spin } from '@arco-design/web-react';
import type { FormInstance, RulesProps } from '@arco-design/web-react/es/Form/interface';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { CrudTableProps } from './CrudTable.tsx';
import type { WriteOptions } from './reply.ts';
import type { CrudController } from './useCrudList.ts';
import type { CrudRow } from './types.ts';

/** A value the server would refuse: the key of its message and the message's values. */
export interface FormProblem {
  key: string;
  values?: Record<string, unknown>;
}

/** The problems of a form's values, by field; a field without a problem is absent. */
export type FormProblems = Partial<Record<string, FormProblem>>;

/** Sends a form's body; resolves true when the server took it. `options.onRefused` hears a refusal. */
export type FormSubmit = (body: CrudRow, options: WriteOptions) => Promise<boolean>;

export interface RuleFormProps {
  /** The form's id (and `data-testid`). */
  id: string;
  initialValues?: CrudRow;
  /** Label column width in px (default 110, as the CRUD dialogs). */
  labelWidth?: number;
  /**
   * Checks the values as the server will, all fields at once (cross-field rules included): each field's check
   * reads the others' latest values, while typing and before sending.
   */
  check: (values: CrudRow) => FormProblems;
  /** The text of a problem. */
  describe: (problem: FormProblem) => string;
  /** Fields whose check reads another: a change of the key checks them again once touched or showing an error. */
  partners?: Readonly<Record<string, readonly string[]>>;
  /** The body the values send (trimmed texts, amounts as '12.50'...). */
  payload: (values: CrudRow) => CrudRow;
  onSubmit: FormSubmit;
  onCancel: () => void;
  /** The form instance, when the page reads its values itself (e.g. to load what a picked id names). */
  form?: FormInstance<CrudRow>;
  /** Runs on every change before the partners are checked again (e.g. clear a field that depends on another). */
  onValuesChange?: (changed: Partial<CrudRow>, form: FormInstance<CrudRow>) => void;
  /** `data-testid` of the form when it differs from its id. */
  testId?: string;
  className?: string;
  /** The form items, given the rules of a field by name (its check) and the form. */
  children: (rules: (field: string) => RulesProps[], form: FormInstance<CrudRow>) => ReactNode;
}

/**
 * A dialog form checked as the server checks: Arco form items whose rule is `check` (one function over every
 * value, so cross-field rules stay in one tested place), re-checked with their `partners`, then the body sent
 * through `onSubmit` with OK and Cancel under it. A refusal naming a field (`invalid(key, { field })`, 422) shows
 * its message under that field besides the toast; nothing is sent while a check fails.
 *
 * @example
 * <RuleForm id="seller-cash" check={(v) => cashErrors(v, balance)} describe={(p) => text(`errors.${p.key}`, p.values)}
 *   payload={cashPayload} onSubmit={crud.create} onCancel={close}>
 *   {(rules) => <Form.Item field="money" label={label} rules={rules('money')}><InputNumber /></Form.Item>}
 * </RuleForm>
 */
export function RuleForm({
  id,
  initialValues,
  labelWidth = 110,
  check,
  describe,
  partners,
  payload,
  onSubmit,
  onCancel,
  form: given,
  onValuesChange,
  testId,
  className,
  children,
}: RuleFormProps) {
  const { t } = useTranslation();
  const [own] = Form.useForm<CrudRow>();
  const form = given ?? own;
  const [submitting, setSubmitting] = useState(false);
  // Validators run after this render: they read the latest check (it may close over data loaded since).
  const latest = useRef({ check, describe });
  latest.current = { check, describe };

  const rules = (field: string): RulesProps[] => [
    {
      validator: (value: unknown, callback: (error?: string) => void) => {
        const values: CrudRow = { ...form.getFieldsValue(), [field]: value };
        const problem = latest.current.check(values)[field];
        callback(problem ? latest.current.describe(problem) : undefined);
      },
    },
  ];

  const recheck = (changed: Partial<CrudRow>) => {
    onValuesChange?.(changed, form);
    if (!partners) return;
    const shown = new Set([...form.getTouchedFields(), ...Object.keys(form.getFieldsError())]);
    const again = [...new Set(Object.keys(changed).flatMap((k) => partners[k] ?? []))].filter(
      (f) => !(f in changed) && shown.has(f),
    );
    if (again.length) form.validate(again).catch(() => undefined);
  };

  const submit = async () => {
    try {
      await form.validate();
    } catch {
      return; // the fields show what is wrong; nothing is sent
    }
    setSubmitting(true);
    try {
      await onSubmit(payload(form.getFieldsValue()), {
        onRefused: ({ field, message }) => {
          if (field && field in form.getFieldsValue()) form.setFields({ [field]: { error: { message } } });
        },
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      id={id}
      data-testid={testId ?? id}
      initialValues={initialValues}
      labelCol={{ flex: `${labelWidth}px` }}
      wrapperCol={{ flex: 1 }}
      className={className ? `crud-form ${className}` : 'crud-form'}
      onValuesChange={recheck}
      onSubmit={() => void submit()}
    >
      {children(rules, form)}
      <div className="crud-form-actions">
        <Button type="primary" htmlType="submit" loading={submitting} data-testid={`${id}-submit`}>
          {t('crud.ok')}
        </Button>
        <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      </div>
    </Form>
  );
}

/** What a CrudTable dialog gives its form: the record in Edit, the write of the dialog and its close. */
export interface RuleFormBody {
  /** The loaded record in Edit; undefined in Add. */
  record: CrudRow | undefined;
  crud: CrudController;
  /** Add: `POST path`; Edit: `PUT path/{id}` with the body alone. Toast, reload and close on success. */
  submit: FormSubmit;
  cancel: () => void;
}

/**
 * CrudTable's Add and Edit bodies from one form: `form` renders it for the new record or the loaded one (a
 * spinner while that loads), wired to the table's create and update.
 *
 * @example <CrudTable descriptor={sellerDistributions} {...ruleFormBodies((body) => <DistributionForm {...body} />)} />
 */
export function ruleFormBodies(form: (body: RuleFormBody) => ReactNode): Pick<CrudTableProps, 'addBody' | 'editBody'> {
  return {
    addBody: (crud) =>
      form({
        record: undefined,
        crud,
        submit: (body, options) => crud.create(body, options),
        cancel: crud.closeDialog,
      }),
    editBody: (crud, record) =>
      record ? (
        form({
          record,
          crud,
          // Only the form's body: the key names the row, nothing else of the loaded record is sent back.
          submit: (body, options) => crud.update({ [crud.rowKey]: record[crud.rowKey] }, body, options),
          cancel: crud.closeDialog,
        })
      ) : (
        <Spin block loading className="crud-dialog-loading" />
      ),
  };
}
