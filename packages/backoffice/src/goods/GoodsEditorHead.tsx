import { Button, Steps } from '@arco-design/web-react';
import { IconLeft } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Steps/style/css.js';
import { GOODS_STEPS } from './goods-form.ts';
import { useGoodsText } from './useGoodsText.ts';

export interface GoodsEditorHeadProps {
  editing: boolean;
  /** The edited goods' title, shown beside the heading. */
  goodsName: string;
  step: number;
  /** The furthest step reached; one step beyond it can be clicked too. */
  reached: number;
  onBack: () => void;
  onStep: (index: number) => void;
}

/** The editor's heading: Back, the title, and the step bar. */
export function GoodsEditorHead({ editing, goodsName, step, reached, onBack, onStep }: GoodsEditorHeadProps) {
  const { g } = useGoodsText();
  return (
    <>
      <div className="goods-editor-head">
        <Button size="small" icon={<IconLeft />} data-testid="goods-back" onClick={onBack}>
          {g('editor.back')}
        </Button>
        <h3 className="goods-editor-title">
          {editing ? g('editor.titleEdit') : g('editor.titleAdd')}
          {editing && goodsName ? <span className="goods-editor-subject">{goodsName}</span> : null}
        </h3>
      </div>
      <Steps
        current={step + 1}
        className="goods-steps"
        data-testid="goods-steps"
        onChange={(next: number) => onStep(next - 1)}
      >
        {GOODS_STEPS.map((name, index) => (
          <Steps.Step
            key={name}
            title={<span data-testid={`goods-step-${name}`}>{g(`steps.${name}`)}</span>}
            disabled={index > reached + 1}
          />
        ))}
      </Steps>
    </>
  );
}
