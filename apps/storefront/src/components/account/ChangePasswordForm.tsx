import { Form } from '@arco-design/web-react';
import { useEditAccountMutation, type AccountEdit } from '@shop/api/account';
import type { MessageKey } from '@shop/i18n';
import { AccountForm } from './AccountForm.tsx';
import { FormButtons } from './FormButtons.tsx';
import { PasswordPairFields, type PasswordKind } from './PasswordPairFields.tsx';
import { useFormSave } from './useFormSave.ts';

type PasswordValues = Record<string, string | undefined>;

/**
 * Per kind: the form fields (the spec's names), the test-id prefix, what `POST /auth/edit` is sent, and whether
 * the user record is re-read afterwards.
 */
const FORMS: Record<
  PasswordKind,
  {
    fields: readonly [string, string];
    testId: string;
    placeholder?: MessageKey;
    edit: (value: string) => AccountEdit;
    reloadUser?: boolean;
  }
> = {
  password: { fields: ['password', 'repeat'], testId: 'password', edit: (value) => ({ password: value }) },
  payPassword: {
    fields: ['pay_password', 're_pay_password'],
    testId: 'pay-password',
    placeholder: 'account.payPassword.placeholder',
    edit: (value) => ({ pay_password: value }),
    // The record's `has_pay_password` decides whether the pay page shows the password field: it must be today's.
    reloadUser: true,
  },
};

/**
 * The user-centre form setting a new login or payment password (storefront-pages §5.30, §5.31): the
 * password twice, `POST /auth/edit` with the first, then the form is cleared. Test ids `<prefix>-new`,
 * `<prefix>-repeat`, `<prefix>-submit`, `<prefix>-reset` with the prefix 'password' or 'pay-password'.
 *
 * @example <ChangePasswordForm kind="payPassword" />
 */
export function ChangePasswordForm({ kind }: { kind: PasswordKind }) {
  const [form] = Form.useForm<PasswordValues>();
  const [editAccount] = useEditAccountMutation();
  const { fields, testId, placeholder, edit, reloadUser } = FORMS[kind];
  const { busy, submit } = useFormSave({
    request: (values: PasswordValues) => editAccount(edit(values[fields[0]] ?? '')),
    then: () => form.resetFields(),
    reloadUser,
  });

  return (
    <AccountForm form={form} autoComplete="off" onSubmit={submit}>
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
