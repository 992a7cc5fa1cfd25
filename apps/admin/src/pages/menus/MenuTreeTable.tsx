import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { CrudTable } from '@shop/ui/crud-table';
import type { ViewFieldDef } from '@shop/ui/crud/types';
import type { DictDef } from '@shop/ui/fields/types';

/** Labels such as 'Payment password' or 'Permission name' need more than the default 90px on one line. */
const DIALOG = { labelWidth: 130 };

/** is_open: 0 = a page inside the console, 1 = a standalone page (reference `menu.table` / `menu.custom`). */
const OPEN_TYPES = [
  { label: 'resources.menus.openTypes.table', value: 0 },
  { label: 'resources.menus.openTypes.custom', value: 1 },
];

const overrides = {
  columns: {
    name: { width: 180 },
    ename: { width: 150, ellipsis: true },
    icon: { type: 'icon_tag', width: 190 },
    apis: { type: 'tag', tagType: false, width: 200 },
    view: { type: 'tag', tagType: false, width: 240 },
  },
  fields: {
    // Required by the form only: the server files a menu without a parent at the top level.
    pid: { type: 'cascader', required: true, options: { checkStrictly: true, emitPath: false } },
    icon: { type: 'icon' },
    is_open: {
      dict: 'is_open',
      options: { activeText: OPEN_TYPES[1]!.label, inactiveText: OPEN_TYPES[0]!.label },
    },
    is_sort: { options: { min: 0, precision: 0 } },
  },
} as const;

/** The form's fields, choices shown by their labels, and the sort key as a tag. */
const viewFields: ViewFieldDef[] = [
  { value: 'pid', type: 'cascader' },
  { value: 'name' },
  { value: 'ename' },
  { value: 'icon', type: 'icon' },
  { value: 'apis' },
  { value: 'view' },
  { value: 'is_open', type: 'switch', dict: 'is_open' },
  { value: 'is_sort', viewType: 'tag' },
];

export interface MenuTreeTableProps {
  /** `menus` or `seller_menus`: the two tables share one shape. */
  descriptor: ResourceDescriptor;
  /** The tree offered as parents, two levels deep, e.g. '/Admin/load_menu?deep=2'. */
  parentUrl: string;
}

/**
 * A console's menu table (Admin menus or Seller menus): lazy tree of the menus, the parent
 * picked from the first two levels (or the top level), a Font Awesome icon, route, component and whether
 * the page stands alone. The data path is the route's (`/Admin/menus`, `/Admin/seller_menus`).
 */
export function MenuTreeTable({ descriptor, parentUrl }: MenuTreeTableProps) {
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
      descriptor={descriptor}
      overrides={overrides}
      // Both tables are labelled as `menus`.
      resource="menus"
      tree
      dicts={dicts}
      viewFields={viewFields}
      initialValues={{ pid: 0, is_open: 0, is_sort: 0 }}
      dialog={DIALOG}
    />
  );
}
