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
        changes: '变更内容',
        created_at: '操作时间',
      },
      options: { admin: '平台后台', seller: '商家后台' },
      actions: { create: '新增', update: '修改', delete: '删除' },
      resources: { configs: '系统配置' },
      change: { none: '无变更记录', more: '另有 {{count}} 条记录未列出', empty: '（空）' },
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
        changes: 'What changed',
        created_at: 'Time',
      },
      options: { admin: 'Admin', seller: 'Seller' },
      actions: { create: 'Created', update: 'Changed', delete: 'Deleted' },
      resources: { configs: 'Settings' },
      change: { none: 'No change recorded', more: '{{count}} more records not listed', empty: '(empty)' },
    },
  },
};

export default group;
