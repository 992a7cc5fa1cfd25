import { baseApi } from '../base-api.ts';
import { rowTag } from '../resource.ts';

/**
 * The server's `accounts` module beyond the generic CRUD of admins, users and roles: the permission groups a
 * role editor offers, and the platform's balance adjustments.
 */

/** A permission group with its permissions, as `permission_groups?isAll=true&isWith=permissions` answers it. */
export interface PermissionGroupRow {
  id: number | string;
  name: string;
  permissions?: readonly { id: number | string; name: string }[] | null;
}

/** `POST /Admin/users/money/handle`: a signed amount onto a user's (`is_belong` 0) or a store's (1) balance. */
export interface BalanceAdjustment {
  id: unknown;
  /** 0 the money, 1 the frozen money (stores); users add 2, their points. */
  is_type: number;
  /** Signed decimal text, e.g. "-12.50". */
  money: string;
  is_belong: 0 | 1;
}

export const accountsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every permission group with its permissions (the Admin role editor's right-hand panel). */
    permissionGroups: build.query<PermissionGroupRow[], void>({
      query: () => ({ url: '/Admin/permission_groups', params: { isAll: true, isWith: 'permissions' } }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as PermissionGroupRow[]) : []),
      providesTags: ['Permission'],
    }),
    /** The row whose balance moved is read again wherever it is shown. */
    adjustBalance: build.mutation<unknown, BalanceAdjustment>({
      query: (data) => ({ url: '/Admin/users/money/handle', method: 'POST', data }),
      invalidatesTags: (_result, _error, { id, is_belong }) => [
        rowTag(is_belong === 1 ? '/Admin/stores' : '/Admin/users', String(id)),
      ],
    }),
  }),
});

export const { usePermissionGroupsQuery, useAdjustBalanceMutation } = accountsApi;
