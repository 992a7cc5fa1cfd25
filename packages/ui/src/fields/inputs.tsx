import { useMemo, useState } from 'react';
import { AutoComplete, Input, InputNumber } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/AutoComplete/style/css.js';
import type { FieldWidgetProps } from './types.ts';
import { asNumber, asText, TEXTAREA_MAX_LENGTH } from './values.ts';

/** `text`: a plain input; null/'' show the placeholder. */
export function TextField({ value, onChange, placeholder, disabled, status }: FieldWidgetProps) {
  return (
    <Input
      value={asText(value)}
      onChange={(text) => onChange(text)}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      allowClear
    />
  );
}

/** `password`: masked input with a visibility toggle; never pre-filled with a stored hash (records send ''). */
export function PasswordField({ value, onChange, placeholder, disabled, status }: FieldWidgetProps) {
  return (
    <Input.Password
      value={asText(value)}
      onChange={(text) => onChange(text)}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      autoComplete="new-password"
    />
  );
}

/** `number`: Arco InputNumber; clearing it stores '' so the form and the search bar see "nothing entered". */
export function NumberField({ def, value, onChange, placeholder, disabled, status }: FieldWidgetProps) {
  const { min, max, precision } = def.options ?? {};
  return (
    <InputNumber
      value={asNumber(value)}
      onChange={(n) => onChange(n === undefined || n === null || Number.isNaN(n) ? '' : n)}
      placeholder={placeholder}
      disabled={disabled}
      error={status === 'error'}
      min={min}
      max={max}
      precision={precision}
      style={{ width: '100%' }}
    />
  );
}

/** `textarea`: max length 15 unless the field sets its own, with the `n/max` counter. */
export function TextareaField({ def, value, onChange, placeholder, disabled, status }: FieldWidgetProps) {
  const maxLength = def.options?.maxLength ?? TEXTAREA_MAX_LENGTH;
  return (
    <Input.TextArea
      value={asText(value)}
      onChange={(text) => onChange(text)}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      maxLength={maxLength}
      showWordLimit={def.options?.showWordLimit ?? true}
      autoSize={{ minRows: 2, maxRows: 8 }}
    />
  );
}

/** Suggestions for an autocomplete: the option labels containing the typed text (all of them when empty). */
export function suggest(labels: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  const unique = [...new Set(labels)];
  return needle ? unique.filter((label) => label.toLowerCase().includes(needle)) : unique;
}

/** `autocomplete`: free text; suggestions are the option labels containing what was typed. */
export function AutocompleteField({ value, onChange, options, placeholder, disabled, status }: FieldWidgetProps) {
  const text = asText(value);
  const [typed, setTyped] = useState(text);
  const labels = useMemo(() => options.map((option) => option.label), [options]);
  return (
    <AutoComplete
      value={text}
      data={suggest(labels, typed)}
      onSearch={setTyped}
      onChange={(next) => {
        const nextText = asText(next);
        setTyped(nextText);
        onChange(nextText);
      }}
      placeholder={placeholder}
      disabled={disabled}
      status={status}
      allowClear
    />
  );
}
