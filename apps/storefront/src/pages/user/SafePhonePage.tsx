import { useTranslation } from 'react-i18next';
import { Form } from '@arco-design/web-react';
import { useEditAccountMutation } from '@shop/api/endpoints/access';
import { useAppSelector } from '@shop/api/hooks';
import { AccountForm } from '../../components/account/AccountForm.tsx';
import { CURRENT_SECRET_FIELD, CurrentSecretField } from '../../components/account/CurrentSecretField.tsx';
import { FormButtons } from '../../components/account/FormButtons.tsx';
import { PhoneField, SmsCodeField } from '../../components/account/PhoneFields.tsx';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { useFormSave } from '../../components/account/useFormSave.ts';
import type { PageProps } from '../../routes.ts';

/**
 * Change phone: the current login password, the new number and a code sent to it
 * (template `user`); `POST /auth/edit {old_password, phone, code}`, then the shown number refreshes. The password
 * is asked for because whoever holds the phone can reset the password by SMS: a borrowed session alone must not
 * be enough to take the account. A change signs the account out on every other device.
 */
export default function SafePhonePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.phone.title')} testId="user-safe-phone">
      <PhoneForm />
    </UserCentre>
  );
}

interface PhoneValues {
  [CURRENT_SECRET_FIELD]: string;
  phone: string;
  code: string;
}

function PhoneForm() {
  const { t } = useTranslation();
  const current = useAppSelector((state) => state.auth.user?.phone);
  const [form] = Form.useForm<PhoneValues>();
  const [editAccount] = useEditAccountMutation();
  const { busy, submit } = useFormSave({
    request: (values: PhoneValues) =>
      editAccount({ old_password: values[CURRENT_SECRET_FIELD], phone: values.phone, code: values.code }),
    then: () => form.resetFields(),
    reloadUser: true,
  });

  return (
    <AccountForm form={form} autoComplete="off" onSubmit={submit}>
      <Form.Item label={t('account.phone.current')}>
        <span className="account-form__static" data-testid="phone-current">
          {(typeof current === 'string' && current) || t('common.empty')}
        </span>
      </Form.Item>
      <CurrentSecretField kind="password" label="account.phone.password" testId="phone-password" />
      <PhoneField label="account.phone.next" testId="phone-new" />
      <SmsCodeField purpose="user" testId="phone" />
      <FormButtons busy={busy} onReset={() => form.resetFields()} testId="phone" />
    </AccountForm>
  );
}
