import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, Checkbox, Form, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useRegisterMutation } from '@shop/api/account';
import { useAppDispatch } from '@shop/api/hooks';
import { loginAfter } from '@shop/api/session';
import { captureInviter, inviterId, safeRedirect, withRedirect } from '../../account/redirect.ts';
import { password, phone, sameAs, smsCode } from '../../account/validators.ts';
import { AgreementDialog } from '../../components/account/AgreementDialog.tsx';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { SmsCodeInput } from '../../components/account/SmsCodeInput.tsx';
import { fieldRules, listRule } from '../../components/account/form-rules.ts';
import type { PageProps } from '../../routes.ts';

interface RegisterValues {
  phone: string;
  password: string;
  confirm: string;
  code: string;
  agree: boolean;
}

/**
 * Registration (storefront-pages §5.3): phone, password twice, SMS code (`register` template) and the
 * agreement; `POST /register` answers a token, so the shopper is signed in (sub-accounts refused by
 * `loginAfter`) and sent back to where they came from.
 */
export default function RegisterPage(_props: PageProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const [busy, setBusy] = useState(false);
  const [agreementOpen, setAgreementOpen] = useState(false);

  useEffect(() => captureInviter(search), [search]);

  const submit = async (values: RegisterValues) => {
    setBusy(true);
    try {
      const result = await register({
        username: values.phone,
        password: values.password,
        re_password: values.confirm,
        code: values.code,
        inviter_id: inviterId(),
      });
      if ('error' in result) return;
      const after = await dispatch(loginAfter({ accessToken: result.data.access_token }));
      if (loginAfter.rejected.match(after)) return;
      Message.success(t('account.register.success'));
      navigate(safeRedirect(search));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('account.register.title')} testId="register-page">
      <Form form={form} layout="vertical" onSubmit={(values: RegisterValues) => void submit(values)} autoComplete="off">
        <Form.Item label={t('account.fields.phone')} field="phone" required rules={fieldRules(t, [phone], true)}>
          <Input
            maxLength={11}
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('account.fields.phonePlaceholder')}
            data-testid="register-phone"
          />
        </Form.Item>
        <Form.Item
          label={t('account.fields.password')}
          field="password"
          required
          rules={fieldRules(t, [password], true)}
        >
          <Input.Password
            maxLength={64}
            autoComplete="new-password"
            placeholder={t('account.fields.passwordPlaceholder')}
            data-testid="register-password"
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
            data-testid="register-confirm"
          />
        </Form.Item>
        <Form.Item label={t('account.fields.code')} field="code" required rules={fieldRules(t, [smsCode], true)}>
          <SmsCodeInput
            purpose="register"
            getPhone={() => String(form.getFieldValue('phone') ?? '')}
            testId="register"
          />
        </Form.Item>
        <Form.Item
          field="agree"
          triggerPropName="checked"
          rules={listRule(t, (value) => (value === true ? undefined : 'messages.readAgreement'))}
        >
          <Checkbox data-testid="register-agree">
            {t('account.register.agreePrefix')}{' '}
            <button
              type="button"
              className="link-button"
              data-testid="register-agreement-link"
              onClick={(event) => {
                // The link sits inside the checkbox's label: reading the agreement must not tick it.
                event.preventDefault();
                setAgreementOpen(true);
              }}
            >
              {t('account.register.agreementLink')}
            </button>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" long size="large" loading={busy} data-testid="register-submit">
          {t('account.register.submit')}
        </Button>
        <div className="auth-links">
          <span>
            {t('account.register.haveAccount')}{' '}
            <Link href={withRedirect('/login', search)} data-testid="register-to-login">
              {t('account.register.toLogin')}
            </Link>
          </span>
          <Link href={withRedirect('/forget_password', search)}>{t('common.forgetPassword')}</Link>
        </div>
      </Form>
      <AgreementDialog visible={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </AuthCard>
  );
}
