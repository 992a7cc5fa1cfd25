import qs from 'qs';

/**
 * The clients send qs-encoded bodies and axios-encoded query strings in bracket notation
 * (`a[0]=x`, `a[]=x`, `o[k]=v`, `list[0][id]=1`). One parser for both keeps them identical.
 * Limits bound the work an attacker can cause; prototype keys are refused by qs itself.
 */
export function parseBracketed(text: string): Record<string, unknown> {
  return qs.parse(text, {
    depth: 8,
    arrayLimit: 1000,
    parameterLimit: 20000,
    allowPrototypes: false,
    ignoreQueryPrefix: true,
  }) as Record<string, unknown>;
}

export type Input = Record<string, unknown>;

/** Query and body merged into one input (body wins), as qwshop reads them indistinctly. */
export function mergeInput(query: unknown, body: unknown): Input {
  const out: Input = {};
  if (query && typeof query === 'object') Object.assign(out, query);
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) Object.assign(out, body);
  return out;
}

/**
 * The field path (`list[0][name]`) of the first key or string value holding a NUL character, or null. PostgreSQL
 * refuses NUL in text, and no form of ours can type one, so such an input is refused before any handler runs.
 * Walks with its own stack: a deeply nested JSON body must not overflow the call stack.
 */
export function nulField(value: unknown): string | null {
  const stack: Array<[string, unknown]> = [['', value]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [path, v] = item;
    if (typeof v === 'string') {
      if (v.includes('\0')) return path || 'input';
      continue;
    }
    if (!v || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    const entries = Array.isArray(v) ? v.map((x, i): [string, unknown] => [String(i), x]) : Object.entries(v);
    for (const [key, x] of entries.reverse()) {
      const field = path ? `${path}[${key}]` : key;
      if (key.includes('\0')) return field.replaceAll('\0', '\\0');
      stack.push([field, x]);
    }
  }
  return null;
}

/**
 * A quantity as a client may send it: a JSON integer, or a string of plain decimal digits with nothing around
 * them (no sign, spaces, exponent, hex or fraction: `Number()` would accept `" 2"`, `1e3` and `0x10`), between
 * 1 and `max`. Anything else answers null, for the caller to refuse.
 */
export function parseQuantity(raw: unknown, max: number): number | null {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw)) n = Number(raw);
  else return null;
  return Number.isSafeInteger(n) && n >= 1 && n <= max ? n : null;
}

/** Reads a scalar input as a trimmed string ('' when absent or not a scalar). */
export function str(input: Input, key: string): string {
  const v = input[key];
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return '';
}

/** Reads an integer input, or the fallback when absent or not an integer. */
export function int(input: Input, key: string, fallback: number): number {
  const s = str(input, key);
  if (!/^-?\d+$/.test(s)) return fallback;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : fallback;
}

/** qwshop treats any non-empty value other than "0" as true (so "false" is true there; we don't copy that). */
export function flag(input: Input, key: string): boolean {
  const s = str(input, key).toLowerCase();
  return s !== '' && s !== '0' && s !== 'false';
}

/** An input that may be an array (`k[]=a&k[]=b`, `k[0]=a`) or a comma list. */
export function list(input: Input, key: string): string[] {
  const v = input[key];
  if (Array.isArray(v)) return v.map((x) => String(x));
  if (v && typeof v === 'object') return Object.values(v).map((x) => String(x));
  const s = str(input, key);
  return s ? s.split(',') : [];
}
