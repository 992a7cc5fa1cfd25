import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Input, Modal, Spin, Tag } from '@arco-design/web-react';
import '@arco-design/web-react/es/Input/style/css.js';
import '@arco-design/web-react/es/Modal/style/css.js';
import '@arco-design/web-react/es/Spin/style/css.js';
import '@arco-design/web-react/es/Tag/style/css.js';
import { useRequestCashMutation, useUserCashesQuery, type CashStatus } from '@shop/api/endpoints/cashes';
import { useUserCheckQuery } from '@shop/api/endpoints/stores';
import { useAppDispatch, useAppSelector } from '@shop/api/hooks';
import { httpHooks } from '@shop/api/http';
import { refreshUser } from '@shop/api/session';
import { CASH_STATUS } from '@shop/contract/finance';
import { UserCentre } from '../../components/account/UserCentre.tsx';
import { Empty } from '../../components/display/Empty.tsx';
import { Pager } from '../../components/display/Pager.tsx';
import { cashAmountError, maskCard } from '../../lib/points.ts';
import type { PageProps } from '../../routes.ts';
import '../integral/texts.ts';
import './money.css';
import './cashes.css';
import { QueryFallback } from '@shop/ui/list/ListState';

const PER_PAGE = 30;
/** The request dialog's OK button (primary, as by default); built apart so it may carry a test id. */
const REQUEST_OK_PROPS = { type: 'primary' as const, 'data-testid': 'cash-submit' };

/** Status text key and tag colour of `cash_status`. */
const STATUS: Record<CashStatus, { key: 'pending' | 'paid' | 'refused'; color: string }> = {
  [CASH_STATUS.pending]: { key: 'pending', color: 'orange' },
  [CASH_STATUS.paid]: { key: 'paid', color: 'green' },
  [CASH_STATUS.refused]: { key: 'refused', color: 'red' },
};

/** The request dialog: bank data of the real-name record (read-only), the balance and the amount. */
function CashDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const balance = useAppSelector((state) => state.auth.user?.money) ?? '0.00';
  const check = useUserCheckQuery(undefined, { skip: !open });
  const [money, setMoney] = useState('');
  const [remark, setRemark] = useState('');
  const [request, requesting] = useRequestCashMutation();
  const submit = async () => {
    const error = cashAmountError(money, balance);
    if (error) {
      httpHooks().notify.error(t(`pts.cashes.${error}`));
      return;
    }
    const result = await request({ money: money.trim(), remark: remark.trim() });
    // Refusals (no bank data, balance, limits) come back as the server's message through the client's toasts.
    if ('error' in result) return;
    httpHooks().notify.success(t('pts.cashes.success'));
    setMoney('');
    setRemark('');
    void dispatch(refreshUser());
    onClose();
  };
  const record = check.data;
  return (
    <Modal
      title={t('pts.cashes.dialog')}
      visible={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('pts.cashes.ok')}
      okButtonProps={REQUEST_OK_PROPS}
      cancelText={t('pts.cashes.cancel')}
      confirmLoading={requesting.isLoading}
      unmountOnExit
    >
      <div className="cash-form" data-testid="cash-dialog">
        <div className="cash-form__row">
          <span>{t('pts.cashes.name')}</span>
          <span data-testid="cash-name">{record?.name || t('common.empty')}</span>
        </div>
        <div className="cash-form__row">
          <span>{t('pts.cashes.bank')}</span>
          <span>{record?.bank_name || t('common.empty')}</span>
        </div>
        <div className="cash-form__row">
          <span>{t('pts.cashes.card')}</span>
          <span>{maskCard(record?.bank_no) || t('common.empty')}</span>
        </div>
        <div className="cash-form__row">
          <span>{t('pts.cashes.available')}</span>
          <b className="money-table__out" data-testid="cash-available">
            ￥{balance}
          </b>
        </div>
        <label className="cash-form__row">
          <span>{t('pts.cashes.amount')}</span>
          <Input value={money} onChange={setMoney} inputMode="decimal" maxLength={12} data-testid="cash-amount" />
        </label>
        <label className="cash-form__row">
          <span>{t('pts.cashes.remark')}</span>
          <Input value={remark} onChange={setRemark} maxLength={30} data-testid="cash-remark" />
        </label>
      </div>
    </Modal>
  );
}

/**
 * Withdrawals `/user/cashes`: the shopper's requests (`GET /user/cashes`) with amount, fee, status and refusal
 * reason, and "request withdrawal" (`POST /user/cashes {money, remark}`) to the bank account of the real-name
 * record; without one the page says so and links to the real-name page.
 */
export default function UserCashesPage(_props: PageProps) {
  const { t } = useTranslation();
  const verified = useAppSelector((state) => state.auth.user?.check === true);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [needCheck, setNeedCheck] = useState(false);
  const cashes = useUserCashesQuery({ page, per_page: PER_PAGE });
  const { data, isFetching } = cashes;
  const rows = data?.data ?? [];
  const start = () => {
    if (!verified) {
      httpHooks().notify.error(t('pts.cashes.notCheck'));
      setNeedCheck(true);
      return;
    }
    setOpen(true);
  };
  return (
    <UserCentre
      title={
        <span className="cash-title">
          {t('pts.cashes.title')}
          <button type="button" className="red-button cash-title__button" data-testid="cash-request" onClick={start}>
            {t('pts.cashes.request')}
          </button>
        </span>
      }
      testId="user-cashes"
    >
      {needCheck && !verified && (
        <div className="cash-notice" data-testid="cash-need-check">
          {t('pts.cashes.notCheck')} <Link href="/user/safe/check">{t('pts.cashes.goCheck')}</Link>
        </div>
      )}
      <Spin loading={isFetching} style={{ display: 'block' }}>
        <table className="money-table cash-table" data-testid="cash-list">
          <thead>
            <tr>
              <th>{t('pts.cashes.bank')}</th>
              <th>{t('pts.cashes.card')}</th>
              <th>{t('pts.cashes.name')}</th>
              <th>{t('pts.cashes.money')}</th>
              <th>{t('pts.cashes.fee')}</th>
              <th>{t('pts.cashes.status')}</th>
              <th>{t('pts.cashes.refuse')}</th>
              <th>{t('pts.cashes.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const status = STATUS[Number(row.cash_status) as CashStatus] ?? STATUS[CASH_STATUS.pending];
              return (
                <tr key={row.id} data-testid="cash-row" data-id={row.id} data-status={row.cash_status}>
                  <td data-label={t('pts.cashes.bank')}>{row.bank_name || t('common.empty')}</td>
                  <td data-label={t('pts.cashes.card')}>{maskCard(row.card_no) || t('common.empty')}</td>
                  <td data-label={t('pts.cashes.name')}>{row.name || t('common.empty')}</td>
                  <td data-label={t('pts.cashes.money')}>￥{row.money}</td>
                  <td data-label={t('pts.cashes.fee')}>￥{row.commission}</td>
                  <td data-label={t('pts.cashes.status')}>
                    <Tag color={status.color} data-testid="cash-status">
                      {t(`pts.cashes.${status.key}`)}
                    </Tag>
                  </td>
                  <td
                    className="money-table__info"
                    title={row.refuse_info || undefined}
                    data-label={t('pts.cashes.refuse')}
                  >
                    {row.refuse_info || t('common.empty')}
                  </td>
                  <td className="money-table__time" data-label={t('pts.cashes.createdAt')}>
                    {row.created_at}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <QueryFallback
          query={cashes}
          rows={rows.length}
          empty={<Empty text={t('pts.cashes.empty')} testId="cash-empty" />}
        />
      </Spin>
      {data ? <Pager page={page} lastPage={data.last_page} total={data.total} onChange={setPage} /> : null}
      <CashDialog open={open} onClose={() => setOpen(false)} />
    </UserCentre>
  );
}
