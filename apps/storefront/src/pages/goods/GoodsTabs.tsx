import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { richTextHtml } from '@shop/contract/rich-text-dom';
import type { GoodsDetail } from '@shop/api/endpoints/catalog';
import { Empty } from '../../components/display/Empty.tsx';
import { Reviews } from './Reviews.tsx';

type Tab = 'detail' | 'reviews' | 'afterSale';

/** Details, reviews and the store's after-sale terms, one tab at a time. */
export function GoodsTabs({ goods, afterSaleHtml }: { goods: GoodsDetail; afterSaleHtml: string | undefined }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('detail');
  // Sellers write these: only what the shared rich-text rules keep is rendered.
  const content = useMemo(() => richTextHtml(goods.goods_content), [goods.goods_content]);
  const afterSale = useMemo(() => richTextHtml(afterSaleHtml), [afterSaleHtml]);
  const reviewCount = goods.comment_statistics?.all ?? 0;
  return (
    <div className="goods-tabs">
      <div className="goods-tabs__bar" role="tablist">
        {(
          [
            ['detail', t('browse.goods.detail')],
            ['reviews', t('browse.goods.reviews', { count: reviewCount })],
            ['afterSale', t('browse.goods.afterSale')],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={tab === key ? 'is-active' : undefined}
            data-testid={`tab-${key}`}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="goods-tabs__panel" role="tabpanel">
        {tab === 'detail' &&
          (content ? (
            // Rich text is sanitised by the server when it is saved.
            <div className="rich-text" data-testid="goods-content" dangerouslySetInnerHTML={{ __html: content }} />
          ) : (
            <Empty text={t('browse.goods.noContent')} testId="goods-content-empty" />
          ))}
        {tab === 'reviews' && <Reviews goodsId={goods.id} stats={goods.comment_statistics} />}
        {tab === 'afterSale' &&
          (afterSale ? (
            <div className="rich-text" data-testid="after-sale" dangerouslySetInnerHTML={{ __html: afterSale }} />
          ) : (
            <Empty text={t('browse.goods.noContent')} testId="after-sale-empty" />
          ))}
      </div>
    </div>
  );
}
