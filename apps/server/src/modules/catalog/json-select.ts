import { Column, is, sql, type SQL } from 'drizzle-orm';

/**
 * JSON built inside a statement, so one statement can answer what several would (the goods page's SKUs, attributes,
 * store, promotions beside the goods row). Each value must read exactly as the driver reads the column on its own,
 * which JSON would change for some types: numeric 12.50 would become the number 12.5 and a timestamp would gain a
 * 'T'. Those are sent as their text, which is what the driver hands over for them (money as '12.50', times as
 * 'YYYY-MM-DD HH:mm:ss'). A column type not listed here is refused when the statement is built, so a new column
 * cannot silently change the wire format.
 */
const AS_TEXT = new Set(['PgNumeric', 'PgTimestampString', 'PgDateString', 'PgBigInt53', 'PgBigInt64']);
const AS_JSON = new Set(['PgInteger', 'PgSmallInt', 'PgSerial', 'PgVarchar', 'PgText', 'PgChar', 'PgBoolean']);

export type JsonFields = Record<string, Column | SQL>;

function valueOf(v: Column | SQL): SQL {
  if (!is(v, Column)) return v;
  if (AS_TEXT.has(v.columnType)) return sql`${v}::text`;
  if (AS_JSON.has(v.columnType)) return sql`${v}`;
  throw new Error(`json-select: column ${v.name} of type ${v.columnType} has no exact JSON form`);
}

/** `json_build_object('key', value, …)` in the key order given (the order the answer lists them in). */
export function jsonObject(fields: JsonFields): SQL {
  const parts = Object.entries(fields).map(([key, v]) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new Error(`json-select: bad key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${valueOf(v)}`;
  });
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

/**
 * A JSON array of `fields` over the rows of `from` (the rest of a select: `table where …`), in `order`, at most
 * `limit`; `[]` when none. The rows are ordered and limited in a derived table, which the aggregate reads in order.
 */
export function jsonList(fields: JsonFields, from: SQL, order: SQL, limit?: number): SQL {
  const cap = limit === undefined ? sql`` : sql` limit ${sql.raw(String(Math.trunc(limit)))}`;
  return sql`(select coalesce(json_agg(t.j), '[]'::json) from (select ${jsonObject(fields)} as j from ${from} order by ${order}${cap}) t)`;
}

/** The first row of `from` in `order` as a JSON object, null when there is none. */
export function jsonFirst(fields: JsonFields, from: SQL, order: SQL): SQL {
  return sql`(select ${jsonObject(fields)} from ${from} order by ${order} limit 1)`;
}
