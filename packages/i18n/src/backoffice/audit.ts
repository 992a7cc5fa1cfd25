import type { ResourceGroup } from './types.ts';

/** Labels of the audit trail page, zh-cn and en with the same keys (checked by backoffice.test.ts). */
const group: ResourceGroup = {
  'zh-cn': {
    audit_logs: {
      fields: {
        area: '后台',
        account_id: '账号ID',
        account_name: '操作账号',
        store_id: '店铺ID',
        method: '请求方式',
        route: '接口',
        path: '请求地址',
        ids: '数据ID',
        ip: 'IP',
        status: 'HTTP状态',
        code: '结果代码',
        created_at: '操作时间',
      },
      options: { admin: '平台后台', seller: '商家后台' },
    },
  },
  en: {
    audit_logs: {
      fields: {
        area: 'Back office',
        account_id: 'Account ID',
        account_name: 'Account',
        store_id: 'Store ID',
        method: 'Method',
        route: 'Route',
        path: 'Path',
        ids: 'Record IDs',
        ip: 'IP',
        status: 'HTTP status',
        code: 'Result code',
        created_at: 'Time',
      },
      options: { admin: 'Admin', seller: 'Seller' },
    },
  },
};

export default group;
