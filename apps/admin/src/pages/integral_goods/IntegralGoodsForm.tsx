import { useTranslation } from 'react-i18next';
import { Form, Grid } from '@arco-design/web-react';
import type { FormInstance } from '@arco-design/web-react/es/Form/interface';
import '@arco-design/web-react/es/Grid/style/css.js';
import type { Area } from '@shop/api/areas';
import { GoodsPictures } from '@shop/backoffice/goods/steps/GoodsPictures';
import { fieldRules } from '@shop/ui/crud/CrudFormDialog';
import { RuleForm, type FormSubmit } from '@shop/ui/crud/RuleForm';
import type { CrudRow } from '@shop/ui/crud/types';
import { FormField } from '@shop/ui/fields/FormField';
import { useFieldLabel } from '@shop/ui/fields/label';
import type { DictData } from '@shop/ui/fields/options';
import type { FieldDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { formValues, goodsFormErrors, MAX_PICTURES, payload, pictureList } from './goods-form.ts';

export interface IntegralGoodsFormProps {
  fields: readonly FieldDef[];
  /** The loaded record in Edit; undefined in Add. */
  record: CrudRow | undefined;
  dicts: DictData;
  area: Area;
  onSubmit: FormSubmit;
  onCancel: () => void;
}

/**
 * The points-goods form: the generic fields of the descriptor, with the goods editor's gallery in place of the
 * single image field (several pictures, one of them the main picture), checked as the server will before sending.
 *
 * @example <IntegralGoodsForm fields={FIELDS} record={undefined} dicts={crud.dicts} area="admin" onSubmit={submit} onCancel={cancel} />
 */
export function IntegralGoodsForm({ fields, record, dicts, area, onSubmit, onCancel }: IntegralGoodsFormProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const label = useFieldLabel('integral_goods');
  return (
    <RuleForm
      id="integral-goods-form"
      labelWidth={120}
      initialValues={formValues(record)}
      check={goodsFormErrors}
      describe={(problem) => text(`resources.integral_goods.messages.${problem.key}`)}
      payload={payload}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      {(rules, form) => (
        <>
          <Grid.Row gutter={20}>
            {fields.map((def) =>
              def.value === 'goods_images' ? (
                <Grid.Col key={def.value} span={24}>
                  <Form.Item field="goods_images" label={label(def)} required rules={rules('goods_images')}>
                    <Gallery area={area} form={form} />
                  </Form.Item>
                </Grid.Col>
              ) : (
                <Grid.Col key={def.value} span={def.span ?? 12}>
                  <Form.Item
                    field={def.value}
                    label={label(def)}
                    rules={[
                      ...fieldRules(def, undefined, t('messages.requiredMsg')),
                      ...(def.value === 'goods_price' ? rules('goods_price') : []),
                    ]}
                  >
                    <FormField def={def} dicts={dicts} resource="integral_goods" area={area} />
                  </Form.Item>
                </Grid.Col>
              ),
            )}
          </Grid.Row>
          {/* The main picture travels with the form without a field of its own (the gallery sets it). */}
          <Form.Item field="goods_master_image" hidden noStyle>
            <input type="hidden" />
          </Form.Item>
        </>
      )}
    </RuleForm>
  );
}

/** The gallery of the form's pictures: several uploads, one of them the main picture. */
function Gallery({ area, form }: { area: Area; form: FormInstance<CrudRow> }) {
  const images = pictureList(Form.useWatch('goods_images', form));
  const master = asText(Form.useWatch('goods_master_image', form));
  // Read the live value: several uploads finish one after the other within one render.
  const current = () => pictureList(form.getFieldValue('goods_images'));
  const setImages = (next: string[]) => form.setFieldValue('goods_images', next.slice(0, MAX_PICTURES));
  return (
    <GoodsPictures
      images={images}
      master={master}
      area={area}
      onAdd={(url) => setImages([...current(), url])}
      onRemove={(url) => setImages(current().filter((u) => u !== url))}
      onMaster={(url) => form.setFieldValue('goods_master_image', url)}
    />
  );
}
