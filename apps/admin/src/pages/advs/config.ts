import dayjs from 'dayjs';
import type { CrudRow } from '@shop/ui/crud/types';
import type { DictDef, FieldDef } from '@shop/ui/fields/types';

/** On/off of an ad (`status`). */
export const ADV_STATUS: DictDef = {
  name: 'status',
  items: [
    { label: 'resources.advs.options.open', value: 1 },
    { label: 'resources.advs.options.close', value: 0 },
  ],
};

/** The ad form, shared by the Ads page and the slots page's "Add ad" dialog. */
export const ADV_FIELDS: FieldDef[] = [
  { value: 'pid', type: 'select', required: true },
  { value: 'name', required: true },
  { value: 'url' },
  { value: 'is_type', type: 'number', options: { min: 0, precision: 0 } },
  { value: 'image', type: 'image', span: 24, options: { uploadName: 'adv' } },
  { value: 'adv_start', type: 'datetime', required: true },
  { value: 'adv_end', type: 'datetime', required: true },
  { value: 'status', type: 'select', required: true },
  { value: 'is_sort', type: 'number', options: { min: 0, precision: 0 } },
];

const DATETIME = 'YYYY-MM-DD HH:mm:ss';

/** Add defaults: switched on, sorted first, shown from now for 30 days. */
export function advDefaults(): CrudRow {
  const now = dayjs();
  return {
    status: 1,
    is_sort: 0,
    is_type: 0,
    adv_start: now.format(DATETIME),
    adv_end: now.add(30, 'day').format(DATETIME),
  };
}
