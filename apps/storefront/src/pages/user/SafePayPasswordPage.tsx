import { useTranslation } from 'react-i18next';
import { Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useEditAccountMutation } from '@shop/api/account';
import { payPassword, sameAs } from '../../account/validators.ts';
import { FormButtons } from '../../components/account/FormButtons.tsx';
import { fieldRules } from '../../components/account/form-rules.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

interface PayPasswordValues {
  pay_password: string;
  re_pay_password: string;
}

/**
 * Payment password (storefront-pages §5.31): six digits twice ('Please enter the 0-9 digital payment
 * password.' for anything else, 'The two inputs are inconsistent.' when they differ), `POST /auth/edit`.
 */
export default function SafePayPasswordPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.payPassword.title')} testId="user-safe-pay-password">
      <PayPasswordForm />
    </UserCentre>
  );
}

function PayPasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PayPasswordValues>();
  const [editAccount, { isLoading }] = useEditAccountMutation();

  const submit = async (values: PayPasswordValues) => {
    const result = await editAccount({ pay_password: values.pay_password });
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
      onSubmit={(values: PayPasswordValues) => void submit(values)}
    >
      <Form.Item
        label={t('account.payPassword.newPassword')}
        field="pay_password"
        required
        rules={fieldRules(t, [payPassword], true)}
      >
        <Input.Password
          maxLength={6}
          inputMode="numeric"
          autoComplete="new-password"
          placeholder={t('account.payPassword.placeholder')}
          data-testid="pay-password-new"
        />
      </Form.Item>
      <Form.Item
        label={t('account.payPassword.repeat')}
        field="re_pay_password"
        required
        rules={fieldRules(t, [payPassword, sameAs(() => String(form.getFieldValue('pay_password') ?? ''))], true)}
      >
        <Input.Password
          maxLength={6}
          inputMode="numeric"
          autoComplete="new-password"
          placeholder={t('account.payPassword.placeholder')}
          data-testid="pay-password-repeat"
        />
      </Form.Item>
      <FormButtons busy={isLoading} onReset={() => form.resetFields()} testId="pay-password" />
    </Form>
  );
}
