import { Alert } from '@arco-design/web-react';
import '@arco-design/web-react/es/Alert/style/css.js';
import type { Area } from '@shop/api/areas';
import { GoodsEditorActions } from './GoodsEditorActions.tsx';
import { GoodsEditorHead } from './GoodsEditorHead.tsx';
import { GoodsLoadState } from './GoodsLoadState.tsx';
import type { GoodsEditorMode } from './goods-form.ts';
import type { GoodsApiBase } from './goods-sources.ts';
import { mergeAttrs } from './sku-matrix.ts';
import { BasicStep } from './steps/BasicStep.tsx';
import { ClassStep } from './steps/ClassStep.tsx';
import { ContentStep } from './steps/ContentStep.tsx';
import { SkuStep } from './steps/SkuStep.tsx';
import { useGoodsSources } from './useGoodsSources.ts';
import { useGoodsText } from './useGoodsText.ts';
import { useGoodsWizard } from './useGoodsWizard.ts';
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
  const { g } = useGoodsText();
  const editing = goodsId !== undefined && goodsId !== '';
  const sources = useGoodsSources(apiBase, mode, goodsId, freightTemplates);
  const wizard = useGoodsWizard({
    mode,
    goodsPath: sources.goodsPath,
    record: sources.detail.data,
    editing,
    onSaved: () => onDone(true),
  });
  const { draft, errors, update, current } = wizard;

  if (editing && !wizard.loaded) {
    const { detail } = sources;
    return (
      <GoodsLoadState
        loading={detail.loading}
        error={detail.error}
        onRetry={detail.reload}
        onBack={() => onDone(false)}
      />
    );
  }

  return (
    <div className="goods-editor" data-testid="goods-editor" data-mode={mode}>
      <GoodsEditorHead
        editing={editing}
        goodsName={draft.goods_name}
        step={wizard.step}
        reached={wizard.reached}
        onBack={() => onDone(false)}
        onStep={wizard.goTo}
      />
      {wizard.serverMessage ? (
        <Alert
          type="error"
          className="goods-server-error"
          closable
          onClose={wizard.clearServerMessage}
          content={
            <span data-testid="goods-server-error">{g('editor.serverError', { msg: wizard.serverMessage })}</span>
          }
        />
      ) : null}

      <div className="goods-step-body" data-testid={`goods-step-body-${current}`}>
        {current === 'class' ? (
          <ClassStep
            classes={sources.classes}
            path={draft.classPath}
            error={errors.class_id}
            onChange={(classPath) => update({ classPath })}
          />
        ) : current === 'basic' ? (
          <BasicStep
            draft={draft}
            errors={errors}
            brands={sources.brands.data ?? []}
            freights={sources.freights.data ?? []}
            area={area}
            update={update}
            onChangeClass={() => wizard.goTo(0)}
          />
        ) : current === 'skus' ? (
          <SkuStep
            draft={draft}
            errors={errors}
            mode={mode}
            available={mergeAttrs(sources.attrs?.data ?? [], draft.attrs)}
            attrs={sources.attrs}
            area={area}
            update={update}
          />
        ) : (
          <ContentStep draft={draft} errors={errors} mode={mode} area={area} update={update} />
        )}
      </div>

      <GoodsEditorActions
        step={wizard.step}
        current={current}
        submitting={wizard.submitting}
        onStep={wizard.goTo}
        onSubmit={() => void wizard.submit()}
      />
    </div>
  );
}

export default GoodsEditor;
