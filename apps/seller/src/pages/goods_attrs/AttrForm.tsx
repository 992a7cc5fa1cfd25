import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { CrudRow } from '@shop/ui/crud/types';
import { useFieldLabel } from '@shop/ui/fields/label';
import { TagInput, normalizeTags } from '@shop/ui/widgets/TagInput';
import { useResourceText } from '../useResourceText.ts';
import { specNames } from './specs.ts';

/** What the attribute calls send: the name and the spec values (`specs[]`). */
export interface AttrValues {
  name: string;
  specs: string[];
}

export interface AttrFormProps {
  /** The loaded attribute in Edit, nothing in Add. */
  initial?: CrudRow;
  onSubmit: (values: AttrValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The attribute's name column width (goods_attrs.name). */
const NAME_MAX = 50;
/** A spec value's longest name (goods_specs.name; SKU names join them). */
const SPEC_MAX = 20;

/**
 * Add/Edit body: the attribute's name and its spec values as closable tags (Enter, a comma or leaving
 * the field adds one); both are required.
 */
export function AttrForm({ initial, onSubmit, onCancel }: AttrFormProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const label = useFieldLabel('goods_attrs');
  const [form] = Form.useForm<{ name: string; specs: string[] }>();
  const [sending, setSending] = useState(false);
  const required = t('messages.requiredMsg');

  const submit = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values) return;
    setSending(true);
    try {
      await onSubmit({ name: values.name.trim(), specs: normalizeTags(values.specs, SPEC_MAX) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Form
      form={form}
      initialValues={{ name: typeof initial?.name === 'string' ? initial.name : '', specs: specNames(initial?.specs) }}
      labelCol={{ flex: '120px' }}
      wrapperCol={{ flex: 1 }}
      className="crud-form"
      onSubmit={() => void submit()}
    >
      <Form.Item
        field="name"
        label={label({ value: 'name' })}
        rules={[
          {
            required: true,
            validator: (v: unknown, cb: (e?: string) => void) =>
              cb(typeof v === 'string' && v.trim() ? undefined : required),
          },
        ]}
      >
        <Input maxLength={NAME_MAX} placeholder={label({ value: 'name' })} data-testid="attr-name" />
      </Form.Item>
      <Form.Item
        field="specs"
        label={label({ value: 'specs' })}
        extra={text('resources.goods_attrs.messages.specsHint')}
        rules={[
          {
            required: true,
            validator: (v: unknown, cb: (e?: string) => void) => cb(normalizeTags(v).length ? undefined : required),
          },
        ]}
      >
        <TagInput
          maxLength={SPEC_MAX}
          placeholder={text('resources.goods_attrs.messages.specsPlaceholder')}
          data-testid="attr-specs"
        />
      </Form.Item>
      <div className="crud-form-actions">
        <Button type="primary" htmlType="submit" loading={sending} data-testid="attr-save">
          {t('crud.ok')}
        </Button>
        <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      </div>
    </Form>
  );
}
