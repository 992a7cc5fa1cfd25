import type { FunctionComponent } from 'react';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { CrudTable } from './CrudTable.tsx';

const pages = new Map<ResourceDescriptor, FunctionComponent>();

/**
 * The generic screen of a declared resource whose menu entry opens `view` in `area`, for a resource that needs no
 * page of its own: the table, search panel and dialogs all come from the descriptor.
 */
export function declaredPage(
  resources: readonly ResourceDescriptor[],
  area: ResourceDescriptor['area'],
  view: string,
): FunctionComponent | undefined {
  const d = resources.find((r) => r.area === area && r.menu?.view === view);
  if (!d) return undefined;
  let page = pages.get(d);
  if (!page) {
    page = function DeclaredResourcePage() {
      return <CrudTable descriptor={d} />;
    };
    pages.set(d, page);
  }
  return page;
}
