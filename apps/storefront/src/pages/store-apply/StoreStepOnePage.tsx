import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Checkbox, Message, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Message/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { STORE_VERIFY, useJoinStoreMutation, useMyStoreQuery } from '@shop/api/endpoints/stores';
import { useAgreementQuery } from '@shop/api/endpoints/content';
import { AgreementBody, SITE_AGREEMENT } from '../../components/account/AgreementDialog.tsx';
import { StoreApplyFrame } from '../../components/account/StoreApplyFrame.tsx';
import type { PageProps } from '../../routes.ts';

/**
 * Application step 1: the agreement (`GET /agreements/agreement`) and its checkbox.
 * Agreeing creates the draft store (`POST /store/join`) and opens step 2; a shopper who already has an
 * application skips the creation (a draft goes on to step 2, anything later to its status).
 */
export default function StoreStepOnePage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <StoreApplyFrame steps={{ current: 1 }} title={t('storeApply.step1.title')} testId="store-step-1">
      <StepOne />
    </StoreApplyFrame>
  );
}

function StepOne() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const agreement = useAgreementQuery(SITE_AGREEMENT);
  const store = useMyStoreQuery(undefined, { refetchOnMountOrArgChange: true });
  const [joinStore] = useJoinStoreMutation();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);

  const next = async () => {
    if (!agreed) {
      Message.warning(t('messages.readAgreement'));
      return;
    }
    const existing = store.data;
    if (existing) {
      navigate(existing.store_verify === STORE_VERIFY.draft ? '/store/step_2' : '/store/step_3');
      return;
    }
    setBusy(true);
    try {
      const result = await joinStore();
      // Refusals (a sub-account, a store created meanwhile) were shown by the http interceptor.
      if ('error' in result) return;
      navigate('/store/step_2');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="store-step">
      <Spin loading={agreement.isLoading} style={{ display: 'block' }}>
        <div className="store-step__agreement">
          <AgreementBody content={agreement.data?.content ?? ''} testId="step1-agreement" />
        </div>
      </Spin>
      <div className="store-step__actions">
        <Checkbox checked={agreed} onChange={setAgreed} data-testid="step1-agree">
          {t('storeApply.step1.agree')}
        </Checkbox>
        <Button
          type="primary"
          size="large"
          loading={busy}
          disabled={store.isLoading}
          onClick={() => void next()}
          data-testid="step1-next"
        >
          {t('storeApply.step1.next')}
        </Button>
      </div>
    </div>
  );
}
