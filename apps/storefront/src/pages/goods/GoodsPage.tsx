import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { useGetGoodsQuery, type GoodsDetail } from '@shop/api/endpoints/catalog';
import { useAppSelector } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { paramsPath } from '@shop/api/params-segment';
import { useAddToCartMutation } from '@shop/api/endpoints/cart';
import type { MessageKey } from '@shop/i18n';
import { round2 } from '@shop/ui/widgets/money';
import { loginHref } from '../../account/redirect.ts';
import { Empty } from '../../components/display/Empty.tsx';
import { FavButton } from '../../components/display/FavButton.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { useSite } from '../../components/layout/site.ts';
import { classSearchPath } from '../../lib/search.ts';
import { purchaseError, resolveSku, toggleSpec, type QuantityError, type SpecSelection } from '../../lib/sku.ts';
import { rememberView } from '../../lib/view-history.ts';
import type { PageProps } from '../../routes.ts';
import { Gallery, type GalleryImage } from './Gallery.tsx';
import { GoodsAside } from './GoodsAside.tsx';
import { GoodsPriceBox } from './GoodsPriceBox.tsx';
import { GoodsTabs } from './GoodsTabs.tsx';
import { QuantityRow } from './QuantityRow.tsx';
import { SpecRows } from './SpecRows.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import '../shop/texts.ts';
import './goods.css';

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

          <GoodsPriceBox
            seckill={seckill}
            unitPrice={unitPrice}
            marketPrice={marketPrice}
            flashPrice={flashPrice}
            sales={goods.goods_sale}
          />

          {hasSkus && <SpecRows attrs={attrs} skus={skus} selection={selection} onChoose={chooseSpec} />}

          <QuantityRow quantity={quantity} typed={typed} onType={setTyped} stock={stock} onChange={setQty} />

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
        <GoodsAside store={store} saleList={goods.sale_list ?? []} />
        <GoodsTabs goods={goods} afterSaleHtml={store?.after_sale_service} />
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
