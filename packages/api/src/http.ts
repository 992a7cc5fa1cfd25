import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { CODE, type Envelope as ContractEnvelope } from '@shop/contract/envelope';
import { getLanguage, translate } from '@shop/i18n';
import type { BaseMessages } from '@shop/i18n/locales/types';
import { formEncode } from './form.ts';
import { API_BASE, AREAS, HTTP_TIMEOUT, areaInAddress, areaOf, currentPagePath, type Area } from './areas.ts';
import { getSetToken, getToken, removeStoredUser, removeToken, setToken } from './storage.ts';

/** The envelope every API answer uses (docs/envelope.md). */
export type Envelope<T = unknown> = ContractEnvelope<T>;

/**
 * What a request made with `{ envelope: true }` resolves to: the same side effects as every other
 * request (toasts, token refresh, 401 redirect), but an explicit success flag instead of the plain
 * "data on success, the body otherwise", which cannot tell a payload from an error body.
 */
export type EnvelopeResult<T = unknown> =
  { ok: true; data: T; body: unknown } | { ok: false; code: number | undefined; msg: string; body: unknown };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Resolve an `EnvelopeResult` instead of the plain value (used by the RTK base query and uploads). */
    envelope?: boolean;
  }
}

/** Where toasts go. The default is Arco's `Message`, loaded on first use. */
export interface Notifier {
  error(message: string): void;
  success(message: string): void;
}

export interface HttpHooks {
  notify: Notifier;
  /**
   * Full-path navigation (e.g. to `/Admin/login`). Default: `navigateTo`, which stays in the page for an address
   * of the same app, so a toast shown just before survives.
   */
  navigate: (path: string) => void;
  /** Sent as `Accept-Language`: 'zh-cn' or 'en'. */
  language: () => string;
  /** The current page address used by `areaOf`. Default: `window.location.pathname`. */
  pagePath: () => string;
}

const arcoNotifier: Notifier = {
  error: (message) => void loadArcoMessage().then((Message) => Message.error(message)),
  success: (message) => void loadArcoMessage().then((Message) => Message.success(message)),
};

/**
 * Arco's Message and its CSS, fetched on the first toast so pages that never toast don't pay for it; with the
 * React 19 adapter Message needs to render, which the storefront does not load up front (a no-op where it did).
 */
function loadArcoMessage() {
  return Promise.all([
    import('@arco-design/web-react/es/Message'),
    import('@arco-design/web-react/es/_util/react-19-adapter'),
    import('@arco-design/web-react/es/style/index.css'),
    import('@arco-design/web-react/es/Message/style/index.css'),
  ]).then(([m]) => m.default);
}

/**
 * Goes to a full path. Within the app on screen (the storefront, `/Admin/` or `/Seller/`) the address changes in
 * place and the router follows (wouter listens to `pushState`; the `popstate` event reaches any other router), so
 * the page is not reloaded and a message shown just before stays on screen; another app's address loads that app.
 *
 * @example navigateTo('/Admin/login') // from /Admin/users: no reload
 */
export function navigateTo(path: string): void {
  if (typeof window === 'undefined') return;
  if (areaInAddress(path) !== areaInAddress(window.location.pathname)) {
    window.location.assign(path);
    return;
  }
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

type ExpiryListener = (area: Area) => void;
const expiryListeners = new Set<ExpiryListener>();

/**
 * Calls `listener` when the server ends an area's session (body code 401), after the token is dropped and before
 * the login page opens: the Redux store marks the area signed out, since no reload resets it any more.
 * Returns the unsubscribe function.
 *
 * @example onSessionExpired((area) => { if (area === 'home') store.dispatch(authActions.expired()); })
 */
export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => void expiryListeners.delete(listener);
}

const defaultHooks: HttpHooks = {
  notify: arcoNotifier,
  navigate: navigateTo,
  language: () => getLanguage(),
  pagePath: () => currentPagePath(),
};

const hooks: HttpHooks = { ...defaultHooks };

/** Every query of a page fails at once when the connection drops: one toast says so, not one per query. */
const REPEAT_QUIET_MS = 3000;
let lastNoAnswer = { text: '', at: 0 };

/**
 * Replaces the notifier, navigation, language or page-path source (apps, tests).
 *
 * @example configureHttp({ notify: { error: vi.fn(), success: vi.fn() }, navigate: vi.fn() })
 */
export function configureHttp(overrides: Partial<HttpHooks>): void {
  Object.assign(hooks, overrides);
  lastNoAnswer = { text: '', at: 0 };
}

/** Restores the default hooks. */
export function resetHttpHooks(): void {
  Object.assign(hooks, defaultHooks);
}

/** The hooks in effect (read by the auth thunks so they toast and navigate the same way). */
export function httpHooks(): Readonly<HttpHooks> {
  return hooks;
}

/** Appends `/{id}` to a path when the id is above 0. */
export function withId(path: string, id: number | string | null | undefined): string {
  return Number(id) > 0 ? `${path}/${id}` : path;
}

/** The request address as the server will see it: baseURL joined with url. */
export function requestAddress(config: { baseURL?: string | undefined; url?: string | undefined }): string {
  const url = config.url ?? '';
  if (/^[a-z][a-z\d+\-.]*:\/\//i.test(url) || !config.baseURL) return url;
  return `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function isChatAddress(address: string, url: string): boolean {
  return address.includes('api/Chat') || /^\/?Chat\//.test(url);
}

function isIsLoginAddress(address: string, url: string): boolean {
  return address.includes('api/is_login') || url.includes('is_login');
}

function tokenFromBody(data: unknown): string | null {
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const token = data.get('token');
    return typeof token === 'string' && token ? token : null;
  }
  if (data && typeof data === 'object' && 'token' in data) {
    const token = (data as { token?: unknown }).token;
    return typeof token === 'string' && token ? token : null;
  }
  return null;
}

function isFormBody(data: unknown): data is Record<string, unknown> | unknown[] {
  if (Array.isArray(data)) return true;
  if (!data || typeof data !== 'object') return false;
  const proto = Object.getPrototypeOf(data) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Before a create or update, an empty `is_type` or `is_sort` becomes 0. */
export function zeroEmptyFlags<T>(data: T): T {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const copy: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const key of ['is_type', 'is_sort']) {
    if (key in copy && (copy[key] === '' || copy[key] === null || copy[key] === undefined)) copy[key] = 0;
  }
  return copy as T;
}

/** `data` counts as present when truthy, or exactly false or 0. */
function hasData(data: unknown): boolean {
  return Boolean(data) || data === false || data === 0;
}

function isEnvelope(body: unknown): body is Envelope {
  return !!body && typeof body === 'object' && 'code' in body;
}

function messageOf(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  if (typeof msg === 'string' && msg) return msg;
  if (typeof message === 'string' && message) return message;
  return '';
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const url = config.url ?? '';
  const address = requestAddress(config);
  const headers = AxiosHeaders.from(config.headers);

  if (!headers.has('Authorization')) {
    let token: string | null;
    if (isChatAddress(address, url)) token = tokenFromBody(config.data);
    else if (isIsLoginAddress(address, url)) token = getSetToken();
    else token = getToken(areaOf(address, hooks.pagePath()));
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  headers.set('Accept-Language', hooks.language());

  const method = (config.method ?? 'get').toLowerCase();
  if ((method === 'post' || method === 'put') && isFormBody(config.data)) {
    config.data = formEncode(zeroEmptyFlags(config.data));
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
  }
  config.headers = headers;
  return config;
}

function storeRefreshedToken(response: AxiosResponse, area: Area): void {
  const header = AxiosHeaders.from(response.headers as AxiosHeaders).get('authorization');
  if (typeof header !== 'string' || !header.trim()) return;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  if (token) setToken(area, token);
}

function expireLogin(area: Area, body: unknown): void {
  hooks.notify.error(messageOf(body));
  removeToken(area);
  removeStoredUser(area);
  for (const listener of expiryListeners) listener(area);
  const login = AREAS[area].loginPath;
  if (hooks.pagePath() !== login) hooks.navigate(login);
}

/** Side effects plus what the caller receives. */
function settleBody(body: unknown, area: Area): { value: unknown; result: EnvelopeResult } {
  if (!isEnvelope(body)) {
    // No envelope (e.g. the SPA's HTML for an unknown GET): hand it over untouched.
    const ok = !!body && typeof body === 'object';
    return ok
      ? { value: body, result: { ok: true, data: body, body } }
      : { value: body, result: { ok: false, code: undefined, msg: '', body } };
  }
  const code = Number(body.code);
  const msg = messageOf(body);
  const failure: EnvelopeResult = { ok: false, code, msg, body };
  switch (code) {
    case CODE.ok:
      return { value: hasData(body.data) ? body.data : body, result: { ok: true, data: body.data, body } };
    case CODE.loginExpired:
      expireLogin(area, body);
      return { value: body, result: failure };
    case CODE.noPermission:
      hooks.notify.error(msg);
      return { value: body, result: failure };
    case CODE.quietData:
      return { value: body.data, result: { ok: true, data: body.data, body } };
    case CODE.tooFrequent:
      hooks.notify.error(translate('messages.tooFrequent'));
      return { value: body, result: failure };
    default:
      if (hasData(body.data)) hooks.notify.error(msg);
      return { value: body, result: failure };
  }
}

function onResponse(response: AxiosResponse): AxiosResponse {
  const area = areaOf(requestAddress(response.config), hooks.pagePath());
  storeRefreshedToken(response, area);
  const { value, result } = settleBody(response.data, area);
  // The interceptor deliberately resolves the payload, not the AxiosResponse.
  return (response.config.envelope ? result : value) as AxiosResponse;
}

/** The `messages.http` text for a failed request the server said nothing readable about. */
function httpTextKey(error: AxiosError): keyof BaseMessages['messages']['http'] {
  const status = error.response?.status;
  if (status === undefined) {
    return error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT ? 'timeout' : 'network';
  }
  if (status >= 500) return 'server';
  if (status === 404) return 'notFound';
  if (status === 401) return 'signedOut';
  if (status === 403) return 'forbidden';
  if (status === 413) return 'tooLarge';
  return 'refused';
}

/**
 * What a user reads about a request that failed at the HTTP level: the server's own `msg` when it answered with
 * an envelope, else a sentence in the interface language saying what to do (never axios' "Network Error").
 *
 * @example failureMessage(error) // '服务器出错了，请稍后再试。' for a proxy's bare 502
 */
export function failureMessage(error: AxiosError): string {
  const body = error.response?.data;
  if (isEnvelope(body) && typeof body.msg === 'string' && body.msg.trim()) return body.msg;
  return translate(`messages.http.${httpTextKey(error)}`);
}

function notifyNoAnswer(text: string): void {
  const now = Date.now();
  if (text === lastNoAnswer.text && now - lastNoAnswer.at < REPEAT_QUIET_MS) return;
  lastNoAnswer = { text, at: now };
  hooks.notify.error(text);
}

function onError(error: AxiosError): Promise<never> {
  if (axios.isCancel(error)) return Promise.reject(error);
  const text = failureMessage(error);
  // Whatever shows the error later (a screen's alert, an error boundary) reads the same sentence.
  error.message = text;
  const response = error.response;
  if (!response) {
    notifyNoAnswer(text);
    return Promise.reject(error);
  }
  const area = areaOf(requestAddress(error.config ?? {}), hooks.pagePath());
  storeRefreshedToken(response, area);
  const body = response.data;
  // An envelope that comes with an HTTP error status still follows the body-code rules it names.
  if (isEnvelope(body) && Number(body.code) === CODE.loginExpired) {
    expireLogin(area, body);
  } else if (isEnvelope(body) && Number(body.code) === CODE.tooFrequent) {
    hooks.notify.error(translate('messages.tooFrequent'));
  } else {
    hooks.notify.error(text);
  }
  return Promise.reject(error);
}

/** Builds an axios instance with the shared defaults and interceptors (one per app is enough). */
export function createHttp(): AxiosInstance {
  const instance = axios.create({ baseURL: API_BASE, timeout: HTTP_TIMEOUT });
  instance.interceptors.request.use(onRequest);
  instance.interceptors.response.use(onResponse, onError);
  return instance;
}

/** The shared instance. Its promises resolve to `data` on success or the body otherwise, not to an AxiosResponse. */
export const http: AxiosInstance = createHttp();

type Params = Record<string, unknown>;

/** GET with query parameters; resolves `data` on code 200, else the body. */
export function get<T = unknown>(url: string, params?: Params): Promise<T> {
  return http.get(url, { params }) as Promise<T>;
}

/** POST with a form-encoded body. */
export function post<T = unknown>(url: string, data?: unknown): Promise<T> {
  return http.post(url, data) as Promise<T>;
}

/** PUT with a form-encoded body. */
export function put<T = unknown>(url: string, data?: unknown): Promise<T> {
  return http.put(url, data) as Promise<T>;
}

/** DELETE with query parameters. */
export function deletes<T = unknown>(url: string, params?: Params): Promise<T> {
  return http.delete(url, { params }) as Promise<T>;
}

/** Any request, resolving an explicit `EnvelopeResult` (never rejects for business errors). */
export function requestEnvelope<T = unknown>(
  config: Parameters<AxiosInstance['request']>[0],
  instance: AxiosInstance = http,
): Promise<EnvelopeResult<T>> {
  return instance.request<unknown, EnvelopeResult<T>>({ ...config, envelope: true });
}
