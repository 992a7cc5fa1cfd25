import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import type { SmsPurpose } from '@shop/api/endpoints/access';
import type { MessageKey } from '@shop/i18n';
import { withRedirect } from '../../account/redirect.ts';
import { PasswordPairFields } from './PasswordPairFields.tsx';
import { PhoneField, SmsCodeField } from './PhoneFields.tsx';
import { usePhoneAccountSave, type PhoneAccountSave } from './usePhoneAccountSave.ts';
import './auth-links.css';

/** What differs between the two pages; the page name is also their test-id prefix and `account.*` section. */
const PAGES: Record<'register' | 'forget', { purpose: SmsPurpose; password: MessageKey; prompt: MessageKey }> = {
  register: { purpose: 'register', password: 'account.fields.password', prompt: 'account.register.haveAccount' },
  forget: { purpose: 'forget_password', password: 'account.fields.newPassword', prompt: 'account.forget.remembered' },
};

/** Each page links to the other one; `?redirect=` goes along, so the shopper still lands where they started. */
const OTHER_PAGE = {
  register: { href: '/forget_password', label: 'common.forgetPassword' },
  forget: { href: '/register', label: 'common.register' },
} as const;

/**
 * The form of registration and password reset: phone, password twice, the SMS
 * code, any extra fields (`children`), the submit button, then "log in instead" and the other page's link.
 * Test ids `<page>-phone`, `-password`, `-confirm`, `-code`, `-sms-send`, `-submit` and `-to-login`.
 *
 * @example <PhoneAccountForm page="forget" request={forgetPassword} success="messages.success" />
 */
export function PhoneAccountForm({
  page,
  children,
  ...save
}: PhoneAccountSave & { page: 'register' | 'forget'; children?: ReactNode }) {
  const { t } = useTranslation();
  const search = useSearch();
  const { busy, submit } = usePhoneAccountSave(save);
  const { purpose, password, prompt } = PAGES[page];
  const other = OTHER_PAGE[page];

  return (
    <Form layout="vertical" onSubmit={submit} autoComplete="off">
      <PhoneField testId={`${page}-phone`} autoComplete="tel" />
      <PasswordPairFields
        kind="password"
        fields={['password', 'confirm']}
        labels={[password, 'account.fields.confirmPassword']}
        testIds={[`${page}-password`, `${page}-confirm`]}
        placeholders={['account.fields.passwordPlaceholder', 'account.fields.confirmPlaceholder']}
      />
      <SmsCodeField purpose={purpose} testId={page} />
      {children}
      <Button type="primary" htmlType="submit" long size="large" loading={busy} data-testid={`${page}-submit`}>
        {t(`account.${page}.submit`)}
      </Button>
      <div className="auth-links">
        <span>
          {t(prompt)}{' '}
          <Link href={withRedirect('/login', search)} data-testid={`${page}-to-login`}>
            {t(`account.${page}.toLogin`)}
          </Link>
        </span>
        <Link href={withRedirect(other.href, search)}>{t(other.label)}</Link>
      </div>
    </Form>
  );
}
