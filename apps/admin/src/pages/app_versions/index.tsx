import { appVersions } from '@shop/contract/resources/system';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';

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
const overrides = {
  columns: { version: { type: 'tag', tagType: false }, device: { type: 'dict_tag' }, is_wgt: { type: 'dict_tag' } },
  fields: {
    name: { span: 24 },
    version_code: { options: { min: 0, precision: 0 } },
    // Required by the form only: an API client that leaves it out gets 0 (a full package).
    is_wgt: { required: true },
    // Full packages (apk) and hot updates (wgt) go up as files, not images.
    url: { type: 'file', span: 24, options: { uploadName: 'app' } },
  },
} as const;
// The device before the version: not the form's order, so the panel is listed here.
const search: SearchDef[] = [
  { value: 'name', where: 'likeRight' },
  { value: 'device', type: 'select' },
  { value: 'version', where: 'like' },
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
      descriptor={appVersions}
      overrides={overrides}
      search={search}
      dicts={dicts}
      viewFields={viewFields}
      initialValues={{ device: 'android', is_wgt: 0 }}
      dialog={{ width: '60%', labelWidth: 130 }}
    />
  );
}
