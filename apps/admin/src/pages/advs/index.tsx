import { Spin } from '@arco-design/web-react';
import { advs } from '@shop/contract/resources/content';
import { addPayload } from '@shop/ui/crud/CrudFormDialog';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';
import { AdvForm } from './AdvForm.tsx';
import { ADV_FIELDS, ADV_STATUS, advDefaults } from './config.ts';

// The slots (with their sizes, for the upload hint); the reference asks for the first 100.
const dicts: DictDef[] = [
  { name: 'pid', url: '/Admin/adv_spaces?per_page=100', isPage: true, labelName: 'name', valueName: 'id' },
  ADV_STATUS,
];
const overrides = {
  // Wide enough that names and times stay on one line; the table scrolls sideways below ~1300px.
  columns: {
    pid: { type: 'dict_tag', tagType: false, width: 150, ellipsis: true },
    image: { width: 80 },
    name: { width: 160, ellipsis: true },
    adv_start: { width: 165 },
    adv_end: { width: 165 },
    status: { type: 'dict_tag', width: 90 },
  },
  search: { adv_start: { type: 'datetime' }, adv_end: { type: 'datetime' } },
} as const;
const viewFields: ViewFieldDef[] = [
  { value: 'pid', viewType: 'dict_tag', tagType: false },
  { value: 'name' },
  { value: 'url', viewType: 'text' },
  { value: 'is_type' },
  { value: 'image', type: 'image', span: 24 },
  { value: 'adv_start' },
  { value: 'adv_end' },
  { value: 'status', viewType: 'dict_tag' },
  { value: 'is_sort' },
];

/** Ads: pictures in ad slots, shown between their start and end times while switched on. */
export default function AdvsPage() {
  return (
    <CrudTable
      descriptor={advs}
      overrides={overrides}
      dicts={dicts}
      // The form of AdvForm, shared with the slots page (its order is not the columns').
      fields={ADV_FIELDS}
      viewFields={viewFields}
      dialog={{ width: '60%' }}
      addBody={(crud) => (
        <AdvForm
          fields={ADV_FIELDS}
          initial={advDefaults()}
          dicts={crud.dicts}
          area={crud.area}
          onSubmit={(values) => crud.create(addPayload(ADV_FIELDS, undefined, values))}
          onCancel={crud.closeDialog}
        />
      )}
      editBody={(crud, record) =>
        record ? (
          <AdvForm
            fields={ADV_FIELDS}
            initial={record}
            dicts={crud.dicts}
            area={crud.area}
            onSubmit={(values) => crud.update(record, values)}
            onCancel={crud.closeDialog}
          />
        ) : (
          <Spin block loading className="crud-dialog-loading" />
        )
      }
    />
  );
}
