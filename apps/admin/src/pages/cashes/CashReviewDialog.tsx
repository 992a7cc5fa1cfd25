import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Modal, Radio } from '@arco-design/web-react';
import '@arco-design/web-react/es/Button/style/css.js';
import '@arco-design/web-react/es/Form/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { CASH_STATUS } from '@shop/contract/finance';
import { httpHooks } from '@shop/api/http';
import { useUpdateMutation } from '@shop/api/resource';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { asApiError, needsOwnToast } from '@shop/ui/crud/reply';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { REFUSE_INFO_MAX, REMARK_MAX, reviewBody, reviewError, type CashDecision, type ReviewError } from './review.ts';

const ERROR_STYLE = { color: 'rgb(var(--danger-6))', fontSize: 12 } as const;

export interface CashReviewDialogProps {
  /** The pending request under review; null when closed. */
  cash: CrudRow | null;
  onClose: () => void;
}

/**
 * Decides a pending withdrawal: pay it out, or refuse it with a reason (required; the applicant reads it), then
 * `PUT /Admin/cashes/{id}`. The list reloads itself (the update invalidates it); a request decided meanwhile is
 * refused by the server, whose message is shown.
 */
export function CashReviewDialog({ cash, onClose }: CashReviewDialogProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const { path } = useCrud();
  const [update, { isLoading }] = useUpdateMutation();
  const [decision, setDecision] = useState<CashDecision>(CASH_STATUS.paid);
  const [reason, setReason] = useState('');
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<ReviewError | undefined>();

  const close = () => {
    setDecision(CASH_STATUS.paid);
    setReason('');
    setRemark('');
    setError(undefined);
    onClose();
  };

  const submit = async () => {
    if (!cash) return;
    const review = { decision, reason, remark };
    const wrong = reviewError(review);
    setError(wrong);
    if (wrong) return;
    try {
      await update({ path, id: cash.id as number, data: reviewBody(review) }).unwrap();
      httpHooks().notify.success(t('messages.success'));
      close();
    } catch (failure) {
      const reply = asApiError(failure);
      if (needsOwnToast(reply)) httpHooks().notify.error(reply.msg || t('messages.error'));
    }
  };

  const reasonError = error === 'reasonRequired' || error === 'reasonTooLong';
  return (
    <Modal
      visible={cash !== null}
      title={text('resources.cashes.review.title', { id: asText(cash?.id) })}
      onCancel={close}
      unmountOnExit
      maskClosable={false}
      style={{ width: 560 }}
      footer={
        <>
          <Button onClick={close}>{t('crud.cancel')}</Button>
          <Button
            type="primary"
            status={decision === CASH_STATUS.refused ? 'danger' : undefined}
            loading={isLoading}
            onClick={() => void submit()}
            data-testid="cash-review-submit"
          >
            {text('resources.cashes.review.submit')}
          </Button>
        </>
      }
    >
      {cash ? (
        <p data-testid="cash-review-summary">
          {text('resources.cashes.review.summary', {
            name: asText(cash.name),
            bank: asText(cash.bank_name),
            card: asText(cash.card_no),
            money: asText(cash.money),
            fee: asText(cash.commission) || '0.00',
          })}
        </p>
      ) : null}
      <Form layout="vertical">
        <Form.Item label={text('resources.cashes.review.decision')} required>
          <Radio.Group
            type="button"
            value={decision}
            onChange={(value: CashDecision) => {
              setDecision(value);
              setError(undefined);
            }}
            data-testid="cash-review-decision"
          >
            <Radio value={CASH_STATUS.paid} data-testid="cash-review-pay">
              {text('resources.cashes.review.pay')}
            </Radio>
            <Radio value={CASH_STATUS.refused} data-testid="cash-review-refuse">
              {text('resources.cashes.review.refuse')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {decision === CASH_STATUS.refused ? (
          <Form.Item
            label={text('resources.cashes.fields.refuse_info')}
            required
            validateStatus={reasonError ? 'error' : undefined}
            help={reasonError ? <span style={ERROR_STYLE}>{text(`resources.cashes.review.${error}`)}</span> : undefined}
          >
            <Input.TextArea
              value={reason}
              maxLength={REFUSE_INFO_MAX}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder={text('resources.cashes.review.reasonHint')}
              onChange={(value) => {
                setReason(value);
                setError(undefined);
              }}
              data-testid="cash-review-reason"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          label={text('resources.cashes.fields.remark')}
          validateStatus={error === 'remarkTooLong' ? 'error' : undefined}
          help={
            error === 'remarkTooLong' ? (
              <span style={ERROR_STYLE}>{text('resources.cashes.review.remarkTooLong')}</span>
            ) : undefined
          }
        >
          <Input
            value={remark}
            maxLength={REMARK_MAX}
            showWordLimit
            onChange={(value) => {
              setRemark(value);
              setError(undefined);
            }}
            data-testid="cash-review-remark"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
