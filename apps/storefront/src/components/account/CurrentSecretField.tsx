import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { MessageKey } from '@shop/i18n';
import { PASSWORD_MAX, isBlank } from '../../account/validators.ts';
import type { FieldRule } from './form-rules.ts';
import type { PasswordKind } from './PasswordPairFields.tsx';

/** Form field of the current secret: never the new secret's name, so the two cannot be mixed up when sent. */
export const CURRENT_SECRET_FIELD = 'current';

/** What a blank current secret answers, per kind. */
const MISSING: Record<PasswordKind, MessageKey> = {
  password: 'account.validation.currentPassword',
  payPassword: 'account.validation.currentPayPassword',
};

/**
 * The current login or payment password, which the server asks for before a secret or the phone changes (sent
 * as `old_password` / `old_pay_password`). Only blankness is checked here: the server says whether it is right.
 *
 * @example <CurrentSecretField kind="password" label="account.phone.password" testId="phone-password" />
 */
export function CurrentSecretField({ kind, label, testId }: { kind: PasswordKind; label: MessageKey; testId: string }) {
  const { t } = useTranslation();
  const rules: FieldRule[] = [
    { validator: (value, callback) => callback(isBlank(value) ? t(MISSING[kind]) : undefined) },
  ];
  return (
    <Form.Item label={t(label)} field={CURRENT_SECRET_FIELD} required rules={rules}>
      <Input.Password
        maxLength={kind === 'payPassword' ? 6 : PASSWORD_MAX}
        // The pay password is six digits: a phone's number pad, not its keyboard.
        inputMode={kind === 'payPassword' ? 'numeric' : undefined}
        autoComplete="current-password"
        data-testid={testId}
      />
    </Form.Item>
  );
}
