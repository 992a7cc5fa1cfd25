import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Empty, Spin, Steps } from '@arco-design/web-react';
import { IconCheck, IconLeft } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Alert/style/css.js';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Empty/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import type { Area } from '@shop/api/areas';
import { httpHooks } from '@shop/api/http';
import { useCreateMutation, useUpdateMutation } from '@shop/api/resource';
import { asApiError, isErrorReply, needsOwnToast, replyMessage } from '../crud/reply.ts';
import { BasicStep } from './BasicStep.tsx';
import { ClassStep } from './ClassStep.tsx';
import { ContentStep } from './ContentStep.tsx';
import { SkuStep } from './SkuStep.tsx';
import {
  GOODS_STEPS,
  draftFromRecord,
  emptyDraft,
  firstInvalidStep,
  goodsPayload,
  stepOfField,
  validateStep,
  type GoodsDraft,
  type GoodsEditorMode,
  type GoodsErrors,
  type GoodsStep,
} from './goods-form.ts';
import { attrRows, brandRows, classTree, freightRows, goodsSourceUrls, type GoodsApiBase } from './goods-sources.ts';
import { mergeAttrs } from './sku-matrix.ts';
import { useGoodsText } from './useGoodsText.ts';
import { useRemote } from './useRemote.ts';
import './goods-common.css';
import './goods-editor.css';

export type { GoodsApiBase } from './goods-sources.ts';
export type { GoodsEditorMode } from './goods-form.ts';

export interface GoodsEditorProps {
  /** The area's API base: `/Seller` (the store's goods) or `/Admin` (any goods). */
  apiBase: GoodsApiBase;
  /** Default: `admin` for `/Admin`, else `seller`. Admin adds review and featuring and locks the spec combinations. */
  mode?: GoodsEditorMode;
  /** The goods to edit (`GET {apiBase}/goods/{id}`, then `PUT`); none → a new goods (`POST`). */
  goodsId?: number | string;
  /** Leaves the editor: `true` after a successful save, `false` on Back. */
  onDone: (saved: boolean) => void;
  /**
   * Seller: also offer the store's area templates (`GET /Seller/freights?isAll=true`) besides the default
   * template and free shipping. Off by default, so stories and hosts without that list (Admin) ask for nothing.
   */
  freightTemplates?: boolean;
}

const NEXT_LABEL: Record<GoodsStep, string> = {
  class: 'editor.nextBasic',
  basic: 'editor.nextSkus',
  skus: 'editor.nextContent',
  content: 'editor.nextContent',
};

function recordOf(data: unknown): Record<string, unknown> | undefined {
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/** The field a 422 answer names (`data.field`), if any. */
function fieldOf(body: unknown): string | undefined {
  const data = recordOf(recordOf(body)?.data);
  return typeof data?.field === 'string' ? data.field : undefined;
}

/**
 * The goods editor both back offices share: a four-step wizard — category,
 * goods information, attributes and SKUs, details — over one draft. "Next" checks the step it leaves,
 * "Publish" checks them all and opens the first one that fails; the server's refusal is shown on the
 * field it names. Saves through the generic resource calls, so the goods list reloads on return.
 *
 * @example <GoodsEditor apiBase="/Seller" onDone={() => navigate('/goods')} />
 * @example <GoodsEditor apiBase="/Admin" goodsId={5} onDone={close} />
 */
export function GoodsEditor({ apiBase, mode: modeProp, goodsId, onDone, freightTemplates = false }: GoodsEditorProps) {
  const mode: GoodsEditorMode = modeProp ?? (apiBase === '/Admin' ? 'admin' : 'seller');
  const area: Area = apiBase === '/Admin' ? 'admin' : 'seller';
  const { t } = useTranslation();
  const { g, errorText } = useGoodsText();
  const urls = useMemo(() => goodsSourceUrls(apiBase, mode), [apiBase, mode]);
  const editing = goodsId !== undefined && goodsId !== '';

  const classes = useRemote(urls.classes, classTree);
  const brands = useRemote(urls.brands, brandRows);
  const freights = useRemote(freightTemplates ? urls.freights : undefined, freightRows);
  const attrs = useRemote(urls.attrs, attrRows);
  const detail = useRemote(editing ? `${urls.goods}/${goodsId}` : undefined, recordOf);

  const [draft, setDraft] = useState<GoodsDraft>(emptyDraft);
  const [loaded, setLoaded] = useState(!editing);
  const [step, setStep] = useState(0);
  // The furthest step reached: the step bar lets the user go back to any of them directly.
  const [reached, setReached] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<GoodsErrors>({});
  const [serverMessage, setServerMessage] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [createGoods] = useCreateMutation();
  const [updateGoods] = useUpdateMutation();

  useEffect(() => {
    if (!editing || !detail.data || loaded) return;
    setDraft(draftFromRecord(detail.data));
    setLoaded(true);
    // An edited goods opens on its information; every step is reachable.
    setStep(1);
    setReached(GOODS_STEPS.length - 1);
  }, [editing, detail.data, loaded]);

  const current: GoodsStep = GOODS_STEPS[step] ?? 'class';
  const errors: GoodsErrors = { ...(showErrors ? validateStep(current, draft, mode) : {}), ...serverErrors };

  const update = useCallback((patch: Partial<GoodsDraft> | ((draft: GoodsDraft) => Partial<GoodsDraft>)) => {
    setDraft((old) => ({ ...old, ...(typeof patch === 'function' ? patch(old) : patch) }));
    setServerErrors({});
  }, []);

  const show = (index: number) => {
    setStep(index);
    setReached((far) => Math.max(far, index));
    window.scrollTo?.({ top: 0 });
  };

  /** Moves to a step; moving forward needs every step before it to pass. */
  const goTo = (index: number) => {
    if (index > step) {
      for (let before = 0; before < index; before++) {
        const name = GOODS_STEPS[before] ?? 'class';
        if (Object.keys(validateStep(name, draft, mode)).length) {
          setShowErrors(true);
          setStep(before);
          return;
        }
      }
    }
    setShowErrors(false);
    show(index);
  };

  const submit = async () => {
    const invalid = firstInvalidStep(draft, mode);
    if (invalid) {
      setShowErrors(true);
      setStep(GOODS_STEPS.indexOf(invalid.step));
      // The step's summary when it has one (the SKU matrix), else the first field's message.
      const first = invalid.errors.skus ?? invalid.errors.class_id ?? Object.values(invalid.errors)[0];
      httpHooks().notify.error(errorText(first) || t('messages.error'));
      return;
    }
    setSubmitting(true);
    setServerMessage('');
    try {
      const data = goodsPayload(draft, mode);
      const answer =
        draft.id !== undefined
          ? await updateGoods({ path: urls.goods, id: draft.id, data }).unwrap()
          : await createGoods({ path: urls.goods, data }).unwrap();
      if (isErrorReply(answer)) {
        const msg = replyMessage(answer) || t('messages.error');
        httpHooks().notify.error(msg);
        setServerMessage(msg);
        return;
      }
      httpHooks().notify.success(t('messages.success'));
      onDone(true);
    } catch (failure) {
      const error = asApiError(failure);
      const msg = error.msg || t('messages.error');
      if (needsOwnToast(error)) httpHooks().notify.error(msg);
      setServerMessage(msg);
      const field = fieldOf(error.body)?.replace(/^skuList\./, 'skus.');
      if (field) {
        setServerErrors({ [field]: { key: '', text: msg } });
        setStep(GOODS_STEPS.indexOf(stepOfField(field)));
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (editing && !loaded) {
    return (
      <div className="goods-editor" data-testid="goods-editor">
        {detail.loading ? (
          <Spin block loading className="goods-step-loading" />
        ) : (
          <Empty
            description={
              <span data-testid="goods-load-failed">
                {detail.error || g('editor.loadFailed')}{' '}
                <Button size="mini" type="text" onClick={detail.reload}>
                  {g('editor.retry')}
                </Button>
                <Button size="mini" type="text" onClick={() => onDone(false)}>
                  {g('editor.back')}
                </Button>
              </span>
            }
          />
        )}
      </div>
    );
  }

  const available = mergeAttrs(attrs.data ?? [], draft.attrs);

  return (
    <div className="goods-editor" data-testid="goods-editor" data-mode={mode}>
      <div className="goods-editor-head">
        <Button size="small" icon={<IconLeft />} data-testid="goods-back" onClick={() => onDone(false)}>
          {g('editor.back')}
        </Button>
        <h3 className="goods-editor-title">
          {editing ? g('editor.titleEdit') : g('editor.titleAdd')}
          {editing && draft.goods_name ? <span className="goods-editor-subject">{draft.goods_name}</span> : null}
        </h3>
      </div>
      <Steps
        current={step + 1}
        className="goods-steps"
        data-testid="goods-steps"
        onChange={(next: number) => goTo(next - 1)}
      >
        {GOODS_STEPS.map((name, index) => (
          <Steps.Step
            key={name}
            title={<span data-testid={`goods-step-${name}`}>{g(`steps.${name}`)}</span>}
            disabled={index > reached + 1}
          />
        ))}
      </Steps>

      {serverMessage ? (
        <Alert
          type="error"
          className="goods-server-error"
          closable
          onClose={() => setServerMessage('')}
          content={<span data-testid="goods-server-error">{g('editor.serverError', { msg: serverMessage })}</span>}
        />
      ) : null}

      <div className="goods-step-body" data-testid={`goods-step-body-${current}`}>
        {current === 'class' ? (
          <ClassStep
            classes={classes}
            path={draft.classPath}
            error={errors.class_id}
            onChange={(classPath) => update({ classPath })}
          />
        ) : current === 'basic' ? (
          <BasicStep
            draft={draft}
            errors={errors}
            brands={brands.data ?? []}
            freights={freights.data ?? []}
            area={area}
            update={update}
            onChangeClass={() => goTo(0)}
          />
        ) : current === 'skus' ? (
          <SkuStep
            draft={draft}
            errors={errors}
            mode={mode}
            available={available}
            attrs={urls.attrs ? attrs : undefined}
            area={area}
            update={update}
          />
        ) : (
          <ContentStep draft={draft} errors={errors} mode={mode} area={area} update={update} />
        )}
      </div>

      <div className="goods-editor-actions">
        {step > 0 ? (
          <Button data-testid="goods-prev" onClick={() => goTo(step - 1)}>
            {g('editor.prev')}
          </Button>
        ) : null}
        {step < GOODS_STEPS.length - 1 ? (
          <Button type="primary" data-testid="goods-next" onClick={() => goTo(step + 1)}>
            {g(NEXT_LABEL[current])}
          </Button>
        ) : null}
        {step > 0 ? (
          <Button
            type="primary"
            status="success"
            icon={<IconCheck />}
            loading={submitting}
            data-testid="goods-submit"
            onClick={() => void submit()}
          >
            {g('editor.submit')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export default GoodsEditor;
