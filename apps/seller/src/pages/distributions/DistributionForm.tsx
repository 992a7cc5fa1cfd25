import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, InputNumber, Spin } from '@arco-design/web-react';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useShowQuery } from '@shop/api/resource';
import { GoodsPicker } from '@shop/backoffice/promotions/GoodsPicker';
import type { CrudTableProps } from '@shop/ui/crud/CrudTable';
import type { CrudRow } from '@shop/ui/crud/types';
import { useFieldLabel } from '@shop/ui/fields/label';
import { useResourceText } from '../useResourceText.ts';
import { planPayload, planValues, RATE_FIELDS, rateErrors, rateOf } from './rates.ts';

export const RESOURCE = 'seller_distributions';

interface DistributionFormProps {
  /** Edit: the loaded plan. */
  record?: CrudRow;
  /** Sends the body; resolves true when the server took it. */
  onSubmit: (payload: CrudRow) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * A referral plan: one of the store's goods (the promotions' goods picker) and the three level rates, checked
 * as the server does (each 0..100, together at most 100) while typing and before sending.
 */
export function DistributionForm({ record, onSubmit, onCancel }: DistributionFormProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const label = useFieldLabel(RESOURCE);
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);
  const goodsId = Number(Form.useWatch('goods_id', form)) || 0;
  const detail = useShowQuery({ path: '/Seller/goods', id: goodsId }, { skip: !(goodsId > 0) });
  const lev1: unknown = Form.useWatch('lev_1', form);
  const lev2: unknown = Form.useWatch('lev_2', form);
  const lev3: unknown = Form.useWatch('lev_3', form);
  const total = [lev1, lev2, lev3].reduce<number>((sum, v) => sum + Math.round((rateOf(v) ?? 0) * 100), 0) / 100;
  // Validators run after this render; they read the form's latest values.
  const formRef = useRef(form);
  formRef.current = form;

  const rulesOf = (name: string): RulesProps[] => [
    {
      validator: (value: unknown, callback: (error?: string) => void) => {
        const values: Record<string, unknown> = { ...formRef.current.getFieldsValue(), [name]: value };
        const error = rateErrors(values)[name as keyof ReturnType<typeof rateErrors>];
        callback(error ? text(`resources.${RESOURCE}.errors.${error.key}`, error.values) : undefined);
      },
    },
  ];

  // A rate's change can make or clear the total error of the other two: check those again once touched.
  const recheck = (changed: Record<string, unknown>) => {
    if (!RATE_FIELDS.some((f) => f in changed)) return;
    const touched = new Set([...form.getTouchedFields(), ...Object.keys(form.getFieldsError())]);
    const again = RATE_FIELDS.filter((f) => !(f in changed) && touched.has(f));
    if (again.length) form.validate([...again]).catch(() => undefined);
  };

  const submit = async () => {
    try {
      await form.validate();
    } catch {
      return; // the fields show what is wrong; nothing is sent
    }
    setSubmitting(true);
    try {
      await onSubmit(planPayload(form.getFieldsValue()));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      id="seller-distribution"
      data-testid="distribution-form"
      initialValues={planValues(record)}
      labelCol={{ flex: '150px' }}
      wrapperCol={{ flex: 1 }}
      className="crud-form"
      onValuesChange={recheck}
      onSubmit={() => void submit()}
    >
      <Form.Item field="goods_id" label={label({ value: 'goods_id' })} required rules={rulesOf('goods_id')}>
        <GoodsPicker
          title={text(`resources.${RESOURCE}.form.pickGoods`)}
          goods={detail.currentData}
          loading={detail.isFetching}
        />
      </Form.Item>
      {RATE_FIELDS.map((f) => (
        <Form.Item key={f} field={f} label={label({ value: f })} required rules={rulesOf(f)}>
          <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: 200 }} />
        </Form.Item>
      ))}
      <Form.Item label=" " extra={text(`resources.${RESOURCE}.form.ratesHint`)}>
        <span data-testid="distribution-total">{text(`resources.${RESOURCE}.form.total`, { total })}</span>
      </Form.Item>
      <div className="crud-form-actions">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('crud.ok')}
        </Button>
        <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      </div>
    </Form>
  );
}

/** CrudTable's Add and Edit bodies: `POST /Seller/distributions`, `PUT /Seller/distributions/{id}`. */
export const distributionBodies: Pick<CrudTableProps, 'addBody' | 'editBody'> = {
  addBody: (crud) => <DistributionForm onSubmit={crud.create} onCancel={crud.closeDialog} />,
  editBody: (crud, record) =>
    record ? (
      <DistributionForm
        record={record}
        onSubmit={(payload) => crud.update({ id: record.id }, payload)}
        onCancel={crud.closeDialog}
      />
    ) : (
      <Spin block loading className="crud-dialog-loading" />
    ),
};
