import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { SiteLayout } from '../components/layout/SiteLayout.tsx';
import type { PageProps } from '../routes.ts';

/** Stand-in for a declared route whose page is not built yet: names the page and its parameters. */
export default function PlaceholderPage({ name }: PageProps) {
  const { t } = useTranslation();
  const params = useParams();
  const named = Object.entries(params).filter(([key, value]) => Number.isNaN(Number(key)) && value !== undefined);
  return (
    <SiteLayout>
      <div className="page placeholder" data-testid="placeholder" data-page={name}>
        <h1>{t('pages.placeholder')}</h1>
        <p>
          <code>{name}</code>
          {named.map(([key, value]) => (
            <span key={key}>
              {' '}
              {key}=<code>{value}</code>
            </span>
          ))}
        </p>
      </div>
    </SiteLayout>
  );
}
