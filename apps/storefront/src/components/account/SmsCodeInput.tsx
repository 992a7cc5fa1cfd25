import { useTranslation } from 'react-i18next';
import { Button, Input, Message } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import { useSendSmsMutation, type SmsPurpose } from '@shop/api/endpoints/access';
import { smsSendBlocker } from '../../account/sms-countdown.ts';
import { useSmsCountdown } from './useSmsCountdown.ts';

export interface SmsCodeInputProps {
  /** Filled in by `Form.Item`. */
  value?: string;
  onChange?: (value: string) => void;
  /** SMS template: 'register', 'forget_password' or 'user' (a new phone). */
  purpose: SmsPurpose;
  /** Reads the phone field when the button is pressed. */
  getPhone: () => string | undefined;
  /** Prefix of the test ids: `<prefix>-code` (input) and `<prefix>-sms-send` (button). */
  testId: string;
}

/**
 * Code field with its "Send Verification Code" button: `POST /sms {phone, name}`,
 * then 'SMS was sent successfully.' and a 60 s countdown on the button; pressing it again meanwhile says
 * "Don't send frequently.", an empty phone 'The phone number is empty.'.
 *
 * @example <Form.Item field="code"><SmsCodeInput purpose="register" getPhone={() => form.getFieldValue('phone')} testId="register" /></Form.Item>
 */
export function SmsCodeInput({ value, onChange, purpose, getPhone, testId }: SmsCodeInputProps) {
  const { t } = useTranslation();
  const { remaining, start } = useSmsCountdown();
  const [sendSms, { isLoading }] = useSendSmsMutation();

  const send = async () => {
    const phone = (getPhone() ?? '').trim();
    const blocker = smsSendBlocker({ phone, remaining, sending: isLoading });
    if (blocker) {
      Message.warning(t(blocker));
      return;
    }
    const result = await sendSms({ phone, name: purpose });
    // A refusal (wrong number, too soon, phone taken) was already shown by the http interceptor.
    if ('error' in result) return;
    Message.success(t('messages.smsSent'));
    start();
  };

  return (
    <div className="sms-field">
      <Input
        value={value ?? ''}
        onChange={(next) => onChange?.(next.trim())}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('account.fields.codePlaceholder')}
        data-testid={`${testId}-code`}
      />
      <Button
        className="sms-field__button"
        loading={isLoading}
        onClick={() => void send()}
        data-testid={`${testId}-sms-send`}
        data-remaining={remaining}
      >
        {remaining > 0 ? t('account.sms.seconds', { n: remaining }) : t('account.sms.send')}
      </Button>
    </div>
  );
}
