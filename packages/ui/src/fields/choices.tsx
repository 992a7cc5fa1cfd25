import { Radio, Select, Switch } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import type { FieldWidgetProps } from './types.ts';
import { translateMaybe, useTranslator } from './label.ts';
import { asChoice, asChoices, SWITCH_OFF, SWITCH_ON } from './values.ts';

/** `select`: single or multiple (`options.multiple`), type-to-filter with `options.filterable`. */
export function SelectField({ def, value, onChange, options, placeholder, disabled, status }: FieldWidgetProps) {
  const multiple = def.options?.multiple === true;
  const filterable = def.options?.filterable === true;
  return (
    <Select
      mode={multiple ? 'multiple' : undefined}
      // Arco types multiple values as string[] | number[]; mixed dictionaries are fine at run time.
      value={(multiple ? asChoices(options, value) : asChoice(options, value)) as string | number | string[] | undefined}
      onChange={(next: unknown) => onChange(next === undefined ? (multiple ? [] : '') : next)}
      options={options.map((option) => ({ label: option.label, value: option.value, disabled: option.disabled }))}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      showSearch={filterable}
      filterOption={
        filterable
          ? (input, option) => {
              const text: unknown = (option.props as { children?: unknown }).children;
              return typeof text === 'string' && text.toLowerCase().includes(input.toLowerCase());
            }
          : undefined
      }
      allowClear
    />
  );
}

/** `radio`: one button per option. */
export function RadioField({ value, onChange, options, disabled }: FieldWidgetProps) {
  return (
    <Radio.Group
      value={asChoice(options, value)}
      onChange={(next: unknown) => onChange(next)}
      disabled={disabled}
      options={options.map((option) => ({ label: option.label, value: option.value, disabled: option.disabled }))}
    />
  );
}

/** `switch`: stores 1/0 unless the field sets `activeValue`/`inactiveValue`; texts default to 是/否 (Yes/No). */
export function SwitchField({ def, value, onChange, disabled }: FieldWidgetProps) {
  const translator = useTranslator();
  const on = def.options?.activeValue ?? SWITCH_ON;
  const off = def.options?.inactiveValue ?? SWITCH_OFF;
  const checked = value === true || ((typeof value === 'number' || typeof value === 'string') && value !== '' && String(value) === String(on));
  return (
    <Switch
      checked={checked}
      onChange={(next) => onChange(next ? on : off)}
      disabled={disabled}
      checkedText={translateMaybe(def.options?.activeText ?? 'fields.yes', translator)}
      uncheckedText={translateMaybe(def.options?.inactiveText ?? 'fields.no', translator)}
    />
  );
}
