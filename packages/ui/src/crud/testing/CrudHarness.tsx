import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createReduxStore } from '@shop/api/redux-store';

export interface CrudHarnessProps {
  /** Full page address, query string included, e.g. '/Admin/articles?page=2'. */
  url?: string;
  children: ReactNode;
}

/** What a back-office page has around it: a fresh Redux store and `<Router base="/Admin">` in memory. */
export function CrudHarness({ url = '/Admin/articles', children }: CrudHarnessProps) {
  const [store] = useState(() => createReduxStore('admin'));
  const [location] = useState(() => memoryLocation({ path: url, record: true }));
  return (
    <Provider store={store}>
      <Router base="/Admin" hook={location.hook} searchHook={location.searchHook}>
        {children}
      </Router>
    </Provider>
  );
}

/** The same harness with access to the memory location (tests read the address bar through it). */
export function createHarness(url = '/Admin/articles') {
  const store = createReduxStore('admin');
  const location = memoryLocation({ path: url, record: true });
  function Harness({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <Router base="/Admin" hook={location.hook} searchHook={location.searchHook}>
          {children}
        </Router>
      </Provider>
    );
  }
  return { Harness, store, location };
}
