import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Grid } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import type { Area } from '@shop/api/areas';
import { fieldRules } from '@shop/ui/crud/CrudFormDialog';
import type { CrudRow } from '@shop/ui/crud/types';
import { FormField } from '@shop/ui/fields/FormField';
import { useFieldLabel } from '@shop/ui/fields/label';
import type { DictData } from '@shop/ui/fields/options';
import type { FieldDef } from '@shop/ui/fields/types';
import { useResourceText } from '../useResourceText.ts';

export interface AdvFormProps {
  fields: readonly FieldDef[];
  /** Starting values (Add defaults, or the loaded record in Edit). */
  initial: CrudRow | undefined;
  /** The table's dictionaries; `pid` holds the ad slots with their width and height. */
  dicts: DictData;
  area: Area;
  /** Sends the values; resolves when the call is over (the caller closes the dialog on success). */
  onSubmit: (values: CrudRow) => Promise<unknown>;
  onCancel: () => void;
  /** Grid span of a field without its own (default 12: two columns). */
  span?: number;
}

/** The slot's recommended size, read from the slot rows of the `pid` dictionary. */
function slotSize(slots: readonly unknown[] | undefined, pid: unknown): { width: number; height: number } | undefined {
  const slot = slots?.find((row) => !!row && typeof row === 'object' && String((row as CrudRow).id) === String(pid)) as
    CrudRow | undefined;
  const width = Number(slot?.width);
  const height = Number(slot?.height);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * The ad form of the Ads page and of the slots page's "Add ad" dialog: the generic fields, plus the chosen
 * slot's recommended picture size under the image uploader (it follows the slot select as it changes).
 *
 * @example <AdvForm fields={fields} initial={{ pid: 2, status: 1 }} dicts={{ pid: slots }} area="admin" onSubmit={post} onCancel={close} />
 */
export function AdvForm({ fields, initial, dicts, area, onSubmit, onCancel, span = 12 }: AdvFormProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const label = useFieldLabel('advs');
  const [form] = Form.useForm<CrudRow>();
  const pid: unknown = Form.useWatch('pid', form);
  const [submitting, setSubmitting] = useState(false);
  const size = slotSize(dicts.pid, pid);
  const hint = size ? text('resources.advs.messages.sizeHint', size) : text('resources.advs.messages.pickSpace');

  const submit = async () => {
    let values: CrudRow;
    try {
      values = await form.validate();
    } catch {
      return; // the form shows what is missing
    }
    setSubmitting(true);
    try {
      await onSubmit(values);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      initialValues={initial}
      labelCol={{ flex: '100px' }}
      wrapperCol={{ flex: 1 }}
      className="crud-form"
      onSubmit={() => void submit()}
    >
      <Grid.Row gutter={20}>
        {fields.map((def) => (
          <Grid.Col key={def.value} span={def.span ?? span}>
            <Form.Item
              field={def.value}
              label={label(def)}
              rules={fieldRules(def, undefined, t('messages.requiredMsg'))}
              extra={def.value === 'image' ? <span data-testid="adv-size-hint">{hint}</span> : undefined}
            >
              <FormField def={def} dicts={dicts} resource="advs" area={area} />
            </Form.Item>
          </Grid.Col>
        ))}
      </Grid.Row>
      <div className="crud-form-actions">
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('crud.ok')}
        </Button>
        <Button onClick={onCancel}>{t('crud.cancel')}</Button>
      </div>
    </Form>
  );
}
