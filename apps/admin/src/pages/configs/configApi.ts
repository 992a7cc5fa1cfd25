import { requestEnvelope } from '@shop/api/http';
import type { CrudRow } from '@shop/ui/crud/types';

/**
 * How one settings tab reads and writes (server: apps/server/src/modules/system/configs.ts):
 * - `names`: several plain settings (`GET /Admin/configs?name[]=a&name[]=b`, saved flat);
 * - `group`: one JSON setting (`GET ?name=<group>`, saved as `{<group>: {...}}`);
 * - `many`: one sub-object of a JSON setting (`GET ?name=<group>&many=true&many_name=<key>`, saved as
 *   `{<group>: {...}, many: true, many_name: <key>}`, which the server merges into that key only).
 */
export type ConfigSource =
  | { kind: 'names'; names: readonly string[] }
  | { kind: 'group'; group: string }
  | { kind: 'many'; group: string; key: string };

const CONFIGS = '/Admin/configs';

function asRecord(data: unknown): CrudRow {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as CrudRow) : {};
}

/** The tab's current values, or undefined when the call failed (the http layer has toasted why). */
export async function loadConfig(source: ConfigSource): Promise<CrudRow | undefined> {
  const params =
    source.kind === 'names'
      ? { name: [...source.names] }
      : source.kind === 'group'
        ? { name: source.group }
        : { name: source.group, many: true, many_name: source.key };
  const result = await requestEnvelope({ url: CONFIGS, method: 'GET', params });
  return result.ok ? asRecord(result.data) : undefined;
}

/** The body `PUT /Admin/configs/update` takes for the tab's values. */
export function configBody(source: ConfigSource, values: CrudRow): CrudRow {
  if (source.kind === 'names') return values;
  if (source.kind === 'group') return { [source.group]: values };
  return { [source.group]: values, many: true, many_name: source.key };
}

/** Saves the tab; true on success. */
export async function saveConfig(source: ConfigSource, values: CrudRow): Promise<boolean> {
  const result = await requestEnvelope({ url: `${CONFIGS}/update`, method: 'PUT', data: configBody(source, values) });
  return result.ok;
}
