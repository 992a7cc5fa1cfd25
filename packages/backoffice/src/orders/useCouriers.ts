import { useMemo } from 'react';
import { useExpressesQuery } from '@shop/api/endpoints/system';

/** A courier of the platform list (`expresses`): its name and its KuaiBao code. */
export interface Courier {
  name: string;
  code: string;
}

/** The list's dictionary in the generic table (edit forms, search): label `name`, value `code`. */
export const COURIER_DICT = {
  name: 'delivery_code',
  url: '/expresses?isAll=true',
  labelName: 'name',
  valueName: 'code',
} as const;

/**
 * The platform's couriers (`GET /expresses?isAll=true`, the storefront's `expresses` call), loaded once per
 * page session; an empty list while loading or when the call failed (a failed load is retried by the next
 * dialog that asks).
 *
 * @example const couriers = useCouriers(); couriers.find((c) => c.code === order.delivery_code)?.name
 */
export function useCouriers(): Courier[] {
  const { data } = useExpressesQuery();
  return useMemo(
    () =>
      (data ?? [])
        .filter((row): row is NonNullable<typeof row> => !!row && typeof row === 'object')
        .map((row) => ({
          name: typeof row.name === 'string' ? row.name : '',
          code: typeof row.code === 'string' ? row.code : '',
        }))
        .filter((courier) => courier.code !== ''),
    [data],
  );
}

/** A courier's name by code, the code itself when unknown. */
export function courierName(couriers: readonly Courier[], code: string): string {
  return couriers.find((courier) => courier.code === code)?.name || code;
}
