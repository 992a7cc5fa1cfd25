import { agreements } from '@shop/contract/resources/content';
import { CrudTable } from '@shop/ui/crud-table';

// `ename` is the key the public `GET /agreements/{ename}` serves (e.g. `agreement` on the login pages).
const overrides = { columns: { ename: { type: 'tag', tagType: false } } } as const;

/** Agreements: legal texts fetched by key. */
export default function AgreementsPage() {
  return <CrudTable descriptor={agreements} overrides={overrides} dialog={{ width: '60%', labelWidth: 130 }} />;
}
