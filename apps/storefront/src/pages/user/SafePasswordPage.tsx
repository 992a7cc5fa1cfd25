import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../components/account/ChangePasswordForm.tsx';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

/** Change the login password: new password twice, `POST /auth/edit {password}`. */
export default function SafePasswordPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.password.title')} testId="user-safe-password">
      <ChangePasswordForm kind="password" />
    </UserCentre>
  );
}
