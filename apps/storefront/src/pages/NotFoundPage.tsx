import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SiteLayout } from '../components/layout/SiteLayout.tsx';
import type { PageProps } from '../routes.ts';

/** The catch-all 404 page, inside the storefront frame, with a way back home. */
export default function NotFoundPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <SiteLayout>
      <div className="not-found" data-testid="not-found">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link href="/" data-testid="not-found-home">
          {t('common.backHome')}
        </Link>
      </div>
    </SiteLayout>
  );
}
