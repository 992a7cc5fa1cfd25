import { Divider, Form, Input, Radio, Switch, Tabs } from '@arco-design/web-react';
import '@arco-design/web-react/es/Divider/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import '@arco-design/web-react/es/Switch/style/css.js';
import '@arco-design/web-react/es/Tabs/style/css.js';
import type { Area } from '@shop/api/areas';
import { RichTextEditor } from '@shop/ui/widgets/RichTextEditor';
import { GOODS_LIMITS, GOODS_VERIFY, type GoodsDraft, type GoodsEditorMode, type GoodsErrors } from '../goods-form.ts';
import { useGoodsText } from '../useGoodsText.ts';

export interface ContentStepProps {
  draft: GoodsDraft;
  errors: GoodsErrors;
  mode: GoodsEditorMode;
  area: Area;
  update: (patch: Partial<GoodsDraft>) => void;
}

/** Review choices of the admin form (`goods_verify` values an admin may set). */
const REVIEW = [
  { value: GOODS_VERIFY.approved, label: 'review.approve', testid: 'approve' },
  { value: GOODS_VERIFY.pending, label: 'review.pending', testid: 'pending' },
  { value: GOODS_VERIFY.rejected, label: 'review.reject', testid: 'reject' },
] as const;

/**
 * Step 4: the details for desktop and mobile (rich text, HTML + marker + editor JSON) and, for the
 * platform, the review (a rejection needs its reason, shown to the seller) and the featuring flags.
 */
export function ContentStep({ draft, errors, mode, area, update }: ContentStepProps) {
  const { g, errorText } = useGoodsText();
  return (
    <div className="goods-content-step">
      <Tabs defaultActiveTab="pc">
        <Tabs.TabPane key="pc" title={<span data-testid="goods-content-pc">{g('editor.contentPc')}</span>}>
          <div data-testid="goods-content-pc-editor">
            <RichTextEditor
              value={draft.goods_content}
              label={g('editor.contentPc')}
              area={area}
              onChange={(value) => update({ goods_content: value })}
            />
          </div>
        </Tabs.TabPane>
        <Tabs.TabPane key="mobile" title={<span data-testid="goods-content-mobile">{g('editor.contentMobile')}</span>}>
          <div data-testid="goods-content-mobile-editor">
            <RichTextEditor
              value={draft.goods_content_mobile}
              label={g('editor.contentMobile')}
              area={area}
              onChange={(value) => update({ goods_content_mobile: value })}
            />
          </div>
        </Tabs.TabPane>
      </Tabs>

      {mode === 'admin' ? (
        <>
          <Divider orientation="left">{g('editor.review')}</Divider>
          <Form layout="horizontal" labelCol={{ flex: '160px' }} wrapperCol={{ flex: 1 }} className="goods-form">
            <Form.Item label={g('fields.goods_verify')}>
              <Radio.Group
                type="button"
                value={draft.goods_verify}
                data-testid="goods-field-goods_verify"
                onChange={(value: unknown) =>
                  update({ goods_verify: REVIEW.find((r) => r.value === Number(value))?.value ?? 1 })
                }
              >
                {REVIEW.map((choice) => (
                  <Radio key={choice.value} value={choice.value} data-testid={`goods-verify-${choice.testid}`}>
                    {g(choice.label)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {draft.goods_verify === GOODS_VERIFY.rejected ? (
              <Form.Item
                label={g('fields.refuse_info')}
                required
                validateStatus={errors.refuse_info ? 'error' : undefined}
                help={
                  errors.refuse_info ? (
                    <span data-testid="goods-error-refuse_info">{errorText(errors.refuse_info)}</span>
                  ) : undefined
                }
              >
                <Input.TextArea
                  value={draft.refuse_info}
                  maxLength={GOODS_LIMITS.refuse_info}
                  showWordLimit
                  data-testid="goods-field-refuse_info"
                  onChange={(value) => update({ refuse_info: value })}
                />
              </Form.Item>
            ) : null}
            <Form.Item label={g('fields.is_master')}>
              <Switch
                checked={draft.is_master === 1}
                // Form.Item without a field gives the switch no id for its label to point at.
                aria-label={g('fields.is_master')}
                data-testid="goods-field-is_master"
                onChange={(on: boolean) => update({ is_master: on ? 1 : 0 })}
              />
            </Form.Item>
            <Form.Item label={g('fields.is_recommend')}>
              <Switch
                checked={draft.is_recommend === 1}
                // Form.Item without a field gives the switch no id for its label to point at.
                aria-label={g('fields.is_recommend')}
                data-testid="goods-field-is_recommend"
                onChange={(on: boolean) => update({ is_recommend: on ? 1 : 0 })}
              />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </div>
  );
}
