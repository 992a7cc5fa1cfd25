import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import type { AddressRow } from '@shop/contract/orders';
import { useAddressesQuery } from '@shop/api/endpoints/cart';
import { BottomSheet } from '@shop/ui/phone/BottomSheet';
import { useIsPhone } from '@shop/ui/phone/useIsPhone';
import { AddressDialog } from './AddressDialog.tsx';
import { chosenAddress } from './chosen-address.ts';

/**
 * The shopper's delivery addresses, fetched afresh, and the one an order goes to (see `chosenAddress`).
 *
 * @example const choice = useAddressChoice(); // choice.address?.id is sent with the order
 */
export function useAddressChoice() {
  const addresses = useAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [picked, setPicked] = useState<number>();
  const rows = useMemo(() => addresses.data ?? [], [addresses.data]);
  return { rows, address: chosenAddress(rows, picked), pick: setPicked, isLoading: addresses.isLoading };
}

export type AddressChoice = ReturnType<typeof useAddressChoice>;

/**
 * How each checkout words and marks its address block: `texts` holds `address`, `addAddress`, `noAddress` and
 * `default`; `prefix` starts the inner test ids (`<prefix>-address-<id>`, `<prefix>-address-add`,
 * `<prefix>-no-address`); the goods checkout also ends the list with an "add an address" card.
 */
const CHECKOUTS = {
  goods: { texts: 'shop.checkout', testId: 'checkout-addresses', prefix: 'checkout', addCard: true },
  points: { texts: 'pts.order', testId: 'integral-order-addresses', prefix: 'integral', addCard: false },
} as const satisfies Record<string, { texts: string; testId: string; prefix: string; addCard: boolean }>;

/**
 * The address block of a checkout: one card per address, the chosen one marked; a new address is added in a
 * dialog and chosen at once. On a phone only the chosen address shows, as a card that opens the list in a sheet.
 *
 * @example <AddressChooser choice={useAddressChoice()} checkout="goods" />
 */
export function AddressChooser({ choice, checkout }: { choice: AddressChoice; checkout: keyof typeof CHECKOUTS }) {
  const { texts, testId, prefix, addCard } = CHECKOUTS[checkout];
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [adding, setAdding] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const { rows, address, pick } = choice;
  // Arco's dialog stacks below the sheet: the sheet closes first.
  const startAdding = () => {
    setChoosing(false);
    setAdding(true);
  };
  const addButton = (
    <Button type="text" status="danger" onClick={startAdding} data-testid={`${prefix}-address-add`}>
      {t(`${texts}.addAddress`)}
    </Button>
  );
  const cards = (onPick: (id: number) => void) =>
    rows.length === 0 ? (
      <div className="checkout-none" data-testid={`${prefix}-no-address`}>
        {t(`${texts}.noAddress`)}
      </div>
    ) : (
      <div className="shop-addresses">
        {rows.map((a) => (
          <AddressCard
            key={a.id}
            address={a}
            on={a.id === address?.id}
            defaultTag={t(`${texts}.default`)}
            testId={`${prefix}-address-${a.id}`}
            onPick={() => onPick(a.id)}
          />
        ))}
        {/* On a phone the sheet's footer holds the "add" button. */}
        {addCard && !isPhone && (
          <button
            type="button"
            className="checkout-address checkout-address--add"
            onClick={startAdding}
            data-testid={`${prefix}-address-add-card`}
          >
            + {t(`${texts}.addAddress`)}
          </button>
        )}
      </div>
    );
  return (
    <>
      {isPhone ? (
        <section className="shop-box" data-testid={testId}>
          <button
            type="button"
            className="checkout-address-current"
            aria-haspopup="dialog"
            // Without an address the sheet would only say so: the form opens at once.
            onClick={() => (rows.length ? setChoosing(true) : startAdding())}
            data-testid={`${prefix}-address-current`}
            data-address-id={address?.id}
          >
            {address ? (
              <AddressText address={address} defaultTag={t(`${texts}.default`)} />
            ) : (
              <span className="checkout-address-current__none">{t(`${texts}.addAddress`)}</span>
            )}
          </button>
          <BottomSheet
            open={choosing}
            onClose={() => setChoosing(false)}
            title={t(`${texts}.address`)}
            footer={addButton}
            testId={`${prefix}-address-sheet`}
          >
            {cards((id) => {
              pick(id);
              setChoosing(false);
            })}
          </BottomSheet>
        </section>
      ) : (
        <section className="shop-box" data-testid={testId}>
          <header className="buy-box-head">
            <h2 className="buy-box-title">{t(`${texts}.address`)}</h2>
            {addButton}
          </header>
          {cards(pick)}
        </section>
      )}
      <AddressDialog open={adding} onClose={() => setAdding(false)} onSaved={pick} />
    </>
  );
}

/** Who receives at which address, and the "default" mark: the inside of an address card. */
function AddressText({ address, defaultTag }: { address: AddressRow; defaultTag: string }) {
  return (
    <>
      {address.is_default ? <span className="checkout-address__tag">{defaultTag}</span> : null}
      <div className="checkout-address__name">
        {address.receive_name} ({address.receive_tel})
      </div>
      <div className="checkout-address__text">
        {address.area_info} {address.address}
      </div>
    </>
  );
}

function AddressCard({
  address,
  on,
  defaultTag,
  testId,
  onPick,
}: {
  address: AddressRow;
  on: boolean;
  defaultTag: string;
  testId: string;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      className={`checkout-address${on ? ' is-on' : ''}`}
      aria-pressed={on}
      onClick={onPick}
      data-testid={testId}
    >
      <AddressText address={address} defaultTag={defaultTag} />
    </button>
  );
}
