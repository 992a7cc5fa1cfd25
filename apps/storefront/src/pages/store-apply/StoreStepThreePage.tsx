import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { Button, Result, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Result/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useMyStoreQuery } from '@shop/api/endpoints/stores';
import { SELLER_HOME, stepsOf, verifyStatusOf, type VerifyStatus } from '../../account/store-status.ts';
import { StoreApplyFrame } from '../../components/account/StoreApplyFrame.tsx';
import type { PageProps } from '../../routes.ts';

/** How each state looks: Arco's result icon and its texts. */
const VIEW = {
  draft: { icon: 'info', title: 'storeApply.step3.draft' },
  verifying: { icon: 'warning', title: 'storeApply.step3.verifying' },
  denied: { icon: 'error', title: 'storeApply.step3.denied' },
  passed: { icon: 'success', title: 'storeApply.step3.passed' },
} as const satisfies Record<VerifyStatus, { icon: 'info' | 'warning' | 'error' | 'success'; title: string }>;

/**
 * Application step 3: the review state of `GET /store`: waiting, refused with the
 * reason and a way back to the form, or approved with the way into the Seller back office.
 */
export default function StoreStepThreePage(_props: PageProps) {
  const { t } = useTranslation();
  const { data: store, isLoading } = useMyStoreQuery(undefined, { refetchOnMountOrArgChange: true });
  const status = store ? verifyStatusOf(store.store_verify) : 'draft';
  return (
    <StoreApplyFrame
      steps={store ? stepsOf(status) : { current: 3 }}
      title={t('storeApply.step3.title')}
      testId="store-step-3"
    >
      {isLoading ? (
        <Spin loading style={{ display: 'block', minHeight: 200 }} />
      ) : store ? (
        <StatusPanel status={status} reason={store.store_refuse_info} />
      ) : (
        <Redirect to="/store/join" replace />
      )}
    </StoreApplyFrame>
  );
}

function StatusPanel({ status, reason }: { status: VerifyStatus; reason: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const view = VIEW[status];
  const subTitle =
    status === 'denied' && reason
      ? t('storeApply.step3.reason', { reason })
      : status === 'verifying'
        ? t('storeApply.step3.verifyingText')
        : undefined;
  let action = null;
  if (status === 'draft' || status === 'denied') {
    action = (
      <Button type="primary" onClick={() => navigate('/store/step_2')} data-testid="step3-edit">
        {t(status === 'draft' ? 'storeApply.step3.draftAction' : 'storeApply.step3.deniedAction')}
      </Button>
    );
  } else if (status === 'passed') {
    // The Seller area is another app: a full page load, not a route of this one.
    action = (
      <Button type="primary" href={SELLER_HOME} data-testid="step3-seller">
        {t('storeApply.step3.passedAction')}
      </Button>
    );
  }
  return (
    <div data-testid="step3-status" data-status={status}>
      <Result
        status={view.icon}
        title={<span data-testid="step3-status-text">{t(view.title)}</span>}
        subTitle={
          subTitle ? (
            <span data-testid={status === 'denied' ? 'step3-reason' : 'step3-subtitle'}>{subTitle}</span>
          ) : undefined
        }
        extra={action}
      />
    </div>
  );
}
