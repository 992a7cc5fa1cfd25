import { Fragment, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { catalogApi, useGetGoodsQuery, type GoodsDetail } from '@shop/api/endpoints/catalog';
import type { ReduxStore } from '@shop/api/redux-store';
import { useAppSelector } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { paramsPath } from '@shop/api/params-segment';
import { useAddToCartMutation } from '@shop/api/endpoints/cart';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import type { MessageKey } from '@shop/i18n';
import { loginHref } from '../../account/redirect.ts';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { FavButton } from '../../components/display/FavButton.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import { SiteLayout } from '../../components/layout/SiteLayout.tsx';
import { useSite } from '../../components/layout/site.ts';
import { classSearchPath } from '../../lib/search.ts';
import { buyLimit, discountedPrice, flashUnitPrice, seckillCovers, selectionOf } from '../../lib/promotions.ts';
import { purchaseError, resolveSku, toggleSpec, type QuantityError, type SpecSelection } from '../../lib/sku.ts';
import { rememberView } from '../../lib/view-history.ts';
import type { PageProps } from '../../routes.ts';
import { Gallery, type GalleryImage } from './Gallery.tsx';
import { GoodsActionBar } from './GoodsActionBar.tsx';
import { GoodsCoupons } from './GoodsCoupons.tsx';
import { GoodsGroupBuy } from './GoodsGroupBuy.tsx';
import { GoodsPriceBox } from './GoodsPriceBox.tsx';
import { isGroup, type Purchase, type PurchaseState, type SheetOffer } from './purchase.ts';
import { QuantityRow } from './QuantityRow.tsx';
import { SheetRow } from './SheetRow.tsx';
import { SkuSheet } from './SkuSheet.tsx';
import { SpecRows } from './SpecRows.tsx';
import '../browse/texts.ts';
import '../browse/browse.css';
import '../shop/texts.ts';
import '../promotions/texts.ts';
import './goods.css';
import { usePageTitle } from '../../components/page-title.ts';

// Below the fold of a page many visits start on: loaded once the goods' box is painted (its chunk, its render).
const GoodsBottom = lazy(() => import('./GoodsBottom.tsx'));

function galleryOf(goods: GoodsDetail): GalleryImage[] {
  const originals = Array.isArray(goods.goods_images) ? goods.goods_images.filter(Boolean) : [];
  const list = originals.length ? originals : [goods.goods_master_image].filter(Boolean);
  return list.map((high, i) => ({
    high,
    box: goods.goods_images_thumb_400?.[i] || high,
    thumb: goods.goods_images_thumb_150?.[i] || high,
  }));
}

const skuLabel = (name: string[] | string) => (Array.isArray(name) ? name.join(' ') : name);

/** A flash sale of one SKU opens with that SKU chosen; otherwise nothing is. */
function initialSelection(goods: GoodsDetail): SpecSelection {
  const saleSkuId = goods.seckills ? Number(goods.seckills.sku_id) : 0;
  if (!saleSkuId) return {};
  return selectionOf(
    goods.attrList ?? [],
    goods.skuList?.find((s) => s.id === saleSkuId),
  );
}

/**
 * Everything of one goods; mounted per id, so the choices start afresh on another goods. `onExpire` reloads it
 * when a promotion's countdown ends (the sale or a group is over).
 */
function GoodsView({ goods, onExpire }: { goods: GoodsDetail; onExpire: () => void }) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const isLogin = useAppSelector((state) => state.auth.isLogin);
  const site = useSite();
  const [selection, setSelection] = useState<SpecSelection>(() => initialSelection(goods));
  const [quantity, setQuantity] = useState(1);
  const [typed, setTyped] = useState<string | null>(null);
  const isPhone = useIsPhone();
  const [sheet, setSheet] = useState<SheetOffer | null>(null);
  // The sheet was confirmed with a spec row unchosen: its summary says what is missing, in red.
  const [warn, setWarn] = useState(false);
  // Promotions whose countdown reached zero: hidden at once, whatever a reload still says (the server caches the
  // page for a few seconds).
  const [ended, setEnded] = useState<ReadonlySet<string>>(() => new Set());
  const expire = (key: string) => {
    setEnded((current) => new Set(current).add(key));
    onExpire();
  };

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
  const seckill = goods.seckills && !ended.has(`seckill:${goods.seckills.id}`) ? goods.seckills : undefined;
  const covered = seckill ? seckillCovers(seckill, sku) : false;
  // The flash sale that prices what is chosen, if any.
  const sale = covered ? seckill : undefined;
  const flashPrice = sale ? flashUnitPrice(sale, goods.goods_price, sku) : undefined;
  const saleSku = seckill?.sku_id ? skus.find((s) => s.id === seckill.sku_id) : undefined;
  const limit = buyLimit(stock, sale);
  const soldOut = sale !== undefined && Number(sale.left) <= 0;
  const collective = goods.collectives || undefined;
  const groupPrice = collective
    ? sku
      ? discountedPrice(sku.goods_price, collective.discount)
      : String(collective.price)
    : '';
  // classList is leaf first; the breadcrumb reads root to leaf.
  const trail = [...(goods.classList ?? [])].reverse();

  const toast = (key: MessageKey) => httpHooks().notify.error(t(key));
  const setQty = ({ value, error }: { value: number; error?: QuantityError }) => {
    // Above a flash sale's limit (not the stock): say the limit rather than "insufficient stock".
    const overLimit = error === 'stockErr' || (error === 'buyNumCheck' && Number(typed) > limit);
    setQuantity(value);
    setTyped(null);
    if (error && overLimit && sale && limit < stock) {
      httpHooks().notify.error(t('promo.seckill.limitErr', { count: limit }));
    } else if (error) toast(`messages.${error}`);
  };
  const chooseSpec = (row: number, specId: number) => {
    setSelection((current) => toggleSpec(current, row, specId));
    setQuantity(1);
    setTyped(null);
    setWarn(false);
  };
  /** Checks the choice and the login; true when the purchase may go on. */
  const ready = () => {
    const error = purchaseError(hasSkus, sku, quantity, limit);
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
  /** To checkout with this goods alone; `collective_id` −1 starts a group, a group id joins it, 0 is a plain buy. */
  const buy = (collective_id = 0) => {
    if (!ready()) return;
    const order = [{ goods_id: goods.id, sku_id: sku?.id ?? 0, buy_num: quantity, collective_id }];
    navigate(paramsPath('/order/before', { order, ifcart: 0 }));
  };
  const [addLine, adding] = useAddToCartMutation();
  const addToCart = async () => {
    if (!ready()) return;
    const result = await addLine({ goods_id: goods.id, sku_id: sku?.id ?? 0, buy_num: quantity });
    // Failures show the server's message through the client's toasts.
    if (!('error' in result)) httpHooks().notify.success(t('shop.cart.added'));
  };

  // Phones: the bar's buttons act at once when the SKU is chosen, else open the sheet for that purchase only.
  const complete = !hasSkus || sku !== undefined;
  const run = (purchase: Purchase) => (purchase.kind === 'cart' ? void addToCart() : buy(purchase.collective));
  const ask = (purchase: Purchase) => (complete ? run(purchase) : setSheet(purchase));
  const confirm = (purchase: Purchase) => {
    if (!complete) {
      setWarn(true);
      return;
    }
    setSheet(null);
    run(purchase);
  };
  const missing = attrs.filter((_attr, row) => selection[row] === undefined).map((attr) => attr.name);
  const summary = missing.length
    ? t('browse.goods.choose', { names: missing.join(' ') })
    : [
        ...attrs.map((attr, row) => attr.specs.find((spec) => spec.id === selection[row])?.name),
        t('browse.goods.pieces', { count: quantity }),
      ].join(' ');
  const buyLabel = soldOut ? t('promo.seckill.soldOut') : sale ? t('promo.seckill.grab') : t('browse.goods.buyNow');
  const purchaseState: PurchaseState = { cart: !sale, adding: adding.isLoading, soldOut, buyLabel };

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
            covered={covered}
            saleSkuName={saleSku ? skuLabel(saleSku.sku_name) : undefined}
            unitPrice={unitPrice}
            marketPrice={marketPrice}
            flashPrice={flashPrice}
            sales={goods.goods_sale}
            onSaleEnd={() => seckill && expire(`seckill:${seckill.id}`)}
          />

          <GoodsCoupons coupons={goods.coupons ?? []} reductions={goods.full_reductions ?? []} />

          <SheetRow label={t('browse.goods.chosen')} testId="sku-row" onOpen={() => setSheet('both')}>
            {summary}
          </SheetRow>

          {hasSkus && <SpecRows attrs={attrs} skus={skus} selection={selection} onChoose={chooseSpec} />}

          <QuantityRow
            quantity={quantity}
            typed={typed}
            onType={setTyped}
            stock={stock}
            max={limit}
            onChange={setQty}
          />

          <div className="goods-actions">
            <button
              type="button"
              className="red-button"
              data-testid="buy-now"
              data-seckill={sale ? sale.id : undefined}
              disabled={soldOut}
              onClick={() => buy()}
            >
              {buyLabel}
            </button>
            {!sale && (
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

          {collective && (
            <GoodsGroupBuy
              collective={collective}
              groupPrice={groupPrice}
              groups={(goods.collective_list ?? []).filter((g) => !ended.has(`group:${g.id}`))}
              onBuy={isPhone ? (collective) => ask({ kind: 'buy', collective }) : buy}
              onGroupEnd={(id) => expire(`group:${id}`)}
            />
          )}
        </div>
      </section>

      <SkuSheet
        offer={sheet}
        onClose={() => setSheet(null)}
        picture={sku?.goods_image || goods.goods_master_image}
        unitPrice={sheet && isGroup(sheet) ? groupPrice : (flashPrice ?? unitPrice)}
        stock={stock}
        summary={summary}
        warn={warn}
        attrs={attrs}
        skus={skus}
        selection={selection}
        onChoose={chooseSpec}
        quantity={quantity}
        max={Math.max(1, limit)}
        onQuantity={setQuantity}
        state={purchaseState}
        onConfirm={confirm}
      />

      <GoodsActionBar
        goodsId={goods.id}
        storeId={goods.store_id}
        storeUserId={goods.store_info?.user_id}
        state={purchaseState}
        saleId={sale?.id}
        onPurchase={ask}
      />

      <AfterFirstPaint placeholder={<section className="goods-bottom goods-bottom--pending" />}>
        <GoodsBottom goods={goods} />
      </AfterFirstPaint>
    </>
  );
}

/** The goods' details, requested with the page's chunk (`warmRoute`). */
export function prefetch(store: ReduxStore, params: Record<string, string | undefined>): void {
  const goodsId = Number(params.id);
  if (Number.isInteger(goodsId) && goodsId > 0) store.dispatch(catalogApi.util.prefetch('getGoods', goodsId, {}));
}

/**
 * Goods detail `/goods/:id`: gallery with zoom, prices, SKU picker, quantity,
 * favourite, store card with follow, and the details / reviews / after-sales tabs.
 */
export default function GoodsPage(_props: PageProps) {
  const { id } = useParams<{ id: string }>();
  const goodsId = Number(id);
  const valid = Number.isInteger(goodsId) && goodsId > 0;
  const { data, isError, isFetching, refetch } = useGetGoodsQuery(goodsId, { skip: !valid });
  const goods = data && data.id === goodsId ? data : undefined;
  usePageTitle(goods?.goods_name);
  return (
    <SiteLayout className="w1200 browse-page goods-page" tabBar={false}>
      {goods ? (
        <GoodsView key={goods.id} goods={goods} onExpire={() => void refetch()} />
      ) : !valid || (isError && !isFetching) ? (
        <NotFound />
      ) : (
        <PageSpin />
      )}
    </SiteLayout>
  );
}
