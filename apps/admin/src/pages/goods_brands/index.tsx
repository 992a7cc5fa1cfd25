import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { FieldDef, SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [
  { value: 'thumb', type: 'avatar', width: 100 },
  { value: 'name' },
  { value: 'is_sort', width: 100 },
  { value: 'created_at' },
];
const search: SearchDef[] = [{ value: 'name', where: 'likeRight' }];
const fields: FieldDef[] = [
  { value: 'name', required: true },
  { value: 'is_sort', type: 'number', options: { min: 0, precision: 0 } },
  {
    value: 'thumb',
    type: 'avatar',
    span: 24,
    options: { uploadName: 'goods_brands', uploadOption: { width: 150, height: 150 } },
  },
];
const viewFields: ViewFieldDef[] = [
  { value: 'name' },
  { value: 'is_sort' },
  { value: 'thumb', type: 'avatar', span: 24 },
];

/** Brands: logo, name and sort order; the sheet exported here imports back (name, logo address, sort). */
export default function GoodsBrandsPage() {
  return (
    <CrudTable
      resource="goods_brands"
      columns={columns}
      search={search}
      fields={fields}
      viewFields={viewFields}
      initialValues={{ is_sort: 0 }}
      buttons={{ import: true }}
    />
  );
}
