import type { ReactNode } from 'react';
import { Image, Space } from '@arco-design/web-react';
import { IconImage } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Image/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { translateMaybe, type Labelled, type Translator } from '../fields/label.ts';
import { StatusTag } from '../widgets/StatusTag.tsx';
import { MoneyText } from '../widgets/MoneyText.tsx';
import { amountText } from '../widgets/money.ts';
import { faClass } from '../widgets/icons.ts';
import { Pending } from '../list/ListState.tsx';
import { dictLabel, type DictRows } from './dicts.ts';
import type { ColumnDef, CrudRow } from './types.ts';

/** Shown for an empty cell. */
export const EMPTY_CELL = '-';

export function isBlankCell(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** A plain value as text: arrays joined, objects as JSON, empty as '-'. */
export function cellText(value: unknown): string {
  if (isBlankCell(value)) return EMPTY_CELL;
  if (Array.isArray(value)) return value.map((item) => cellText(item)).join(', ');
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? EMPTY_CELL;
}

/** What cell renderers need besides the row: dictionaries and the translator for dictionary labels. */
export interface CellContext {
  dicts: DictRows;
  translator: Translator;
  /** The dictionaries are still loading: a value without a label yet is shown as pending, not as '-'. */
  dictsPending?: boolean;
  /** A column's label in the interface language: a picture cell's text alternative. */
  labelOf?: (field: Labelled) => string;
}

/** A dictionary column's label for a value, translated when it is a key; undefined when missing. */
export function columnDictLabel(
  column: Pick<ColumnDef, 'value' | 'dict' | 'labelName' | 'valueName'>,
  value: unknown,
  ctx: CellContext,
): string | undefined {
  const label = dictLabel(ctx.dicts[column.dict ?? column.value], value, column);
  return label === undefined ? undefined : translateMaybe(label, ctx.translator);
}

/**
 * A 50x50 thumbnail (grey box and a picture icon when empty or broken), previewable; `alt` says what the picture
 * is (its column, its goods), read where the picture cannot be seen.
 */
export function Thumb({
  src,
  alt,
  preview = true,
  size = 50,
}: {
  src: unknown;
  alt: string;
  preview?: boolean;
  size?: number;
}) {
  if (typeof src !== 'string' || !src) {
    return (
      <span className="crud-thumb crud-thumb-empty" style={{ width: size, height: size }}>
        <IconImage />
      </span>
    );
  }
  return (
    <Image
      className="crud-thumb"
      src={src}
      alt={alt}
      width={size}
      height={size}
      preview={preview}
      lazyload
      error={
        <span className="crud-thumb-empty" style={{ width: size, height: size }}>
          <IconImage />
        </span>
      }
    />
  );
}

/** One tag per element of an array (strings, or a comma-joined string). */
export function TagList({ value }: { value: unknown }) {
  const items = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
  if (!items.length) return <>{EMPTY_CELL}</>;
  return (
    <Space size={8} wrap>
      {items.map((item, index) => (
        <StatusTag key={index} value={item as string | number} />
      ))}
    </Space>
  );
}

/** A dictionary value without a label: pending while the dictionaries load, else '-'. */
function unlabelled(value: unknown, ctx: CellContext): ReactNode {
  return ctx.dictsPending && !isBlankCell(value) ? <Pending /> : EMPTY_CELL;
}

/**
 * Renders one list cell by column type. A `render` on the column wins over its type.
 *
 * @example renderCell({ value: 'money', type: 'money' }, { money: 12 }, ctx) // <MoneyText value={12} /> → '+12'
 */
export function renderCell(column: ColumnDef, row: CrudRow, ctx: CellContext): ReactNode {
  const value = row[column.value];
  if (column.render) return column.render(row, value);
  switch (column.type ?? 'text') {
    case 'image':
    case 'avatar':
      return <Thumb src={value} alt={ctx.labelOf?.(column) ?? ''} preview={column.preview ?? true} />;
    case 'tag':
      return isBlankCell(value) ? EMPTY_CELL : <StatusTag value={value as string | number} yesNo={column.tagType} />;
    case 'tags_array':
      return <TagList value={value} />;
    case 'icon_tag':
      return isBlankCell(value) ? (
        EMPTY_CELL
      ) : (
        <span className="crud-icon-tag">
          <i className={faClass(String(value))} aria-hidden="true" />
          <StatusTag value={String(value)} />
        </span>
      );
    case 'money':
      return isBlankCell(value) ? EMPTY_CELL : <MoneyText value={value as string | number} />;
    case 'amount':
      return <span className="crud-amount">{amountText(value) ?? EMPTY_CELL}</span>;
    case 'dict':
      return columnDictLabel(column, value, ctx) ?? unlabelled(value, ctx);
    case 'dict_tag': {
      const label = columnDictLabel(column, value, ctx);
      if (label === undefined) return unlabelled(value, ctx);
      return <StatusTag value={label} yesNo={column.tagType} />;
    }
    case 'custom':
    case 'text':
    default:
      return cellText(value);
  }
}
