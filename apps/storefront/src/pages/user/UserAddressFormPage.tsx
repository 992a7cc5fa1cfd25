import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { Button, Empty, Form, Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useAddressQuery } from '@shop/api/endpoints/cart';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';
import { AddressFields, addressValues, useSaveAddress, type AddressValues } from '../shop/AddressForm.tsx';
import '../shop/texts.ts';
import '../shop/buy.css';

/**
 * Adds (`/user/address/form`) or edits (`/user/address/form/:id`) a delivery address, then goes back to the
 * address book.
 */
export default function UserAddressFormPage(_props: PageProps) {
  const { t } = useTranslation();
  const { id: rawId } = useParams<{ id?: string }>();
  const id = rawId && /^\d{1,9}$/.test(rawId) ? Number(rawId) : undefined;
  return (
    <UserCentre title={t(id ? 'shop.address.edit' : 'shop.address.add')} testId="user-address-form">
      {rawId && !id ? <NotFound /> : id ? <EditAddress id={id} /> : <AddressEditor />}
    </UserCentre>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Empty
      description={
        <>
          <p>{t('shop.address.notFound')}</p>
          <Link href="/user/address">{t('shop.address.back')}</Link>
        </>
      }
      data-testid="address-not-found"
    />
  );
}

function EditAddress({ id }: { id: number }) {
  const { data, isLoading, isError } = useAddressQuery(id, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spin style={{ display: 'block', padding: 40 }} />;
  if (isError || !data) return <NotFound />;
  return <AddressEditor id={id} initial={addressValues(data)} />;
}

/** The form; `initial` is read once, when it mounts (the edit waits for the address before mounting it). */
function AddressEditor({ id, initial }: { id?: number; initial?: AddressValues }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [form] = Form.useForm<AddressValues>();
  const [save, saving] = useSaveAddress();

  const submit = async (values: AddressValues) => {
    const saved = await save(values, id);
    if (saved === undefined) return;
    Message.success(t('messages.success'));
    navigate('/user/address');
  };

  return (
    <Form<AddressValues>
      form={form}
      className="address-form"
      layout="vertical"
      initialValues={initial ?? { is_default: false }}
      onSubmit={(values) => void submit(values)}
      data-testid="address-form"
    >
      <AddressFields />
      <Form.Item>
        <Button type="primary" status="danger" htmlType="submit" loading={saving} data-testid="address-save">
          {t('shop.address.save')}
        </Button>
        <Button style={{ marginLeft: 12 }} onClick={() => navigate('/user/address')} data-testid="address-cancel">
          {t('shop.address.cancel')}
        </Button>
      </Form.Item>
    </Form>
  );
}
