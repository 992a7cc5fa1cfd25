import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { SmsPurpose } from '@shop/api/endpoints/access';
import type { MessageKey } from '@shop/i18n';
import { phone, smsCode } from '../../account/validators.ts';
import { SmsCodeInput } from './SmsCodeInput.tsx';
import { fieldRules } from './form-rules.ts';

/** The form field holding the number: `SmsCodeField` sends the code to whatever it holds. */
const PHONE_FIELD = 'phone';

/**
 * A mobile number, checked as the server checks it (register, password reset, change of phone).
 *
 * @example <PhoneField testId="register-phone" autoComplete="tel" />
 */
export function PhoneField({
  label = 'account.fields.phone',
  testId,
  autoComplete,
}: {
  label?: MessageKey;
  testId: string;
  /** 'tel' where the shopper types their own number; a new number should not be offered the old one. */
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t(label)} field={PHONE_FIELD} required rules={fieldRules(t, [phone], true)}>
      <Input
        maxLength={11}
        inputMode="tel"
        autoComplete={autoComplete}
        placeholder={t('account.fields.phonePlaceholder')}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/**
 * The `code` field with its send button; the code goes to the number of the form's `PhoneField`.
 * Test ids `<testId>-code` and `<testId>-sms-send` (see `SmsCodeInput`).
 *
 * @example <SmsCodeField purpose="register" testId="register" />
 */
export function SmsCodeField({ purpose, testId }: { purpose: SmsPurpose; testId: string }) {
  const { t } = useTranslation();
  const { form } = Form.useFormContext();
  return (
    <Form.Item label={t('account.fields.code')} field="code" required rules={fieldRules(t, [smsCode], true)}>
      <SmsCodeInput purpose={purpose} getPhone={() => String(form.getFieldValue(PHONE_FIELD) ?? '')} testId={testId} />
    </Form.Item>
  );
}
