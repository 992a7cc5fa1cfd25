/**
 * Configuration, SMS, areas, carriers, currencies and the seller image space.
 * Widened: configs.name 15 -> 30 / description 20 -> 50, file_spaces names 30 -> 100, url 255.
 */
import { index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { img, int, ip, pk, str, timestamps, tiny, ts, txt } from './_columns.ts';

export const configs = pgTable(
  'configs',
  {
    id: pk(),
    name: str('name', 30),
    /** Plain string when is_type 0, JSON text when is_type 1. */
    content: txt('content'),
    description: str('description', 50),
    is_type: tiny('is_type'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('configs_name_unique').on(t.name)],
);

/** SMS templates by purpose (name = register | forget_password | edit_user | user). */
export const sms = pgTable(
  'sms',
  {
    id: pk(),
    name: str('name', 15),
    /** Provider template code. */
    code: str('code', 20),
    /** Signature (sign name). */
    content: str('content', 25),
    description: str('description', 20),
    ...timestamps(),
  },
  (t) => [index('sms_name_idx').on(t.name)],
);

/** Sent codes; a code is usable once (`used_at`), from the same IP, for 600 s. */
export const smsLogs = pgTable(
  'sms_logs',
  {
    id: pk(),
    phone: str('phone', 15),
    name: str('name', 15),
    /** The code sent. */
    content: str('content', 15),
    /** 1 sent, 0 failed. */
    status: tiny('status'),
    error_msg: txt('error_msg'),
    ip: ip(),
    used_at: ts('used_at'),
    ...timestamps(),
  },
  (t) => [index('sms_logs_phone_name_idx').on(t.phone, t.name)],
);

/** Chinese administrative divisions; `pid` is the parent's CODE ("0" for provinces), not its id. */
export const areas = pgTable(
  'areas',
  {
    id: pk(),
    pid: str('pid', 20),
    name: str('name', 30),
    code: str('code', 20),
    /** 0 province, 1 city, 2 district. */
    deep: tiny('deep'),
    ...timestamps(),
  },
  (t) => [index('areas_pid_idx').on(t.pid), index('areas_code_idx').on(t.code)],
);

export const expresses = pgTable('expresses', {
  id: pk(),
  name: str('name', 10),
  /** Stored in orders.delivery_code / refunds.delivery_code. */
  code: str('code', 10),
  ...timestamps(),
});

export const currencies = pgTable('currencies', {
  id: pk(),
  name: str('name', 30).default('名称'),
  ename: str('ename', 20).default('zh-cn'),
  currency: str('currency', 20).default('￥'),
  currency_ename: str('currency_ename', 20).default('RMB'),
  content: txt('content'),
  ...timestamps(),
});

/** Seller image space: one row per uploaded file; belong_id = stores.id. */
export const fileSpaces = pgTable(
  'file_spaces',
  {
    id: pk(),
    belong_id: int('belong_id'),
    dir_id: int('dir_id'),
    name: str('name', 100).default('filename'),
    new_name: str('new_name', 100).default('filename'),
    md5: str('md5', 32),
    url: img('url'),
    ext_name: str('ext_name', 20).default('ext_name'),
    /** public | alioss. */
    disk_name: str('disk_name', 15).default('public'),
    info: str('info', 30).default('0*0'),
    status: tiny('status'),
    is_type: tiny('is_type'),
    ...timestamps(),
  },
  (t) => [index('file_spaces_belong_id_idx').on(t.belong_id, t.dir_id)],
);

export const fileSpaceDirs = pgTable(
  'file_space_dirs',
  {
    id: pk(),
    belong_id: int('belong_id'),
    name: str('name', 30).default('tmpdir'),
    ...timestamps(),
  },
  (t) => [index('file_space_dirs_belong_id_idx').on(t.belong_id)],
);

/**
 * Audit trail: one row per write (any method but GET/HEAD/OPTIONS) a signed-in account made in the Admin or Seller
 * area, refused ones included, so an investigation sees attempts as well as changes. Never a body: only ids.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: pk(),
    /** admin | seller. */
    area: str('area', 10),
    /** admins.id in the Admin area, users.id in the Seller area. */
    account_id: int('account_id'),
    /** The account's username when the write was made (it may be renamed later). */
    account_name: str('account_name', 30),
    /** Seller area: the store the account acted for (0 before it has one). */
    store_id: int('store_id'),
    method: str('method', 10),
    /** The route pattern, e.g. /api/Admin/goods_brands/:ids. */
    route: str('route', 191),
    /** The requested path, without its query string. */
    path: str('path', 255),
    /** Comma-separated ids from the path and the input's `id` / `ids`. */
    ids: str('ids', 255),
    ip: ip(),
    /** HTTP status of the answer. */
    status: int('status'),
    /** The answer's envelope code (200 done, 403 refused, 422 invalid, 500 business rule); 0 without an envelope. */
    code: int('code'),
    /**
     * What the write changed, as JSON (`AuditChanges` in @shop/contract/audit): the records by resource, id and
     * name, each changed field's old and new value, secrets masked; '' when nothing was noted (a refused write).
     */
    changes: txt('changes'),
    ...timestamps(),
  },
  (t) => [
    index('audit_logs_created_at_idx').on(t.created_at),
    index('audit_logs_account_idx').on(t.area, t.account_id),
  ],
);
