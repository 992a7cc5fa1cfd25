import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { AddressRow } from '@shop/contract/orders';
import { AddressFields, addressValues, useSaveAddress, type AddressValues } from './AddressForm.tsx';

/** The dialog's OK button, red like the page's buttons; built apart so it may carry a test id. */
const SAVE_PROPS = { status: 'danger' as const, 'data-testid': 'address-save' };

/**
 * Adds or edits a delivery address in a dialog, without leaving the page (the checkout uses it); `onSaved`
 * receives the saved address id.
 *
 * @example <AddressDialog open={adding} onClose={() => setAdding(false)} onSaved={setAddressId} />
 */
export function AddressDialog({
  open,
  address,
  onClose,
  onSaved,
}: {
  open: boolean;
  address?: AddressRow;
  onClose: () => void;
  onSaved?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressValues>();
  const [save, saving] = useSaveAddress();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (address) form.setFieldsValue(addressValues(address));
  }, [open, address, form]);

  const submit = async () => {
    const values = await form.validate();
    const id = await save(values, address?.id);
    if (id === undefined) return;
    onSaved?.(id);
    onClose();
  };

  return (
    <Modal
      title={t(address ? 'shop.address.edit' : 'shop.address.add')}
      visible={open}
      onCancel={onClose}
      // A refused validation leaves the dialog open with the field messages shown.
      onOk={() => submit().catch(() => undefined)}
      confirmLoading={saving}
      okText={t('shop.address.save')}
      cancelText={t('shop.address.cancel')}
      okButtonProps={SAVE_PROPS}
      unmountOnExit
      wrapClassName="address-dialog"
      data-testid="address-dialog"
    >
      <Form form={form} layout="vertical" data-testid="address-form">
        <AddressFields />
      </Form>
    </Modal>
  );
}
