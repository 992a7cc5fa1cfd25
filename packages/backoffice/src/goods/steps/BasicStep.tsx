import type { ReactNode } from 'react';
import { Button, Form, Grid, Input, InputNumber, Radio, Select } from '@arco-design/web-react';
import { IconEdit } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import type { Area } from '@shop/api/areas';
import { GOODS_STATUS } from '../../shop-status.ts';
import { GoodsPictures } from './GoodsPictures.tsx';
import {
  FREIGHT_DEFAULT,
  FREIGHT_FREE,
  GOODS_LIMITS,
  numberOrUndefined,
  type DraftUpdate,
  type GoodsDraft,
  type GoodsErrors,
} from '../goods-form.ts';
import type { NamedRow } from '../goods-sources.ts';
import { useGoodsText } from '../useGoodsText.ts';

export interface BasicStepProps {
  draft: GoodsDraft;
  errors: GoodsErrors;
  brands: NamedRow[];
  /** The store's area templates (Seller); the Admin sees the goods' own choice only. */
  freights: NamedRow[];
  area: Area;
  update: DraftUpdate;
  onChangeClass: () => void;
}

/**
 * Step 2: the goods information: title, subtitle, number, brand, pictures, prices,
 * stock, weight, freight and listing. Checks run on "next" and show under each field.
 */
export function BasicStep({ draft, errors, brands, freights, area, update, onChangeClass }: BasicStepProps) {
  const { g, errorText } = useGoodsText();
  const item = (field: string, control: ReactNode, options: { required?: boolean; extra?: ReactNode } = {}) => (
    <Form.Item
      label={g(`fields.${field}`)}
      required={options.required}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field] ? <span data-testid={`goods-error-${field}`}>{errorText(errors[field])}</span> : undefined}
      extra={options.extra}
    >
      {control}
    </Form.Item>
  );
  const money = (field: 'goods_price' | 'goods_market_price') => (
    <InputNumber
      value={draft[field]}
      precision={2}
      prefix={g('editor.yuan')}
      placeholder={g(`fields.${field}`)}
      data-testid={`goods-field-${field}`}
      onChange={(value) => update({ [field]: numberOrUndefined(value) })}
    />
  );

  // A template the goods uses that is not in the list (Admin, or one since deleted) stays choosable.
  const freightOptions = [
    { value: FREIGHT_DEFAULT, label: g('freight.default') },
    { value: FREIGHT_FREE, label: g('freight.free') },
    ...freights.map((row) => ({ value: row.id, label: row.name })),
  ];
  if (!freightOptions.some((option) => option.value === draft.freight_id)) {
    freightOptions.push({ value: draft.freight_id, label: g('freight.custom', { id: draft.freight_id }) });
  }

  return (
    <Form layout="horizontal" labelCol={{ flex: '130px' }} wrapperCol={{ flex: 1 }} className="goods-form">
      {item(
        'class_id',
        <div className="goods-class-crumb">
          <span data-testid="goods-class-crumb">{draft.classPath.map((node) => node.name).join(' / ') || '-'}</span>
          <Button size="mini" type="text" icon={<IconEdit />} data-testid="goods-class-change" onClick={onChangeClass}>
            {g('editor.changeClass')}
          </Button>
        </div>,
      )}
      {item(
        'goods_name',
        <Input
          value={draft.goods_name}
          maxLength={GOODS_LIMITS.goods_name}
          showWordLimit
          placeholder={g('fields.goods_name')}
          data-testid="goods-field-goods_name"
          onChange={(value) => update({ goods_name: value })}
        />,
        { required: true },
      )}
      {item(
        'goods_subname',
        <Input.TextArea
          value={draft.goods_subname}
          maxLength={GOODS_LIMITS.goods_subname}
          showWordLimit
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={g('fields.goods_subname')}
          data-testid="goods-field-goods_subname"
          onChange={(value) => update({ goods_subname: value })}
        />,
      )}
      <Grid.Row gutter={16}>
        <Grid.Col span={12}>
          {item(
            'goods_no',
            <Input
              value={draft.goods_no}
              maxLength={GOODS_LIMITS.goods_no}
              placeholder="A123456789"
              data-testid="goods-field-goods_no"
              onChange={(value) => update({ goods_no: value })}
            />,
          )}
        </Grid.Col>
        <Grid.Col span={12}>
          {item(
            'brand_id',
            <Select
              value={draft.brand_id || undefined}
              allowClear
              showSearch
              filterOption={(input, option) => {
                const shown = (option as { props?: { children?: unknown } }).props?.children;
                return typeof shown === 'string' && shown.toLowerCase().includes(input.toLowerCase());
              }}
              placeholder={g('editor.noBrand')}
              data-testid="goods-brand-select"
              onChange={(value: unknown) => update({ brand_id: Number(value) || 0 })}
            >
              {brands.map((brand) => (
                <Select.Option key={brand.id} value={brand.id}>
                  {brand.name}
                </Select.Option>
              ))}
            </Select>,
          )}
        </Grid.Col>
      </Grid.Row>
      {item(
        'goods_images',
        <GoodsPictures
          images={draft.goods_images}
          master={draft.goods_master_image}
          area={area}
          invalid={Boolean(errors.goods_images)}
          onAdd={(url) =>
            update((current) => ({
              goods_images: current.goods_images.includes(url) ? current.goods_images : [...current.goods_images, url],
              goods_master_image: current.goods_master_image || url,
            }))
          }
          onRemove={(url) =>
            update((current) => {
              const rest = current.goods_images.filter((image) => image !== url);
              return {
                goods_images: rest,
                goods_master_image: current.goods_master_image === url ? (rest[0] ?? '') : current.goods_master_image,
              };
            })
          }
          onMaster={(url) => update({ goods_master_image: url })}
        />,
        { required: true },
      )}
      <Grid.Row gutter={16}>
        <Grid.Col span={12}>{item('goods_price', money('goods_price'), { required: true })}</Grid.Col>
        <Grid.Col span={12}>{item('goods_market_price', money('goods_market_price'), { required: true })}</Grid.Col>
        <Grid.Col span={12}>
          {item(
            'goods_stock',
            <InputNumber
              value={draft.goods_stock}
              precision={0}
              placeholder={g('fields.goods_stock')}
              data-testid="goods-field-goods_stock"
              onChange={(value) => update({ goods_stock: numberOrUndefined(value) })}
            />,
          )}
        </Grid.Col>
        <Grid.Col span={12}>
          {item(
            'goods_weight',
            <InputNumber
              value={draft.goods_weight}
              precision={2}
              suffix={g('editor.kg')}
              placeholder={g('fields.goods_weight')}
              data-testid="goods-field-goods_weight"
              onChange={(value) => update({ goods_weight: numberOrUndefined(value) })}
            />,
            { required: true },
          )}
        </Grid.Col>
        <Grid.Col span={12}>
          {item(
            'freight_id',
            <Select
              value={draft.freight_id}
              options={freightOptions}
              data-testid="goods-freight-select"
              onChange={(value: unknown) => update({ freight_id: Number(value) })}
            />,
          )}
        </Grid.Col>
        <Grid.Col span={12}>
          {item(
            'goods_status',
            <Radio.Group
              type="button"
              value={draft.goods_status}
              data-testid="goods-field-goods_status"
              onChange={(value: unknown) => update({ goods_status: Number(value) === 1 ? 1 : 0 })}
            >
              <Radio value={1} data-testid="goods-status-on">
                {g(GOODS_STATUS[1].label)}
              </Radio>
              <Radio value={0} data-testid="goods-status-off">
                {g(GOODS_STATUS[0].label)}
              </Radio>
            </Radio.Group>,
          )}
        </Grid.Col>
      </Grid.Row>
    </Form>
  );
}
