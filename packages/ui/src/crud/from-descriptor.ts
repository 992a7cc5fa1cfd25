import type { useTranslation } from 'react-i18next';
import type { FieldSpec, Labels, ResourceDescriptor } from '@shop/contract/resource';
import type { FieldDef, FieldType, SearchDef } from '../fields/types.ts';
import type { ColumnDef, ColumnType } from './types.ts';

/** Per-page changes to what a descriptor gives: each entry is merged into the derived one of the same field. */
export interface CrudOverrides {
  columns?: Readonly<Record<string, Partial<ColumnDef>>>;
  fields?: Readonly<Record<string, Partial<FieldDef>>>;
  search?: Readonly<Record<string, Partial<SearchDef>>>;
}

const FORM_TYPE: Readonly<Record<NonNullable<FieldSpec['kind']>, FieldType | null>> = {
  string: 'text',
  text: 'textarea',
  int: 'number',
  decimal: 'number',
  flag: 'switch',
  datetime: 'datetime',
  date: 'date',
  image: 'image',
  richText: 'editor',
  password: 'password',
  json: null,
};

function columnType(spec: FieldSpec): ColumnType | undefined {
  if (spec.dict) return 'dict';
  if (spec.kind === 'image') return 'image';
  if (spec.kind === 'flag') return 'tag';
  return undefined;
}

function formType(spec: FieldSpec): FieldType | null {
  if (spec.dict) return 'select';
  return FORM_TYPE[spec.kind ?? 'string'];
}

const inForm = (spec: FieldSpec) => spec.form ?? (!spec.readOnly && !spec.hidden);

function merge<T extends { value: string }>(items: T[], patch: Readonly<Record<string, Partial<T>>> | undefined): T[] {
  if (!patch) return items;
  return items.map((item) => ({ ...item, ...patch[item.value] }));
}

/** The list columns: the fields marked `column`, in declaration order. */
export function columnsOf(d: ResourceDescriptor, patch?: CrudOverrides['columns']): ColumnDef[] {
  const columns = Object.entries(d.fields)
    .filter(([, spec]) => spec.column && !spec.hidden)
    .map(([value, spec]): ColumnDef => {
      const type = columnType(spec);
      return { value, ...(type ? { type } : {}), ...(spec.dict ? { dict: spec.dict } : {}) };
    });
  return merge(columns, patch);
}

/** The Add/Edit form: every writable, visible field (or those marked `form`), with its widget and checks. */
export function fieldsOf(d: ResourceDescriptor, patch?: CrudOverrides['fields']): FieldDef[] {
  const fields: FieldDef[] = [];
  for (const [value, spec] of Object.entries(d.fields)) {
    const type = formType(spec);
    if (!inForm(spec) || !type) continue;
    const field: FieldDef = { value };
    if (type !== 'text') field.type = type;
    if (spec.required) field.required = true;
    if (spec.dict) field.dict = spec.dict;
    if (type === 'editor') field.span = 24;
    if (spec.max && (type === 'text' || type === 'textarea')) field.options = { maxLength: spec.max };
    fields.push(field);
  }
  return merge(fields, patch);
}

/** The search panel: the fields whose `search` names operators, each with its first one. */
export function searchOf(d: ResourceDescriptor, patch?: CrudOverrides['search']): SearchDef[] {
  const search: SearchDef[] = [];
  for (const [value, spec] of Object.entries(d.fields)) {
    if (!Array.isArray(spec.search)) continue;
    const ops = spec.search as NonNullable<SearchDef['where']>[];
    const item: SearchDef = { value };
    if (ops[0]) item.where = ops[0];
    if (spec.dict) Object.assign(item, { type: 'select' as const, dict: spec.dict });
    else if (spec.kind === 'datetime' || spec.kind === 'date') {
      // A range (the server reads a pair as between) picks both ends at once; an operator compares one moment.
      item.type = !ops[0] || ops[0] === 'between' ? 'daterange' : spec.kind;
    }
    search.push(item);
  }
  return merge(search, patch);
}

const labelled = new WeakSet<ResourceDescriptor>();

/**
 * Adds a descriptor's own field labels to the i18n bundles once, under `resources.<path>.fields`, without
 * replacing a label the bundles already have: the table, forms and export then find them by convention.
 */
export function addDescriptorLabels(
  i18n: Pick<ReturnType<typeof useTranslation>['i18n'], 'addResourceBundle'>,
  d: ResourceDescriptor,
): void {
  if (labelled.has(d)) return;
  labelled.add(d);
  for (const [lng, pick] of [
    ['zh-cn', (l: Labels) => l.zh],
    ['en', (l: Labels) => l.en],
  ] as const) {
    const fields: Record<string, string> = {};
    for (const [name, spec] of Object.entries(d.fields)) if (spec.label) fields[name] = pick(spec.label);
    if (Object.keys(fields).length) {
      i18n.addResourceBundle(lng, 'translation', { resources: { [d.path]: { fields } } }, true, false);
    }
  }
}
