import { useTranslation } from 'react-i18next';
import { Form, Input } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import type { MessageKey } from '@shop/i18n';
import { PASSWORD_MAX, password, payPassword, sameAs } from '../../account/validators.ts';
import { fieldRules } from './form-rules.ts';

/** A login password or the six-digit payment password (the names of their `account.*` text sections). */
export type PasswordKind = 'password' | 'payPassword';

const KINDS = {
  password: { checks: [password], repeatChecks: [], input: { maxLength: PASSWORD_MAX } },
  // The repeat runs the digit check too, so a letter typed there gets the same 'Please enter the 0-9 digital
  // payment password.' rather than 'The two inputs are inconsistent.'.
  payPassword: { checks: [payPassword], repeatChecks: [payPassword], input: { maxLength: 6, inputMode: 'numeric' } },
} as const;

/** Field names, labels, test ids and placeholders of the password and of its repeat, in that order. */
type Pair<T> = readonly [T, T];

/**
 * A new password and its repeat: the first is checked for its kind, the repeat must match it
 * ('The two inputs are inconsistent.'). Used by registration, password reset and the two security pages.
 *
 * @example <PasswordPairFields kind="password" fields={['password', 'repeat']} labels={[…]} testIds={['password-new', 'password-repeat']} />
 */
export function PasswordPairFields({
  kind,
  fields,
  labels,
  testIds,
  placeholders,
}: {
  kind: PasswordKind;
  fields: Pair<string>;
  labels: Pair<MessageKey>;
  testIds: Pair<string>;
  placeholders?: Pair<MessageKey>;
}) {
  const { t } = useTranslation();
  const { form } = Form.useFormContext();
  const { checks, repeatChecks, input } = KINDS[kind];
  const matchesFirst = sameAs(() => String(form.getFieldValue(fields[0]) ?? ''));
  const rules = [fieldRules(t, checks, true), fieldRules(t, [...repeatChecks, matchesFirst], true)] as const;
  return (
    <>
      {([0, 1] as const).map((i) => (
        <Form.Item key={fields[i]} label={t(labels[i])} field={fields[i]} required rules={rules[i]}>
          <Input.Password
            {...input}
            autoComplete="new-password"
            placeholder={placeholders && t(placeholders[i])}
            data-testid={testIds[i]}
          />
        </Form.Item>
      ))}
    </>
  );
}
