import { expresses } from '@shop/contract/resources/system';
import { CrudTable } from '@shop/ui/crud-table';

// The code is the Kuaibao carrier code (e.g. `yd`) that tracking queries use.
const overrides = { columns: { code: { type: 'tag', tagType: false } } } as const;

/** Carriers: the list every carrier select offers. */
export default function ExpressesPage() {
  return <CrudTable descriptor={expresses} overrides={overrides} />;
}
