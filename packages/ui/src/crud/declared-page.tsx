import type { ComponentType, LazyExoticComponent } from 'react';
import type { ResourceDescriptor } from '@shop/contract/resource';
import { lazyPage } from '../console/lazy-page.ts';

type Page = LazyExoticComponent<ComponentType<object>>;

const pages = new Map<ResourceDescriptor, Page>();

/**
 * The generic screen of a declared resource whose menu entry opens `view` in `area`, for a resource that needs no
 * page of its own: the table, search panel and dialogs all come from the descriptor. Loaded like any page, on
 * first use, so the console's first load does not carry the table.
 */
export function declaredPage(
  resources: readonly ResourceDescriptor[],
  area: ResourceDescriptor['area'],
  view: string,
): Page | undefined {
  const d = resources.find((r) => r.area === area && r.menu?.view === view);
  if (!d) return undefined;
  let page = pages.get(d);
  if (!page) {
    page = lazyPage<object>(() =>
      import('./CrudTable.tsx').then(({ CrudTable }) => ({
        default: function DeclaredResourcePage() {
          return <CrudTable descriptor={d} />;
        },
      })),
    );
    pages.set(d, page);
  }
  return page;
}
