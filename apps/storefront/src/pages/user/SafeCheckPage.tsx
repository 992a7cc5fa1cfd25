import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Form, Input, Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useSaveUserCheckMutation, useUserCheckQuery, type UserCheck } from '@shop/api/account';
import { useAppDispatch } from '@shop/api/hooks';
import { refreshUser } from '@shop/api/session';
import { bankCard, idCard } from '../../account/validators.ts';
import { FormButtons } from '../../components/account/FormButtons.tsx';
import { PictureField } from '../../components/account/PictureField.tsx';
import { fieldRules, listRule } from '../../components/account/form-rules.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

const EMPTY: UserCheck = { name: '', card_no: '', card_t: '', card_b: '', bank_no: '', bank_name: '' };

/**
 * Real-name verification (storefront-pages §5.33, reference §5.21): name, ID number and both ID photos, bank
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
  const dispatch = useAppDispatch();
  const { data: record, isLoading } = useUserCheckQuery();
  const [save] = useSaveUserCheckMutation();
  const [form] = Form.useForm<UserCheck>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (record) form.setFieldsValue(record);
  }, [form, record]);

  const submit = async (values: UserCheck) => {
    setBusy(true);
    try {
      const result = await save({ ...values, card_no: values.card_no.toUpperCase() });
      if ('error' in result) return;
      await dispatch(refreshUser());
      Message.success(t('messages.success'));
    } finally {
      setBusy(false);
    }
  };

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
      <Form
        form={form}
        className="account-form"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 14 }}
        initialValues={EMPTY}
        autoComplete="off"
        onSubmit={(values: UserCheck) => void submit(values)}
      >
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
      </Form>
    </Spin>
  );
}
