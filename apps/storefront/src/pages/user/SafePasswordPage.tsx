import { useTranslation } from 'react-i18next';
import { Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useEditAccountMutation } from '@shop/api/account';
import { password, sameAs } from '../../account/validators.ts';
import { FormButtons } from '../../components/account/FormButtons.tsx';
import { fieldRules } from '../../components/account/form-rules.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

interface PasswordValues {
  password: string;
  repeat: string;
}

/** Change the login password (storefront-pages §5.30): new password twice, `POST /auth/edit {password}`. */
export default function SafePasswordPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.password.title')} testId="user-safe-password">
      <PasswordForm />
    </UserCentre>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const [editAccount, { isLoading }] = useEditAccountMutation();

  const submit = async (values: PasswordValues) => {
    const result = await editAccount({ password: values.password });
    if ('error' in result) return;
    form.resetFields();
    Message.success(t('messages.success'));
  };

  return (
    <Form
      form={form}
      className="account-form"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 14 }}
      autoComplete="off"
      onSubmit={(values: PasswordValues) => void submit(values)}
    >
      <Form.Item
        label={t('account.password.newPassword')}
        field="password"
        required
        rules={fieldRules(t, [password], true)}
      >
        <Input.Password maxLength={64} autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        label={t('account.password.repeat')}
        field="repeat"
        required
        rules={fieldRules(t, [sameAs(() => String(form.getFieldValue('password') ?? ''))], true)}
      >
        <Input.Password maxLength={64} autoComplete="new-password" data-testid="password-repeat" />
      </Form.Item>
      <FormButtons busy={isLoading} onReset={() => form.resetFields()} testId="password" />
    </Form>
  );
}
