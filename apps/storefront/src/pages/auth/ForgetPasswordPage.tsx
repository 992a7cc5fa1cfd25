import { useTranslation } from 'react-i18next';
import { useForgetPasswordMutation } from '@shop/api/endpoints/access';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { PhoneAccountForm } from '../../components/account/PhoneAccountForm.tsx';
import type { PageProps } from '../../routes.ts';

/**
 * Password reset by SMS: phone, new password twice, code (`forget_password`
 * template); `POST /forget_password` answers a token, so the shopper ends up signed in.
 */
export default function ForgetPasswordPage(_props: PageProps) {
  const { t } = useTranslation();
  const [forgetPassword] = useForgetPasswordMutation();
  return (
    <AuthCard title={t('account.forget.title')} testId="forget-page">
      {/* The password is reset even when the signing in that follows is refused, so that is said first. */}
      <PhoneAccountForm page="forget" request={forgetPassword} success="messages.success" announceFirst />
    </AuthCard>
  );
}
