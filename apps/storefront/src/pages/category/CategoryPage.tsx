import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { useSearchGoodsQuery, type GoodsClassNode } from '@shop/api/endpoints/catalog';
import { Empty } from '../../components/display/Empty.tsx';
import { GoodsCard } from '../../components/display/GoodsCard.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { useSite } from '../../components/layout/site.ts';
import { classFilter, classSearchPath } from '../../lib/search.ts';
import type { PageProps } from '../../routes.ts';
import './category.css';
import { QueryFallback } from '@shop/ui/list/ListState';

/** Goods of the chosen top class shown under its subclasses (the rest is one tap away in the search). */
const GOODS = 10;

/** The goods of a top class most bought, as the search sorts them by sales. */
function TopGoods({ tree, node }: { tree: GoodsClassNode[]; node: GoodsClassNode }) {
  const { t } = useTranslation();
  const list = useSearchGoodsQuery({
    params: { ...classFilter(tree, node.id), sort_type: 'goods_sale', sort_order: 'desc' },
    per_page: GOODS,
  });
  const rows = list.data?.data ?? [];
  return (
    <section className="category__goods" aria-busy={list.isFetching} data-testid="category-goods">
      <h2 className="category__heading">{t('browse.category.goods', { name: node.name })}</h2>
      {rows.length > 0 ? (
        <div className="category__grid">
          {rows.map((goods) => (
            <GoodsCard key={goods.id} goods={goods} />
          ))}
        </div>
      ) : (
        <QueryFallback
          query={list}
          rows={0}
          empty={<Empty text={t('browse.category.noGoods')} testId="category-goods-empty" />}
        />
      )}
    </section>
  );
}

/**
 * `/category/:id?`, the phone's 分类 tab (any width works): the top classes in a column on the left, the chosen
 * one's subclasses as tiles and its best-selling goods on the right. The class is in the address, so the back
 * button and a shared link return to it; every tile opens the search filtered by that class.
 */
export default function CategoryPage(_props: PageProps) {
  const { t } = useTranslation();
  const { classes, isLoading } = useSite();
  const { id } = useParams<{ id?: string }>();
  const current = classes.find((node) => String(node.id) === id) ?? classes[0];

  return (
    <SiteLayout className="w1200 category-page">
      <h1 className="sr-only">{t('browse.category.title')}</h1>
      {!current ? (
        !isLoading && <Empty text={t('browse.category.empty')} testId="category-empty" />
      ) : (
        <div className="category" data-testid="category">
          <nav className="category__tops" aria-label={t('browse.category.classes')}>
            {classes.map((top) => (
              <Link
                key={top.id}
                href={`/category/${top.id}`}
                replace
                className={top.id === current.id ? 'category__top is-active' : 'category__top'}
                aria-current={top.id === current.id ? 'page' : undefined}
                data-testid="category-top"
                data-class-id={top.id}
              >
                {top.name}
              </Link>
            ))}
          </nav>
          <div className="category__body" data-testid="category-body" data-class-id={current.id}>
            <Link href={classSearchPath(classes, current.id)} className="category__all" data-testid="category-all">
              {t('browse.category.all', { name: current.name })}
            </Link>
            {(current.children ?? []).map((middle) => (
              <section key={middle.id} className="category__group">
                <h2 className="category__heading">
                  <Link href={classSearchPath(classes, middle.id)} data-testid="category-l2">
                    {middle.name}
                  </Link>
                </h2>
                <ul className="category__leaves">
                  {(middle.children ?? []).map((leaf) => (
                    <li key={leaf.id}>
                      <Link
                        href={classSearchPath(classes, leaf.id)}
                        className="category__leaf"
                        data-testid="category-l3"
                      >
                        {leaf.thumb ? (
                          <img src={leaf.thumb} alt="" width={56} height={56} loading="lazy" />
                        ) : (
                          <span className="category__leaf-mark" aria-hidden="true">
                            {leaf.name.slice(0, 1)}
                          </span>
                        )}
                        <span>{leaf.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <TopGoods key={current.id} tree={classes} node={current} />
          </div>
        </div>
      )}
    </SiteLayout>
  );
}
