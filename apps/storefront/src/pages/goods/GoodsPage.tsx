import { Fragment, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { richTextHtml } from '@shop/contract/rich-text-dom';
import { useGetGoodsQuery, type GoodsDetail } from '@shop/api/endpoints/catalog';
import { useAppSelector } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { paramsPath } from '@shop/api/params-segment';
import { useAddToCartMutation } from '@shop/api/endpoints/cart';
import type { MessageKey } from '@shop/i18n';
import { Countdown } from '@shop/ui/widgets/Countdown';
import { round2 } from '@shop/ui/widgets/money';
import { loginHref } from '../../account/redirect.ts';
import { Empty } from '../../components/display/Empty.tsx';
import { FavButton } from '../../components/display/FavButton.tsx';
import { price } from '../../components/display/money.ts';
import { StoreCard } from '../../components/display/StoreCard.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { useSite } from '../../components/layout/site.ts';
import { classSearchPath } from '../../lib/search.ts';
import {
  isSpecAvailable,
  purchaseError,
  resolveSku,
  stepQuantity,
  toggleSpec,
  typedQuantity,
  type QuantityError,
  type SpecSelection,
} from '../../lib/sku.ts';
import { rememberView } from '../../lib/view-history.ts';
import type { PageProps } from '../../routes.ts';
import { Gallery, type GalleryImage } from './Gallery.tsx';
import { Reviews } from './Reviews.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import '../shop/texts.ts';
import './goods.css';

type Tab = 'detail' | 'reviews' | 'afterSale';

function galleryOf(goods: GoodsDetail): GalleryImage[] {
  const originals = Array.isArray(goods.goods_images) ? goods.goods_images.filter(Boolean) : [];
  const list = originals.length ? originals : [goods.goods_master_image].filter(Boolean);
  return list.map((high, i) => ({
    high,
    box: goods.goods_images_thumb_400?.[i] || high,
    thumb: goods.goods_images_thumb_150?.[i] || high,
  }));
}

/** Everything of one goods; mounted per id, so the choices start afresh on another goods. */
function GoodsView({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const isLogin = useAppSelector((state) => state.auth.isLogin);
  const site = useSite();
  const [selection, setSelection] = useState<SpecSelection>({});
  const [quantity, setQuantity] = useState(1);
  const [typed, setTyped] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>('detail');

  useEffect(() => {
    rememberView({
      id: goods.id,
      goods_name: goods.goods_name,
      goods_master_image: goods.goods_master_image,
      goods_price: String(goods.goods_price),
    });
  }, [goods]);

  const attrs = goods.attrList ?? [];
  const skus = goods.skuList ?? [];
  const hasSkus = attrs.length > 0 && skus.length > 0;
  const sku = hasSkus ? resolveSku(attrs, skus, selection) : undefined;
  const unitPrice = sku?.goods_price ?? goods.goods_price;
  const marketPrice = sku?.goods_market_price ?? goods.goods_market_price;
  const stock = Number(sku ? sku.goods_stock : goods.goods_stock) || 0;
  const seckill = goods.seckills || undefined;
  const flashPrice = seckill ? round2(Number(unitPrice) * (1 - Number(seckill.discount) / 100)) : undefined;
  const store = goods.store_info;
  // classList is leaf first; the breadcrumb reads root to leaf.
  const trail = [...(goods.classList ?? [])].reverse();

  const toast = (key: MessageKey) => httpHooks().notify.error(t(key));
  const setQty = ({ value, error }: { value: number; error?: QuantityError }) => {
    setQuantity(value);
    setTyped(null);
    if (error) toast(`messages.${error}`);
  };
  const chooseSpec = (row: number, specId: number) => {
    setSelection((current) => toggleSpec(current, row, specId));
    setQuantity(1);
    setTyped(null);
  };
  /** Checks the choice and the login; true when the purchase may go on. */
  const ready = () => {
    const error = purchaseError(hasSkus, sku, quantity, stock);
    if (error) {
      toast(`messages.${error}`);
      return false;
    }
    if (!isLogin) {
      navigate(loginHref(location, search));
      return false;
    }
    return true;
  };
  const buyNow = () => {
    if (!ready()) return;
    const order = [{ goods_id: goods.id, sku_id: sku?.id ?? 0, buy_num: quantity, collective_id: 0 }];
    navigate(paramsPath('/order/before', { order, ifcart: 0 }));
  };
  const [addLine, adding] = useAddToCartMutation();
  const addToCart = async () => {
    if (!ready()) return;
    const result = await addLine({ goods_id: goods.id, sku_id: sku?.id ?? 0, buy_num: quantity });
    // Failures show the server's message through the client's toasts.
    if (!('error' in result)) httpHooks().notify.success(t('shop.cart.added'));
  };

  // Sellers write these: only what the shared rich-text rules keep is rendered.
  const content = useMemo(() => richTextHtml(goods.goods_content), [goods.goods_content]);
  const afterSale = useMemo(() => richTextHtml(store?.after_sale_service), [store?.after_sale_service]);
  const reviewCount = goods.comment_statistics?.all ?? 0;

  return (
    <>
      <nav className="breadcrumb" data-testid="goods-breadcrumb">
        <Link href="/">{t('browse.list.home')}</Link>
        {trail.map((node) => (
          <Fragment key={node.id}>
            <span>/</span>
            <Link href={classSearchPath(site.classes, node.id)}>{node.name}</Link>
          </Fragment>
        ))}
        <span>/</span>
        <span>{goods.goods_name}</span>
      </nav>

      <section className="goods-top">
        <Gallery images={galleryOf(goods)} override={sku?.goods_image || undefined} />
        <div className="goods-info">
          <h1 className="goods-info__title" data-testid="goods-title">
            {goods.goods_name}
          </h1>
          <p className="goods-info__sub" data-testid="goods-subtitle">
            {goods.goods_subname}
          </p>

          <div className="goods-price">
            {seckill && (
              <p className="goods-price__flash" data-testid="goods-seckill">
                <span>{t('browse.goods.flash')}</span>
                <span>
                  {t('browse.goods.endsIn')} <Countdown end={seckill.end_time} />
                </span>
              </p>
            )}
            <p>
              <span className="goods-price__label">
                {seckill ? t('browse.goods.flashPrice') : t('browse.goods.mallPrice')}
              </span>
              <b className="goods-price__value" data-testid="goods-price">
                ￥{price(flashPrice ?? unitPrice)}
              </b>
              <span className="goods-price__label">{t('browse.goods.marketPrice')}</span>
              <s data-testid="goods-market-price">￥{price(seckill ? unitPrice : marketPrice)}</s>
            </p>
            <p className="goods-price__sales">
              {t('browse.goods.sales')} <b data-testid="goods-sales">{goods.goods_sale}</b>
            </p>
          </div>

          {hasSkus &&
            attrs.map((attr, row) => (
              <div key={`${attr.id}-${row}`} className="goods-row" data-testid="spec-row" data-attr-id={attr.id}>
                <span className="goods-row__label">{t('browse.goods.specLabel', { name: attr.name })}</span>
                <div className="goods-row__values">
                  {attr.specs.map((spec) => {
                    const chosen = selection[row] === spec.id;
                    const available = chosen || isSpecAvailable(skus, selection, row, spec.id);
                    return (
                      <button
                        key={spec.id}
                        type="button"
                        className={chosen ? 'spec is-active' : 'spec'}
                        aria-pressed={chosen}
                        disabled={!available}
                        data-testid="spec-option"
                        data-spec-id={spec.id}
                        onClick={() => chooseSpec(row, spec.id)}
                      >
                        {spec.name}
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}

          <div className="goods-row">
            <span className="goods-row__label">{t('browse.goods.quantity')}</span>
            <div className="quantity">
              <button
                type="button"
                data-testid="qty-minus"
                aria-label={t('browse.goods.less')}
                onClick={() => setQty(stepQuantity(quantity, -1, stock))}
              >
                −
              </button>
              <input
                type="text"
                inputMode="numeric"
                value={typed ?? String(quantity)}
                aria-label={t('browse.goods.quantity')}
                data-testid="qty-input"
                onChange={(event) => setTyped(event.target.value)}
                onBlur={() => typed !== null && setQty(typedQuantity(typed, stock))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && typed !== null) setQty(typedQuantity(typed, stock));
                }}
              />
              <button
                type="button"
                data-testid="qty-plus"
                aria-label={t('browse.goods.more')}
                onClick={() => setQty(stepQuantity(quantity, 1, stock))}
              >
                +
              </button>
            </div>
            <span className="goods-row__stock" data-testid="goods-stock" data-stock={stock}>
              {t('browse.goods.stock', { count: stock })}
            </span>
          </div>

          <div className="goods-actions">
            <button type="button" className="red-button" data-testid="buy-now" onClick={buyNow}>
              {t('browse.goods.buyNow')}
            </button>
            {!seckill && (
              <button
                type="button"
                className="red-button red-button--ghost"
                data-testid="add-cart"
                disabled={adding.isLoading}
                onClick={() => void addToCart()}
              >
                {t('browse.goods.addCart')}
              </button>
            )}
            <FavButton
              isType={0}
              outId={goods.id}
              labels={[t('browse.goods.fav'), t('browse.goods.faved')]}
              testId="fav-button"
            />
          </div>
        </div>
      </section>

      <section className="goods-bottom">
        <aside className="goods-aside">
          {store && (
            <StoreCard
              store={store}
              actions={
                <>
                  <Link href={`/store/${store.id}`} className="plain-button" data-testid="enter-store">
                    {t('browse.store.enter')}
                  </Link>
                  <FavButton
                    isType={1}
                    outId={store.id}
                    labels={[t('browse.store.follow'), t('browse.store.followed')]}
                    testId="follow-button"
                  />
                </>
              }
            />
          )}
          <div className="ranking">
            <h3>{t('browse.store.ranking')}</h3>
            {(goods.sale_list ?? []).length === 0 ? (
              <p className="ranking__empty">{t('browse.store.noGoods')}</p>
            ) : (
              <ol>
                {goods.sale_list.map((item) => (
                  <li key={item.id}>
                    <Link href={`/goods/${item.id}`} title={item.goods_name}>
                      <img src={item.goods_master_image} alt="" width={60} height={60} loading="lazy" />
                      <span>{item.goods_name}</span>
                      <b>￥{price(item.goods_price)}</b>
                    </Link>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </aside>
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
      </section>
    </>
  );
}

/**
 * Goods detail `/goods/:id`: gallery with zoom, prices, SKU picker, quantity,
 * favourite, store card with follow, and the details / reviews / after-sales tabs.
 */
export default function GoodsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const goodsId = Number(id);
  const valid = Number.isInteger(goodsId) && goodsId > 0;
  const { data, isError, isFetching } = useGetGoodsQuery(goodsId, { skip: !valid });
  const goods = data && data.id === goodsId ? data : undefined;
  return (
    <SiteLayout className="w1200 browse-page goods-page">
      {goods ? (
        <GoodsView key={goods.id} goods={goods} />
      ) : !valid || (isError && !isFetching) ? (
        <Empty text={t('browse.goods.notFound')} testId="goods-not-found" />
      ) : (
        <PageSpin />
      )}
    </SiteLayout>
  );
}
