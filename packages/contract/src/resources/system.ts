import { defineDescriptor } from '../resource.ts';

// `search: []` puts a field in the back-office search panel as an exact match (a select: no operator suffix).

/** Carriers: their code is what orders store in delivery_code and what the tracking query wants. */
export const expresses = defineDescriptor({
  area: 'admin',
  path: 'expresses',
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['likeRight'], column: true },
    code: { required: true, search: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: {
    parent: 'admin.logistics',
    labels: { zh: '物流公司', en: 'Carriers' },
    view: 'Admin/exts/expresses/index',
    sort: 1,
  },
});

/** SMS templates by purpose (`name`: register, forget_password, …), with the provider's code and signature. */
export const sms = defineDescriptor({
  area: 'admin',
  path: 'sms',
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['likeRight'], column: true },
    code: { required: true, search: ['likeRight'], column: true },
    content: { required: true, search: ['likeRight'], column: true },
    description: { kind: 'text', column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: {
    parent: 'admin.sms-settings',
    labels: { zh: '签名配置', en: 'SMS Templates' },
    view: 'Admin/sms/index',
    sort: 1,
  },
});

/** App releases per device (android, ios, mini): a full package or a wgt hot update. */
export const appVersions = defineDescriptor({
  area: 'admin',
  path: 'app_versions',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    name: { required: true, search: ['likeRight'], column: true },
    version: { search: ['like'], column: true },
    version_code: { kind: 'int', required: true, search: true, sortable: true },
    device: { required: true, dict: 'device', search: [], column: true },
    is_wgt: { kind: 'int', dict: 'is_wgt', search: true, column: true },
    url: {},
    apple_id: {},
    content: { kind: 'richText' },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: {
    parent: 'admin.settings',
    labels: { zh: '版本更新', en: 'App Versions' },
    view: 'Admin/app_versions/index',
    sort: 99,
  },
});

/** The audit trail of Admin and Seller writes: read-only, and readable by the super admin only. */
export const auditLogs = defineDescriptor({
  area: 'admin',
  path: 'audit_logs',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    area: { readOnly: true, dict: 'area', search: [], column: true },
    account_id: { kind: 'int', readOnly: true, search: true, sortable: true },
    account_name: { readOnly: true, search: ['like'], column: true },
    store_id: { kind: 'int', readOnly: true, search: true, column: true },
    route: { readOnly: true, search: ['like'], sortable: true, column: true },
    method: { readOnly: true, dict: 'method', search: [], column: true },
    path: { readOnly: true, search: true },
    ids: { readOnly: true, search: true, column: true },
    ip: { readOnly: true, search: ['likeRight'], column: true },
    status: { kind: 'int', readOnly: true, search: true },
    code: { kind: 'int', readOnly: true, search: true, column: true },
    /** `AuditChanges` as JSON text (@shop/contract/audit): the records and fields the write changed. */
    changes: { kind: 'text', readOnly: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, search: [], sortable: true, column: true },
  },
  menu: {
    parent: 'admin.system',
    labels: { zh: '操作日志', en: 'Audit Log' },
    view: 'Admin/audit_logs/index',
    icon: 'fa-history',
    sort: 10,
  },
});

/**
 * Sent SMS codes: read and delete only, since a log row is also a valid verification code. The server masks the
 * code (`****23`) and refuses a search by it, so the page proves a send without handing out the code.
 */
export const smsLogs = defineDescriptor({
  area: 'admin',
  path: 'sms_logs',
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { readOnly: true, search: ['likeRight'], column: true },
    phone: { readOnly: true, search: ['likeRight'], column: true },
    content: { readOnly: true, column: true },
    status: { kind: 'int', readOnly: true, dict: 'status', search: [], column: true },
    ip: { readOnly: true, search: true, column: true },
    error_msg: { kind: 'text', readOnly: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, column: true },
  },
  menu: {
    parent: 'admin.sms-settings',
    labels: { zh: '短信日志', en: 'SMS Logs' },
    view: 'Admin/sms_logs/index',
    sort: 2,
  },
});

/** Provinces, cities and districts: a tree linked by code (`pid` is the parent's code, '0' for provinces). */
export const areas = defineDescriptor({
  area: 'admin',
  path: 'areas',
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    pid: { required: true, dict: 'pid', search: true },
    name: { required: true, search: ['likeRight'], column: true },
    code: { required: true, search: true, sortable: true, column: true },
    // Follows from the parent: the server sets it.
    deep: { kind: 'int', readOnly: true, search: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  order: [{ field: 'id', dir: 'asc' }],
  tree: { key: 'code' },
  menu: { parent: 'admin.logistics', labels: { zh: '区域地址', en: 'Areas' }, view: 'Admin/exts/areas/index' },
});

/** Currencies; row 1 (RMB) is every money column's default and cannot be deleted. Listed with the system settings. */
export const currencies = defineDescriptor({
  area: 'admin',
  path: 'currencies',
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['likeRight'], column: true },
    ename: { required: true, search: ['like'], column: true },
    currency: { required: true, search: ['like'], column: true },
    currency_ename: { required: true, search: ['like'], column: true },
    content: { kind: 'text', max: 255, column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: {
    parent: 'admin.settings',
    labels: { zh: '货币管理', en: 'Currencies' },
    view: 'Admin/exts/currencies/index',
    sort: 4,
  },
});
