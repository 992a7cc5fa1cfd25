import { useEffect, useState } from 'react';
import { requestEnvelope } from '@shop/api/http';

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

// One load per page session: every carrier select reads the same short list, which changes rarely.
let cached: Promise<Courier[]> | undefined;

async function fetchCouriers(): Promise<Courier[]> {
  try {
    const result = await requestEnvelope({ url: '/expresses', method: 'GET', params: { isAll: true } });
    if (!result.ok || !Array.isArray(result.data)) return [];
    return result.data
      .filter((row): row is Record<string, unknown> => !!row && typeof row === 'object')
      .map((row) => ({
        name: typeof row.name === 'string' ? row.name : '',
        code: typeof row.code === 'string' ? row.code : '',
      }))
      .filter((courier) => courier.code !== '');
  } catch {
    return [];
  }
}

/** Forgets the loaded list (stories and tests start each case with their own answers). */
export function resetCouriers(): void {
  cached = undefined;
}

/**
 * The platform's couriers (`GET /expresses?isAll=true`), loaded once; an empty list while loading or when
 * the call failed (a failed load is retried by the next dialog that asks).
 *
 * @example const couriers = useCouriers(); couriers.find((c) => c.code === order.delivery_code)?.name
 */
export function useCouriers(): Courier[] {
  const [couriers, setCouriers] = useState<Courier[]>([]);
  useEffect(() => {
    let alive = true;
    cached ??= fetchCouriers();
    const loading = cached;
    void loading.then((list) => {
      if (!list.length && cached === loading) cached = undefined;
      if (alive) setCouriers(list);
    });
    return () => {
      alive = false;
    };
  }, []);
  return couriers;
}

/** A courier's name by code, the code itself when unknown. */
export function courierName(couriers: readonly Courier[], code: string): string {
  return couriers.find((courier) => courier.code === code)?.name || code;
}
