import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CartLine, CartStoreGroup } from '@shop/contract/orders';
import { httpHooks } from '@shop/api/http';
import { paramsPath } from '@shop/api/params-segment';
import { useCartQuery, useChangeCartLineMutation, useRemoveCartLinesMutation } from '@shop/api/endpoints/cart';
import { BottomSheet } from '@shop/ui/phone/BottomSheet';
import { Stepper } from '@shop/ui/phone/Stepper';
import { StickyActionBar } from '@shop/ui/phone/StickyActionBar';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { AccountShell } from '../../components/account/AccountShell.tsx';
import { RequireLogin } from '../../components/account/RequireLogin.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { TickBox } from '../../components/form/TickBox.tsx';
import { PageSpin } from '../../components/PageSpin.tsx';
import type { PageProps } from '../../routes.ts';
import {
  checkState,
  checkoutItems,
  lineCents,
  selectedLines,
  selectionTotals,
  withPicked,
  type CheckState,
} from './cart-selection.ts';
import { MAX_CART_QUANTITY, cartQuantityChanges } from './cart-quantity.ts';
import { yuan } from './money.ts';
import { ShopSteps } from './ShopSteps.tsx';
import './texts.ts';
import './shop.css';
import './buy.css';

/**
 * The cart: lines grouped by store, quantity steps and removal through the server, a
 * selection per line, per store and overall with its live total (in cents), and checkout of the selected lines
 * (`/order/before/<{order, ifcart: 1}>`). On a phone each line is a card with a stepper, and "select all", the
 * total and checkout sit in a bar above the tab bar. The page uses no Arco component (`routes.ts` plainPage): on a
 * phone's slow line Arco's chunks and their renders were most of the cart's blocking time.
 */
export default function CartPage(_props: PageProps) {
  return (
    <RequireLogin>
      <AccountShell testId="cart-page">
        <ShopSteps current={0} />
        <Cart />
      </AccountShell>
    </RequireLogin>
  );
}

/** The tick box props of a tri-state. */
const triState = (state: CheckState) => ({ checked: state === 'all', indeterminate: state === 'some' });

function Cart() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const isPhone = useIsPhone();
  const { data, isLoading, isFetching } = useCartQuery(undefined, { refetchOnMountOrArgChange: true });
  const [remove] = useRemoveCartLinesMutation();
  // The line whose removal waits for the shopper's confirmation.
  const [removing, setRemoving] = useState<CartLine | null>(null);
  // Kept across reloads of the cart: a quantity change or a removal does not lose the rest of the selection.
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const groups = useMemo(() => data?.data ?? [], [data]);
  const allIds = useMemo(() => groups.flatMap((g) => g.cart_list.map((l) => l.cart_id)), [groups]);
  const selected = selectedLines(groups, picked);
  const totals = selectionTotals(selected);
  const all = checkState(allIds, picked);

  const toggle = (ids: readonly number[], on: boolean) => setPicked((current) => withPicked(current, ids, on));

  const checkout = () => {
    if (!selected.length) {
      httpHooks().notify.error(t('messages.noGoods'));
      return;
    }
    navigate(paramsPath('/order/before', { order: checkoutItems(selected), ifcart: 1 }));
  };

  if (isLoading) return <PageSpin />;
  if (groups.length === 0) {
    return (
      <div className="shop-box buy-notice">
        <Empty text={t('shop.cart.empty')} testId="cart-empty">
          <Link href="/" className="cart-go-shopping" data-testid="cart-go-shopping">
            {t('shop.cart.goShopping')}
          </Link>
        </Empty>
      </div>
    );
  }
  return (
    <div className="shop-page cart-page" data-testid="cart">
      <div className="cart-row cart-row--head">
        <TickBox
          {...triState(all)}
          onChange={(on) => toggle(allIds, on)}
          label={t('shop.cart.all')}
          testId="cart-check-all"
        />
        <span>{t('shop.cart.goods')}</span>
        <span>{t('shop.cart.spec')}</span>
        <span>{t('shop.cart.price')}</span>
        <span>{t('shop.cart.quantity')}</span>
        <span>{t('shop.cart.total')}</span>
        <span>{t('shop.cart.action')}</span>
      </div>
      {/* Dimmed, and not to be changed again, while a change is on its way to the server. */}
      <div className={isFetching ? 'cart-lines is-busy' : 'cart-lines'} aria-busy={isFetching}>
        {groups.map((g) => (
          <StoreGroup key={g.store_id} group={g} picked={picked} onToggle={toggle} onRemove={setRemoving} />
        ))}
      </div>
      <SettleBar>
        <TickBox {...triState(all)} onChange={(on) => toggle(allIds, on)} testId="cart-check-all-foot">
          {t('shop.cart.all')}
        </TickBox>
        <span data-testid="cart-selected-count" data-count={totals.lines}>
          {t('shop.cart.selected', { count: totals.lines })}
        </span>
        <span className="cart-foot__sum">
          {t('shop.cart.sum')}
          <span className="shop-money" style={{ fontSize: 22 }} data-testid="cart-total">
            ¥{yuan(totals.cents)}
          </span>
        </span>
        <button
          type="button"
          className="buy-submit cart-checkout"
          onClick={checkout}
          disabled={isFetching}
          data-testid="cart-checkout"
        >
          {isPhone ? t('shop.cart.checkoutCount', { count: totals.lines }) : t('shop.cart.checkout')}
        </button>
      </SettleBar>
      <BottomSheet
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('shop.cart.removeConfirm')}
        testId="cart-remove-confirm"
        footer={
          <>
            <button type="button" className="cart-confirm-button" onClick={() => setRemoving(null)}>
              {t('account.actions.cancel')}
            </button>
            <button
              type="button"
              className="cart-confirm-button cart-confirm-button--danger"
              data-testid="cart-remove-ok"
              onClick={() => {
                if (removing) void remove([removing.cart_id]);
                setRemoving(null);
              }}
            >
              {t('account.actions.ok')}
            </button>
          </>
        }
      >
        <p className="cart-confirm-goods">{removing?.goods_name}</p>
      </BottomSheet>
    </div>
  );
}

/** The cart's foot: in place under the lines on wider screens, a bar fixed to the bottom on a phone. */
function SettleBar({ children }: { children: ReactNode }) {
  const foot = <div className="cart-foot">{children}</div>;
  return useIsPhone() ? (
    <StickyActionBar phoneOnly testId="cart-settle-bar">
      {foot}
    </StickyActionBar>
  ) : (
    foot
  );
}

function StoreGroup({
  group,
  picked,
  onToggle,
  onRemove,
}: {
  group: CartStoreGroup;
  picked: ReadonlySet<number>;
  onToggle: (ids: readonly number[], on: boolean) => void;
  onRemove: (line: CartLine) => void;
}) {
  const { t } = useTranslation();
  const ids = group.cart_list.map((l) => l.cart_id);
  return (
    <section className="shop-box" data-testid={`cart-store-${group.store_id}`}>
      <div className="shop-box__head">
        <TickBox
          {...triState(checkState(ids, picked))}
          onChange={(on) => onToggle(ids, on)}
          label={t('shop.cart.pickStore', { name: group.store_name })}
          testId={`cart-store-check-${group.store_id}`}
        />
        {group.store_logo ? <img src={group.store_logo} alt="" /> : null}
        <Link href={`/store/${group.store_id}`}>{group.store_name}</Link>
        <Link href={`/store/${group.store_id}`} style={{ fontWeight: 400, color: 'var(--sf-grey)' }}>
          {t('shop.cart.enterStore')}
        </Link>
      </div>
      {group.cart_list.map((line) => (
        <LineRow
          key={line.cart_id}
          line={line}
          on={picked.has(line.cart_id)}
          onToggle={(on) => onToggle([line.cart_id], on)}
          onRemove={() => onRemove(line)}
        />
      ))}
    </section>
  );
}

function LineRow({
  line,
  on,
  onToggle,
  onRemove,
}: {
  line: CartLine;
  on: boolean;
  onToggle: (on: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [change, changing] = useChangeCartLineMutation();
  const id = line.cart_id;
  const short = line.goods_stock !== undefined && line.goods_stock < line.buy_num;
  const isPhone = useIsPhone();
  // A typed quantity may take two requests (see cartQuantityChanges); a refused one stops the rest.
  const setQuantity = async (next: number) => {
    for (const step of cartQuantityChanges(line.buy_num, next)) {
      if ('error' in (await change({ id, ...step }))) return;
    }
  };
  return (
    <div
      className={`cart-row${on ? ' cart-row--on' : ''}`}
      data-testid={`cart-line-${id}`}
      data-goods-id={line.goods_id}
      data-selected={on}
    >
      <TickBox
        checked={on}
        onChange={onToggle}
        label={t('shop.cart.pickLine', { name: line.goods_name })}
        testId={`cart-check-${id}`}
      />
      <div className="cart-goods">
        <Link href={`/goods/${line.goods_id}`} className="cart-goods__pic" aria-label={line.goods_name}>
          {line.goods_image ? <img src={line.goods_image} alt="" /> : <span className="cart-goods__noimg" />}
        </Link>
        <div className="cart-goods__text">
          <Link href={`/goods/${line.goods_id}`} className="cart-goods__name">
            {line.goods_name}
          </Link>
          {short && <div className="cart-warn">{t('shop.cart.noStock')}</div>}
        </div>
      </div>
      <span className="cart-spec">{line.sku_name || '-'}</span>
      <span className="cart-price">¥{line.goods_price}</span>
      {isPhone ? (
        <Stepper
          value={line.buy_num}
          max={MAX_CART_QUANTITY}
          disabled={changing.isLoading}
          onChange={(next) => void setQuantity(next)}
          label={t('shop.cart.quantity')}
          testId={`cart-stepper-${id}`}
        />
      ) : (
        // Steps of one, as the server counts them; the last piece goes with "remove" and its confirmation.
        <span className="cart-stepper">
          <button
            type="button"
            aria-label={t('shop.cart.minus')}
            disabled={line.buy_num <= 1 || changing.isLoading}
            onClick={() => void change({ id, is_type: 0, buy_num: 1 })}
            data-testid={`cart-minus-${id}`}
          >
            −
          </button>
          <span data-testid={`cart-qty-${id}`}>{line.buy_num}</span>
          <button
            type="button"
            aria-label={t('shop.cart.plus')}
            disabled={changing.isLoading}
            onClick={() => void change({ id, is_type: 1, buy_num: 1 })}
            data-testid={`cart-plus-${id}`}
          >
            +
          </button>
        </span>
      )}
      <span className="shop-money cart-subtotal" data-testid={`cart-subtotal-${id}`}>
        ¥{yuan(lineCents(line))}
      </span>
      <button type="button" className="cart-remove" onClick={onRemove} data-testid={`cart-remove-${id}`}>
        {t('shop.cart.remove')}
      </button>
    </div>
  );
}
