import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef, FieldDef, SearchDef } from '@shop/ui/fields/types';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

/** is_open: 0 = a page inside the console, 1 = a standalone page (reference `menu.table` / `menu.custom`). */
const OPEN_TYPES = [
  { label: 'resources.menus.openTypes.table', value: 0 },
  { label: 'resources.menus.openTypes.custom', value: 1 },
];

const columns: ColumnDef[] = [
  { value: 'name', width: 180 },
  { value: 'ename', width: 150, ellipsis: true },
  { value: 'icon', type: 'icon_tag', width: 190 },
  { value: 'apis', type: 'tag', tagType: false, width: 200 },
  { value: 'view', type: 'tag', tagType: false, width: 240 },
  { value: 'created_at' },
];

const search: SearchDef[] = [{ value: 'name', where: 'likeRight' }];

const fields: FieldDef[] = [
  { value: 'pid', type: 'cascader', required: true, options: { checkStrictly: true, emitPath: false } },
  { value: 'name', required: true },
  { value: 'ename' },
  { value: 'icon', type: 'icon' },
  { value: 'apis' },
  { value: 'view' },
  {
    value: 'is_open',
    type: 'switch',
    dict: 'is_open',
    options: { activeText: OPEN_TYPES[1]!.label, inactiveText: OPEN_TYPES[0]!.label },
  },
  { value: 'is_sort', type: 'number', options: { min: 0, precision: 0 } },
];

const viewFields: ViewFieldDef[] = [
  ...fields.filter((field) => field.value !== 'is_sort'),
  { value: 'is_sort', viewType: 'tag' },
];

export interface MenuTreeTableProps {
  /** The tree offered as parents, two levels deep, e.g. '/Admin/load_menu?deep=2'. */
  parentUrl: string;
}

/**
 * A console's menu table (Admin menus or Seller menus): lazy tree of the menus, the parent
 * picked from the first two levels (or the top level), a Font Awesome icon, route, component and whether
 * the page stands alone. The data path is the route's (`/Admin/menus`, `/Admin/seller_menus`).
 */
export function MenuTreeTable({ parentUrl }: MenuTreeTableProps) {
  const { i18n } = useTranslation();
  // Parents read in the interface language: the English console shows `ename`.
  const labelName = i18n.language === 'en' ? 'ename' : 'name';
  const dicts = useMemo<DictDef[]>(
    () => [
      {
        name: 'pid',
        url: parentUrl,
        labelName,
        valueName: 'id',
        addSelect: { label: 'resources.menus.topLevel', value: 0 },
      },
      { name: 'is_open', items: OPEN_TYPES },
    ],
    [parentUrl, labelName],
  );
  return (
    <CrudTable
      resource="menus"
      tree
      columns={columns}
      search={search}
      dicts={dicts}
      fields={fields}
      viewFields={viewFields}
      initialValues={{ pid: 0, is_open: 0, is_sort: 0 }}
      dialog={DIALOG}
    />
  );
}
