/**
 * A fake API behind the real `http` client, for stories and unit tests: an axios adapter that records
 * every request after the interceptors ran (token, form encoding) and answers from handlers — so the code
 * under test runs unchanged, RTK Query included. `memoryResource` answers the generic table calls
 * (list, show, create, update, delete) from an in-memory list. No test-runner import: stories use it in
 * the browser.
 */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import qs from 'qs';
import { configureHttp, http, resetHttpHooks } from '@shop/api/http';

type Row = Record<string, unknown>;

export interface FakeRequest {
  method: string;
  /** Path with the /api prefix, no query string. */
  path: string;
  /** Full address with the serialised query string. */
  uri: string;
  query: Record<string, unknown>;
  /** The form-encoded body parsed back (POST/PUT); a top-level list parses to an array. */
  form: Row | Row[];
  /** The raw body as sent. */
  body: unknown;
  headers: AxiosHeaders;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Milliseconds before answering, or 'never' (a request that stays pending). */
  delay?: number | 'never';
}

export type FakeHandler = (request: FakeRequest) => FakeReply | undefined;

export interface FakeApi {
  requests: FakeRequest[];
  /** Requests other than GET — what a test usually asserts on. */
  writes: () => FakeRequest[];
  notices: { error: string[]; success: string[] };
  /** Adds a handler in front of the others. */
  use: (handler: FakeHandler) => void;
  restore: () => void;
}

/** An envelope. */
export const ok = (data: unknown): FakeReply => ({ body: { code: 200, msg: 'ok', data } });
export const fail = (msg: string, data: unknown = null, code = 500): FakeReply => ({ body: { code, msg, data } });

function parseForm(data: unknown): Row | Row[] {
  if (typeof data !== 'string') return {};
  const parsed = qs.parse(data, { arrayLimit: 10000, parameterLimit: 100000, depth: 10 }) as Row;
  const keys = Object.keys(parsed);
  if (keys.length && keys.every((key) => /^\d+$/.test(key))) return keys.map((key) => parsed[key] as Row);
  return parsed;
}

/**
 * Installs the fake: every request made through `http` goes to the handlers (first answer wins); an
 * unanswered request gets a 404. Toasts are recorded in `notices` (and still passed to `show` if given,
 * so stories can display them).
 *
 * @example const api = installFakeApi(memoryResource('/api/Admin/articles', rows)); ... api.restore();
 */
export function installFakeApi(
  handlers: FakeHandler | FakeHandler[],
  show?: { error?: (m: string) => void; success?: (m: string) => void },
): FakeApi {
  const list = Array.isArray(handlers) ? [...handlers] : [handlers];
  const requests: FakeRequest[] = [];
  const notices = { error: [] as string[], success: [] as string[] };
  const previous = http.defaults.adapter;
  configureHttp({
    notify: {
      error: (message) => {
        notices.error.push(message);
        show?.error?.(message);
      },
      success: (message) => {
        notices.success.push(message);
        show?.success?.(message);
      },
    },
    navigate: () => undefined,
  });

  const adapter: AxiosAdapter = async (config) => {
    const uri = http.getUri(config);
    const [path = '', search = ''] = uri.split('?');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      path,
      uri,
      query: qs.parse(search, { depth: 5 }),
      form: parseForm(config.data),
      body: config.data,
      headers: AxiosHeaders.from(config.headers),
    };
    requests.push(request);
    let reply: FakeReply | undefined;
    for (const handler of list) {
      reply = handler(request);
      if (reply) break;
    }
    reply ??= { status: 404, body: 'Not Found' };
    if (reply.delay === 'never') await new Promise<never>(() => undefined);
    else if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay as number));
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: status === 200 ? 'OK' : 'Error',
      headers: new AxiosHeaders(),
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
    requests,
    writes: () => requests.filter((request) => request.method !== 'GET'),
    notices,
    use: (handler) => list.unshift(handler),
    restore: () => {
      http.defaults.adapter = previous;
      resetHttpHooks();
    },
  };
}

/** Options of an in-memory resource. */
export interface MemoryResourceOptions {
  /** Tree mode: the field children point at (default 'id'). */
  treeKey?: string;
  /** Fields a create or update must carry (answers the server's validation error otherwise). */
  required?: string[];
}

/** A scalar as text ('' for anything else): what a query string would carry. */
function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

function matches(row: Row, key: string, raw: unknown): boolean {
  const [value = '', operator] = text(raw).split('|');
  const cell = text(row[key]);
  if (operator === 'like') return cell.includes(value);
  if (operator === 'in') return value.split(',').includes(cell);
  if (operator === 'gt') return Number(cell) > Number(value);
  if (operator === 'lt') return Number(cell) < Number(value);
  return cell === value;
}

const RESERVED = new Set([
  'page',
  'per_page',
  'isAll',
  'isWith',
  'isChildren',
  'pid',
  'isResource',
  'total',
  'last_page',
  'current_page',
]);

/**
 * The generic table calls over an in-memory list: paginated list with `field=value|operator`
 * filters, tree levels (`isChildren=true&pid=`), show, create, update, delete by comma-separated ids and
 * `import/excel`. The list is mutated, so a story shows its own changes.
 *
 * @example installFakeApi(memoryResource('/api/Admin/notices', [{ id: 1, title: 'Hello' }]))
 */
export function memoryResource(path: string, rows: Row[], options: MemoryResourceOptions = {}): FakeHandler {
  const treeKey = options.treeKey ?? 'id';
  let nextId = rows.reduce((max, row) => Math.max(max, Number(row.id) || 0), 0) + 1;
  const missing = (form: Row) =>
    (options.required ?? []).find((field) => form[field] === undefined || form[field] === '');

  return (request) => {
    if (request.path !== path && !request.path.startsWith(`${path}/`)) return undefined;
    const rest = request.path.slice(path.length + 1);
    const query = request.query;

    if (request.method === 'GET' && rest === '') {
      const filtered = rows.filter((row) =>
        Object.entries(query).every(([key, value]) => RESERVED.has(key) || matches(row, key, value)),
      );
      if (query.isChildren === 'true') {
        const level = filtered.filter((row) => text(row.pid ?? 0) === text(query.pid ?? 0));
        return ok(
          level.map((row) => ({
            ...row,
            has_children: rows.find((child) => String(child.pid) === String(row[treeKey])) ?? null,
          })),
        );
      }
      const perPage = Number(query.per_page) || 30;
      const page = Number(query.page) || 1;
      return ok({
        data: filtered.slice((page - 1) * perPage, page * perPage),
        total: filtered.length,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(filtered.length / perPage)),
      });
    }
    if (request.method === 'GET') {
      const row = rows.find((r) => String(r.id) === rest);
      return row ? ok({ ...row }) : fail('Data not found.');
    }
    if (request.method === 'POST' && rest === 'import/excel') {
      const list = Array.isArray(request.form) ? request.form : [];
      for (const form of list) rows.unshift({ ...form, id: nextId++ });
      return ok(list.length);
    }
    if (request.method === 'POST' && rest === '') {
      const form = request.form as Row;
      const absent = missing(form);
      if (absent) return fail(`${absent} is required.`, { field: absent });
      const row = { ...form, id: nextId++ };
      rows.unshift(row);
      return ok(row);
    }
    if (request.method === 'PUT') {
      const index = rows.findIndex((r) => String(r.id) === rest);
      if (index < 0) return fail('Data not found.');
      const form = request.form as Row;
      const absent = missing(form);
      if (absent) return fail(`${absent} is required.`, { field: absent });
      rows[index] = { ...rows[index], ...form, id: rows[index]!.id };
      return ok(1);
    }
    if (request.method === 'DELETE') {
      const ids = rest.split(',');
      let removed = 0;
      for (const id of ids) {
        const index = rows.findIndex((r) => String(r.id) === id);
        if (index >= 0) {
          rows.splice(index, 1);
          removed += 1;
        }
      }
      return removed ? ok(removed) : fail('Data not found.');
    }
    return undefined;
  };
}
