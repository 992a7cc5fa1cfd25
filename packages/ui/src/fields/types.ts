import type { ReactNode } from 'react';
import type { SearchOperator } from '@shop/contract/list';

/** The 19 form-field types a form column may declare. One registry renders each everywhere. */
export const FIELD_TYPES = [
  'icon',
  'table_select',
  'text',
  'password',
  'number',
  'textarea',
  'cascader',
  'cascader_lazy',
  'select',
  'autocomplete',
  'avatar',
  'image',
  'file',
  'editor',
  'switch',
  'radio',
  'datetime',
  'daterange',
  'date',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** One option of a select/radio/cascader, after dictionary mapping (labelName/valueName applied). */
export interface FieldOption {
  label: string;
  value: string | number;
  children?: FieldOption[];
  disabled?: boolean;
}

/**
 * A form column: label, value (field name), type, placeholder, span, dict, relation, options.
 * `label` is an i18n key or literal text; when absent the label resolves by convention to
 * `resources.<resource>.fields.<value>` (see `useFieldLabel`), so page configs carry no display text.
 */
export interface FieldDef {
  /** The record field this column edits. */
  value: string;
  label?: string;
  type?: FieldType;
  placeholder?: string;
  /** Grid span out of 24 (default from the dialog, 12). */
  span?: number;
  /** Name of a dictionary (see DictDef) providing this field's options. */
  dict?: string;
  /** Edit only: after loading, the placeholder shows the record's value of this other field. */
  relation?: string;
  required?: boolean;
  disabled?: boolean;
  /** Type-specific settings. */
  options?: FieldTypeOptions;
}

export interface FieldTypeOptions {
  /** textarea: max length (spec default 15) with a counter. */
  maxLength?: number;
  /** textarea: show the `n/max` counter (default true). */
  showWordLimit?: boolean;
  /** select/cascader/table_select: several values. */
  multiple?: boolean;
  /** select: type to filter the options. */
  filterable?: boolean;
  /** Dictionary rows → options: which row keys hold the label and the value (default 'label'/'value', or 'name'/'id'). */
  labelName?: string;
  valueName?: string;
  /** cascader: emit only the last value (default true) / allow selecting any level. */
  emitPath?: boolean;
  checkStrictly?: boolean;
  /** cascader_lazy: list URL queried with `&pid=0`, then `&pid=<node[idName]>`; idName default 'code'. */
  lazyUrl?: string;
  idName?: string;
  /** avatar/image/file: upload folder name and resize option sent with the file. */
  uploadName?: string;
  uploadOption?: { width?: number; height?: number; thumb?: [number, number][] };
  /** switch: values for on/off (default 1/0). */
  activeValue?: string | number;
  inactiveValue?: string | number;
  /** switch: texts inside the toggle, i18n keys or literals (default 是/否, Yes/No). */
  activeText?: string;
  inactiveText?: string;
  /** table_select: the list to pick from. */
  pageUrl?: string;
  columns?: { value: string; label?: string }[];
  /** table_select: which row field to show once picked (default 'name', then 'goods_name', 'nickname'). */
  showName?: string;
  /** table_select: the row field searched by the dialog's search box (default 'name', sent as `<field>=<text>|like`). */
  searchName?: string;
  /** table_select: fixed query parameters of the list. */
  params?: Record<string, string | number>;
  /** table_select: dialog width (default '60%'). */
  width?: string | number;
  /** table_select: row key (default 'id'). */
  rowKey?: string;
  /** editor: outer height (default 385; body 300). */
  height?: number;
  /** number: bounds and decimals. */
  min?: number;
  max?: number;
  precision?: number;
  /** Static options when no dictionary is used. */
  items?: FieldOption[];
}

/** Props every registered widget receives. */
export interface FieldWidgetProps<V = unknown> {
  def: FieldDef;
  value: V;
  onChange: (value: V) => void;
  /** Options already resolved from the dictionary or `options.items`. */
  options: FieldOption[];
  placeholder: string;
  disabled?: boolean;
  /** Validation state from the surrounding form item. */
  status?: 'error' | 'warning';
  /** The area whose token uploads and lazy lists use. */
  area: 'admin' | 'seller' | 'home';
}

export type FieldWidget = (props: FieldWidgetProps) => ReactNode;

/** A search-panel field: type, label, value, where (operator suffix), dict, data. */
export interface SearchDef {
  value: string;
  label?: string;
  type?: FieldType;
  /** Operator appended as `value|where` when the value is non-empty. */
  where?: SearchOperator;
  dict?: string;
  /** Static options (spec: `data`). */
  data?: FieldOption[];
  placeholder?: string;
  options?: FieldTypeOptions;
}

/** A dictionary: options loaded from a URL (or given), shared by columns, search fields and forms. */
export interface DictDef {
  name: string;
  /** API path (under /api), e.g. '/Admin/roles?isAll=true'. Absent for static dictionaries. */
  url?: string;
  /** Static options. */
  items?: FieldOption[];
  /** The URL answers a paginated list: take its `data`. */
  isPage?: boolean;
  /** Only fetch the ids used by the loaded rows: `id=<v1,v2>|in` built from column `name`. */
  byColumnIds?: boolean;
  labelName?: string;
  valueName?: string;
  /** An extra first option, e.g. a "top level" parent. */
  addSelect?: FieldOption;
}
