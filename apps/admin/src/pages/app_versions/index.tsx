import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';

const dicts: DictDef[] = [
  {
    name: 'device',
    items: [
      { label: 'resources.app_versions.options.android', value: 'android' },
      { label: 'resources.app_versions.options.ios', value: 'ios' },
      { label: 'resources.app_versions.options.mini', value: 'mini' },
    ],
  },
  {
    name: 'is_wgt',
    items: [
      { label: 'fields.yes', value: 1 },
      { label: 'fields.no', value: 0 },
    ],
  },
];
const columns: ColumnDef[] = [
  { value: 'name' },
  { value: 'version', type: 'tag', tagType: false },
  { value: 'device', type: 'dict_tag' },
  { value: 'is_wgt', type: 'dict_tag' },
  { value: 'created_at' },
];
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'device', type: 'select' },
  { value: 'version', where: 'like' },
];
const fields: FieldDef[] = [
  { value: 'name', required: true, span: 24 },
  { value: 'version' },
  { value: 'version_code', type: 'number', required: true, options: { min: 0, precision: 0 } },
  { value: 'device', type: 'select', required: true },
  { value: 'is_wgt', type: 'select', required: true },
  // Full packages (apk) and hot updates (wgt) go up as files, not images.
  { value: 'url', type: 'file', span: 24, options: { uploadName: 'app' } },
  { value: 'apple_id' },
  { value: 'content', type: 'editor', span: 24 },
];
const viewFields: ViewFieldDef[] = [
  { value: 'name', span: 24 },
  { value: 'version' },
  { value: 'version_code', type: 'number' },
  { value: 'device', viewType: 'dict_tag' },
  { value: 'is_wgt', viewType: 'dict_tag' },
  { value: 'url', viewType: 'text', span: 24 },
  { value: 'apple_id' },
  { value: 'content', type: 'editor', span: 24 },
];

/** App versions: Android/iOS/mini-program releases, full package or wgt hot update. */
export default function AppVersionsPage() {
  return (
    <CrudTable
      resource="app_versions"
      columns={columns}
      search={search}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      initialValues={{ device: 'android', is_wgt: 0 }}
      dialog={{ width: '60%', labelWidth: 130 }}
    />
  );
}
