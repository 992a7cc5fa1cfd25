import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Modal } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { useStoreApi } from './store-api.ts';

/** The column's width (stores.store_refuse_info). */
export const REFUSE_INFO_MAX = 150;

export interface StoreRejectDialogProps {
  /** The store being refused; null when closed. */
  store: CrudRow | null;
  onClose: () => void;
  /** After the refusal was saved. */
  onDone: () => void;
}

/**
 * Refuses a store application: a reason is required (the applicant reads it on the onboarding page), then
 * `PUT /Admin/stores/{id}` with `store_verify` 3 and `store_refuse_info`.
 */
export function StoreRejectDialog({ store, onClose, onDone }: StoreRejectDialogProps) {
  const stores = useStoreApi();
  const { t } = useTranslation();
  const text = useResourceText();
  const [form] = Form.useForm<{ store_refuse_info: string }>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const values = await form.validate().catch(() => undefined);
    if (!values || !store) return;
    setSending(true);
    const ok = await stores.updateStore(
      store.id,
      { store_verify: 3, store_refuse_info: values.store_refuse_info.trim() },
      { success: t('messages.success'), failure: t('messages.error') },
    );
    setSending(false);
    if (ok) onDone();
  };

  return (
    <Modal
      visible={store !== null}
      title={text('resources.stores.review.rejectTitle', { name: asText(store?.store_name) })}
      onCancel={onClose}
      unmountOnExit
      maskClosable={false}
      style={{ width: 520 }}
      footer={
        <>
          <Button onClick={onClose}>{t('crud.cancel')}</Button>
          <Button
            type="primary"
            status="danger"
            loading={sending}
            onClick={() => void submit()}
            data-testid="store-reject-submit"
          >
            {text('resources.stores.review.reject')}
          </Button>
        </>
      }
    >
      <Form form={form} layout="vertical" onSubmit={() => void submit()}>
        <Form.Item
          field="store_refuse_info"
          label={text('resources.stores.fields.store_refuse_info')}
          rules={[
            {
              required: true,
              validator: (value: unknown, callback: (error?: string) => void) =>
                callback(typeof value === 'string' && value.trim() !== '' ? undefined : t('messages.requiredMsg')),
            },
          ]}
        >
          <Input.TextArea
            maxLength={REFUSE_INFO_MAX}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={text('resources.stores.review.reasonHint')}
            data-testid="store-reject-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
