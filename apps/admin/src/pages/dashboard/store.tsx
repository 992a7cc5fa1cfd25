import { ListAnalysis } from '@shop/backoffice/dashboards/ListAnalysis';
import { STORE_STATUS, STORE_VERIFY } from '@shop/backoffice/shop-status';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { DictDef, SearchDef } from '@shop/ui/fields/types';
import { statusColumn, statusDict } from '@shop/ui/widgets/StatusMapTag';

const columns: ColumnDef[] = [
  { value: 'store_logo', type: 'avatar', width: 90 },
  { value: 'store_name' },
  { value: 'area_info', ellipsis: true },
  statusColumn('store_status', STORE_STATUS, { width: 90 }),
  statusColumn('store_verify', STORE_VERIFY, { width: 110 }),
  { value: 'created_at', width: 170 },
];

const dicts: DictDef[] = [statusDict('store_status', STORE_STATUS), statusDict('store_verify', STORE_VERIFY)];

const search: SearchDef[] = [{ value: 'store_name', where: 'likeRight' }];

/** Store analysis (A23): new stores per period, and the stores created in the range. */
export default function AdminStoreAnalysisPage() {
  return (
    <ListAnalysis
      kind="store"
      resource="dashboard_stores"
      series="charts.newStores"
      columns={columns}
      search={search}
      dicts={dicts}
    />
  );
}
