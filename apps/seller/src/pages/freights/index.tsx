import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Checkbox, Empty, Input, Space, Spin } from '@arco-design/web-react';
import { IconDelete, IconEdit, IconLocation } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Card/style/css.js';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Space/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import { checkoutApi, useRemoveFreightMutation, useSaveFreightsMutation } from '@shop/api/endpoints/checkout';
import { systemApi } from '@shop/api/endpoints/system';
import { useAppDispatch } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { FRESH, settle, settleWrite } from '@shop/api/settle';
import { arcoConfirm } from '@shop/ui/crud/confirm';
import { useResourceText } from '../useResourceText.ts';
import {
  AMOUNT_FIELDS,
  NAME_MAX,
  blankDraft,
  draftErrors,
  draftsFrom,
  provinceNames,
  provincesFor,
  provincesFrom,
  savePayload,
  type AmountField,
  type FreightDraft,
  type Province,
  type RowErrors,
} from './freight-form.ts';
import './freights.css';

const R = 'resources.freights';

type Loaded = { ok: true; drafts: FreightDraft[] } | { ok: false; msg: string };

/** testids of the amount inputs, by field (`freight-first-price-<index>` is the one the journeys name). */
const AMOUNT_TESTID: Record<AmountField, string> = {
  f_weight: 'freight-first-weight',
  f_price: 'freight-first-price',
  o_weight: 'freight-extra-weight',
  o_price: 'freight-extra-price',
};

/**
 * Freight settings: the store's freight templates by weight — the default one (always there, never removed)
 * and area templates that apply in the provinces they name, each province in one template at most. Loaded from
 * `GET /Seller/freights?isAll=true`, saved all together with `PUT /Seller/freights/0`; removing a saved area
 * template deletes it at once (`DELETE /Seller/freights/{id}`). The goods editor offers these templates.
 */
export default function FreightsPage() {
  const { t } = useTranslation();
  const text = useResourceText();
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  const [drafts, setDrafts] = useState<FreightDraft[]>([]);
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [openAreas, setOpenAreas] = useState<string | undefined>();
  const serial = useRef(0);
  const keyOf = useCallback(() => `row-${(serial.current += 1)}`, []);

  const dispatch = useAppDispatch();
  const [saveFreights] = useSaveFreightsMutation();
  const [removeFreight] = useRemoveFreightMutation();

  const reload = useCallback(async () => {
    const result = await settle(dispatch(checkoutApi.endpoints.freights.initiate(undefined, FRESH)));
    const next: Loaded = result.ok
      ? { ok: true, drafts: draftsFrom(result.data, keyOf) }
      : { ok: false, msg: result.msg };
    setLoaded(next);
    if (next.ok) {
      setDrafts(next.drafts);
      setChecked(false);
      setOpenAreas(undefined);
    }
  }, [keyOf, dispatch]);

  useEffect(() => {
    void reload();
    let alive = true;
    void settle(dispatch(systemApi.endpoints.loadAreas.initiate({ deep: 1 }, FRESH))).then(
      (result) => alive && setProvinces(result.ok ? provincesFrom(result.data) : []),
    );
    return () => {
      alive = false;
    };
  }, [reload, dispatch]);

  // Marks appear once a save was tried, then follow every edit.
  const errors = useMemo(() => (checked ? draftErrors(drafts) : new Map<number, RowErrors>()), [checked, drafts]);

  const update = (index: number, patch: Partial<FreightDraft>) =>
    setDrafts((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const addRow = () => setDrafts((rows) => [...rows, blankDraft(keyOf(), text(`${R}.messages.newName`))]);

  const removeRow = async (index: number) => {
    const row = drafts[index];
    if (!row || index === 0) return;
    if (row.id > 0) {
      const ok = await arcoConfirm({
        title: text(`${R}.messages.removeTitle`),
        content: text(`${R}.messages.removeConfirm`, { name: row.name }),
        okText: t('crud.ok'),
        cancelText: t('crud.cancel'),
      });
      if (!ok) return;
      const result = await settleWrite(removeFreight(row.id), {
        success: t('messages.success'),
        failure: t('messages.error'),
      });
      if (!result.ok) return;
    }
    // Only this row goes: unsaved edits of the others stay.
    setDrafts((rows) => rows.filter((r) => r.key !== row.key));
  };

  const save = async () => {
    setChecked(true);
    if (draftErrors(drafts).size) {
      httpHooks().notify.error(text(`${R}.messages.invalid`));
      return;
    }
    setSaving(true);
    const result = await settleWrite(saveFreights(savePayload(drafts)), {
      success: t('messages.success'),
      failure: t('messages.error'),
    });
    setSaving(false);
    if (result.ok) await reload();
  };

  if (!loaded) return <Spin block loading className="freights-loading" />;
  if (!loaded.ok)
    return (
      <Alert
        type="warning"
        content={loaded.msg || t('crud.loadFailed')}
        action={
          <Button size="mini" onClick={() => void reload()}>
            {t('crud.retry')}
          </Button>
        }
        data-testid="freights-error"
      />
    );

  const custom = drafts.slice(1);
  const amountInput = (index: number, field: AmountField, before?: string, after?: string) => (
    <AmountInput
      label={text(`${R}.fields.${field}`)}
      value={drafts[index]?.[field] ?? ''}
      invalid={!!errors.get(index)?.[field]}
      before={before}
      after={after}
      testId={`${AMOUNT_TESTID[field]}-${index}`}
      onChange={(value) => update(index, { [field]: value })}
    />
  );
  const amountError = (index: number) =>
    AMOUNT_FIELDS.some((field) => errors.get(index)?.[field]) ? (
      <div className="freight-error">{text(`${R}.messages.amount`)}</div>
    ) : null;

  return (
    <div className="freights-page" data-testid="freights-page">
      <Card title={text(`${R}.sections.default`)} className="freights-card">
        <div className="freight-default" data-testid="freight-row-0">
          {amountInput(0, 'f_weight', text(`${R}.sentence.firstWeight`), text(`${R}.sentence.within`))}
          {amountInput(0, 'f_price', text(`${R}.sentence.fee`), text(`${R}.sentence.yuan`))}
          {amountInput(0, 'o_weight', text(`${R}.sentence.extraWeight`), text(`${R}.sentence.kg`))}
          {amountInput(0, 'o_price', text(`${R}.sentence.extraFee`), text(`${R}.sentence.yuan`))}
        </div>
        {amountError(0)}
        <div className="freight-hint">{text(`${R}.messages.defaultHint`)}</div>
      </Card>

      <Card title={text(`${R}.sections.custom`)} className="freights-card">
        <div className="freight-hint">{text(`${R}.messages.customHint`)}</div>
        <div className="freight-grid freight-grid-head">
          <span>{text(`${R}.fields.name`)}</span>
          <span>{text(`${R}.fields.f_weight`)}</span>
          <span>{text(`${R}.fields.f_price`)}</span>
          <span>{text(`${R}.fields.o_weight`)}</span>
          <span>{text(`${R}.fields.o_price`)}</span>
          <span>{t('crud.actions')}</span>
        </div>
        {custom.length === 0 ? <Empty description={text(`${R}.messages.noCustom`)} /> : null}
        {custom.map((row, i) => {
          const index = i + 1;
          const rowErrors = errors.get(index);
          const names = provinceNames(provinces, row.area_id);
          const open = openAreas === row.key;
          return (
            <div key={row.key} className="freight-row" data-testid={`freight-row-${index}`}>
              <div className="freight-grid">
                <Input
                  value={row.name}
                  maxLength={NAME_MAX}
                  error={!!rowErrors?.name}
                  aria-label={text(`${R}.fields.name`)}
                  data-testid={`freight-name-${index}`}
                  onChange={(value) => update(index, { name: value })}
                />
                {amountInput(index, 'f_weight')}
                {amountInput(index, 'f_price')}
                {amountInput(index, 'o_weight')}
                {amountInput(index, 'o_price')}
                <Space size={6}>
                  <Button
                    size="small"
                    type={open ? 'primary' : 'secondary'}
                    icon={<IconLocation />}
                    data-testid={`freight-areas-toggle-${index}`}
                    onClick={() => setOpenAreas(open ? undefined : row.key)}
                  >
                    {text(`${R}.actions.areas`)}
                  </Button>
                  <Button
                    size="small"
                    status="danger"
                    icon={<IconDelete />}
                    data-testid={`freight-remove-${index}`}
                    onClick={() => void removeRow(index)}
                  >
                    {text(`${R}.actions.remove`)}
                  </Button>
                </Space>
              </div>
              {rowErrors?.name ? <div className="freight-error">{text(`${R}.messages.name`)}</div> : null}
              {amountError(index)}
              <div
                className={names.length ? 'freight-area-names' : 'freight-area-names freight-area-none'}
                data-testid={`freight-area-names-${index}`}
              >
                {text(`${R}.fields.area_id`)}: {names.length ? names.join(', ') : text(`${R}.messages.noAreas`)}
              </div>
              {open ? (
                <Checkbox.Group
                  className="freight-areas"
                  value={row.area_id}
                  options={provincesFor(provinces, drafts, index).map((p) => ({ label: p.name, value: p.id }))}
                  data-testid={`freight-areas-${index}`}
                  onChange={(value: string[]) => update(index, { area_id: value })}
                />
              ) : null}
            </div>
          );
        })}
      </Card>

      <Space className="freights-actions">
        <Button icon={<IconEdit />} data-testid="freight-add-row" onClick={addRow}>
          {text(`${R}.actions.add`)}
        </Button>
        <Button type="primary" loading={saving} data-testid="freight-save" onClick={() => void save()}>
          {text(`${R}.actions.save`)}
        </Button>
      </Space>
    </div>
  );
}

interface AmountInputProps {
  /** Accessible name (the grid's column header, or the default row's field). */
  label: string;
  value: string;
  invalid: boolean;
  before?: string;
  after?: string;
  testId: string;
  onChange: (value: string) => void;
}

/** A text input for an amount: kept as typed (no float rounding while editing), checked on save. */
function AmountInput({ label, value, invalid, before, after, testId, onChange }: AmountInputProps) {
  return (
    <Input
      aria-label={label}
      value={value}
      inputMode="decimal"
      maxLength={7}
      error={invalid}
      addBefore={before}
      addAfter={after}
      data-testid={testId}
      onChange={onChange}
    />
  );
}
