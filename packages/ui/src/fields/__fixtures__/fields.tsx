/**
 * Fixtures for the field registry's stories and tests: one definition per type (all 19), the dictionaries
 * they read, the fake server answers (lazy areas, a goods list, uploads) and a small form that shows the
 * values as they change.
 */
import { useState } from 'react';
import { ok, memoryResource, type FakeHandler } from '../../crud/testing/fake-api.ts';
import { FormField } from '../FormField.tsx';
import { useFieldLabel } from '../label.ts';
import type { DictData } from '../options.ts';
import type { FieldDef } from '../types.ts';

/** A 1×1 PNG: what the fake uploads endpoint answers. */
export const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+M8AAQUBAScY42YAAAAASUVORK5CYII=';

/** Every field type once, configured as the back-office pages configure them. */
export const ALL_FIELDS: FieldDef[] = [
  { value: 'icon', type: 'icon' },
  {
    value: 'goods_id',
    type: 'table_select',
    options: { pageUrl: '/Admin/goods', showName: 'goods_name', searchName: 'goods_name', columns: [{ value: 'id' }, { value: 'goods_name', label: 'Goods name' }] },
  },
  { value: 'name', type: 'text' },
  { value: 'password', type: 'password' },
  { value: 'is_sort', type: 'number', options: { min: 0 } },
  { value: 'remark', type: 'textarea' },
  { value: 'pid', type: 'cascader', dict: 'classes', options: { emitPath: false, checkStrictly: true, labelName: 'name', valueName: 'id' } },
  { value: 'area_info', type: 'cascader_lazy', options: { lazyUrl: '/Admin/areas?isChildren=true' } },
  { value: 'role_id', type: 'select', dict: 'roles', options: { multiple: true, filterable: true } },
  { value: 'device', type: 'autocomplete', dict: 'devices' },
  { value: 'avatar', type: 'avatar' },
  { value: 'image', type: 'image', options: { uploadName: 'adv' } },
  { value: 'crt', type: 'file' },
  { value: 'content', type: 'editor' },
  { value: 'status', type: 'switch' },
  { value: 'is_open', type: 'radio', dict: 'is_open' },
  { value: 'start_time', type: 'datetime' },
  { value: 'created_at', type: 'daterange' },
  { value: 'birthday', type: 'date' },
];

/** The dictionaries of ALL_FIELDS, as the table holds them (raw server rows, or plain strings). */
export const DICTS: DictData = {
  classes: [
    { id: 1, name: '数码', children: [{ id: 11, name: '手机' }, { id: 12, name: '电脑' }] },
    { id: 2, name: '服装' },
  ],
  roles: [
    { id: 1, name: 'Admin' },
    { id: 2, name: 'Editor' },
    { id: 3, name: 'Auditor' },
  ],
  devices: ['android', 'ios', 'mini'],
  is_open: [
    { label: '基础页面', value: 0 },
    { label: '自定义', value: 1 },
  ],
};

export const AREA_ROWS = [
  { id: 1, name: '北京市', code: 110000, pid: 0 },
  { id: 2, name: '东城区', code: 110101, pid: 110000 },
  { id: 3, name: '西城区', code: 110102, pid: 110000 },
  { id: 4, name: '上海市', code: 310000, pid: 0 },
];

export const GOODS_ROWS = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, goods_name: `Goods ${i + 1}`, name: `Goods ${i + 1}` }));

/** Fake server answers for the fields that call it. */
export function fieldHandlers(): FakeHandler[] {
  return [
    (request) => (request.method === 'POST' && /\/uploads$/.test(request.path) ? ok(PIXEL) : undefined),
    memoryResource('/api/Admin/areas', AREA_ROWS.map((row) => ({ ...row })), { treeKey: 'code' }),
    memoryResource('/api/Admin/goods', GOODS_ROWS.map((row) => ({ ...row }))),
  ];
}

export interface FieldsFormProps {
  fields: FieldDef[];
  initial?: Record<string, unknown>;
  dicts?: DictData;
  disabled?: boolean;
}

/** A two-column form of fields with their resolved labels, and the values below as JSON. */
export function FieldsForm({ fields, initial = {}, dicts = DICTS, disabled }: FieldsFormProps) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const label = useFieldLabel('demo');
  return (
    <div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '16px 24px' }}>
        {fields.map((def) => (
          <div
            key={def.value}
            data-testid={`field-${def.type ?? 'text'}`}
            style={{ gridColumn: def.type === 'editor' ? '1 / -1' : undefined }}
          >
            <div style={{ marginBottom: 4, color: 'var(--color-text-2)' }}>
              {label(def)} <code style={{ color: 'var(--color-text-3)' }}>{def.type}</code>
            </div>
            <FormField
              def={def}
              value={values[def.value] ?? null}
              onChange={(next) => setValues((current) => ({ ...current, [def.value]: next }))}
              dicts={dicts}
              area="admin"
              disabled={disabled}
            />
          </div>
        ))}
      </div>
      <pre data-testid="values" style={{ marginTop: 24, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {JSON.stringify(values)}
      </pre>
    </div>
  );
}

/** The values shown by `FieldsForm`, parsed. */
export function shownValues(root: ParentNode = document): Record<string, unknown> {
  const text = root.querySelector('[data-testid="values"]')?.textContent ?? '{}';
  return JSON.parse(text) as Record<string, unknown>;
}
