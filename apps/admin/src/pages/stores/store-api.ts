import { useMemo } from 'react';
import { accountsApi } from '@shop/api/endpoints/accounts';
import { useAppDispatch } from '@shop/api/hooks';
import type { AppDispatch } from '@shop/api/redux-store';
import { resourceApi } from '@shop/api/resource';
import { FRESH, settle, settleWrite, type WriteTexts } from '@shop/api/settle';
import type { CrudRow } from '@shop/ui/crud/types';

/** The stores resource of the Admin area. */
export const STORES_PATH = '/Admin/stores';

/** The admin store editor's fields: the only ones Edit loads and sends back. */
export const STORE_EDIT_FIELDS = [
  'store_name',
  'store_logo',
  'class_id',
  'store_company_name',
  'area',
  'store_address',
  'store_description',
  'business_license',
  'business_license_no',
  'legal_person',
  'store_phone',
  'id_card_no',
  'id_card_t',
  'id_card_b',
  'emergency_contact',
  'emergency_contact_phone',
  'store_status',
  'store_verify',
  'store_refuse_info',
] as const;

/** Which balance an adjustment moves: 0 the store's money, 1 its frozen money. */
export type StoreBalanceType = 0 | 1;

/** The store calls of the Admin outside the generic table, bound to the app's Redux store. */
export function storeApi(dispatch: AppDispatch) {
  return {
    /** One store as `GET /Admin/stores/{id}` answers it (StoreResource), or undefined when the call failed. */
    async loadStore(id: unknown): Promise<CrudRow | undefined> {
      const loaded = await settle(
        dispatch(resourceApi.endpoints.show.initiate({ path: STORES_PATH, id: String(id) }, FRESH)),
      );
      return loaded.ok && loaded.data && typeof loaded.data === 'object' && !Array.isArray(loaded.data)
        ? loaded.data
        : undefined;
    },

    /** Changes some fields of a store (`PUT /Admin/stores/{id}` with only those); true on success. */
    async updateStore(id: unknown, data: CrudRow, texts: WriteTexts): Promise<boolean> {
      const call = dispatch(resourceApi.endpoints.update.initiate({ path: STORES_PATH, id: String(id), data }));
      return (await settleWrite(call, texts)).ok;
    },

    /** Adds a signed amount to a store balance (`POST /Admin/users/money/handle`, `is_belong` 1); true on success. */
    async adjustStoreBalance(
      storeId: unknown,
      isType: StoreBalanceType,
      money: string,
      texts: WriteTexts,
    ): Promise<boolean> {
      const data = { id: storeId, is_type: isType, money, is_belong: 1 as const };
      return (await settleWrite(dispatch(accountsApi.endpoints.adjustBalance.initiate(data)), texts)).ok;
    },
  };
}

/** `storeApi` bound to the app's store, stable across renders. */
export function useStoreApi(): ReturnType<typeof storeApi> {
  const dispatch = useAppDispatch();
  return useMemo(() => storeApi(dispatch), [dispatch]);
}
