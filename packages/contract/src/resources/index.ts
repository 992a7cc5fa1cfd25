import type { ResourceDescriptor } from '../resource.ts';
import * as content from './content.ts';
import * as system from './system.ts';
import * as aftersale from './aftersale.ts';
import * as finance from './finance.ts';
import * as orders from './orders.ts';
import * as stores from './stores.ts';
import * as accounts from './accounts.ts';
import * as catalog from './catalog.ts';
import * as integral from './integral.ts';
import * as promotions from './promotions.ts';
import * as distribution from './distribution.ts';

export * from './content.ts';
export * from './system.ts';
export * from './aftersale.ts';
export * from './finance.ts';
export * from './orders.ts';
export * from './stores.ts';
export * from './accounts.ts';
export * from './catalog.ts';
export * from './integral.ts';
export * from './promotions.ts';
export * from './distribution.ts';

/**
 * Every declared resource, one module per server module. The menu sync, the route/page/menu coverage test and the
 * generated security suites walk this list, so a resource added to a module file is covered by construction.
 */
export const RESOURCES: readonly ResourceDescriptor[] = [
  ...Object.values(content),
  ...Object.values(system),
  ...Object.values(aftersale),
  ...Object.values(finance),
  ...Object.values(orders),
  ...Object.values(stores),
  ...Object.values(accounts),
  ...Object.values(catalog),
  ...Object.values(integral),
  ...Object.values(promotions),
  ...Object.values(distribution),
];
