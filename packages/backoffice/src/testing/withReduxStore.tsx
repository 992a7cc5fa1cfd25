import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Decorator } from '@storybook/react-vite';
import type { Area } from '@shop/api/areas';
import { createReduxStore } from '@shop/api/redux-store';

function FreshStore({ area, children }: { area: Area; children: ReactNode }) {
  const [store] = useState(() => createReduxStore(area));
  return <Provider store={store}>{children}</Provider>;
}

/**
 * A story decorator: each story renders in a Redux store of its own, so no answer cached by one story (the
 * couriers, an order) leaks into the next. The area follows an `area` arg of 'Admin' or 'admin' (else Seller).
 */
export const withReduxStore: Decorator = (Story, { args }) => (
  <FreshStore area={String((args as { area?: unknown }).area).toLowerCase() === 'admin' ? 'admin' : 'seller'}>
    <Story />
  </FreshStore>
);
