import type { ReactNode } from 'react';
import type { FieldDef } from '../fields/types.ts';

/** A record of any resource as the list and detail calls answer it. */
export type CrudRow = Record<string, unknown>;

/** A row identity as it appears in `path/{id}` and in the selection. */
export type RowKey = string | number;

/**
 * How a list cell renders (names aligned with the field registry):
 * `text` (default, '-' when empty), `image`/`avatar` (50x50 thumbnail), `tag` (StatusTag coloured by hash),
 * `tags_array` (one tag per element), `icon_tag` (Font Awesome icon + tag), `money` (a balance change: '+' and red
 * when ≥ 0, green below), `amount` (a sum such as a payment: '￥12.50' as plain text, right-aligned; colours are
 * for statuses), `dict` (label looked up in the column's dictionary, '-' when missing), `dict_tag` (the same as a
 * tag), `custom` (the column's `render`).
 */
export type ColumnType =
  'text' | 'image' | 'avatar' | 'tag' | 'tags_array' | 'icon_tag' | 'money' | 'amount' | 'dict' | 'dict_tag' | 'custom';

/**
 * A list column: the row field, how it renders, and — in the same entry — its custom renderer, so one
 * fact lives in one place. The header label resolves by convention (`resources.<resource>.fields.<value>`)
 * unless `label` (an i18n key or literal) is given.
 *
 * @example { value: 'status', type: 'dict_tag', dict: 'status', tagType: true }
 * @example { value: 'title', render: (row) => <a href={`/goods/${row.id}`}>{String(row.title)}</a> }
 */
export interface ColumnDef {
  value: string;
  label?: string;
  type?: ColumnType;
  width?: number | string;
  /** One line with an ellipsis and a tooltip. */
  ellipsis?: boolean;
  fixed?: 'left' | 'right';
  /** Dictionary name for `dict`/`dict_tag` (default: the column's `value`). */
  dict?: string;
  /** Dictionary row keys holding label and value (defaults as the dictionary's, then label/value, name/id). */
  labelName?: string;
  valueName?: string;
  /** `tag`/`dict_tag`: green for 1/Yes/success, red for 0/No/failure (StatusTag's default); false → hash colour only. */
  tagType?: boolean;
  /** `image`/`avatar`: click to preview (default true). */
  preview?: boolean;
  /** Custom cell (type `custom`, or any type to override its rendering). */
  render?: (row: CrudRow, value: unknown) => ReactNode;
  /** Leave this column out of the xlsx export (default: exported). */
  export?: boolean;
}

/**
 * How a field shows in the View dialog. Without `viewType` the field's form `type`
 * decides: number/date/datetime/cascader_lazy/none → tag, select/radio/cascader/switch → option label,
 * avatar/image → thumbnail, editor → HTML, password → nothing, anything else → text.
 */
export type ViewType = 'tag' | 'text' | 'html' | 'tags_array' | 'dict' | 'dict_tag' | 'image' | 'images' | 'custom';

/** A View dialog field: a form field plus how to show it. */
export interface ViewFieldDef extends FieldDef {
  viewType?: ViewType;
  /** `dict_tag`: yes/no colouring as in columns (false → hash colour only). */
  tagType?: boolean;
  /** `custom`: renders the value from the loaded record. */
  render?: (record: CrudRow) => ReactNode;
}

/** Every button of the screen, each shown or hidden by configuration. */
export interface CrudButtons {
  /** Toolbar: Add (shown). */
  add: boolean;
  /** Toolbar: search panel toggle (shown). */
  search: boolean;
  /** Toolbar: xlsx export (shown). */
  export: boolean;
  /** Toolbar: xlsx import (hidden). */
  import: boolean;
  /** Toolbar: delete the checked rows (shown). */
  batchDelete: boolean;
  /** Row: View (shown). */
  view: boolean;
  /** Row: Edit (shown). */
  edit: boolean;
  /** Row: Delete (hidden). */
  delete: boolean;
}

/** The reference's defaults: View, Add, Edit, batch Delete, Search, Export shown; row Delete and Import hidden. */
export const DEFAULT_BUTTONS: Readonly<CrudButtons> = {
  add: true,
  search: true,
  export: true,
  import: false,
  batchDelete: true,
  view: true,
  edit: true,
  delete: false,
};

/**
 * Tree mode: roots with `isChildren=true&pid=0`, children lazily with `pid=<row[key]>`.
 * `key` is the row field children point at (`'code'` for areas), `parentKey` the field holding the parent.
 */
export interface TreeOptions {
  key?: string;
  parentKey?: string;
}

/** Which dialog is open. */
export type CrudDialog = { kind: 'add' } | { kind: 'edit'; row: CrudRow } | { kind: 'view'; row: CrudRow } | null;
