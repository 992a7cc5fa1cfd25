import { NotFound } from '../components/NotFound.tsx';
import { SiteLayout } from '../components/layout/SiteLayout.tsx';
import type { PageProps } from '../routes.ts';

/** The catch-all 404 page, inside the storefront frame, with a way back home. */
export default function NotFoundPage(_props: PageProps) {
  return (
    <SiteLayout>
      <NotFound />
    </SiteLayout>
  );
}
