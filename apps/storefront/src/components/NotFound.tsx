import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/**
 * The storefront's 404 message with a way back home: the catch-all page's body, and what a goods, store or article
 * page shows for one that does not exist (the server answers those addresses with HTTP 404, docs/seo.md).
 */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/" data-testid="not-found-home">
        {t('common.backHome')}
      </Link>
    </div>
  );
}
