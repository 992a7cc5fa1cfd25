import { useMemo } from 'react';
import { areaOf, type Area } from '@shop/api/areas';
import type { FieldDef, FieldOption, FieldType, FieldWidget } from './types.ts';
import { fieldWidgets } from './registry.tsx';
import { useDictOptions, type DictData } from './options.ts';
import { translateMaybe, useFieldLabel, useTranslator } from './label.ts';

export { fieldWidgets } from './registry.tsx';
export { toOptions, dictOptions, useDictOptions, optionLabel, type DictData, type OptionSource } from './options.ts';
export { useFieldLabel, resolveFieldLabel, humanizeFieldName, resourceFieldKey, type Labelled } from './label.ts';
export * from './values.ts';
export type * from './types.ts';

export interface FormFieldProps {
  def: FieldDef;
  /** Optional so the field can sit directly inside an Arco `Form.Item`, which injects value and onChange. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  /** Area whose token uploads and lazy lists use; default: the current page's area. */
  area?: Area;
  /** Options already resolved; otherwise taken from `dicts` (or `def.options.items`). */
  options?: FieldOption[];
  /** The table's dictionaries by name (raw rows), used when `options` is not given. */
  dicts?: DictData;
  /** Resource name for the label convention; the label is the default placeholder. */
  resource?: string;
  placeholder?: string;
  disabled?: boolean;
  /** Injected by Arco's Form.Item on validation errors. */
  status?: 'error' | 'warning';
}

const noop = () => undefined;

/** The widget registered for a field type (`text` when the type is absent). */
export function widgetFor(type: FieldType | undefined): FieldWidget {
  return fieldWidgets[type ?? 'text'];
}

/**
 * Renders the widget of `def.type` from the registry with resolved options and placeholder. Works alone
 * (controlled by `value`/`onChange`) or as the single child of an Arco `Form.Item`.
 *
 * @example
 * <Form.Item field={def.value} label={label(def)}>
 *   <FormField def={def} dicts={dictData} resource="articles" area="admin" />
 * </Form.Item>
 * @example <FormField def={{ value: 'note', type: 'textarea' }} value={note} onChange={setNote} />
 */
export function FormField({ def, value, onChange, area, options, dicts, resource, placeholder, disabled, status }: FormFieldProps) {
  const dictResolved = useDictOptions(def, dicts);
  const label = useFieldLabel(resource);
  const translator = useTranslator();
  const resolvedArea = useMemo(() => area ?? areaOf(undefined), [area]);
  const Widget = widgetFor(def.type);
  const shownPlaceholder = placeholder ?? (def.placeholder ? translateMaybe(def.placeholder, translator) : label(def));
  return (
    <Widget
      def={def}
      value={value}
      onChange={onChange ?? noop}
      options={options ?? dictResolved}
      placeholder={shownPlaceholder}
      disabled={disabled ?? def.disabled}
      status={status}
      area={resolvedArea}
    />
  );
}
