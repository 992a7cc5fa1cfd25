import { useMemo } from 'react';
import { systemApi } from '@shop/api/endpoints/system';
import { useAppDispatch } from '@shop/api/hooks';
import type { AppDispatch } from '@shop/api/redux-store';
import { FRESH, settle, unlessTransport } from '@shop/api/settle';
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

function asRecord(data: unknown): CrudRow {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as CrudRow) : {};
}

/** The body `PUT /Admin/configs/update` takes for the tab's values. */
export function configBody(source: ConfigSource, values: CrudRow): CrudRow {
  if (source.kind === 'names') return values;
  if (source.kind === 'group') return { [source.group]: values };
  return { [source.group]: values, many: true, many_name: source.key };
}

/** The query of a tab's values: `?name[]=a&name[]=b`, `?name=<group>` or `?name=<group>&many=true&many_name=<key>`. */
function configParams(source: ConfigSource): Record<string, unknown> {
  return source.kind === 'names'
    ? { name: [...source.names] }
    : source.kind === 'group'
      ? { name: source.group }
      : { name: source.group, many: true, many_name: source.key };
}

/** The settings calls of the Admin, bound to the app's Redux store. */
export function configApi(dispatch: AppDispatch) {
  return {
    /** The tab's current values (read afresh), or undefined when the server refused (the http layer has toasted why). */
    async loadConfig(source: ConfigSource): Promise<CrudRow | undefined> {
      const loaded = unlessTransport(
        await settle(dispatch(systemApi.endpoints.configs.initiate(configParams(source), FRESH))),
      );
      return loaded.ok ? asRecord(loaded.data) : undefined;
    },

    /** Saves the tab; true on success. */
    async saveConfig(source: ConfigSource, values: CrudRow): Promise<boolean> {
      const call = dispatch(systemApi.endpoints.saveConfigs.initiate(configBody(source, values)));
      return unlessTransport(await settle(call)).ok;
    },
  };
}

/** `configApi` bound to the app's store, stable across renders. */
export function useConfigApi(): ReturnType<typeof configApi> {
  const dispatch = useAppDispatch();
  return useMemo(() => configApi(dispatch), [dispatch]);
}
