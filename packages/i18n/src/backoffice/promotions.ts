import type { ResourceGroup } from './types.ts';

/**
 * Promotions: the Seller's coupons, coupon log, full reductions, flash sales and group buys, the
 * Admin's overviews of them, and what they share under `promotions` (status vocabularies, the stop action, the
 * form's hints and checks). The Seller and Admin resources have the same paths, so one set of labels serves both.
 * zh-cn and en with the same keys (checked by backoffice.test.ts).
 */
const WINDOW_ZH = {
  start_time: '开始时间',
  end_time: '结束时间',
  status: '状态',
  stopped: '平台停止',
  created_at: '创建时间',
  store_id: '店铺',
  store_name: '店铺',
};
const WINDOW_EN = {
  start_time: 'Starts at',
  end_time: 'Ends at',
  status: 'Status',
  stopped: 'Platform stop',
  created_at: 'Created at',
  store_id: 'Store',
  store_name: 'Store',
};
const GOODS_ZH = { goods_id: '商品', goods_name: '商品名称', goods_master_image: '商品图片' };
const GOODS_EN = { goods_id: 'Goods', goods_name: 'Goods name', goods_master_image: 'Picture' };

const group: ResourceGroup = {
  'zh-cn': {
    coupons: {
      fields: {
        id: 'ID',
        name: '优惠券名称',
        money: '面额',
        use_money: '使用门槛',
        stock: '剩余数量',
        per_user: '每人限领',
        content: '使用说明',
        ...WINDOW_ZH,
      },
    },
    coupon_logs: {
      fields: {
        id: 'ID',
        coupon_id: '优惠券',
        name: '优惠券',
        user_id: '用户ID',
        nickname: '领取人',
        money: '面额',
        use_money: '使用门槛',
        order_id: '使用订单ID',
        order_no: '使用订单',
        status: '是否使用',
        state: '状态',
        start_time: '生效时间',
        end_time: '失效时间',
        created_at: '领取时间',
      },
    },
    full_reductions: {
      fields: { id: 'ID', name: '活动名称', money: '减免金额', use_money: '满额门槛', ...WINDOW_ZH },
    },
    seckills: {
      fields: {
        id: 'ID',
        ...GOODS_ZH,
        sku_id: '规格',
        price: '秒杀价',
        discount: '折扣(%)',
        quota: '秒杀数量',
        sold: '已抢',
        per_user: '每人限购',
        ...WINDOW_ZH,
      },
    },
    collectives: {
      fields: {
        id: 'ID',
        ...GOODS_ZH,
        discount: '拼团折扣(%)',
        need: '成团人数',
        hours: '成团时限(小时)',
        ...WINDOW_ZH,
      },
    },
    promotions: {
      fields: { window: '有效期' },
      status: { '0': '未开始', '1': '进行中', '2': '已结束' },
      stopped: { '0': '正常', '1': '平台已停止' },
      coupon_state: { '0': '待使用', '1': '已使用', '2': '未开始', '3': '已结束' },
      log_status: { '0': '未使用', '1': '已使用' },
      cells: {
        noMinimum: '无门槛',
        percentOff: '减 {{percent}}%',
        sold: '已抢 {{sold}} / {{quota}}',
        everySku: '全部规格',
      },
      actions: {
        stop: '停止',
        resume: '恢复',
        stopTitle: '停止活动',
        resumeTitle: '恢复活动',
        stopConfirm: '停止「{{name}}」？它将立即失效（已开的团按时结束），店铺不能自行恢复。',
        resumeConfirm: '恢复「{{name}}」？它将在自己的有效期内重新生效。',
      },
      form: {
        noGoods: '未选择商品',
        normalPrice: '原价 ￥{{price}}',
        everySku: '全部规格',
        skuHint: '只对所选规格秒杀；选“全部规格”则对该商品的每个规格生效。',
        priceHint: '填写秒杀价，或不填秒杀价而填写折扣：两者都填时按秒杀价。',
        discountHint: '20 表示减价 20%（原价 ￥100 的商品卖 ￥80）。',
        useMoneyHint: '订单满多少元可用，0 表示无门槛。',
        thresholdHint: '订单满多少元减免，0 表示每单都减。',
        stockHint: '还能被领取的张数，每领取一张减一。',
        quotaHint: '以秒杀价卖出的件数上限（仍受商品库存限制）。',
        hoursHint: '开团后在这段时间内未凑齐人数，团自动取消并退款。',
      },
      errors: {
        required: '不能为空。',
        goods: '请选择商品。',
        text: '最多 {{max}} 个字。',
        money: '请输入大于 0 且不超过 {{max}} 的金额，最多两位小数。',
        threshold: '请输入 0 到 {{max}} 之间的金额，最多两位小数。',
        int: '请输入 {{min}} 到 {{max}} 之间的整数。',
        percent: '请输入 1 到 100 之间的折扣，最多两位小数。',
        priceOrDiscount: '请填写秒杀价或折扣。',
        priceBelowNormal: '秒杀价必须低于原价 ￥{{price}}。',
        quotaBelowSold: '秒杀数量不能少于已抢的 {{sold}} 件。',
        time: '请选择正确的时间。',
        window: '结束时间必须晚于开始时间。',
      },
    },
  },
  en: {
    coupons: {
      fields: {
        id: 'ID',
        name: 'Coupon name',
        money: 'Amount off',
        use_money: 'Minimum order',
        stock: 'Copies left',
        per_user: 'Per shopper',
        content: 'Description',
        ...WINDOW_EN,
      },
    },
    coupon_logs: {
      fields: {
        id: 'ID',
        coupon_id: 'Coupon',
        name: 'Coupon',
        user_id: 'User ID',
        nickname: 'Claimed by',
        money: 'Amount off',
        use_money: 'Minimum order',
        order_id: 'Order ID',
        order_no: 'Used on order',
        status: 'Used',
        state: 'State',
        start_time: 'Valid from',
        end_time: 'Valid until',
        created_at: 'Claimed at',
      },
    },
    full_reductions: {
      fields: { id: 'ID', name: 'Name', money: 'Amount off', use_money: 'Threshold', ...WINDOW_EN },
    },
    seckills: {
      fields: {
        id: 'ID',
        ...GOODS_EN,
        sku_id: 'SKU',
        price: 'Flash price',
        discount: 'Percent off',
        quota: 'Quota',
        sold: 'Sold',
        per_user: 'Per buyer',
        ...WINDOW_EN,
      },
    },
    collectives: {
      fields: {
        id: 'ID',
        ...GOODS_EN,
        discount: 'Percent off',
        need: 'Group size',
        hours: 'Time limit (hours)',
        ...WINDOW_EN,
      },
    },
    promotions: {
      fields: { window: 'Valid period' },
      status: { '0': 'Not started', '1': 'Running', '2': 'Ended' },
      stopped: { '0': 'Active', '1': 'Stopped by platform' },
      coupon_state: { '0': 'To be used', '1': 'Used', '2': 'Not started', '3': 'Ended' },
      log_status: { '0': 'Not used', '1': 'Used' },
      cells: {
        noMinimum: 'No minimum',
        percentOff: '{{percent}}% off',
        sold: '{{sold}} / {{quota}} sold',
        everySku: 'Every SKU',
      },
      actions: {
        stop: 'Stop',
        resume: 'Resume',
        stopTitle: 'Stop promotion',
        resumeTitle: 'Resume promotion',
        stopConfirm:
          'Stop “{{name}}”? It stops applying at once (open groups end on time), and the store cannot undo it.',
        resumeConfirm: 'Resume “{{name}}”? It applies again within its own dates.',
      },
      form: {
        noGoods: 'No goods chosen',
        normalPrice: 'Normal price ￥{{price}}',
        everySku: 'Every SKU',
        skuHint: 'The flash sale applies to this SKU only; “Every SKU” applies it to each SKU of the goods.',
        priceHint:
          'Give a flash price, or leave it empty and give a percent off: the flash price wins when both are set.',
        discountHint: '20 means 20% off (a ￥100 goods sells at ￥80).',
        useMoneyHint: 'The order total from which the coupon can be used; 0 means no minimum.',
        thresholdHint: 'The order total from which the amount is taken off; 0 means every order.',
        stockHint: 'Copies that can still be claimed; each claim takes one.',
        quotaHint: 'Units sold at the flash price at most (the goods stock still applies).',
        hoursHint: 'A group still short after this time is cancelled and its members refunded.',
      },
      errors: {
        required: 'Cannot be empty.',
        goods: 'Choose the goods.',
        text: 'At most {{max}} characters.',
        money: 'Enter an amount above 0 and at most {{max}}, with at most two decimals.',
        threshold: 'Enter an amount from 0 to {{max}}, with at most two decimals.',
        int: 'Enter a whole number from {{min}} to {{max}}.',
        percent: 'Enter a percent off from 1 to 100, with at most two decimals.',
        priceOrDiscount: 'Give a flash price or a percent off.',
        priceBelowNormal: 'The flash price must be below the normal price ￥{{price}}.',
        quotaBelowSold: 'The quota cannot be below the {{sold}} units already sold.',
        time: 'Choose a valid time.',
        window: 'The end time must be after the start time.',
      },
    },
  },
};

export default group;
