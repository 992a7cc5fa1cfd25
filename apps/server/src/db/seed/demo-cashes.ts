/**
 * Demo withdrawals in every state — paid out, refused with a reason, waiting for the platform — by the demo
 * shopper 小明 and the invitee 小红 (from their real-name records' bank data) and by stores 1 and 2 (from the bank
 * data they enter). Requests and decisions go through finance/cashes-rules.ts (requestCash, reviewCash) as of their
 * times, so the fee follows the demo `store.cash` setting and every balance move has its money log.
 */
import { CASH_STATUS } from '@shop/contract/finance';
import type { Tx } from '../client.ts';
import { userChecks } from '../schema/index.ts';
import { shanghaiTime } from '../../lib/time.ts';
import { toCents } from '../../modules/catalog/money.ts';
import { feeBasisPoints, requestCash, reviewCash, type CashOwner } from '../../modules/finance/cashes-rules.ts';
import { asOf } from './demo-clock.ts';
import { DEMO_STORES } from './demo-stores.ts';

const HOUR = 3_600_000;

interface Bank {
  name: string;
  card_no: string;
  bank_name: string;
}

/** Real-name records (user_checks) with the bank account a shopper's withdrawal is paid to. */
const CHECKS: ReadonlyArray<{ user: number; name: string; id_no: string; bank: Omit<Bank, 'name'> }> = [
  {
    user: 9,
    name: '王小明',
    id_no: '110105199203150016',
    bank: { card_no: '6225880137006512', bank_name: '招商银行北京望京支行' },
  },
  {
    user: 27,
    name: '李小红',
    id_no: '110105199505200023',
    bank: { card_no: '6217000010002345678', bank_name: '中国建设银行北京朝阳支行' },
  },
];

const store2 = DEMO_STORES.find((s) => s.id === 2);
/** The accounts stores enter on their withdrawal form. */
const STORE_BANKS: Readonly<Record<number, Bank>> = {
  1: { name: '青梧科技有限公司', card_no: '110902345610501', bank_name: '招商银行北京分行营业部' },
  2: {
    name: store2?.company.slice(0, 20) ?? '',
    card_no: '31001520313050012345',
    bank_name: '中国建设银行上海浦东分行',
  },
};

interface DemoCash {
  owner: CashOwner;
  money: string;
  remark: string;
  /** Hours ago. */
  requested: number;
  decided?: { hours: number; status: 1 | 2; refuse_info?: string; remark?: string };
}

/** In the order they were asked for (the balances they draw on were credited before). */
const CASHES: readonly DemoCash[] = [
  {
    owner: { belong: 'user', id: 27 },
    money: '40.00',
    remark: '分销佣金提现',
    requested: 4.5 * 24,
    decided: { hours: 4 * 24, status: CASH_STATUS.paid },
  },
  {
    owner: { belong: 'store', id: 1 },
    money: '1500.00',
    remark: '月度结算提现',
    requested: 4 * 24,
    decided: { hours: 3 * 24, status: CASH_STATUS.paid, remark: '已转账' },
  },
  {
    owner: { belong: 'user', id: 9 },
    money: '20.00',
    remark: '提现到招行卡',
    requested: 4 * 24,
    decided: { hours: 3.5 * 24, status: CASH_STATUS.paid, remark: '已转账' },
  },
  {
    owner: { belong: 'store', id: 2 },
    money: '100.00',
    remark: '',
    requested: 3.5 * 24,
    decided: { hours: 3 * 24, status: CASH_STATUS.paid },
  },
  {
    owner: { belong: 'user', id: 9 },
    money: '15.00',
    remark: '',
    requested: 3 * 24,
    decided: {
      hours: 2.5 * 24,
      status: CASH_STATUS.refused,
      refuse_info: '银行卡户名与实名信息不一致，请核对后重新申请。',
    },
  },
  {
    owner: { belong: 'store', id: 1 },
    money: '300.00',
    remark: '',
    requested: 2 * 24,
    decided: { hours: 1.5 * 24, status: CASH_STATUS.refused, refuse_info: '开户行名称不完整，请填写到支行。' },
  },
  { owner: { belong: 'user', id: 9 }, money: '10.00', remark: '', requested: 24 },
  { owner: { belong: 'store', id: 2 }, money: '50.00', remark: '', requested: 20 },
  { owner: { belong: 'store', id: 1 }, money: '500.00', remark: '', requested: 10 },
];

/** Inserts the real-name records and runs the withdrawals (after the settlements that fund the stores). */
export async function seedDemoCashes(tx: Tx, now: number, papers: { idFront: string; idBack: string }): Promise<void> {
  const ago = (hours: number) => shanghaiTime(now - Math.round(hours * HOUR));
  await tx.insert(userChecks).values(
    CHECKS.map((c) => ({
      user_id: c.user,
      name: c.name,
      card_no: c.id_no,
      card_t: papers.idFront,
      card_b: papers.idBack,
      bank_no: c.bank.card_no,
      bank_name: c.bank.bank_name,
      created_at: ago(30 * 24),
      updated_at: ago(30 * 24),
    })),
  );
  const basisPoints = await feeBasisPoints(tx);
  for (const c of CASHES) {
    // A shopper's request copies the real-name record (the user route); a store's carries what its form sent.
    const check = CHECKS.find((k) => c.owner.belong === 'user' && k.user === c.owner.id);
    const bank: Bank | undefined = check
      ? { name: check.name, ...check.bank }
      : c.owner.belong === 'store'
        ? STORE_BANKS[c.owner.id]
        : undefined;
    if (!bank) throw new Error(`demo cashes: no bank account for ${c.owner.belong} ${c.owner.id}`);
    const row = await asOf(tx, ago(c.requested), () =>
      requestCash(tx, { owner: c.owner, grossCents: toCents(c.money), basisPoints, ...bank, remark: c.remark }),
    );
    const decided = c.decided;
    if (decided)
      await asOf(tx, ago(decided.hours), () =>
        reviewCash(tx, row.id, {
          status: decided.status,
          refuseInfo: decided.refuse_info ?? '',
          remark: decided.remark,
        }),
      );
  }
}
