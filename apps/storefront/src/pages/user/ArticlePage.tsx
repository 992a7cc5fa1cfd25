import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { richTextHtml } from '@shop/contract/rich-text-dom';
import { useArticleQuery } from '@shop/api/endpoints/content';
import { helpItemOf } from '../../account/user-menu.ts';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import type { PageProps } from '../../routes.ts';
import './article.css';
import { usePageTitle } from '../../components/page-title.ts';

/**
 * A help-centre article (`/user/article/<title>`: notices, partnerships, help, about us) from
 * `GET /article/{title}`, inside the user-centre frame; guests read it too, since the site header links here.
 * The four help titles are named by their menu label (translated); any other article by its own title.
 */
export default function ArticlePage(_props: PageProps) {
  const { t } = useTranslation();
  const { name = '' } = useParams<{ name: string }>();
  const title = safeDecode(name);
  const { data, isFetching, isError } = useArticleQuery(title, { skip: !title });
  const html = useMemo(() => richTextHtml(data?.content ?? ''), [data?.content]);
  const item = helpItemOf(title);
  usePageTitle(data?.name || undefined);
  const heading = item ? t(`account.centre.items.${item}`) : data?.name || title || t('account.article.fallbackTitle');

  // No such article: the storefront's 404 page, as the server's 404 answer for this address says.
  if (!isFetching && (isError || !data || !title)) {
    return (
      <SiteLayout>
        <NotFound />
      </SiteLayout>
    );
  }
  return (
    <UserCentre
      guests
      title={<span data-testid="article-title">{heading}</span>}
      extra={
        data && !isFetching ? (
          <span className="article-meta" data-testid="article-meta">
            <span>{t('account.article.views', { value: data.click })}</span>
            {data.updated_at && <span>{t('account.article.edited', { time: data.updated_at })}</span>}
          </span>
        ) : null
      }
      testId="user-article"
    >
      {isFetching || !data ? (
        <PageSpin />
      ) : (
        <div className="rich-text article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
      )}
    </UserCentre>
  );
}

/** wouter hands the segment over percent-encoded; a malformed one is shown as typed rather than crashing. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
