import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useForgetPasswordMutation } from '@shop/api/account';
import { useAppDispatch } from '@shop/api/hooks';
import { loginAfter } from '@shop/api/session';
import { safeRedirect, withRedirect } from '../../account/redirect.ts';
import { password, phone, sameAs, smsCode } from '../../account/validators.ts';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { SmsCodeInput } from '../../components/account/SmsCodeInput.tsx';
import { fieldRules } from '../../components/account/form-rules.ts';
import type { PageProps } from '../../routes.ts';

interface ForgetValues {
  phone: string;
  password: string;
  confirm: string;
  code: string;
}

/**
 * Password reset by SMS (storefront-pages §5.4): phone, new password twice, code (`forget_password`
 * template); `POST /forget_password` answers a token, so the shopper ends up signed in.
 */
export default function ForgetPasswordPage(_props: PageProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ForgetValues>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const [forgetPassword] = useForgetPasswordMutation();
  const [busy, setBusy] = useState(false);

  const submit = async (values: ForgetValues) => {
    setBusy(true);
    try {
      const result = await forgetPassword({
        username: values.phone,
        password: values.password,
        re_password: values.confirm,
        code: values.code,
      });
      if ('error' in result) return;
      Message.success(t('messages.success'));
      const after = await dispatch(loginAfter({ accessToken: result.data.access_token }));
      if (loginAfter.rejected.match(after)) return;
      navigate(safeRedirect(search));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('account.forget.title')} testId="forget-page">
      <Form form={form} layout="vertical" onSubmit={(values: ForgetValues) => void submit(values)} autoComplete="off">
        <Form.Item label={t('account.fields.phone')} field="phone" required rules={fieldRules(t, [phone], true)}>
          <Input
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('account.fields.phonePlaceholder')}
            data-testid="forget-phone"
          />
        </Form.Item>
        <Form.Item
          label={t('account.fields.newPassword')}
          field="password"
          required
          rules={fieldRules(t, [password], true)}
        >
          <Input.Password
            maxLength={64}
            autoComplete="new-password"
            placeholder={t('account.fields.passwordPlaceholder')}
            data-testid="forget-password"
          />
        </Form.Item>
        <Form.Item
          label={t('account.fields.confirmPassword')}
          field="confirm"
          required
          rules={fieldRules(t, [sameAs(() => String(form.getFieldValue('password') ?? ''))], true)}
        >
          <Input.Password
            maxLength={64}
            autoComplete="new-password"
            placeholder={t('account.fields.confirmPlaceholder')}
            data-testid="forget-confirm"
          />
        </Form.Item>
        <Form.Item label={t('account.fields.code')} field="code" required rules={fieldRules(t, [smsCode], true)}>
          <SmsCodeInput
            purpose="forget_password"
            getPhone={() => String(form.getFieldValue('phone') ?? '')}
            testId="forget"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" long size="large" loading={busy} data-testid="forget-submit">
          {t('account.forget.submit')}
        </Button>
        <div className="auth-links">
          <span>
            {t('account.forget.remembered')}{' '}
            <Link href={withRedirect('/login', search)} data-testid="forget-to-login">
              {t('account.forget.toLogin')}
            </Link>
          </span>
          <Link href={withRedirect('/register', search)}>{t('common.register')}</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
