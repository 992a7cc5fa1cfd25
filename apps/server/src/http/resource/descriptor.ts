import type { PgTable } from 'drizzle-orm/pg-core';
import type { OwnerSpec, ResourceDescriptor } from '@shop/contract/resource';
import { byAdminOwner, byStore, byStoreOwner, byUser, type OwnerScope } from '../scope.ts';
import type { ResourceDef } from './types.ts';
import type { FieldLimit } from './values.ts';

/** What a resource's server side adds to its descriptor: the table, and the behaviour no descriptor can state. */
export type DescribedResource<T extends PgTable> = Omit<
  ResourceDef<T>,
  | 'area'
  | 'path'
  | 'owner'
  | 'writable'
  | 'required'
  | 'defaultWhenAbsent'
  | 'hidden'
  | 'richText'
  | 'search'
  | 'sort'
  | 'order'
  | 'tree'
> & {
  descriptor: ResourceDescriptor;
  /**
   * Fields written by the server itself on top of the descriptor's writable ones (rare: a column a hook derives
   * from another one and the client never shows).
   */
  alsoWritable?: readonly string[];
};

/** The caller-dependent owner condition an owner declaration stands for. */
export function ownerScope(owner: OwnerSpec | undefined): OwnerScope | undefined {
  if (!owner || owner === 'shared') return undefined;
  switch (owner.by) {
    case 'store':
      return byStore(owner.column ?? 'store_id');
    case 'storeOwner':
      return byStoreOwner;
    case 'adminOwner':
      return owner.withOwner ? { ...byAdminOwner, ownRow: 'id' } : byAdminOwner;
    case 'user':
      return byUser;
  }
}

/** The engine's configuration derived from a descriptor: writes, checks, filters, sorts, order and scope. */
export function fromDescriptor<T extends PgTable>(r: DescribedResource<T>): ResourceDef<T> {
  const { descriptor: d, alsoWritable = [], ...rest } = r;
  const entries = Object.entries(d.fields);
  const names = (pick: (f: (typeof entries)[number][1]) => unknown) =>
    entries.filter(([, f]) => pick(f)).map(([k]) => k);
  const limits: Record<string, FieldLimit> = {};
  for (const [k, f] of entries) if (f.max || f.enum) limits[k] = { max: f.max, enum: f.enum };
  const owner = ownerScope(d.owner);
  return {
    ...rest,
    area: d.area,
    path: d.path,
    ...(owner ? { owner } : {}),
    writable: [...names((f) => !f.readOnly), ...alsoWritable],
    required: names((f) => f.required),
    defaultWhenAbsent: names((f) => f.required && f.defaultWhenAbsent),
    hidden: names((f) => f.hidden),
    richText: names((f) => f.kind === 'richText'),
    search: names((f) => f.search),
    sort: names((f) => f.sortable),
    limits,
    ...(d.order ? { order: d.order } : {}),
    ...(d.tree ? { tree: d.tree } : {}),
  };
}
