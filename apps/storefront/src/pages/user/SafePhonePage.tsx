import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useEditAccountMutation } from '@shop/api/account';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { refreshUser } from '@shop/api/session';
import { phone, smsCode } from '../../account/validators.ts';
import { FormButtons } from '../../components/account/FormButtons.tsx';
import { SmsCodeInput } from '../../components/account/SmsCodeInput.tsx';
import { fieldRules } from '../../components/account/form-rules.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

interface PhoneValues {
  phone: string;
  code: string;
}

/**
 * Change phone (storefront-pages §5.32): the new number and a code sent to it (template `user`);
 * `POST /auth/edit {phone, code}`, then the shown number refreshes.
 */
export default function SafePhonePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.phone.title')} testId="user-safe-phone">
      <PhoneForm />
    </UserCentre>
  );
}

function PhoneForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.auth.user?.phone);
  const [form] = Form.useForm<PhoneValues>();
  const [editAccount] = useEditAccountMutation();
  const [busy, setBusy] = useState(false);

  const submit = async (values: PhoneValues) => {
    setBusy(true);
    try {
      const result = await editAccount({ phone: values.phone, code: values.code });
      if ('error' in result) return;
      form.resetFields();
      await dispatch(refreshUser());
      Message.success(t('messages.success'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      className="account-form"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      autoComplete="off"
      onSubmit={(values: PhoneValues) => void submit(values)}
    >
      <Form.Item label={t('account.phone.current')}>
        <span className="account-form__static" data-testid="phone-current">
          {(typeof current === 'string' && current) || t('common.empty')}
        </span>
      </Form.Item>
      <Form.Item label={t('account.phone.next')} field="phone" required rules={fieldRules(t, [phone], true)}>
        <Input
          maxLength={11}
          inputMode="tel"
          placeholder={t('account.fields.phonePlaceholder')}
          data-testid="phone-new"
        />
      </Form.Item>
      <Form.Item label={t('account.fields.code')} field="code" required rules={fieldRules(t, [smsCode], true)}>
        <SmsCodeInput purpose="user" getPhone={() => String(form.getFieldValue('phone') ?? '')} testId="phone" />
      </Form.Item>
      <FormButtons busy={busy} onReset={() => form.resetFields()} testId="phone" />
    </Form>
  );
}
