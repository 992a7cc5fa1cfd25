import { requestEnvelope } from '@shop/api/http';
import { sendWrite, type SendTexts } from '@shop/ui/crud/send';
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

/** One store as `GET /Admin/stores/{id}` answers it (StoreResource), or undefined when the call failed. */
export async function loadStore(id: unknown): Promise<CrudRow | undefined> {
  try {
    const result = await requestEnvelope({ url: `${STORES_PATH}/${String(id)}`, method: 'GET' });
    return result.ok && result.data && typeof result.data === 'object' && !Array.isArray(result.data)
      ? (result.data as CrudRow)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Changes some fields of a store (`PUT /Admin/stores/{id}` with only those); true on success. */
export async function updateStore(id: unknown, data: CrudRow, texts: SendTexts): Promise<boolean> {
  const result = await sendWrite({ url: `${STORES_PATH}/${String(id)}`, method: 'PUT', data }, texts);
  return result?.ok === true;
}

/** Which balance an adjustment moves: 0 the store's money, 1 its frozen money. */
export type StoreBalanceType = 0 | 1;

/** Adds a signed amount to a store balance (`POST /Admin/users/money/handle`, `is_belong` 1); true on success. */
export async function adjustStoreBalance(
  storeId: unknown,
  isType: StoreBalanceType,
  money: string,
  texts: SendTexts,
): Promise<boolean> {
  const data = { id: storeId, is_type: isType, money, is_belong: 1 };
  const result = await sendWrite({ url: '/Admin/users/money/handle', method: 'POST', data }, texts);
  return result?.ok === true;
}
