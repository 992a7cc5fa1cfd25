import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, Spin } from '@arco-design/web-react';
import { IconCheckCircle, IconEdit, IconFile, IconClockCircle } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { useGetCommonQuery } from '@shop/api/endpoints/site';
import { useMyStoreQuery } from '@shop/api/endpoints/stores';
import { landingTarget, verifyStatusOf } from '../../account/store-status.ts';
import { AccountShell } from '../../components/account/AccountShell.tsx';
import { RequireLogin } from '../../components/account/RequireLogin.tsx';
import type { PageProps } from '../../routes.ts';

interface ClassNode {
  id: number;
  name: string;
}

const PROCESS = [
  { key: 'agreement', icon: <IconFile /> },
  { key: 'details', icon: <IconEdit /> },
  { key: 'review', icon: <IconClockCircle /> },
  { key: 'passed', icon: <IconCheckCircle /> },
] as const;

/**
 * Merchant sign-up landing: the shopper's application state (`GET /store`) and two
 * ways in; an application that was submitted, refused or approved opens its status page, otherwise the
 * steps start at the agreement.
 */
export default function StoreJoinPage(_props: PageProps) {
  return (
    <RequireLogin>
      <AccountShell testId="store-join">
        <Join />
      </AccountShell>
    </RequireLogin>
  );
}

function Join() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { data: store, isLoading } = useMyStoreQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: common } = useGetCommonQuery();
  const target = landingTarget(store);
  const status = store ? verifyStatusOf(store.store_verify) : 'none';
  const classes = (Array.isArray(common?.classes) ? (common.classes as ClassNode[]) : []).slice(0, 12);

  return (
    <div className="store-join">
      <section className="store-join__banner">
        <h1>{t('storeApply.join.bannerTitle')}</h1>
        <p>{t('storeApply.join.bannerText')}</p>
      </section>

      <Spin loading={isLoading} style={{ display: 'block' }}>
        <p className="store-join__status" data-testid="store-join-status" data-status={status}>
          {store
            ? t('storeApply.join.current', {
                status: t(`storeApply.verifyStatus.${verifyStatusOf(store.store_verify)}`),
              })
            : t('storeApply.join.none')}
        </p>
        <div className="store-join__cards">
          <div className="store-join__card">
            <h3>{t('storeApply.join.applyTitle')}</h3>
            <p>{t('storeApply.join.applyText')}</p>
            <Button type="primary" disabled={isLoading} onClick={() => navigate(target)} data-testid="store-join-apply">
              {t('storeApply.join.applyButton')}
            </Button>
          </div>
          <div className="store-join__card">
            <h3>{t('storeApply.join.progressTitle')}</h3>
            <p>{t('storeApply.join.progressText')}</p>
            <Button disabled={isLoading} onClick={() => navigate(target)} data-testid="store-join-progress">
              {t('storeApply.join.progressButton')}
            </Button>
          </div>
        </div>
      </Spin>

      <section className="store-join__process">
        <h2>{t('storeApply.join.processTitle')}</h2>
        <p className="store-join__sub">{t('storeApply.join.processSub')}</p>
        <ol>
          {PROCESS.map((step) => (
            <li key={step.key}>
              <span className="store-join__icon">{step.icon}</span>
              {t(`storeApply.steps.${step.key}`)}
            </li>
          ))}
        </ol>
      </section>

      {classes.length > 0 && (
        <section className="store-join__classes">
          <h2>{t('storeApply.join.categoriesTitle')}</h2>
          <ul>
            {classes.map((node) => (
              <li key={node.id}>{node.name}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
