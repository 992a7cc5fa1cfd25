import { ListAnalysis } from '@shop/backoffice/dashboards/ListAnalysis';
import type { ColumnDef } from '@shop/ui/crud/types';
import type { SearchDef } from '@shop/ui/fields/types';

const columns: ColumnDef[] = [
  { value: 'avatar', type: 'avatar', width: 80 },
  { value: 'nickname' },
  // Plain text: a tag coloured by the value's hash reads like a status.
  { value: 'username' },
  { value: 'phone' },
  { value: 'created_at', width: 170 },
];

const search: SearchDef[] = [{ value: 'nickname', where: 'likeRight' }];

/** Member analysis (A22): new users per period, and the users who registered in the range. */
export default function AdminMemberAnalysisPage() {
  return (
    <ListAnalysis kind="user" resource="dashboard_users" series="charts.newUsers" columns={columns} search={search} />
  );
}
