import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Grid, Space, Spin } from '@arco-design/web-react';
import '@arco-design/web-react/es/Grid/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import { richTextHtml } from '@shop/contract/rich-text-dom';
import { dictOptions, optionLabel } from '../fields/options.ts';
import { translateMaybe, useFieldLabel, useTranslator } from '../fields/label.ts';
import { StatusTag } from '../widgets/StatusTag.tsx';
import { faClass } from '../widgets/icons.ts';
import { useCrud } from './CrudContext.tsx';
import { CrudModal, DIALOG_DEFAULTS, type CrudDialogOptions } from './CrudModal.tsx';
import { EMPTY_CELL, TagList, Thumb, cellText, columnDictLabel, isBlankCell, type CellContext } from './cells.tsx';
import type { CrudController } from './useCrudList.ts';
import type { CrudRow, ViewFieldDef, ViewType } from './types.ts';

/**
 * Types the reference shows as a tag when no `viewType` is given. Not numbers: a coloured tag reads as a status,
 * and amounts (balances, prices) are plain text.
 */
const TAG_TYPES = new Set(['datetime', 'date', 'cascader_lazy']);
/** Types whose value is an option: shown as the option's label. */
const CHOICE_TYPES = new Set(['select', 'radio', 'cascader', 'switch']);

/**
 * How a view field renders. Fields of a choice type without `viewType` show their option
 * label — the reference showed nothing for them, a quirk not kept — and passwords never show.
 */
export function viewKind(def: ViewFieldDef): ViewType | 'choice' | 'icon' | 'none' {
  if (def.viewType) return def.viewType;
  if (def.render) return 'custom';
  const type = def.type;
  if (!type || TAG_TYPES.has(type)) return 'tag';
  if (type === 'avatar' || type === 'image') return 'image';
  if (type === 'editor') return 'html';
  if (type === 'icon') return 'icon';
  if (type === 'password') return 'none';
  if (CHOICE_TYPES.has(type)) return 'choice';
  return 'text';
}

/** The HTML part of a rich-text value (before the marker), cleaned by the shared rich-text rules. */
function htmlOf(value: unknown): string {
  return typeof value === 'string' ? richTextHtml(value) : '';
}

/** One field's value in the View dialog. */
export function ViewValue({ def, record, ctx }: { def: ViewFieldDef; record: CrudRow; ctx: CellContext }): ReactNode {
  const value = record[def.value];
  switch (viewKind(def)) {
    case 'custom':
      return def.render ? def.render(record) : cellText(value);
    case 'tag':
      return isBlankCell(value) ? EMPTY_CELL : <StatusTag value={value as string | number} />;
    case 'text':
      return cellText(value);
    case 'html':
      return <div className="crud-view-html" dangerouslySetInnerHTML={{ __html: htmlOf(value) }} />;
    case 'tags_array':
      return <TagList value={value} />;
    case 'dict':
      return columnDictLabel(def, value, ctx) ?? EMPTY_CELL;
    case 'dict_tag': {
      const label = columnDictLabel(def, value, ctx);
      return label === undefined ? EMPTY_CELL : <StatusTag value={label} yesNo={def.tagType} />;
    }
    case 'choice': {
      const label = optionLabel(dictOptions(def, ctx.dicts), value);
      return label === undefined ? cellText(value) : translateMaybe(label, ctx.translator);
    }
    case 'image':
      return <Thumb src={value} alt={ctx.labelOf?.(def) ?? ''} size={100} />;
    case 'images': {
      const list: unknown[] = Array.isArray(value) ? value : typeof value === 'string' && value ? value.split(',') : [];
      return list.length ? (
        <Space size={10} wrap>
          {list.map((src, index) => (
            <Thumb key={index} src={src} alt={ctx.labelOf?.(def) ?? ''} />
          ))}
        </Space>
      ) : (
        EMPTY_CELL
      );
    }
    case 'icon':
      return isBlankCell(value) ? (
        EMPTY_CELL
      ) : (
        <span className="crud-icon-tag">
          <i className={faClass(String(value))} aria-hidden="true" />
          {String(value)}
        </span>
      );
    case 'none':
    default:
      return null;
  }
}

export interface CrudViewDialogProps {
  fields: readonly ViewFieldDef[];
  resource?: string;
  options?: CrudDialogOptions;
  /** Replaces the body (reference `table_show_hook`). */
  body?: (crud: CrudController, record: CrudRow) => ReactNode;
  /** Adds content under the fields (reference `table_show_bottom_hook`: order goods, tracking). */
  footer?: (crud: CrudController, record: CrudRow) => ReactNode;
}

/**
 * The View dialog: `GET path/{id}`, then each field as "label : value" in the grid, rendered by
 * `viewType` or the field's type.
 *
 * @example <CrudViewDialog fields={[{ value: 'content', viewType: 'html', span: 24 }]} footer={(crud, order) => <Goods order={order} />} />
 */
export function CrudViewDialog({ fields, resource, options, body, footer }: CrudViewDialogProps) {
  const crud = useCrud();
  const { t } = useTranslation();
  const label = useFieldLabel(resource);
  const translator = useTranslator();
  const row = crud.dialog?.kind === 'view' ? crud.dialog.row : undefined;
  const [record, setRecord] = useState<CrudRow | undefined>();

  useEffect(() => {
    if (!row) return;
    let alive = true;
    setRecord(undefined);
    void crud.loadRecord(row).then((loaded) => {
      if (!alive) return;
      if (loaded) setRecord(loaded);
      else crud.closeDialog();
    });
    return () => {
      alive = false;
    };
    // Load once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [row]);

  const span = options?.span ?? DIALOG_DEFAULTS.span;
  const ctx: CellContext = { dicts: crud.dicts, translator, labelOf: label };
  return (
    <CrudModal title={t('crud.view')} visible={!!row} onClose={crud.closeDialog} options={options}>
      {!record ? (
        <Spin block loading className="crud-dialog-loading" />
      ) : body ? (
        body(crud, record)
      ) : fields.length ? (
        <Grid.Row gutter={20} className="crud-view">
          {fields.map((def) => (
            <Grid.Col key={def.value} span={def.span ?? span} className="crud-view-item">
              <span className="crud-view-label">{label(def)} : </span>
              <span className="crud-view-value" data-field={def.value}>
                <ViewValue def={def} record={record} ctx={ctx} />
              </span>
            </Grid.Col>
          ))}
        </Grid.Row>
      ) : (
        <Empty description={t('crud.noFields')} />
      )}
      {record && footer ? footer(crud, record) : null}
    </CrudModal>
  );
}
