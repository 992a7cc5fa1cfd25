import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { Checkbox, Form } from '@arco-design/web-react';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import { useRegisterMutation } from '@shop/api/endpoints/access';
import { captureInviter, inviterId } from '../../account/redirect.ts';
import { AgreementDialog } from '../../components/account/AgreementDialog.tsx';
import { AuthCard } from '../../components/account/AuthCard.tsx';
import { PhoneAccountForm } from '../../components/account/PhoneAccountForm.tsx';
import { listRule } from '../../components/account/form-rules.ts';
import type { PageProps } from '../../routes.ts';

/**
 * Registration: phone, password twice, SMS code (`register` template) and the
 * agreement; `POST /register` answers a token, so the shopper is signed in (sub-accounts refused by
 * `loginAfter`) and sent back to where they came from.
 */
export default function RegisterPage(_props: PageProps) {
  const { t } = useTranslation();
  const search = useSearch();
  const [register] = useRegisterMutation();
  const [agreementOpen, setAgreementOpen] = useState(false);

  useEffect(() => captureInviter(search), [search]);

  return (
    <AuthCard title={t('account.register.title')} testId="register-page">
      <PhoneAccountForm
        page="register"
        request={(body) => register({ ...body, inviter_id: inviterId() })}
        success="account.register.success"
      >
        <Form.Item
          field="agree"
          triggerPropName="checked"
          rules={listRule(t, (value) => (value === true ? undefined : 'messages.readAgreement'))}
        >
          <Checkbox data-testid="register-agree">
            {t('account.register.agreePrefix')}{' '}
            <button
              type="button"
              className="link-button"
              data-testid="register-agreement-link"
              onClick={(event) => {
                // The link sits inside the checkbox's label: reading the agreement must not tick it.
                event.preventDefault();
                setAgreementOpen(true);
              }}
            >
              {t('account.register.agreementLink')}
            </button>
          </Checkbox>
        </Form.Item>
      </PhoneAccountForm>
      <AgreementDialog visible={agreementOpen} onClose={() => setAgreementOpen(false)} />
    </AuthCard>
  );
}
