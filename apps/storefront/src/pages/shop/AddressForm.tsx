import { useTranslation } from 'react-i18next';
import { Checkbox, Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { AddressRow } from '@shop/contract/orders';
import { useSaveAddressMutation } from '@shop/api/endpoints/cart';
import { useLoadAreasQuery } from '@shop/api/endpoints/system';
import { AreaCascader } from '../../components/account/AreaCascader.tsx';

/** The server's rule (a mobile number or a landline with its area code), so the form refuses what it would. */
const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;

/** What the address form edits. */
export interface AddressValues {
  receive_name: string;
  receive_tel: string;
  area: number[];
  address: string;
  is_default: boolean;
}

/** The form values of a stored address (the raw row or the `isResource=Home` one, whose `is_default` is a boolean). */
export function addressValues(
  row: Omit<AddressRow, 'is_default' | 'user_id' | 'updated_at'> & { is_default: number | boolean },
): AddressValues {
  return {
    receive_name: row.receive_name,
    receive_tel: row.receive_tel,
    area: [row.province_id, row.city_id, row.region_id].filter((n) => n > 0),
    address: row.address,
    is_default: Boolean(row.is_default),
  };
}

/**
 * Saves the address (`POST /user/addresses`, or `PUT /user/addresses/{id}` with an id) and answers its id, or
 * undefined when the server refused it (its message is already shown by the client's toasts).
 */
export function useSaveAddress(): [(values: AddressValues, id?: number) => Promise<number | undefined>, boolean] {
  const [save, state] = useSaveAddressMutation();
  const run = async (values: AddressValues, id?: number) => {
    const result = await save({ ...values, is_default: values.is_default ? 1 : 0, ...(id ? { id } : {}) });
    if ('error' in result) return undefined;
    // A new address answers its row; an edit answers the number of rows changed.
    return id ?? (typeof result.data === 'object' ? result.data.id : undefined);
  };
  return [run, state.isLoading];
}

/**
 * The fields of a delivery address (receiver, mobile, province / city / district, street, default), checked as
 * the server checks them. Goes inside an Arco `Form` whose values are `AddressValues`; used by the address page
 * and by the checkout's dialog.
 */
export function AddressFields() {
  const { t } = useTranslation();
  const areas = useLoadAreasQuery();
  return (
    <>
      <Form.Item
        label={t('shop.address.name')}
        field="receive_name"
        rules={[{ required: true, maxLength: 30, message: t('shop.address.nameRequired') }]}
      >
        <Input data-testid="address-name" maxLength={30} />
      </Form.Item>
      <Form.Item
        label={t('shop.address.tel')}
        field="receive_tel"
        rules={[{ required: true, match: PHONE, message: t('shop.address.telInvalid') }]}
      >
        <Input data-testid="address-tel" maxLength={13} type="tel" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        label={t('shop.address.area')}
        field="area"
        rules={[
          {
            validator: (value: number[] | undefined, callback) =>
              callback(value && value.length === 3 ? undefined : t('shop.address.areaRequired')),
          },
        ]}
      >
        <AreaCascader areas={areas.data ?? []} placeholder={t('shop.address.area')} testId="address-area" />
      </Form.Item>
      <Form.Item
        label={t('shop.address.detail')}
        field="address"
        rules={[{ required: true, maxLength: 150, message: t('shop.address.detailRequired') }]}
      >
        <Input data-testid="address-detail" maxLength={150} />
      </Form.Item>
      <Form.Item field="is_default" triggerPropName="checked">
        <Checkbox data-testid="address-default">{t('shop.address.isDefault')}</Checkbox>
      </Form.Item>
    </>
  );
}
