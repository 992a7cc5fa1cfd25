import { Form, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { RuleForm, type FormSubmit } from '@shop/ui/crud/RuleForm';
import { useFieldLabel } from '@shop/ui/fields/label';
import { useResourceText } from '../useResourceText.ts';
import { CASH_MAX, cashErrors, cashPayload, type CashField } from './cash-rules.ts';

export const RESOURCE = 'seller_cashes';

interface CashFormProps {
  /** The store balance in cents once loaded (caps the amount). */
  balanceCents: number | undefined;
  onSubmit: FormSubmit;
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
  const text = useResourceText();
  const label = useFieldLabel(RESOURCE);
  return (
    <RuleForm
      id="cash-form"
      labelWidth={130}
      check={(values) => cashErrors(values, balanceCents)}
      describe={(problem) => text(`resources.${RESOURCE}.errors.${problem.key}`, problem.values)}
      payload={cashPayload}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {(rules) => (
        <>
          <Form.Item label={label({ value: 'balance' })}>
            <span data-testid="cash-balance">
              {balanceCents === undefined ? '-' : `￥${(balanceCents / 100).toFixed(2)}`}
            </span>
          </Form.Item>
          <Form.Item
            field="money"
            label={label({ value: 'amount' })}
            required
            rules={rules('money')}
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
              rules={rules(f.name)}
              extra={f.hint ? text(`resources.${RESOURCE}.form.${f.hint}`) : undefined}
            >
              <Input maxLength={CASH_MAX[f.name]} allowClear />
            </Form.Item>
          ))}
        </>
      )}
    </RuleForm>
  );
}
