import { notices } from '@shop/contract/resources/content';
import { CrudTable } from '@shop/ui/crud-table';

const overrides = { columns: { tag: { type: 'tag', tagType: false } } } as const;

/** Notices: site announcements with a rich-text body; everything else comes from the descriptor. */
export default function NoticesPage() {
  return <CrudTable descriptor={notices} overrides={overrides} dialog={{ width: '60%' }} />;
}
