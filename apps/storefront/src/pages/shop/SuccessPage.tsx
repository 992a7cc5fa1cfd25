import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { IconCheckCircleFill } from '@arco-design/web-react/icon';
import { AccountShell } from '../../components/account/AccountShell.tsx';
import type { PageProps } from '../../routes.ts';
import { ShopSteps } from './ShopSteps.tsx';
import './texts.ts';
import './shop.css';
import './buy.css';

/** Payment success: every step marked, and the ways on: my orders or the home page. */
export default function SuccessPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <AccountShell testId="order-success-page">
      <ShopSteps current={3} />
      <section className="shop-box shop-result" data-testid="order-success">
        <IconCheckCircleFill style={{ fontSize: 64, color: '#2b9a3e' }} />
        <h2>{t('shop.success.title')}</h2>
        <p>{t('shop.success.text')}</p>
        <div className="success-links">
          <Link href="/user/orders" className="success-link success-link--main" data-testid="success-orders">
            {t('shop.success.orders')}
          </Link>
          <Link href="/" className="success-link" data-testid="success-home">
            {t('shop.success.home')}
          </Link>
        </div>
      </section>
    </AccountShell>
  );
}
