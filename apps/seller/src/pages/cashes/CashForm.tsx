import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, InputNumber } from '@arco-design/web-react';
import type { RulesProps } from '@arco-design/web-react/es/Form/interface';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { useFieldLabel } from '@shop/ui/fields/label';
import { useResourceText } from '../useResourceText.ts';
import { CASH_MAX, cashErrors, cashPayload, type CashField } from './cash-rules.ts';

export const RESOURCE = 'seller_cashes';

interface CashFormProps {
  /** The store balance in cents once loaded (caps the amount). */
  balanceCents: number | undefined;
  /** Sends the body; resolves true when the server took it. */
  onSubmit: (payload: Record<string, string>) => Promise<boolean>;
  onCancel: () => void;
}

const TEXTS: { name: Exclude<CashField, 'money'>; required: boolean; hint?: string }[] = [
  { name: 'name', required: true },
  { name: 'bank_name', required: true },
  { name: 'card_no', required: true, hint: 'cardHint' },
  { name: 'remark', required: false },
];

/**
 * A withdrawal request: the gross amount (at most the store balance) and the bank account it is paid into,
 * checked as the server does while typing and before sending.
 */
export function CashForm({ balanceCents, onSubmit, onCancel }: CashFormProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const label = useFieldLabel(RESOURCE);
  const [form] = Form.useForm();
  const [submitting, setSubmitting] = useState(false);
  // Validators run after this render; they read the latest balance.
  const balanceRef = useRef(balanceCents);
  balanceRef.current = balanceCents;

  const rulesOf = (name: CashField): RulesProps[] => [
    {
      validator: (value: unknown, callback: (error?: string) => void) => {
        const values: Record<string, unknown> = { ...form.getFieldsValue(), [name]: value };
        const error = cashErrors(values, balanceRef.current)[name];
        callback(error ? text(`resources.${RESOURCE}.errors.${error.key}`, error.values) : undefined);
      },
    },
  ];

  const submit = async () => {
    try {
      await form.validate();
    } catch {
      return; // the fields show what is wrong; nothing is sent
    }
    setSubmitting(true);
    try {
      await onSubmit(cashPayload(form.getFieldsValue()));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      id="seller-cash"
      data-testid="cash-form"
      labelCol={{ flex: '130px' }}
      wrapperCol={{ flex: 1 }}
      className="crud-form"
      onSubmit={() => void submit()}
    >
      <Form.Item label={label({ value: 'balance' })}>
        <span data-testid="cash-balance">
          {balanceCents === undefined ? '-' : `￥${(balanceCents / 100).toFixed(2)}`}
        </span>
      </Form.Item>
      <Form.Item
        field="money"
        label={label({ value: 'amount' })}
        required
        rules={rulesOf('money')}
        extra={text(`resources.${RESOURCE}.form.amountHint`)}
      >
        <InputNumber min={0} precision={2} prefix="￥" style={{ width: 220 }} />
      </Form.Item>
      {TEXTS.map((f) => (
        <Form.Item
          key={f.name}
          field={f.name}
          label={label({ value: f.name })}
          required={f.required}
          rules={rulesOf(f.name)}
          extra={f.hint ? text(`resources.${RESOURCE}.form.${f.hint}`) : undefined}
        >
          <Input maxLength={CASH_MAX[f.name]} allowClear />
        </Form.Item>
      ))}
      <div className="crud-form-actions">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('crud.ok')}
        </Button>
        <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      </div>
    </Form>
  );
}
