import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { httpHooks } from '@shop/api/http';
import { useCreateMutation, useUpdateMutation } from '@shop/api/resource';
import { asApiError, isErrorReply, needsOwnToast, replyMessage } from '@shop/ui/crud/reply';
import {
  GOODS_STEPS,
  draftFromRecord,
  emptyDraft,
  firstInvalidStep,
  goodsPayload,
  stepOfField,
  validateStep,
  type DraftUpdate,
  type GoodsDraft,
  type GoodsEditorMode,
  type GoodsErrors,
  type GoodsStep,
} from './goods-form.ts';
import { useGoodsText } from './useGoodsText.ts';

export interface GoodsWizardOptions {
  mode: GoodsEditorMode;
  /** The area's goods resource, e.g. `/Seller/goods`. */
  goodsPath: string;
  /** The goods being edited as loaded; undefined for a new goods or while it loads. */
  record: Record<string, unknown> | undefined;
  editing: boolean;
  /** Called after a successful save. */
  onSaved: () => void;
}

export interface GoodsWizard {
  draft: GoodsDraft;
  update: DraftUpdate;
  /** False while an edited goods has not been loaded into the draft yet. */
  loaded: boolean;
  step: number;
  current: GoodsStep;
  /** The furthest step reached: the step bar lets the user go back to any of them directly. */
  reached: number;
  /** The current step's errors once shown, plus the field the server refused. */
  errors: GoodsErrors;
  /** The server's refusal of the last save, '' when none. */
  serverMessage: string;
  clearServerMessage: () => void;
  submitting: boolean;
  /** Moves to a step; moving forward needs every step before it to pass. */
  goTo: (index: number) => void;
  /** Checks every step, opens the first that fails, else saves (create or update). */
  submit: () => Promise<void>;
}

/** The field a 422 answer names (`data.field`), if any. */
function fieldOf(body: unknown): string | undefined {
  const record = (value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  const data = record(record(body)?.data);
  return typeof data?.field === 'string' ? data.field : undefined;
}

/**
 * The goods editor's state over one draft: which step is open, the checks "Next" and "Publish" run, and the
 * save with the server's refusal shown on the field it names.
 */
export function useGoodsWizard({ mode, goodsPath, record, editing, onSaved }: GoodsWizardOptions): GoodsWizard {
  const { t } = useTranslation();
  const { errorText } = useGoodsText();
  const [draft, setDraft] = useState<GoodsDraft>(emptyDraft);
  const [loaded, setLoaded] = useState(!editing);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<GoodsErrors>({});
  const [serverMessage, setServerMessage] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [createGoods] = useCreateMutation();
  const [updateGoods] = useUpdateMutation();

  useEffect(() => {
    if (!editing || !record || loaded) return;
    setDraft(draftFromRecord(record));
    setLoaded(true);
    // An edited goods opens on its information; every step is reachable.
    setStep(1);
    setReached(GOODS_STEPS.length - 1);
  }, [editing, record, loaded]);

  const current: GoodsStep = GOODS_STEPS[step] ?? 'class';
  const errors: GoodsErrors = { ...(showErrors ? validateStep(current, draft, mode) : {}), ...serverErrors };

  const update = useCallback<DraftUpdate>((patch) => {
    setDraft((old) => ({ ...old, ...(typeof patch === 'function' ? patch(old) : patch) }));
    setServerErrors({});
  }, []);

  const show = (index: number) => {
    setStep(index);
    setReached((far) => Math.max(far, index));
    window.scrollTo?.({ top: 0 });
  };

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
          ? await updateGoods({ path: goodsPath, id: draft.id, data }).unwrap()
          : await createGoods({ path: goodsPath, data }).unwrap();
      if (isErrorReply(answer)) {
        const msg = replyMessage(answer) || t('messages.error');
        httpHooks().notify.error(msg);
        setServerMessage(msg);
        return;
      }
      httpHooks().notify.success(t('messages.success'));
      onSaved();
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

  return {
    draft,
    update,
    loaded,
    step,
    current,
    reached,
    errors,
    serverMessage,
    clearServerMessage: () => setServerMessage(''),
    submitting,
    goTo,
    submit,
  };
}
