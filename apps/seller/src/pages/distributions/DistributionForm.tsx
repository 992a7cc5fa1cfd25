import { Form, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { useShowQuery } from '@shop/api/resource';
import type { FormInstance } from '@arco-design/web-react/es/Form/interface';
import { GoodsPicker } from '@shop/backoffice/promotions/GoodsPicker';
import type { ControlProps } from '@shop/backoffice/promotions/PromotionForm';
import { RuleForm, ruleFormBodies, type FormSubmit } from '@shop/ui/crud/RuleForm';
import type { CrudRow } from '@shop/ui/crud/types';
import { useFieldLabel } from '@shop/ui/fields/label';
import { useResourceText } from '../useResourceText.ts';
import { planPayload, planValues, RATE_FIELDS, rateErrors, rateOf } from './rates.ts';

export const RESOURCE = 'seller_distributions';

interface DistributionFormProps {
  /** Edit: the loaded plan. */
  record?: CrudRow;
  onSubmit: FormSubmit;
  onCancel: () => void;
}

/** A rate's change can make or clear the total error of the other two. */
const PARTNERS = Object.fromEntries(RATE_FIELDS.map((f) => [f, RATE_FIELDS.filter((other) => other !== f)]));

/** The sum of the rates as typed, two decimals exact (hundredths of a percent added as integers). */
function totalOf(values: readonly unknown[]): number {
  return values.reduce<number>((sum, v) => sum + Math.round((rateOf(v) ?? 0) * 100), 0) / 100;
}

/** The picked goods (the store's own, with its picture and name) beside the picker's button. */
function PickedGoods(props: ControlProps & { title: string }) {
  const goodsId = Number(props.value) || 0;
  const detail = useShowQuery({ path: '/Seller/goods', id: goodsId }, { skip: !(goodsId > 0) });
  return <GoodsPicker {...props} goods={detail.currentData} loading={detail.isFetching} />;
}

/** The running total of the three rates under them. */
function RatesTotal({ form, text }: { form: FormInstance<CrudRow>; text: ReturnType<typeof useResourceText> }) {
  const rates = [Form.useWatch('lev_1', form), Form.useWatch('lev_2', form), Form.useWatch('lev_3', form)];
  return (
    <span data-testid="distribution-total">{text(`resources.${RESOURCE}.form.total`, { total: totalOf(rates) })}</span>
  );
}

/**
 * A referral plan: one of the store's goods (the promotions' goods picker) and the three level rates, checked
 * as the server does (each 0..100, together at most 100) while typing and before sending.
 */
export function DistributionForm({ record, onSubmit, onCancel }: DistributionFormProps) {
  const text = useResourceText();
  const label = useFieldLabel(RESOURCE);
  return (
    <RuleForm
      id="distribution-form"
      labelWidth={150}
      initialValues={planValues(record)}
      check={rateErrors}
      describe={(problem) => text(`resources.${RESOURCE}.errors.${problem.key}`, problem.values)}
      partners={PARTNERS}
      payload={planPayload}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {(rules, form) => (
        <>
          <Form.Item field="goods_id" label={label({ value: 'goods_id' })} required rules={rules('goods_id')}>
            <PickedGoods title={text(`resources.${RESOURCE}.form.pickGoods`)} />
          </Form.Item>
          {RATE_FIELDS.map((f) => (
            <Form.Item key={f} field={f} label={label({ value: f })} required rules={rules(f)}>
              <InputNumber min={0} max={100} precision={2} suffix="%" style={{ width: 200 }} />
            </Form.Item>
          ))}
          <Form.Item label=" " extra={text(`resources.${RESOURCE}.form.ratesHint`)}>
            <RatesTotal form={form} text={text} />
          </Form.Item>
        </>
      )}
    </RuleForm>
  );
}

/** CrudTable's Add and Edit bodies: `POST /Seller/distributions`, `PUT /Seller/distributions/{id}`. */
export const distributionBodies = ruleFormBodies(({ record, submit, cancel }) => (
  <DistributionForm record={record} onSubmit={submit} onCancel={cancel} />
));
