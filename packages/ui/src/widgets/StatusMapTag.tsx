import { Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Tag/style/css.js';
import { translateMaybe, useTranslator } from '../fields/label.ts';
import type { ColumnDef } from '../crud/types.ts';
import type { DictDef } from '../fields/types.ts';
import { statusEntry, statusItems, type StatusMap } from './status-map.ts';

export interface StatusMapTagProps {
  map: StatusMap;
  /** The status code as the row carries it (4, '4', true...). */
  value: unknown;
  size?: 'small' | 'default' | 'medium' | 'large';
  'data-testid'?: string;
}

/**
 * A state of a status map as a coloured tag with its translated label; an unknown code shows '-'.
 *
 * @example <StatusMapTag map={STORE_VERIFY} value={row.store_verify} />
 */
export function StatusMapTag({ map, value, size = 'small', 'data-testid': testId }: StatusMapTagProps) {
  const translator = useTranslator();
  const entry = statusEntry(map, value);
  if (!entry) return <span data-testid={testId}>-</span>;
  return (
    <Tag color={entry.color} size={size} data-testid={testId} data-status={String(value)}>
      {translateMaybe(entry.label, translator)}
    </Tag>
  );
}

/**
 * A list column showing a status map's tag. It stays a `dict_tag` column for the export (labels instead of
 * codes), which reads the dictionary `statusDict` gives under the same name.
 *
 * @example columns: [statusColumn('store_verify', STORE_VERIFY)], dicts: [statusDict('store_verify', STORE_VERIFY)]
 */
export function statusColumn(value: string, map: StatusMap, extra: Partial<ColumnDef> = {}): ColumnDef {
  return {
    value,
    type: 'dict_tag',
    dict: value,
    render: (row) => <StatusMapTag map={map} value={row[value]} />,
    ...extra,
  };
}

/** The static dictionary of a status map (search selects, form selects, export labels). */
export function statusDict(name: string, map: StatusMap): DictDef {
  return { name, items: statusItems(map) };
}
