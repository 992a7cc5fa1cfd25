import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Steps } from '@arco-design/web-react';
import '@arco-design/web-react/es/Steps/style/css.js';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { AccountShell } from './AccountShell.tsx';
import { RequireLogin } from './RequireLogin.tsx';

export interface StoreStepsProps {
  /** 1 agreement, 2 details, 3 review, 4 result. */
  current: number;
  status?: 'process' | 'error' | 'finish';
}

/**
 * The frame of the merchant application steps: signed-in only, the step bar
 * (read agreement, fill in details, await review, approved / review failed), then the step's content. On a phone
 * the form is one column (account.css).
 *
 * @example <StoreApplyFrame steps={{ current: 2 }} title={t('storeApply.step2.title')} testId="store-step-2">…</StoreApplyFrame>
 */
export function StoreApplyFrame({
  steps,
  title,
  children,
  testId,
}: {
  steps?: StoreStepsProps;
  title?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const failed = steps?.current === 4 && steps.status === 'error';
  // A phone has no room for four titles beside their numbers: each title goes under its number.
  const isPhone = useIsPhone();
  return (
    <RequireLogin>
      <AccountShell testId={testId}>
        <div className="store-apply">
          {steps && (
            <Steps
              current={steps.current}
              status={steps.status ?? 'process'}
              size={isPhone ? 'small' : 'default'}
              labelPlacement={isPhone ? 'vertical' : 'horizontal'}
              className="store-apply__steps"
              data-testid="store-steps"
            >
              <Steps.Step title={t('storeApply.steps.agreement')} />
              <Steps.Step title={t('storeApply.steps.details')} />
              <Steps.Step title={t('storeApply.steps.review')} />
              <Steps.Step title={t(failed ? 'storeApply.steps.failed' : 'storeApply.steps.passed')} />
            </Steps>
          )}
          {title != null && <h2 className="store-apply__title">{title}</h2>}
          {children}
        </div>
      </AccountShell>
    </RequireLogin>
  );
}
