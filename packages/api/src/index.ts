/**
 * @shop/api — the client side of the wire protocol: areas and token storage, the axios instance with the
 * shared interceptors, the upload helper, the RTK Query base api with endpoints injected per domain,
 * the auth state and thunks, and the Redux store factory (`createReduxStore`). Subpaths (`@shop/api/auth`, `@shop/api/guard`, ...)
 * expose each file on its own.
 */
export * from './areas.ts';
export * from './storage.ts';
export * from './http.ts';
export * from './form.ts';
export * from './upload.ts';
export * from './base-api.ts';
export * from './auth.ts';
export * from './endpoints/access.ts';
export * from './menu-tree.ts';
export * from './resource.ts';
export * from './endpoints/site.ts';
export * from './session.ts';
export * from './settle.ts';
export * from './redux-store.ts';
export * from './hooks.ts';
export * from './guard.ts';
export * from './routing.ts';
