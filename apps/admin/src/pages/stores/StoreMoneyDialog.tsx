import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Descriptions, InputNumber, Modal, Select, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/InputNumber/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Select/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { type StoreBalanceType, useStoreApi } from './store-api.ts';
import { balancePreview, fromCents, toCents } from './review.ts';

/** The balance column each adjustment type moves. */
const BALANCE_FIELD = { 0: 'store_money', 1: 'store_frozen_money' } as const satisfies Record<StoreBalanceType, string>;

export interface StoreMoneyDialogProps {
  /** The store row the dialog is open for; null when closed. */
  store: CrudRow | null;
  onClose: () => void;
  /** After a successful adjustment (the list reloads its balances). */
  onChanged: () => void;
}

const money = (value: unknown) => {
  const cents = toCents(value);
  return `￥${cents === undefined ? '0.00' : fromCents(cents)}`;
};

/**
 * Funds dialog: adds a signed amount to the store's money or frozen money through
 * `users/money/handle` (which writes the money log), previews the balance it leads to, and shows the new
 * balance read back from the server once done. A result below zero is refused before anything is sent.
 */
export function StoreMoneyDialog({ store, onClose, onChanged }: StoreMoneyDialogProps) {
  const stores = useStoreApi();
  const { t } = useTranslation();
  const text = useResourceText();
  const [record, setRecord] = useState<CrudRow | undefined>();
  const [isType, setIsType] = useState<StoreBalanceType>(0);
  const [amount, setAmount] = useState<number | undefined>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | undefined>();
  const storeId = store?.id;

  useEffect(() => {
    setRecord(undefined);
    setAmount(undefined);
    setIsType(0);
    setDone(undefined);
    if (storeId === undefined) return;
    let alive = true;
    void stores.loadStore(storeId).then((loaded) => {
      if (alive) setRecord(loaded ?? {});
    });
    return () => {
      alive = false;
    };
  }, [storeId, stores]);

  const current = record?.[BALANCE_FIELD[isType]];
  const preview = amount === undefined ? undefined : balancePreview(current, amount.toFixed(2));

  const submit = async () => {
    if (!preview?.ok || amount === undefined) return;
    setSending(true);
    const ok = await stores.adjustStoreBalance(storeId, isType, amount.toFixed(2), {
      success: t('messages.success'),
      failure: t('messages.error'),
    });
    if (ok) {
      const reloaded = await stores.loadStore(storeId);
      setRecord(reloaded ?? record);
      setDone(money(reloaded?.[BALANCE_FIELD[isType]] ?? preview.balance));
      setAmount(undefined);
      onChanged();
    }
    setSending(false);
  };

  return (
    <Modal
      visible={store !== null}
      title={text('resources.stores.money.title', { name: asText(store?.store_name) })}
      onCancel={onClose}
      unmountOnExit
      maskClosable={false}
      style={{ width: 520 }}
      footer={
        <>
          <Button onClick={onClose} data-testid="store-money-close">
            {t('crud.cancel')}
          </Button>
          <Button
            type="primary"
            loading={sending}
            disabled={!preview?.ok}
            onClick={() => void submit()}
            data-testid="store-money-submit"
          >
            {t('crud.ok')}
          </Button>
        </>
      }
    >
      {!record ? (
        <Spin block loading />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="store-money-dialog">
          <Descriptions
            column={2}
            border
            data={[
              {
                label: text('resources.stores.fields.store_money'),
                value: <span data-testid="store-money-balance">{money(record.store_money)}</span>,
              },
              {
                label: text('resources.stores.fields.store_frozen_money'),
                value: <span data-testid="store-money-frozen">{money(record.store_frozen_money)}</span>,
              },
            ]}
          />
          <Space size={8}>
            <Select
              value={isType}
              onChange={(value: StoreBalanceType) => setIsType(value)}
              style={{ width: 140 }}
              data-testid="store-money-type"
              options={[
                { label: text('resources.stores.fields.store_money'), value: 0 },
                { label: text('resources.stores.fields.store_frozen_money'), value: 1 },
              ]}
            />
            <InputNumber
              value={amount}
              onChange={(value) => setAmount(typeof value === 'number' && Number.isFinite(value) ? value : undefined)}
              precision={2}
              step={1}
              placeholder={text('resources.stores.money.amountHint')}
              prefix="￥"
              style={{ width: 260 }}
              data-testid="store-money-amount"
            />
          </Space>
          {preview?.ok ? (
            <Alert
              type="info"
              content={
                <span data-testid="store-money-preview">
                  {text('resources.stores.money.preview', { balance: `￥${preview.balance}` })}
                </span>
              }
            />
          ) : preview?.reason === 'negative' ? (
            <Alert type="warning" content={text('resources.stores.money.negative')} />
          ) : null}
          {done ? (
            <Alert
              type="success"
              content={
                <span data-testid="store-money-done">{text('resources.stores.money.done', { balance: done })}</span>
              }
            />
          ) : null}
        </Space>
      )}
    </Modal>
  );
}
