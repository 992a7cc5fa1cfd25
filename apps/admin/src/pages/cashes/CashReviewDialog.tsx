import { useTranslation } from 'react-i18next';
import { Descriptions, Form, Input, Radio } from '@arco-design/web-react';
import type { FormInstance, RulesProps } from '@arco-design/web-react/es/Form/interface';
import '@arco-design/web-react/es/Descriptions/style/css.js';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';
import { useConfigsQuery } from '@shop/api/endpoints/system';
import { CASH_STATUS } from '@shop/contract/finance';
import { CashAccount, cashAmounts, yuan } from '@shop/backoffice/finance-cells';
import { useCrud } from '@shop/ui/crud/CrudContext';
import { CrudModal } from '@shop/ui/crud/CrudModal';
import { arcoConfirm } from '@shop/ui/crud/confirm';
import { RuleForm } from '@shop/ui/crud/RuleForm';
import type { CrudRow } from '@shop/ui/crud/types';
import { asText } from '@shop/ui/fields/values';
import { useResourceText } from '../useResourceText.ts';
import { CashOwner } from './CashOwner.tsx';
import { feeRate, REFUSE_INFO_MAX, REMARK_MAX, reviewBody, reviewOf, reviewProblems } from './review.ts';

export interface CashReviewDialogProps {
  /** The pending request under review; null when closed. */
  cash: CrudRow | null;
  onClose: () => void;
}

const START = { cash_status: CASH_STATUS.paid, refuse_info: '', remark: '' };

/** What the request moves: who asked, the account, the amount asked, the fee (and the setting's rate), the payout. */
function CashSummary({ cash }: { cash: CrudRow }) {
  const text = useResourceText();
  const { data, isSuccess } = useConfigsQuery({ name: 'store' });
  const rate = isSuccess ? feeRate(data) : undefined;
  const { gross, fee, net } = cashAmounts(cash);
  const money = (cents: number) => yuan(cents / 100);
  return (
    <div data-testid="cash-review-summary">
      <Descriptions
        column={1}
        border
        size="small"
        style={{ marginBottom: 16 }}
        labelStyle={{ width: 140 }}
        data={[
          { label: text('resources.cashes.fields.owner'), value: <CashOwner row={cash} /> },
          { label: text('resources.cashes.review.account'), value: <CashAccount row={cash} /> },
          { label: text('resources.cashes.review.gross'), value: money(gross) },
          {
            label: text('resources.cashes.fields.commission'),
            value: (
              <span data-testid="cash-review-fee">
                {money(fee)}
                {rate === undefined ? '' : ` (${text('resources.cashes.review.rate', { rate })})`}
              </span>
            ),
          },
          {
            label: text('resources.cashes.fields.money'),
            value: <strong data-testid="cash-review-net">{money(net)}</strong>,
          },
        ]}
      />
    </div>
  );
}

/** The decision, the reason (asked only to refuse) and the note. */
function ReviewFields({ form, rules }: { form: FormInstance<CrudRow>; rules: (field: string) => RulesProps[] }) {
  const text = useResourceText();
  const refusing = reviewOf({ cash_status: Form.useWatch('cash_status', form) }).decision === CASH_STATUS.refused;
  return (
    <>
      <Form.Item field="cash_status" label={text('resources.cashes.review.decision')} required>
        <Radio.Group type="button" data-testid="cash-review-decision">
          <Radio value={CASH_STATUS.paid} data-testid="cash-review-pay">
            {text('resources.cashes.review.pay')}
          </Radio>
          <Radio value={CASH_STATUS.refused} data-testid="cash-review-refuse">
            {text('resources.cashes.review.refuse')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {refusing ? (
        <Form.Item
          field="refuse_info"
          label={text('resources.cashes.fields.refuse_info')}
          required
          rules={rules('refuse_info')}
        >
          <Input.TextArea
            maxLength={REFUSE_INFO_MAX}
            showWordLimit
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={text('resources.cashes.review.reasonHint')}
            data-testid="cash-review-reason"
          />
        </Form.Item>
      ) : null}
      <Form.Item field="remark" label={text('resources.cashes.fields.remark')} rules={rules('remark')}>
        <Input maxLength={REMARK_MAX} showWordLimit data-testid="cash-review-remark" />
      </Form.Item>
    </>
  );
}

/**
 * Decides a pending withdrawal: pay it out, or refuse it with a reason (required; the applicant reads it), then —
 * once confirmed — `PUT /Admin/cashes/{id}`. The list reloads itself (the update invalidates it); a request
 * decided meanwhile is refused by the server, whose message is shown.
 */
export function CashReviewDialog({ cash, onClose }: CashReviewDialogProps) {
  const { t } = useTranslation();
  const text = useResourceText();
  const crud = useCrud();

  /** Asks before money moves: paying out is final, a refusal gives the amount back to the applicant. */
  const confirmed = (body: CrudRow, row: CrudRow) => {
    const refuse = asText(body.cash_status) === String(CASH_STATUS.refused);
    const { gross, net } = cashAmounts(row);
    return arcoConfirm({
      title: text(refuse ? 'resources.cashes.review.refuseTitle' : 'resources.cashes.review.payTitle'),
      content: refuse
        ? text('resources.cashes.review.refuseConfirm', { money: yuan(gross / 100) })
        : text('resources.cashes.review.payConfirm', { money: yuan(net / 100), name: asText(row.name) }),
      okText: t('crud.ok'),
      cancelText: t('crud.cancel'),
    });
  };

  return (
    <CrudModal
      title={text('resources.cashes.review.title', { id: asText(cash?.id) })}
      visible={cash !== null}
      onClose={onClose}
      options={{ width: 600 }}
    >
      {cash ? (
        <>
          <CashSummary cash={cash} />
          <RuleForm
            id="cash-review"
            labelWidth={120}
            initialValues={START}
            check={reviewProblems}
            describe={(problem) => text(`resources.cashes.review.${problem.key}`)}
            partners={{ cash_status: ['refuse_info'] }}
            payload={(values) => reviewBody(reviewOf(values))}
            onSubmit={async (body, options) => {
              if (!(await confirmed(body, cash))) return false;
              const ok = await crud.update({ id: cash.id }, body, options);
              if (ok) onClose();
              return ok;
            }}
            onCancel={onClose}
          >
            {(rules, form) => <ReviewFields form={form} rules={rules} />}
          </RuleForm>
        </>
      ) : null}
    </CrudModal>
  );
}
