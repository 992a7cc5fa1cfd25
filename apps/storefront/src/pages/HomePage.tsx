import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useGetCommonQuery } from '@shop/api/common';
import { SiteHeader } from '../components/SiteHeader.tsx';
import type { PageProps } from '../routes.ts';

interface GoodsClass {
  id: number;
  name: string;
}

/** Storefront home: site name and top-level goods classes from `GET /api/common`. */
export default function HomePage(_props: PageProps) {
  const { t } = useTranslation();
  const { data, isLoading } = useGetCommonQuery();
  // The fallback only once the answer is in: showing it while loading would flash a wrong name.
  const siteName = isLoading ? '' : data?.common?.web_name || t('home.siteNameFallback');
  const classes = (Array.isArray(data?.classes) ? data.classes : []) as GoodsClass[];
  return (
    <>
      <SiteHeader />
      <main className="page home" data-testid="home" aria-busy={isLoading}>
        <p className="home__welcome">{t('home.welcome')}</p>
        <h1 className="home__name" data-testid="home-site-name">
          {siteName}
        </h1>
        {classes.length > 0 && (
          <ul className="home__classes">
            {classes.map((goodsClass) => (
              <li key={goodsClass.id}>
                <Link href={`/s/${encodeURIComponent(btoa(JSON.stringify({ class_id: goodsClass.id })))}`}>
                  {goodsClass.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
