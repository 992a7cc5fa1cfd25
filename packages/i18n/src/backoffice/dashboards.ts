import type { ResourceGroup } from './types.ts';

/**
 * The Admin and Seller dashboards (`resources.dashboards.*`) and the columns of the Admin analyses' lists
 * (`dashboard_users`, `dashboard_stores`, `dashboard_pays`). zh-cn keeps qwshop's wording; zh-cn and en have the
 * same keys (checked by backoffice.test.ts).
 */
const group: ResourceGroup = {
  'zh-cn': {
    dashboards: {
      fields: {},
      period: {
        label: '统计粒度',
        day: '按日',
        month: '按月',
        year: '按年',
        range: '日期范围',
        start: '开始日期',
        end: '结束日期',
      },
      kpi: {
        totalSales: '总销售额',
        todaySales: '日销售额',
        yesterdaySales: '昨日销售额',
        weekSales: '本周销售额',
        monthSales: '本月销售额',
        lastMonthSales: '上月销售额',
        dayRate: '日同比',
        weekRate: '周同比',
        monthRate: '月环比',
        orders: '订单信息',
        wait: '等待付款',
        complete: '完成订单',
        send: '等待发货',
        refund: '售后处理',
      },
      charts: {
        salesTrend: '销售趋势',
        userTrend: '用户趋势',
        orderTrend: '单量趋势',
        sales: '销售额',
        newUsers: '新增用户',
        paidOrders: '订单数',
        newStores: '新增店铺',
        payments: '支付金额',
      },
      rank: {
        stores: '店铺销售额排名',
        goods: '商品销售额排名',
        storesTop10: '门店销售额排名 TOP 10',
        goodsTop10: '商品销售额排名 TOP 10',
        goodsQuantityTop10: '商品下单排名 TOP 10',
        empty: '暂无数据',
      },
      titles: {
        users: '会员分析',
        stores: '店铺分析',
        sales: '销量分析',
        pays: '支付分析',
      },
      payStatus: { '1': '成功', '0': '否' },
      money: '￥{{value}}',
      count: '{{value}}',
      loadFailed: '数据加载失败，请稍后重试',
    },
    dashboard_users: {
      fields: { avatar: '头像', nickname: '昵称', username: '用户名', phone: '手机', created_at: '创建时间' },
    },
    dashboard_stores: {
      fields: {
        store_logo: '店铺图标',
        store_name: '店铺名称',
        area_info: '地区',
        store_status: '状态',
        store_verify: '审核',
        created_at: '创建时间',
      },
    },
    dashboard_pays: {
      fields: {
        pay_no: '支付订单号',
        trade_no: '第三方订单',
        payment_name: '支付方式',
        total: '金额',
        pay_status: '支付状态',
        pay_time: '支付时间',
        created_at: '创建时间',
      },
    },
  },
  en: {
    dashboards: {
      fields: {},
      period: {
        label: 'Granularity',
        day: 'By day',
        month: 'By month',
        year: 'By year',
        range: 'Date range',
        start: 'Start date',
        end: 'End date',
      },
      kpi: {
        totalSales: 'Total sales',
        todaySales: 'Sales today',
        yesterdaySales: 'Sales yesterday',
        weekSales: 'Sales this week',
        monthSales: 'Sales this month',
        lastMonthSales: 'Sales last month',
        dayRate: 'Day on day',
        weekRate: 'Week on week',
        monthRate: 'Month on month',
        orders: 'Orders',
        wait: 'Awaiting payment',
        complete: 'Completed',
        send: 'Awaiting shipment',
        refund: 'After-sales',
      },
      charts: {
        salesTrend: 'Sales trend',
        userTrend: 'User trend',
        orderTrend: 'Order volume trend',
        sales: 'Sales',
        newUsers: 'New users',
        paidOrders: 'Orders',
        newStores: 'New stores',
        payments: 'Payments',
      },
      rank: {
        stores: 'Store sales ranking',
        goods: 'Goods sales ranking',
        storesTop10: 'Store sales TOP 10',
        goodsTop10: 'Goods sales TOP 10',
        goodsQuantityTop10: 'Goods ordered TOP 10',
        empty: 'No data yet',
      },
      titles: {
        users: 'Member analysis',
        stores: 'Store analysis',
        sales: 'Sales analysis',
        pays: 'Payment analysis',
      },
      payStatus: { '1': 'Paid', '0': 'No' },
      money: '¥{{value}}',
      count: '{{value}}',
      loadFailed: 'The figures could not be loaded, please try again later',
    },
    dashboard_users: {
      fields: {
        avatar: 'Avatar',
        nickname: 'Nickname',
        username: 'Username',
        phone: 'Phone',
        created_at: 'Created at',
      },
    },
    dashboard_stores: {
      fields: {
        store_logo: 'Store logo',
        store_name: 'Store name',
        area_info: 'Region',
        store_status: 'Status',
        store_verify: 'Review',
        created_at: 'Created at',
      },
    },
    dashboard_pays: {
      fields: {
        pay_no: 'Payment no.',
        trade_no: 'Third-party trade no.',
        payment_name: 'Method',
        total: 'Amount',
        pay_status: 'Payment status',
        pay_time: 'Paid at',
        created_at: 'Created at',
      },
    },
  },
};

export default group;
