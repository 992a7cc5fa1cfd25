import { sellerDistributions } from '@shop/contract/resources/distribution';
import type { SearchOperator } from '@shop/contract/list';
import { CrudTable } from '@shop/ui/crud-table';
import type { ColumnDef, ViewFieldDef } from '@shop/ui/crud/types';
import type { SearchDef } from '@shop/ui/fields/types';
import { asText } from '@shop/ui/fields/values';
import { distributionBodies, RESOURCE } from './DistributionForm.tsx';

const percent = (value: unknown) => `${asText(value) || '0'}%`;
// Fits a 1200 px window beside the menu: the goods name takes what the rates and the time leave.
const columns: ColumnDef[] = [
  { value: 'goods_master_image', type: 'image', width: 80 },
  { value: 'goods_name', ellipsis: true },
  { value: 'lev_1', width: 110, render: (row) => percent(row.lev_1) },
  { value: 'lev_2', width: 110, render: (row) => percent(row.lev_2) },
  { value: 'lev_3', width: 110, render: (row) => percent(row.lev_3) },
  { value: 'created_at', width: 110 },
];
const search: SearchDef[] = [
  // The name lives on the goods: the server filters it through the declared relation (`v|whereHas|goods`).
  { value: 'goods_name', where: 'whereHas|goods' as SearchOperator },
  { value: 'created_at', type: 'daterange' },
];
const viewFields: ViewFieldDef[] = [
  { value: 'goods_master_image', viewType: 'image' },
  { value: 'goods_name' },
  { value: 'lev_1' },
  { value: 'lev_2' },
  { value: 'lev_3' },
  { value: 'created_at' },
];

/** Referral plans: per goods of the store, the commission rates of the buyer's three inviters. */
export default function SellerDistributionsPage() {
  return (
    <CrudTable
      descriptor={sellerDistributions}
      resource={RESOURCE}
      columns={columns}
      search={search}
      viewFields={viewFields}
      buttons={{ delete: true }}
      actionsWidth={130}
      dialog={{ width: '50%' }}
      {...distributionBodies}
    />
  );
}
