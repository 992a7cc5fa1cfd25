import { Form } from '@arco-design/web-react';
import { useEditAccountMutation, type AccountEdit } from '@shop/api/endpoints/access';
import { useAppSelector } from '@shop/api/hooks';
import type { MessageKey } from '@shop/i18n';
import { AccountForm } from './AccountForm.tsx';
import { CURRENT_SECRET_FIELD, CurrentSecretField } from './CurrentSecretField.tsx';
import { FormButtons } from './FormButtons.tsx';
import { PasswordPairFields, type PasswordKind } from './PasswordPairFields.tsx';
import { useFormSave } from './useFormSave.ts';

type PasswordValues = Record<string, string | undefined>;

/**
 * Per kind: the form fields (the original product's names), the test-id prefix, what `POST /auth/edit` is sent (the new secret
 * and the current one, which the server asks for before changing it), and whether the user record is re-read
 * afterwards.
 */
const FORMS: Record<
  PasswordKind,
  {
    fields: readonly [string, string];
    testId: string;
    placeholder?: MessageKey;
    edit: (value: string, current: string | undefined) => AccountEdit;
    reloadUser?: boolean;
  }
> = {
  password: {
    fields: ['password', 'repeat'],
    testId: 'password',
    edit: (value, current) => ({ password: value, ...(current ? { old_password: current } : {}) }),
    // `has_password` decides whether the current one is asked: after a first password it is.
    reloadUser: true,
  },
  payPassword: {
    fields: ['pay_password', 're_pay_password'],
    testId: 'pay-password',
    placeholder: 'account.payPassword.placeholder',
    edit: (value, current) => ({ pay_password: value, ...(current ? { old_pay_password: current } : {}) }),
    // The record's `has_pay_password` decides whether the pay page shows the password field: it must be today's.
    reloadUser: true,
  },
};

/**
 * The user-centre form setting a new login or payment password: the current
 * one (not for a first payment password), the new one twice, `POST /auth/edit`, then the form is cleared. A change
 * signs the account out everywhere else. Test ids `<prefix>-current`, `<prefix>-new`, `<prefix>-repeat`,
 * `<prefix>-submit`, `<prefix>-reset` with the prefix 'password' or 'pay-password'.
 *
 * @example <ChangePasswordForm kind="payPassword" />
 */
export function ChangePasswordForm({ kind }: { kind: PasswordKind }) {
  const [form] = Form.useForm<PasswordValues>();
  const [editAccount] = useEditAccountMutation();
  const user = useAppSelector((state) => state.auth.user);
  // Unknown counts as set: the server would refuse a change without the current one.
  const needsCurrent = Number((kind === 'password' ? user?.has_password : user?.has_pay_password) ?? 1) !== 0;
  const { fields, testId, placeholder, edit, reloadUser } = FORMS[kind];
  const { busy, submit } = useFormSave({
    request: (values: PasswordValues) =>
      editAccount(edit(values[fields[0]] ?? '', needsCurrent ? values[CURRENT_SECRET_FIELD] : undefined)),
    then: () => form.resetFields(),
    reloadUser,
  });

  return (
    <AccountForm form={form} autoComplete="off" onSubmit={submit}>
      {needsCurrent && (
        <CurrentSecretField kind={kind} label={`account.${kind}.current`} testId={`${testId}-current`} />
      )}
      <PasswordPairFields
        kind={kind}
        fields={fields}
        labels={[`account.${kind}.newPassword`, `account.${kind}.repeat`]}
        testIds={[`${testId}-new`, `${testId}-repeat`]}
        placeholders={placeholder && [placeholder, placeholder]}
      />
      <FormButtons busy={busy} onReset={() => form.resetFields()} testId={testId} />
    </AccountForm>
  );
}
