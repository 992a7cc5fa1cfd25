import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { richTextHtml } from '@shop/contract/rich-text-dom';
import { useIntegralGoodsQuery, type IntegralGoodsDetail } from '@shop/api/endpoints/integral';
import { useAppSelector } from '@shop/api/hooks';
import { StickyActionBar } from '@shop/ui/phone/StickyActionBar';
import { Stepper } from '@shop/ui/phone/Stepper';
import { httpHooks } from '@shop/api/http';
import { loginHref } from '../../account/redirect.ts';
import { Empty } from '../../components/display/Empty.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { pointsText, routeId } from '../../lib/points.ts';
import type { QuantityError } from '../../lib/sku.ts';
import type { PageProps } from '../../routes.ts';
import { Gallery, type GalleryImage } from '../goods/Gallery.tsx';
import { QuantityRow } from '../goods/QuantityRow.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import '../goods/goods.css';
import './texts.ts';
import './integral.css';
import { usePageTitle } from '../../components/page-title.ts';

function galleryOf(goods: IntegralGoodsDetail): GalleryImage[] {
  const originals = Array.isArray(goods.goods_images) ? goods.goods_images.filter(Boolean) : [];
  const list = originals.length ? originals : [goods.goods_master_image].filter(Boolean);
  return list.map((high, i) => ({
    high,
    box: goods.goods_images_thumb_400?.[i] || high,
    thumb: goods.goods_images_thumb_150?.[i] || high,
  }));
}

function GoodsView({ goods }: { goods: IntegralGoodsDetail }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isLogin = useAppSelector((state) => state.auth.isLogin);
  const [quantity, setQuantity] = useState(1);
  const [typed, setTyped] = useState<string | null>(null);
  const stock = Math.max(0, Number(goods.goods_stock) || 0);
  // Shop-written rich text: only what the shared rich-text rules keep is rendered.
  const content = useMemo(() => richTextHtml(goods.goods_content), [goods.goods_content]);

  const setQty = ({ value, error }: { value: number; error?: QuantityError }) => {
    setQuantity(value);
    setTyped(null);
    if (error) httpHooks().notify.error(t(`messages.${error}`));
  };
  const redeem = () => {
    if (quantity < 1 || quantity > stock) {
      httpHooks().notify.error(t(quantity < 1 ? 'messages.minBuyNum' : 'messages.stockErr'));
      return;
    }
    const target = `/integral/order/${goods.id}/${quantity}`;
    navigate(isLogin ? target : loginHref(target, ''));
  };
  const redeemLabel = stock < 1 ? t('pts.goods.soldOut') : t('pts.goods.redeemNow');

  return (
    <>
      <nav className="breadcrumb" data-testid="integral-goods-breadcrumb">
        <Link href="/">{t('pts.search.home')}</Link>
        <span>/</span>
        <Link href="/integral">{t('pts.mall.title')}</Link>
        <span>/</span>
        <span>{goods.goods_name}</span>
      </nav>
      <section className="goods-top">
        <Gallery images={galleryOf(goods)} />
        <div className="goods-info">
          <h1 className="goods-info__title" data-testid="integral-goods-title">
            {goods.goods_name}
          </h1>
          <p className="goods-info__sub">{goods.goods_subname}</p>
          <div className="goods-row">
            <span className="goods-row__label">{t('pts.goods.points')}</span>
            <span className="pts-points" data-testid="integral-goods-points">
              {t('pts.unit', { points: pointsText(goods.goods_price) })}
            </span>
          </div>
          <div className="goods-row">
            <span className="goods-row__label">{t('pts.goods.market')}</span>
            <s>￥{goods.goods_market_price}</s>
          </div>
          <div className="goods-row">
            <span className="goods-row__label">{t('pts.goods.sales')}</span>
            <span>{goods.goods_sale}</span>
          </div>
          <QuantityRow quantity={quantity} typed={typed} onType={setTyped} stock={stock} onChange={setQty} />
          <div className="goods-actions">
            <button
              type="button"
              className="red-button"
              data-testid="integral-redeem"
              disabled={stock < 1}
              onClick={redeem}
            >
              {redeemLabel}
            </button>
          </div>
        </div>
      </section>
      {/* Phones: the quantity and the exchange button at the bottom of the screen, in place of the inline ones. */}
      <StickyActionBar phoneOnly testId="integral-bar">
        <Stepper
          value={quantity}
          max={Math.max(1, stock)}
          disabled={stock < 1}
          onChange={(value) => setQty({ value })}
          label={t('pts.order.quantity')}
          testId="bar-qty"
        />
        <button
          type="button"
          className="red-button pts-bar__redeem"
          data-testid="bar-redeem"
          disabled={stock < 1}
          onClick={redeem}
        >
          {redeemLabel}
        </button>
      </StickyActionBar>
      <section className="pts-section">
        <header className="pts-section__head">
          <h2>{t('pts.goods.details')}</h2>
        </header>
        {content ? (
          <div
            className="rich-text"
            data-testid="integral-goods-content"
            dangerouslySetInnerHTML={{ __html: content }}
          />
        ) : (
          <Empty text={t('pts.goods.noContent')} testId="integral-goods-content-empty" />
        )}
      </section>
    </>
  );
}

/**
 * Points goods page `/integral/goods/:id` (`GET /integral/goods/{id}`): pictures, points price, market price,
 * quantity within the stock, "redeem now" → `/integral/order/<id>/<quantity>` (login first), and the description.
 */
export default function IntegralGoodsPage(_props: PageProps) {
  const { id: raw } = useParams<{ id: string }>();
  const id = routeId(raw);
  const { data, isLoading, isError } = useIntegralGoodsQuery(id ?? 0, { skip: id === undefined });
  usePageTitle(data && !isError ? data.goods_name : undefined);
  return (
    <SiteLayout className="w1200 browse-page goods-page integral-goods-page" tabBar={false}>
      {isLoading ? <PageSpin /> : data && !isError ? <GoodsView key={data.id} goods={data} /> : <NotFound />}
    </SiteLayout>
  );
}
