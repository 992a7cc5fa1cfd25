import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../components/account/ChangePasswordForm.tsx';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import type { PageProps } from '../../routes.ts';

/**
 * Payment password: six digits twice ('Please enter the 0-9 digital payment
 * password.' for anything else, 'The two inputs are inconsistent.' when they differ), `POST /auth/edit`.
 */
export default function SafePayPasswordPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <UserCentre title={t('account.payPassword.title')} testId="user-safe-pay-password">
      <ChangePasswordForm kind="payPassword" />
    </UserCentre>
  );
}
