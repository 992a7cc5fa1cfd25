import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Empty, Message, Popconfirm, Spin } from '@arco-design/web-react';
import { IconLocation, IconPlus } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Popconfirm/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import type { AddressRow } from '@shop/contract/orders';
import { useAddressesQuery, useDefaultAddressMutation, useRemoveAddressMutation } from '@shop/api/endpoints/cart';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';
import '../shop/texts.ts';
import '../shop/buy.css';
import { QueryFallback } from '@shop/ui/list/ListState';

/** The deletion confirmation's OK button, red like the action; built apart so it may carry a test id. */
const REMOVE_OK_PROPS = { status: 'danger' as const, 'data-testid': 'address-remove-ok' };

/**
 * The address book: the shopper's delivery addresses, newest first, the default one
 * marked; add and edit open `/user/address/form/:id?`, "set as default" and delete (after a confirmation) act at
 * once.
 */
export default function UserAddressPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('shop.address.title')} testId="user-address">
      <AddressBook />
    </UserCentre>
  );
}

function AddressBook() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const addresses = useAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data, isFetching } = addresses;
  const [setDefault, settingDefault] = useDefaultAddressMutation();
  const [remove] = useRemoveAddressMutation();
  const rows = data ?? [];

  const makeDefault = async (id: number) => {
    if (!('error' in (await setDefault(id)))) Message.success(t('messages.success'));
  };
  const removeRow = async (id: number) => {
    if (!('error' in (await remove(id)))) Message.success(t('messages.success'));
  };

  return (
    <>
      <div className="address-toolbar">
        <span data-testid="address-count">{t('shop.address.count', { count: rows.length })}</span>
        <Button
          type="primary"
          status="danger"
          icon={<IconPlus />}
          onClick={() => navigate('/user/address/form')}
          data-testid="address-add"
        >
          {t('shop.address.add')}
        </Button>
      </div>
      <Spin loading={isFetching} style={{ display: 'block' }}>
        {rows.length === 0 ? (
          <QueryFallback
            query={addresses}
            rows={0}
            empty={<Empty description={t('shop.address.empty')} data-testid="address-empty" />}
          />
        ) : (
          <ul className="address-list" data-testid="address-list">
            {rows.map((row) => (
              <AddressItem
                key={row.id}
                row={row}
                busy={settingDefault.isLoading}
                onDefault={() => void makeDefault(row.id)}
                onEdit={() => navigate(`/user/address/form/${row.id}`)}
                onRemove={() => removeRow(row.id)}
              />
            ))}
          </ul>
        )}
      </Spin>
    </>
  );
}

function AddressItem({
  row,
  busy,
  onDefault,
  onEdit,
  onRemove,
}: {
  row: AddressRow;
  busy: boolean;
  onDefault: () => void;
  onEdit: () => void;
  onRemove: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const isDefault = Boolean(row.is_default);
  return (
    <li
      className={`address-row${isDefault ? ' is-default' : ''}`}
      data-testid={`address-row-${row.id}`}
      data-default={isDefault}
    >
      <IconLocation className="address-row__pin" />
      <div>
        <div className="address-row__who">
          {row.receive_name} ({row.receive_tel})
          {isDefault && (
            <span className="address-row__tag" data-testid={`address-default-tag-${row.id}`}>
              {t('shop.address.defaultTag')}
            </span>
          )}
        </div>
        <div className="address-row__text">
          {row.area_info} {row.address}
        </div>
      </div>
      <div className="address-row__actions">
        {!isDefault && (
          <Button
            type="text"
            size="small"
            disabled={busy}
            onClick={onDefault}
            data-testid={`address-set-default-${row.id}`}
          >
            {t('shop.address.setDefault')}
          </Button>
        )}
        <Button type="text" size="small" onClick={onEdit} data-testid={`address-edit-${row.id}`}>
          {t('shop.address.editAction')}
        </Button>
        <Popconfirm
          title={t('shop.address.removeConfirm')}
          okText={t('account.actions.ok')}
          cancelText={t('account.actions.cancel')}
          okButtonProps={REMOVE_OK_PROPS}
          onOk={onRemove}
        >
          <Button type="text" status="danger" size="small" data-testid={`address-remove-${row.id}`}>
            {t('shop.address.remove')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
