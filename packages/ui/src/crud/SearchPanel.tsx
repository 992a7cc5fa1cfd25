import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Grid } from '@arco-design/web-react';
import { IconDown, IconUp } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Grid/style/css.js';
import type { Area } from '@shop/api/areas';
import { FormField } from '../fields/FormField.tsx';
import type { DictData } from '../fields/options.ts';
import type { FieldDef, SearchDef } from '../fields/types.ts';
import './crud.css';

/** Fields shown while the panel is collapsed. */
export const SEARCH_VISIBLE = 5;
/** Above this many fields the panel starts collapsed ("advanced"). */
export const SEARCH_ADVANCED = 3;

export interface SearchPanelProps {
  defs: readonly SearchDef[];
  /** The applied inputs; the panel starts from them and follows when they change (Back, reload). */
  values: Readonly<Record<string, unknown>>;
  /** Query: the raw inputs (the controller adds the operators and drops empty keys). */
  onSearch: (values: Record<string, unknown>) => void;
  dicts?: DictData;
  resource?: string;
  area?: Area;
}

/** A search option as a registry field: `data` becomes the static options. */
function asFieldDef(def: SearchDef): FieldDef {
  const { where: _where, data, ...rest } = def;
  return data ? { ...rest, options: { ...rest.options, items: data } } : rest;
}

/**
 * The search panel: every field through the form-field registry, placeholder =
 * label; 4 per row on large screens (2 on small, 1 on phones); with more than 3 fields it starts collapsed
 * on the first 5, and an Expand/Collapse control appears when there are more than 5. Query hands over the
 * inputs; Reset only clears them.
 *
 * @example <SearchPanel defs={[{ value: 'name', where: 'like' }]} values={crud.searchValues} onSearch={crud.applySearch} />
 */
export function SearchPanel({ defs, values, onSearch, dicts, resource, area }: SearchPanelProps) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<Record<string, unknown>>(() => ({ ...values }));
  const [collapsed, setCollapsed] = useState(defs.length > SEARCH_ADVANCED);
  const appliedKey = JSON.stringify(values);
  useEffect(() => {
    setInputs(JSON.parse(appliedKey) as Record<string, unknown>);
  }, [appliedKey]);

  // Opened by the toolbar's Search button (which has the focus as it is pressed): the panel sits above that
  // button, behind it in the Tab order, so the focus moves to the first field for the keyboard to type in.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    const table = box.current?.closest('.crud-table');
    if (!(opener instanceof HTMLElement) || !opener.hasAttribute('aria-expanded')) return;
    if (!table || opener.closest('.crud-toolbar')?.closest('.crud-table') !== table) return;
    box.current?.querySelector<HTMLElement>('input:not([disabled]), textarea, [tabindex="0"]')?.focus();
  }, []);

  // Enter in a text field runs the query, as in any search form; selects, pickers and cascaders keep Enter for
  // choosing their option, and an input method composing a Chinese word keeps it for that word.
  const queryOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    const field = event.target;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !(field instanceof HTMLInputElement)) return;
    if (field.closest('.arco-select, .arco-picker, .arco-cascader, .arco-tree-select')) return;
    event.preventDefault();
    onSearch(inputs);
  };

  const shown = collapsed ? defs.slice(0, SEARCH_VISIBLE) : defs;
  return (
    <div ref={box} className="crud-search" data-testid="crud-search" role="search" onKeyDown={queryOnEnter}>
      <Grid.Row gutter={20}>
        {shown.map((def) => (
          <Grid.Col key={def.value} xs={24} sm={12} md={8} lg={6} className="crud-search-item">
            <FormField
              def={asFieldDef(def)}
              value={inputs[def.value]}
              onChange={(value) => setInputs((current) => ({ ...current, [def.value]: value }))}
              dicts={dicts}
              resource={resource}
              area={area}
            />
          </Grid.Col>
        ))}
        <Grid.Col xs={24} sm={12} md={8} lg={6} className="crud-search-item">
          <Button type="primary" onClick={() => onSearch(inputs)}>
            {t('crud.query')}
          </Button>
          <Button onClick={() => setInputs({})}>{t('crud.reset')}</Button>
          {defs.length > SEARCH_VISIBLE ? (
            <Button type="text" aria-expanded={!collapsed} onClick={() => setCollapsed((c) => !c)}>
              {collapsed ? t('crud.expand') : t('crud.collapse')} {collapsed ? <IconDown /> : <IconUp />}
            </Button>
          ) : null}
        </Grid.Col>
      </Grid.Row>
    </div>
  );
}
