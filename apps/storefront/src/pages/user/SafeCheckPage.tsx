import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useSaveUserCheckMutation, useUserCheckQuery, type UserCheck } from '@shop/api/endpoints/stores';
import { bankCard, idCard } from '../../account/validators.ts';
import { AccountForm } from '../../components/account/AccountForm.tsx';
import { FormButtons } from '../../components/account/FormButtons.tsx';
import { PictureField } from '../../components/account/PictureField.tsx';
import { fieldRules, listRule } from '../../components/account/form-rules.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { useFormSave } from '../../components/account/useFormSave.ts';
import type { PageProps } from '../../routes.ts';

const EMPTY: UserCheck = { name: '', card_no: '', card_t: '', card_b: '', bank_no: '', bank_name: '' };

/**
 * Real-name verification: name, ID number and both ID photos, bank
 * card and bank; `GET /user/check` fills the form, `POST /user/check` creates or replaces the record.
 */
export default function SafeCheckPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.check.title')} testId="user-safe-check">
      <CheckForm />
    </UserCentre>
  );
}

function CheckForm() {
  const { t } = useTranslation();
  const { data: record, isLoading } = useUserCheckQuery();
  const [save] = useSaveUserCheckMutation();
  const [form] = Form.useForm<UserCheck>();
  const { busy, submit } = useFormSave({
    // ID numbers end in an upper-case X, whatever the shopper typed.
    request: (values: UserCheck) => save({ ...values, card_no: values.card_no.toUpperCase() }),
    reloadUser: true,
  });

  useEffect(() => {
    if (record) form.setFieldsValue(record);
  }, [form, record]);

  const picture = listRule(t, (value) =>
    typeof value === 'string' && value ? undefined : 'account.validation.uploadImage',
  );

  return (
    <Spin loading={isLoading} style={{ display: 'block' }}>
      {record && (
        <Alert
          type="success"
          className="account-form__note"
          content={t('account.check.done')}
          data-testid="check-done"
        />
      )}
      <AccountForm form={form} initialValues={EMPTY} autoComplete="off" onSubmit={submit}>
        <Form.Item label={t('account.check.name')} field="name" required rules={fieldRules(t, [], true)}>
          <Input maxLength={20} data-testid="check-name" />
        </Form.Item>
        <Form.Item label={t('account.check.cardNo')} field="card_no" required rules={fieldRules(t, [idCard], true)}>
          <Input maxLength={18} data-testid="check-card-no" />
        </Form.Item>
        <Form.Item label={t('account.check.cardFront')} field="card_t" required rules={picture}>
          <PictureField name="user_check" testId="check-card-front" />
        </Form.Item>
        <Form.Item label={t('account.check.cardBack')} field="card_b" required rules={picture}>
          <PictureField name="user_check" testId="check-card-back" />
        </Form.Item>
        <Form.Item label={t('account.check.bankNo')} field="bank_no" required rules={fieldRules(t, [bankCard], true)}>
          <Input maxLength={19} inputMode="numeric" data-testid="check-bank-no" />
        </Form.Item>
        <Form.Item label={t('account.check.bankName')} field="bank_name" required rules={fieldRules(t, [], true)}>
          <Input maxLength={30} data-testid="check-bank-name" />
        </Form.Item>
        <FormButtons busy={busy} onReset={() => form.setFieldsValue(record ?? EMPTY)} testId="check" />
      </AccountForm>
    </Spin>
  );
}
