import { useEffect } from 'react';
import { DatePicker, Form, Grid, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/DatePicker/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import { useShowQuery } from '@shop/api/resource';
import type { CrudTableProps } from '@shop/ui/crud/CrudTable';
import { RuleForm, ruleFormBodies, type FormSubmit } from '@shop/ui/crud/RuleForm';
import type { CrudRow } from '@shop/ui/crud/types';
import { useFieldLabel } from '@shop/ui/fields/label';
import { DATETIME_FORMAT } from '@shop/ui/fields/values';
import { usePromotionText } from './promotion-columns.tsx';
import { GoodsPicker, SkuSelect } from './GoodsPicker.tsx';
import {
  formValuesOf,
  NEW_VALUES,
  normalPriceOf,
  numberOf,
  promotionErrors,
  promotionPayload,
  type FormValues,
  type PromotionKind,
  type RuleContext,
} from './promotion-rules.ts';
import './promotions.css';

export { CONTENT_MAX, NAME_MAX } from './promotion-rules.ts';

/** How a field is edited. */
export type PromotionControl = 'text' | 'textarea' | 'money' | 'int' | 'percent' | 'datetime' | 'goods' | 'sku';

/** One field of a promotion form: its name (label by convention, `resources.<kind>.fields.<name>`) and control. */
export interface PromotionField {
  name: string;
  control: PromotionControl;
  required?: boolean;
  /** Text length limit (text, textarea). */
  max?: number;
  /** Grid span out of 24 (default 12). */
  span?: number;
  /** Help under the field: a key under `resources.promotions`. */
  hint?: string;
}

/** Fields whose check reads another one: a change of the key checks them again once they show an error or were touched. */
const PARTNERS: Record<string, readonly string[]> = {
  start_time: ['end_time'],
  end_time: ['start_time'],
  money: ['use_money'],
  use_money: ['money'],
  price: ['discount'],
  discount: ['price'],
  goods_id: ['price'],
  sku_id: ['price'],
};

/** What an Arco form item gives its child: the value, the change handler, the id its label points at, the error. */
export interface ControlProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  error?: boolean;
}

/** Arco's date picker with the form item's id on its input, so the field's label names it. */
function DatetimeControl({ id, value, onChange, error, placeholder }: ControlProps & { placeholder: string }) {
  return (
    <DatePicker
      showTime
      format={DATETIME_FORMAT}
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(text) => onChange?.(text ?? '')}
      placeholder={placeholder}
      status={error ? 'error' : undefined}
      inputProps={id ? { id } : undefined}
      style={{ width: '100%' }}
    />
  );
}

type ControlOwnProps = { field: PromotionField; placeholder: string } & GoodsState & ControlProps;

/** The widget of a field; the props the form item injects go on to the real input. */
function Control({ field, placeholder, goods, loading, ...item }: ControlOwnProps) {
  const number = { ...item, value: item.value as number | undefined, placeholder, style: { width: '100%' } };
  switch (field.control) {
    case 'text':
      return (
        <Input
          {...item}
          value={item.value as string | undefined}
          placeholder={placeholder}
          maxLength={field.max}
          allowClear
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...item}
          value={item.value as string | undefined}
          placeholder={placeholder}
          maxLength={field.max}
          showWordLimit
          autoSize={{ minRows: 2 }}
        />
      );
    case 'money':
      return <InputNumber {...number} min={0} precision={2} prefix="￥" />;
    case 'percent':
      return <InputNumber {...number} min={0} max={100} precision={2} suffix="%" />;
    case 'int':
      return <InputNumber {...number} min={0} precision={0} />;
    case 'datetime':
      return <DatetimeControl {...item} placeholder={placeholder} />;
    case 'goods':
      return <GoodsPicker {...item} title={placeholder} goods={goods} loading={loading} />;
    case 'sku':
      return <SkuSelect {...item} goods={goods} />;
  }
}

interface GoodsState {
  /** The picked goods' detail (with `skuList`), once loaded. */
  goods: CrudRow | undefined;
  loading: boolean;
}

export interface PromotionFormProps {
  kind: PromotionKind;
  fields: readonly PromotionField[];
  /** Edit: the loaded row. */
  record?: CrudRow;
  /** Sends the body; resolves true when the server took it (the table then closes the dialog). */
  onSubmit: FormSubmit;
  onCancel: () => void;
}

/**
 * The Add / Edit form of a Seller promotion, a `RuleForm`: Arco form items labelled by the resource's field labels,
 * each checked as the server would (`promotionErrors`, cross-field rules included) while typing and before sending;
 * flash sales and group buys pick one of the store's goods (and a flash sale one of its SKUs).
 */
export function PromotionForm({ kind, fields, record, onSubmit, onCancel }: PromotionFormProps) {
  const p = usePromotionText();
  const label = useFieldLabel(kind);
  const [form] = Form.useForm<FormValues>();
  const mode = record ? 'edit' : 'add';

  const picksGoods = fields.some((f) => f.control === 'goods');
  const goodsId = numberOf(Form.useWatch('goods_id', form));
  const skuId: unknown = Form.useWatch('sku_id', form);
  const detail = useShowQuery(
    { path: '/Seller/goods', id: goodsId ?? 0 },
    { skip: !picksGoods || !goodsId || !(goodsId > 0) },
  );
  // `currentData`: the goods just picked, never the previous one while it loads.
  const goods = detail.currentData;
  const ctx: RuleContext = {
    mode,
    sold: record ? (numberOf(record.sold) ?? 0) : 0,
    normalPrice: normalPriceOf(goods, skuId),
  };

  // Once the picked goods has loaded, a flash price already typed is checked against its price.
  useEffect(() => {
    if (!goods) return;
    if (form.getFieldsError().price || form.getTouchedFields().includes('price')) {
      form.validate(['price']).catch(() => undefined);
    }
  }, [goods, form]);

  return (
    <RuleForm
      id={`promotion-${kind}`}
      testId={`promotion-form-${kind}`}
      form={form}
      labelWidth={150}
      className="promotion-form"
      initialValues={record ? formValuesOf(kind, record) : NEW_VALUES[kind]}
      check={(values) => promotionErrors(kind, values, ctx)}
      describe={(problem) => p(`errors.${problem.key}`, problem.values)}
      partners={PARTNERS}
      // Another goods has other SKUs: the one picked before does not belong to it.
      onValuesChange={(changed, instance) => {
        if ('goods_id' in changed) instance.setFieldValue('sku_id', 0);
      }}
      payload={(values) => promotionPayload(kind, values)}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {(rules) => (
        <Grid.Row gutter={20}>
          {fields.map((field) => {
            const text = label({ value: field.name });
            return (
              <Grid.Col key={field.name} span={field.span ?? 12}>
                <Form.Item
                  field={field.name}
                  label={text}
                  required={field.required}
                  rules={rules(field.name)}
                  extra={field.hint ? p(field.hint) : undefined}
                >
                  <Control field={field} placeholder={text} goods={goods} loading={detail.isFetching} />
                </Form.Item>
              </Grid.Col>
            );
          })}
        </Grid.Row>
      )}
    </RuleForm>
  );
}

/**
 * CrudTable's Add and Edit bodies for one promotion kind: `PromotionForm` creating with `POST path` and updating
 * with `PUT path/{id}` through the table's controller (toast, reload, close on success).
 *
 * @example <CrudTable descriptor={sellerCoupons} {...promotionBodies('coupons', COUPON_FIELDS)} />
 */
export function promotionBodies(
  kind: PromotionKind,
  fields: readonly PromotionField[],
): Pick<CrudTableProps, 'addBody' | 'editBody'> {
  return ruleFormBodies(({ record, submit, cancel }) => (
    <PromotionForm kind={kind} fields={fields} record={record} onSubmit={submit} onCancel={cancel} />
  ));
}
