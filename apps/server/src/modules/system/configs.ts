import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { INTEGRAL_CONFIG, INTEGRAL_ORDER_RATE, INTEGRAL_ORDER_RATE_KEY } from '@shop/contract/integral';
import { configReadRequestSchema, configUpdateRequestSchema } from '@shop/contract/requests/system';
import { parseSynonyms, SEARCH_CONFIG, SEARCH_SYNONYMS_KEY, synonymLimitOf } from '@shop/contract/search-synonyms';
import type { Db } from '../../db/client.ts';
import { configs } from '../../db/schema/index.ts';
import { fail, invalid } from '../../http/envelope.ts';
import { list, str } from '../../http/input.ts';
import { documented, parseInput } from '../../http/route-input.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { bumpCatalogVersion } from '../catalog/cache.ts';
import { noteConfigChanges } from './config-changes.ts';

/**
 * Site settings: one `configs` row per name; `is_type` 0 holds a plain string, 1 a JSON object.
 * Only the Admin area reads or writes them here: `pay`, `oauth`, `sms` and `upload` hold secrets, so the public
 * endpoints of other modules must pick the harmless keys themselves (see `readConfigs`).
 */

type Scalar = string | number | boolean;
type Flat = Record<string, Scalar>;
type JsonConfig = Record<string, Scalar | Flat>;
type ConfigValue = string | JsonConfig;

interface ConfigRow {
  id: number;
  name: string;
  content: string;
  is_type: number;
}

const KEY = /^[A-Za-z0-9_]{1,50}$/;
const MAX_STRING = 5000;
const MAX_JSON = 64 * 1024;
const MAX_KEYS = 100;

/** Plain-string settings that only take certain values. */
const STRING_RULES: Record<string, RegExp> = { close_status: /^[01]$/ };

/** The key of the `task` setting that caps one shopper's unpaid orders (checkout reads it); 0 means no cap. */
export const UNPAID_ORDER_LIMIT_KEY = 'unpaid_order_limit';
/** What that key accepts: a whole number, 0 or more. */
export const UNPAID_ORDER_LIMIT_VALUE = /^(0|[1-9]\d{0,5})$/;
/** The `task` key capping the pieces of one goods one shopper's unpaid orders may hold (checkout); 0 = no cap. */
export const UNPAID_GOODS_LIMIT_KEY = 'unpaid_goods_limit';
/** The `task` key giving flash-sale and group orders minutes to be paid before the timed task cancels them. */
export const PROMOTION_PAY_MINUTES_KEY = 'promotion_pay_minutes';
/** Minutes of that window: 1 to 1440 (a day, the ordinary orders' shortest window). */
export const PROMOTION_PAY_MINUTES_VALUE = /^([1-9]\d{0,2}|1[0-3]\d\d|14[0-3]\d|1440)$/;

/** Keys of JSON settings that only take a scalar of certain values (checked on its text). */
const JSON_RULES: Record<string, Record<string, RegExp>> = {
  task: {
    [UNPAID_ORDER_LIMIT_KEY]: UNPAID_ORDER_LIMIT_VALUE,
    [UNPAID_GOODS_LIMIT_KEY]: UNPAID_ORDER_LIMIT_VALUE,
    [PROMOTION_PAY_MINUTES_KEY]: PROMOTION_PAY_MINUTES_VALUE,
  },
  // Points per yuan of a completed order (modules/integral/earn.ts).
  [INTEGRAL_CONFIG]: { [INTEGRAL_ORDER_RATE_KEY]: INTEGRAL_ORDER_RATE },
};

/**
 * Keys of JSON settings holding a text with rules of its own: the check throws the refusal (422) of a bad value.
 */
const JSON_TEXT_CHECKS: Record<string, Record<string, (text: string, field: string) => void>> = {
  // The keyword search's synonyms (modules/catalog/search-lexicon.ts): the first bad line is named.
  [SEARCH_CONFIG]: {
    [SEARCH_SYNONYMS_KEY]: (text, field) => {
      const [problem] = parseSynonyms(text).problems;
      if (!problem) return;
      const max = synonymLimitOf(problem.reason) ?? 0;
      throw invalid(`searchSynonyms.${problem.reason}`, { field, line: problem.line, max });
    },
  },
};

/** Settings the storefront's catalogue answers depend on: saving one makes every cached catalogue answer obsolete. */
const CATALOG_SETTINGS: ReadonlySet<string> = new Set([SEARCH_CONFIG]);

async function rowsByName(db: Db, names?: readonly string[]): Promise<Map<string, ConfigRow>> {
  const rows = await db
    .select({ id: configs.id, name: configs.name, content: configs.content, is_type: configs.is_type })
    .from(configs)
    .where(and(isNull(configs.deleted_at), names ? inArray(configs.name, [...names]) : undefined));
  return new Map(rows.map((r) => [r.name, r]));
}

function decode(row: ConfigRow): ConfigValue {
  if (row.is_type !== 1) return row.content;
  try {
    const v: unknown = JSON.parse(row.content || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as JsonConfig) : {};
  } catch {
    return {};
  }
}

/**
 * Decoded values of the named settings that exist (strings, or objects for JSON settings). For other modules,
 * e.g. the storefront bootstrap (which must never pass `pay`/`oauth`/`sms`/`upload` to a client).
 */
export async function readConfigs(db: Db, names: readonly string[]): Promise<Record<string, ConfigValue>> {
  const rows = await rowsByName(db, names);
  const out: Record<string, ConfigValue> = {};
  for (const [name, row] of rows) out[name] = decode(row);
  return out;
}

/**
 * Settings a hot path reads on every request (the unpaid-order cap, on each checkout) are kept a few seconds per
 * process: a write through this process drops them at once, other instances see it within SETTINGS_TTL_MS.
 */
const SETTINGS_TTL_MS = 10_000;
type CachedSetting = { value: ConfigValue | undefined; at: number };
const settingsCache = new WeakMap<Db, Map<string, CachedSetting>>();

/** One setting, read through the short per-process cache above. */
export async function readConfigCached(db: Db, name: string): Promise<ConfigValue | undefined> {
  let byName = settingsCache.get(db);
  if (!byName) settingsCache.set(db, (byName = new Map<string, CachedSetting>()));
  const hit = byName.get(name);
  if (hit && Date.now() - hit.at < SETTINGS_TTL_MS) return hit.value;
  const value = (await readConfigs(db, [name]))[name];
  byName.set(name, { value, at: Date.now() });
  return value;
}

/** Form values arrive as strings: "true"/"false"/"null" inside an object mean true/false/"", as in qwshop. */
function scalar(v: unknown, field: string): Scalar {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v))) return v;
  if (typeof v !== 'string') throw invalid('badValue', { field });
  if (v.length > MAX_STRING) throw invalid('tooLong', { field, max: MAX_STRING });
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v === 'null') return '';
  return v;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** A one-level object of scalars (one tab of the pay/oauth pages, the upload/store/task groups, …). */
function flat(v: unknown, field: string): Flat {
  if (!isPlainObject(v)) throw invalid('badValue', { field });
  const entries = Object.entries(v);
  if (!entries.length || entries.length > MAX_KEYS) throw invalid('badValue', { field });
  const out: Flat = {};
  for (const [k, x] of entries) {
    if (!KEY.test(k)) throw invalid('badValue', { field: `${field}.${k}` });
    out[k] = scalar(x, `${field}.${k}`);
  }
  return out;
}

/**
 * The new JSON of a setting: the given object merged into the stored one, key by key. A key that holds an object
 * (pay.wechatwap, oauth.weixin) only accepts an object, merged in turn, and a scalar key only a scalar: a form
 * can never turn a group into a string or drop keys it does not show.
 */
function mergeJson(name: string, current: JsonConfig, given: unknown): { next: JsonConfig; written: JsonConfig } {
  if (!isPlainObject(given)) throw invalid('badValue', { field: name });
  const entries = Object.entries(given);
  if (!entries.length || entries.length > MAX_KEYS) throw invalid('badValue', { field: name });
  const next: JsonConfig = { ...current };
  const written: JsonConfig = {};
  for (const [k, v] of entries) {
    const field = `${name}.${k}`;
    if (!KEY.test(k)) throw invalid('badValue', { field });
    const was = current[k];
    const rule = JSON_RULES[name]?.[k];
    if (isPlainObject(v)) {
      if (rule || (was !== undefined && !isPlainObject(was))) throw invalid('badValue', { field });
      const sub = flat(v, field);
      next[k] = { ...(isPlainObject(was) ? was : {}), ...sub };
      written[k] = sub;
    } else {
      if (isPlainObject(was)) throw invalid('badValue', { field });
      const s = scalar(v, field);
      if (rule && (typeof s === 'boolean' || !rule.test(String(s)))) throw invalid('badValue', { field });
      const textCheck = JSON_TEXT_CHECKS[name]?.[k];
      if (textCheck) {
        if (typeof s !== 'string') throw invalid('badValue', { field });
        textCheck(s, field);
      }
      next[k] = s;
      written[k] = s;
    }
  }
  return { next, written };
}

export async function configRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/configs',
    {
      config: { name: 'admin.configs' },
      ...documented({
        tags: ['admin'],
        summary: 'Read settings: name, name[] or many+many_name',
        query: configReadRequestSchema,
      }),
    },
    async (req) => {
      const input = parseInput(configReadRequestSchema, req);
      // `name` is kept as sent: its shape says whether one value or a name → value object is answered.
      const named = { name: input.name };
      const several = Array.isArray(input.name) || isPlainObject(input.name);
      const names = several
        ? list(named, 'name')
            .map((n) => n.trim())
            .filter(Boolean)
        : [str(named, 'name')].filter(Boolean);
      if (!names.length) throw invalid('required', { field: 'name' });
      if (names.length > MAX_KEYS) throw invalid('badValue', { field: 'name' });
      const rows = await rowsByName(req.server.db, names);
      const missing = names.some((n) => !rows.has(n));
      if (missing) throw fail('configThr');
      if (!several) {
        const value = decode(rows.get(names[0]!)!);
        if (input.many) {
          const sub = typeof value === 'string' ? undefined : value[input.many_name];
          return { code: 200, msg: 'ok', data: sub ?? [] };
        }
        return { code: 200, msg: 'ok', data: value };
      }
      const out: Record<string, ConfigValue> = {};
      for (const n of names) out[n] = decode(rows.get(n)!);
      return { code: 200, msg: 'ok', data: out };
    },
  );

  app.put(
    '/configs/update',
    {
      config: { name: 'admin.configs.update' },
      ...documented({
        tags: ['admin'],
        summary: 'Write settings (keys = names; many+many_name merges one group)',
        body: configUpdateRequestSchema,
      }),
    },
    async (req) => {
      const { is_custom, many, many_name: manyName, ...settings } = parseInput(configUpdateRequestSchema, req);
      const db = req.server.db;
      const rows = await rowsByName(db);
      const custom = is_custom ? new Set(is_custom) : undefined;
      if (many && !KEY.test(manyName)) throw invalid('badValue', { field: 'many_name' });

      // Validate everything first: a refused value leaves every setting as it was.
      const updates: { id: number; name: string; content: string }[] = [];
      const echo: Record<string, ConfigValue> = {};
      for (const [name, given] of Object.entries(settings)) {
        const row = rows.get(name);
        if (!row || (custom && !custom.has(name))) continue; // unknown names are ignored, as in qwshop
        if (row.is_type !== 1) {
          if (given !== null && given !== undefined && typeof given === 'object')
            throw invalid('badValue', { field: name });
          const value =
            typeof given === 'string'
              ? given
              : typeof given === 'number' || typeof given === 'boolean'
                ? String(given)
                : '';
          if (value.length > MAX_STRING) throw invalid('tooLong', { field: name, max: MAX_STRING });
          const rule = STRING_RULES[name];
          if (rule && !rule.test(value)) throw invalid('badValue', { field: name });
          updates.push({ id: row.id, name, content: value });
          echo[name] = value;
          continue;
        }
        // With many+many_name the value is one group (one tab of the pay/oauth pages): an object of scalars.
        const current = decode(row) as JsonConfig;
        const { next, written } = many
          ? mergeJson(name, current, { [manyName]: flat(given, name) })
          : mergeJson(name, current, given);
        const content = JSON.stringify(next);
        if (content.length > MAX_JSON) throw invalid('tooLong', { field: name, max: MAX_JSON });
        updates.push({ id: row.id, name, content });
        echo[name] = many ? (written[manyName] as Flat) : written;
      }
      if (!updates.length) return { code: 200, msg: 'ok', data: [] };
      const now = shanghaiTime();
      await db.transaction(async (tx) => {
        for (const u of updates)
          await tx.update(configs).set({ content: u.content, updated_at: now }).where(eq(configs.id, u.id));
      });
      settingsCache.delete(db);
      noteConfigChanges(req, rows, updates);
      if (updates.some((u) => CATALOG_SETTINGS.has(u.name))) await bumpCatalogVersion(req.server.kv);
      return { code: 200, msg: 'ok', data: echo };
    },
  );
}
