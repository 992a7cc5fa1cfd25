import type { ResourceGroup } from './types.ts';

/**
 * The Seller's referral plans and commission logs (`seller_distributions`, `seller_distribution_logs`) and its
 * withdrawal requests (`seller_cashes`); their states are the shared `finance_status` (points.ts). Named apart from
 * the paths so the Admin's pages of the same paths (`cashes`, `distribution_logs`) keep their own labels. zh-cn
 * and en with the same keys (checked by backoffice.test.ts).
 */
const group: ResourceGroup = {
  'zh-cn': {
    seller_distributions: {
      fields: {
        id: 'ID',
        goods_id: '商品',
        goods_master_image: '商品图片',
        goods_name: '商品名称',
        lev_1: '一级佣金比例(%)',
        lev_2: '二级佣金比例(%)',
        lev_3: '三级佣金比例(%)',
        created_at: '创建时间',
      },
      form: {
        pickGoods: '选择商品',
        ratesHint: '三级比例之和不能超过 100%，佣金按买家实付金额计算',
        total: '合计：{{total}}%',
      },
      errors: {
        goods: '请选择商品。',
        rate: '请输入 0 到 100 之间的比例，最多两位小数。',
        total: '三级比例之和不能超过 100%（当前 {{total}}%）。',
      },
    },
    seller_distribution_logs: {
      fields: {
        id: 'ID',
        name: '分销等级',
        nickname: '买家',
        beneficiary: '获佣会员',
        order_id: '订单ID',
        order_no: '订单号',
        goods_price: '商品金额',
        money: '计佣金额',
        lev: '佣金比例(%)',
        commission: '佣金',
        status: '结算状态',
        created_at: '创建时间',
      },
    },
    seller_cashes: {
      fields: {
        id: 'ID',
        name: '开户名',
        bank_name: '开户银行',
        card_no: '银行卡号',
        money: '到账金额',
        commission: '手续费',
        cash_status: '状态',
        remark: '备注',
        refuse_info: '拒绝原因',
        created_at: '申请时间',
        amount: '提现金额',
        balance: '可提现余额',
        account: '收款账户',
      },
      actions: {
        withdraw: '申请提现',
        cancel: '取消',
        cancelTitle: '取消提现申请',
        cancelConfirm: '取消这笔 {{money}} 的提现申请？冻结的金额（含手续费）将退回店铺余额。',
      },
      form: {
        title: '申请提现',
        amountHint: '从店铺余额扣除，手续费按平台设置从中扣除',
        cardHint: '12 到 30 位数字',
      },
      errors: {
        required: '请填写此项。',
        amount: '请输入大于 0 的金额，最多两位小数。',
        balance: '提现金额不能超过店铺余额 ￥{{balance}}。',
        card: '银行卡号应为 12 到 30 位数字。',
        tooLong: '最多 {{max}} 个字符。',
      },
    },
  },
  en: {
    seller_distributions: {
      fields: {
        id: 'ID',
        goods_id: 'Goods',
        goods_master_image: 'Picture',
        goods_name: 'Goods name',
        lev_1: 'Level 1 rate (%)',
        lev_2: 'Level 2 rate (%)',
        lev_3: 'Level 3 rate (%)',
        created_at: 'Created at',
      },
      form: {
        pickGoods: 'Pick goods',
        ratesHint: 'The three rates add up to at most 100%; commissions are a share of what the buyer paid',
        total: 'Total: {{total}}%',
      },
      errors: {
        goods: 'Pick a goods.',
        rate: 'Enter a rate from 0 to 100, at most two decimals.',
        total: 'The three rates add up to more than 100% ({{total}}%).',
      },
    },
    seller_distribution_logs: {
      fields: {
        id: 'ID',
        name: 'Level',
        nickname: 'Buyer',
        beneficiary: 'Earned by',
        order_id: 'Order ID',
        order_no: 'Order number',
        goods_price: 'Goods amount',
        money: 'Base amount',
        lev: 'Rate (%)',
        commission: 'Commission',
        status: 'Settlement',
        created_at: 'Created at',
      },
    },
    seller_cashes: {
      fields: {
        id: 'ID',
        name: 'Account name',
        bank_name: 'Bank',
        card_no: 'Card number',
        money: 'Paid out',
        commission: 'Fee',
        cash_status: 'Status',
        remark: 'Remark',
        refuse_info: 'Refusal reason',
        created_at: 'Requested at',
        amount: 'Amount',
        balance: 'Available balance',
        account: 'Bank account',
      },
      actions: {
        withdraw: 'Withdraw',
        cancel: 'Cancel',
        cancelTitle: 'Cancel the withdrawal',
        cancelConfirm:
          'Cancel this withdrawal of {{money}}? The frozen amount (fee included) goes back to the store balance.',
      },
      form: {
        title: 'Withdraw',
        amountHint: 'Taken from the store balance; the platform fee is deducted from it',
        cardHint: '12 to 30 digits',
      },
      errors: {
        required: 'Please fill this in.',
        amount: 'Enter an amount above 0 with at most two decimals.',
        balance: 'The amount cannot exceed the store balance of ￥{{balance}}.',
        card: 'The card number has 12 to 30 digits.',
        tooLong: 'At most {{max}} characters.',
      },
    },
  },
};

export default group;
