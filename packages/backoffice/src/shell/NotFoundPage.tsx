import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The catch-all 404 page. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/">{t('common.backHome')}</Link>
    </main>
  );
}
