import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useEditAccountMutation } from '@shop/api/endpoints/access';
import { useAppSelector } from '@shop/api/hooks';
import type { UserRecord } from '@shop/api/storage';
import { email } from '../../account/validators.ts';
import { AccountForm } from '../../components/account/AccountForm.tsx';
import { FormButtons } from '../../components/account/FormButtons.tsx';
import { PictureField } from '../../components/account/PictureField.tsx';
import { fieldRules } from '../../components/account/form-rules.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { useFormSave } from '../../components/account/useFormSave.ts';
import type { PageProps } from '../../routes.ts';

interface ProfileValues {
  nickname: string;
  avatar: string;
  sex: number;
  email: string;
}

/** `users.nickname` holds 15 characters. */
const NICKNAME_MAX = 15;

function profileOf(user: UserRecord | null): ProfileValues {
  return {
    nickname: user?.nickname ?? '',
    avatar: user?.avatar ?? '',
    sex: Number(user?.sex ?? 1) === 0 ? 0 : 1,
    email: typeof user?.email === 'string' ? user.email : '',
  };
}

/**
 * Profile: nickname (required), avatar (150×150 upload), sex, email; saved with
 * `POST /auth/edit`, then the shared user record is reloaded so the header and the left card follow.
 */
export default function UserInfoPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.info.title')} testId="user-info">
      <ProfileForm />
    </UserCentre>
  );
}

function ProfileForm() {
  const { t } = useTranslation();
  const user = useAppSelector((state) => state.auth.user);
  const [form] = Form.useForm<ProfileValues>();
  const [editAccount] = useEditAccountMutation();
  const [touched, setTouched] = useState(false);
  const { busy, submit } = useFormSave({
    request: (values: ProfileValues) =>
      editAccount({
        nickname: values.nickname.trim(),
        sex: values.sex,
        email: values.email.trim(),
        ...(values.avatar ? { avatar: values.avatar } : {}),
      }),
    then: () => setTouched(false),
    reloadUser: true,
  });

  // Fill the form from the user record until the shopper starts typing (the record refreshes on entry).
  useEffect(() => {
    if (!touched) form.setFieldsValue(profileOf(user));
  }, [form, user, touched]);

  return (
    <AccountForm form={form} initialValues={profileOf(user)} onChange={() => setTouched(true)} onSubmit={submit}>
      <Form.Item label={t('account.info.username')}>
        <span className="account-form__static" data-testid="info-username">
          {user?.username || t('common.empty')}
        </span>
      </Form.Item>
      <Form.Item label={t('account.info.phone')}>
        <span className="account-form__static" data-testid="info-phone">
          {(typeof user?.phone === 'string' && user.phone) || t('common.empty')}
        </span>
      </Form.Item>
      <Form.Item label={t('account.info.nickname')} field="nickname" required rules={fieldRules(t, [], true)}>
        <Input maxLength={NICKNAME_MAX} showWordLimit data-testid="info-nickname" />
      </Form.Item>
      <Form.Item label={t('account.info.avatar')} field="avatar">
        <PictureField variant="avatar" name="avatar" option={{ width: 150, height: 150 }} testId="info-avatar" />
      </Form.Item>
      <Form.Item label={t('account.info.sex')} field="sex">
        <Radio.Group data-testid="info-sex">
          <Radio value={1} data-testid="info-sex-1">
            {t('account.info.male')}
          </Radio>
          <Radio value={0} data-testid="info-sex-0">
            {t('account.info.female')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('account.info.email')} field="email" rules={fieldRules(t, [email])}>
        <Input maxLength={100} type="email" inputMode="email" autoComplete="email" data-testid="info-email" />
      </Form.Item>
      <FormButtons
        busy={busy}
        onReset={() => {
          form.setFieldsValue(profileOf(user));
          setTouched(false);
        }}
        testId="info"
      />
    </AccountForm>
  );
}
