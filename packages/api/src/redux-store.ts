import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import type { Area } from './areas.ts';
import { baseApi } from './base-api.ts';
import { onSessionExpired } from './http.ts';
import { authActions, authReducer, initialAuthState } from './session.ts';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The Redux store of one app (not a shop's store): the RTK Query cache plus the area's auth record, read from
 * storage.
 *
 * @example const reduxStore = createReduxStore('admin'); // in apps/admin/src/main.tsx
 */
export function createReduxStore(area: Area) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: initialAuthState(area) },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  // The session's end is noticed by the HTTP layer; the store marks its area signed out so the guards see it.
  onSessionExpired((expired) => {
    if (expired === area) store.dispatch(authActions.expired());
  });
  return store;
}

export type ReduxStore = ReturnType<typeof createReduxStore>;
export type AppDispatch = ReduxStore['dispatch'];
