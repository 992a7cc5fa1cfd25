import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import qs from 'qs';
import { vi } from 'vitest';
import { configureHttp, http } from '../src/http.ts';

/** One request as the adapter saw it, after the interceptors ran. */
export interface Seen {
  method: string;
  url: string;
  /** Full address with the serialised query string, as axios would send it. */
  uri: string;
  headers: AxiosHeaders;
  data: unknown;
  /** The form-encoded body parsed back (POST/PUT). */
  form: Record<string, unknown>;
  config: InternalAxiosRequestConfig;
}

export interface Reply {
  status?: number;
  statusText?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Simulate a failure with no response (network down). */
  network?: boolean;
  /** Simulate the client's time-out running out. */
  timeout?: boolean;
}

type Handler = (seen: Seen) => Reply;

/**
 * A fake server behind the real `http` instance: installs a custom axios adapter that records each
 * request and answers from a list of handlers (first one whose key matches `METHOD /path`).
 */
export function fakeServer(routes: Record<string, Handler | Reply> = {}) {
  const seen: Seen[] = [];
  const notify = { error: vi.fn<(message: string) => void>(), success: vi.fn<(message: string) => void>() };
  const navigate = vi.fn<(path: string) => void>();
  let page = '/';
  configureHttp({ notify, navigate, pagePath: () => page });

  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const uri = http.getUri(config);
    const method = (config.method ?? 'get').toUpperCase();
    const form = typeof config.data === 'string' ? (qs.parse(config.data) as Record<string, unknown>) : {};
    const record: Seen = { method, url: config.url ?? '', uri, headers, data: config.data, form, config };
    seen.push(record);
    const path = uri.split('?')[0] ?? '';
    const route = routes[`${method} ${path}`] ?? routes[path];
    const reply: Reply =
      typeof route === 'function' ? route(record) : (route ?? { body: { code: 200, msg: 'ok', data: [] } });
    if (reply.network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply.timeout) throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: reply.statusText ?? (status === 200 ? 'OK' : ''),
      headers: AxiosHeaders.from(reply.headers ?? {}),
      config,
      request: {},
    };
    if (status < 200 || status >= 300) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        {},
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;

  return {
    seen,
    notify,
    navigate,
    last: () => seen[seen.length - 1] as Seen,
    setPage: (path: string) => {
      page = path;
    },
    route: (key: string, handler: Handler | Reply) => {
      routes[key] = handler;
    },
  };
}
