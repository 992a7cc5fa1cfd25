import { adminGoodsBrands } from '@shop/contract/resources/catalog';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';

// Explicit: the list opens with the logo, which the form (in declaration order) puts last.
const columns: ColumnDef[] = [
  { value: 'thumb', type: 'avatar', width: 100 },
  { value: 'name' },
  { value: 'is_sort', width: 100 },
  { value: 'created_at' },
];
const overrides = {
  fields: {
    is_sort: { options: { min: 0, precision: 0 } },
    thumb: {
      type: 'avatar',
      span: 24,
      options: { uploadName: 'goods_brands', uploadOption: { width: 150, height: 150 } },
    },
  },
} as const;
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'is_sort' },
  { value: 'thumb', type: 'avatar', span: 24 },
];

/** Brands: logo, name and sort order; the sheet exported here imports back (name, logo address, sort). */
export default function GoodsBrandsPage() {
  return (
    <CrudTable
      descriptor={adminGoodsBrands}
      overrides={overrides}
      columns={columns}
      viewFields={viewFields}
      initialValues={{ is_sort: 0 }}
      buttons={{ import: true }}
    />
  );
}
