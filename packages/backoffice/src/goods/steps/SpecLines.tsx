import { Button, Checkbox, Space } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import '@arco-design/web-react/es/Checkbox/style/css.js';
import type { SpecAttr } from '../sku-matrix.ts';
import { useGoodsText } from '../useGoodsText.ts';

export interface SpecLinesProps {
  /** The chosen attributes, each with every value the store has for it. */
  attrs: SpecAttr[];
  /** The ticked spec values. */
  checked: ReadonlySet<number>;
  /** The platform sees the combinations but cannot change them. */
  readonly: boolean;
  onToggle: (specId: number, on: boolean) => void;
  onRemove: (attrId: number) => void;
}

/** One line per chosen attribute: its values as checkboxes and a button that drops the attribute. */
export function SpecLines({ attrs, checked, readonly, onToggle, onRemove }: SpecLinesProps) {
  const { g } = useGoodsText();
  if (!attrs.length) {
    return (
      <p className="goods-hint" data-testid="goods-skus-none">
        {g('editor.attrsEmpty')}
      </p>
    );
  }
  return (
    <div className="goods-attr-lines">
      {attrs.map((attr) => (
        <div className="goods-attr-line" key={attr.id} data-testid={`goods-attr-line-${attr.id}`}>
          <span className="goods-attr-name">{attr.name}：</span>
          <Space wrap>
            {attr.specs.map((spec) => (
              <Checkbox
                key={spec.id}
                checked={checked.has(spec.id)}
                disabled={readonly}
                data-testid={`goods-spec-${spec.id}`}
                onChange={(on: boolean) => onToggle(spec.id, on)}
              >
                {spec.name}
              </Checkbox>
            ))}
          </Space>
          {readonly ? null : (
            <Button
              size="mini"
              type="text"
              icon={<IconClose />}
              aria-label={g('editor.removeAttr')}
              title={g('editor.removeAttr')}
              data-testid={`goods-attr-remove-${attr.id}`}
              onClick={() => onRemove(attr.id)}
            />
          )}
        </div>
      ))}
    </div>
  );
}
