import { Button } from '@arco-design/web-react';
import { IconCheck } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import { GOODS_STEPS, type GoodsStep } from './goods-form.ts';
import { useGoodsText } from './useGoodsText.ts';

export interface GoodsEditorActionsProps {
  step: number;
  current: GoodsStep;
  submitting: boolean;
  onStep: (index: number) => void;
  onSubmit: () => void;
}

const NEXT_LABEL: Record<GoodsStep, string> = {
  class: 'editor.nextBasic',
  basic: 'editor.nextSkus',
  skus: 'editor.nextContent',
  content: 'editor.nextContent',
};

/** Previous, Next (named after the step it opens) and, past the category, Publish. */
export function GoodsEditorActions({ step, current, submitting, onStep, onSubmit }: GoodsEditorActionsProps) {
  const { g } = useGoodsText();
  return (
    <div className="goods-editor-actions">
      {step > 0 ? (
        <Button data-testid="goods-prev" onClick={() => onStep(step - 1)}>
          {g('editor.prev')}
        </Button>
      ) : null}
      {step < GOODS_STEPS.length - 1 ? (
        <Button type="primary" data-testid="goods-next" onClick={() => onStep(step + 1)}>
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
          onClick={onSubmit}
        >
          {g('editor.submit')}
        </Button>
      ) : null}
    </div>
  );
}
