/**
 * What every installation needs, as qwshop's install seeds it: the super admin, both menu trees, the 19 config keys,
 * the currency, areas, carriers, the login agreement and one SMS template row per purpose.
 * Third-party credentials are blank: qwshop's demo dump carried a developer's keys, which must not ship.
 */
import { INTEGRAL_CONFIG, INTEGRAL_ORDER_RATE_KEY } from '@shop/contract/integral';
import { DEFAULT_SYNONYMS, SEARCH_CONFIG, SEARCH_SYNONYMS_KEY } from '@shop/contract/search-synonyms';
import { isNull } from 'drizzle-orm';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import type { Db, Tx } from '../client.ts';
import {
  adminMenus,
  admins,
  agreements,
  areas,
  configs,
  currencies,
  expresses,
  sms,
  userMenus,
} from '../schema/index.ts';
import areaTree from './data/areas.json' with { type: 'json' };
import { DEFAULT_UNPAID_GOODS_LIMIT, DEFAULT_UNPAID_ORDER_LIMIT } from '../../modules/checkout/unpaid-limit.ts';
import {
  PROMOTION_PAY_MINUTES_KEY,
  UNPAID_GOODS_LIMIT_KEY,
  UNPAID_ORDER_LIMIT_KEY,
} from '../../modules/system/configs.ts';
import { DEFAULT_PROMOTION_PAY_MINUTES } from '../../modules/orders/pay-window.ts';
import { seedMenuRows } from './menus.ts';

interface AreaNode {
  id: number;
  code: string;
  name: string;
  children: AreaNode[];
}

type AreaRow = typeof areas.$inferInsert;

/** Flattens the province > city > district tree; `pid` is the parent's code ("0" for provinces). */
export function flattenAreas(tree: AreaNode[]): AreaRow[] {
  const rows: AreaRow[] = [];
  const walk = (nodes: AreaNode[], parentCode: string, deep: number) => {
    for (const n of nodes) {
      rows.push({ id: n.id, code: n.code, pid: parentCode, deep, name: n.name });
      walk(n.children, n.code, deep + 1);
    }
  };
  walk(tree, '0', 0);
  return rows;
}

const blank = (...keys: string[]): Record<string, string> => Object.fromEntries(keys.map((k) => [k, '']));

const wechatCommon = [
  'mch_id',
  'mch_secret_key',
  'mch_secret_cert',
  'mch_public_cert_path',
  'mch_serial_no',
  'wechat_public_cert_path',
  'notify_url',
];
const alipayFields = [
  'app_id',
  'app_secret_cert',
  'app_public_cert_path',
  'alipay_public_cert_path',
  'alipay_root_cert_path',
  'notify_url',
  'return_url',
];

/** Sub-objects of `pay`, keyed `<payment><device>` as the payment service and the Admin pay page expect. */
export const PAY_CONFIG = {
  wechatwap: blank('mp_app_id', ...wechatCommon),
  wechatmp: blank('mp_app_id', 'secret_key', ...wechatCommon),
  wechatmini: blank('mini_app_id', 'secret_key', ...wechatCommon),
  wechatapp: blank('app_id', ...wechatCommon),
  wechatscan: blank('mp_app_id', ...wechatCommon),
  alipaywap: blank(...alipayFields),
  alipayapp: blank(...alipayFields),
  alipayscan: blank(...alipayFields),
  alipaymini: blank(...alipayFields),
};

type ConfigRow = typeof configs.$inferInsert;

/**
 * The 19 keys with their reference ids, the points rule (20) and the search's synonyms (21); is_type 0 = string,
 * 1 = JSON text.
 */
export function configRows(): ConfigRow[] {
  const text = (id: number, name: string, description: string, content: string): ConfigRow => ({
    id,
    name,
    description,
    content,
    is_type: 0,
  });
  const json = (id: number, name: string, description: string, content: unknown): ConfigRow => ({
    id,
    name,
    description,
    content: JSON.stringify(content),
    is_type: 1,
  });
  return [
    text(1, 'web_name', '网站名称', '青梧商城'),
    text(2, 'index_name', '首页标题', '青梧商城 - 多商户网上商城'),
    text(3, 'keyword', '关键词', '青梧商城,多商户商城,网上购物,家电,数码,图书'),
    text(4, 'description', '网站描述', '青梧商城是一个多商户网上商城，汇集众多店铺的优质商品，购物放心，售后无忧。'),
    text(5, 'logo', '网站Logo', ''),
    text(6, 'tel', '电话', ''),
    text(7, 'mobile', '座机', ''),
    text(8, 'email', '邮箱', ''),
    text(9, 'icp', '备案信息', ''),
    text(10, 'close_status', '关闭网站', '1'),
    text(11, 'close_reason', '关闭原因', ''),
    json(12, 'upload', '上传配置', {
      save_type: false,
      key: '',
      access: '',
      bucket: '',
      endpoint: '',
      cdn: '',
      ssl: false,
    }),
    json(13, 'sms', '短信配置', { key: '', secret: '' }),
    json(14, 'oauth', '第三方登录', {
      weixin: blank('client_id', 'key', 'return_url'),
      weixinweb: blank('client_id', 'key', 'return_url'),
    }),
    json(15, 'pay', '支付配置', PAY_CONFIG),
    json(16, 'amap', '高德地图', blank('key', 'jsapi', 'security')),
    json(17, 'store', '店铺配置', { goods_verify: false, cash: '0' }),
    json(18, 'task', '定时任务', {
      cancel: '1',
      confirm: '4',
      settlement: '7',
      [UNPAID_ORDER_LIMIT_KEY]: String(DEFAULT_UNPAID_ORDER_LIMIT),
      [UNPAID_GOODS_LIMIT_KEY]: String(DEFAULT_UNPAID_GOODS_LIMIT),
      [PROMOTION_PAY_MINUTES_KEY]: String(DEFAULT_PROMOTION_PAY_MINUTES),
    }),
    json(19, 'kuaibao', '物流配置', blank('appid', 'appkey', 'agent_id')),
    // Points per yuan of a completed order; the platform turns it on (0 = no points).
    json(20, INTEGRAL_CONFIG, '积分规则', { [INTEGRAL_ORDER_RATE_KEY]: '0' }),
    // The keyword search's synonyms, one group a line (docs/search.md).
    json(21, SEARCH_CONFIG, '搜索设置', { [SEARCH_SYNONYMS_KEY]: DEFAULT_SYNONYMS }),
  ];
}

/**
 * Adds the settings an installation seeded by an older version lacks (the Admin can only edit a setting that has
 * its row), with their defaults and without their ids, which the installation's own rows may hold. Settings it has
 * are left as its operator left them.
 */
export async function addMissingConfigs(db: Db): Promise<void> {
  const have = new Set(
    (await db.select({ name: configs.name }).from(configs).where(isNull(configs.deleted_at))).map((r) => r.name),
  );
  const missing = configRows().filter((row) => !have.has(row.name ?? ''));
  if (!missing.length) return;
  await db
    .insert(configs)
    .values(missing.map(({ id: _id, ...row }) => row))
    .onConflictDoNothing({ target: configs.name });
}

/** Carriers as qwshop seeds them: id, name, code (the code is what orders store in delivery_code). */
export const EXPRESSES: ReadonlyArray<readonly [number, string, string]> = [
  [1, '韵达快递', 'yd'],
  [2, '申通快递', 'sto'],
  [3, '圆通快递', 'yt'],
  [4, '中通快递', 'zt'],
  [5, '极兔快递', 'jt'],
  [6, '百世快递', 'ht'],
  [7, '邮政小包', 'postx'],
  [8, 'EMS包裹', 'ems'],
  [9, '邮政包裹', 'post'],
  [10, '天天快递', 'tt'],
  [11, '百世快运', 'best'],
  [12, '优速快递', 'ys'],
  [13, '德邦', 'dp'],
  [14, '宅急送', 'zjs'],
  [15, '京东', 'jd'],
  [16, '中通快运', 'ztky'],
  [17, '顺丰速运', 'sf'],
  [18, '国通快递', 'gt'],
];

/** Purposes the SMS sender looks a template up by. */
export const SMS_PURPOSES: ReadonlyArray<readonly [string, string]> = [
  ['register', '注册/登录验证码'],
  ['forget_password', '找回密码验证码'],
  ['edit_user', '修改资料验证码'],
  ['user', '更换手机验证码'],
  ['login', '登录验证码'],
];

const AGREEMENT_HTML =
  '<p>欢迎使用青梧商城。注册或登录即表示您同意遵守本协议。</p>' +
  '<p>1. 您应妥善保管账号和密码，因保管不善造成的损失由您自行承担。</p>' +
  '<p>2. 请遵守法律法规，不得利用本平台从事违法活动。</p>' +
  '<p>3. 本协议内容由平台运营方在后台“协议管理”中维护。</p>';

const CHUNK = 500;

/** Inserts the required data; returns the tables that got explicit ids (their sequences need a reset). */
export async function seedRequired(tx: Tx, passwordHash: string): Promise<string[]> {
  await tx.insert(admins).values({
    id: 1,
    username: 'admin',
    password: passwordHash,
    nickname: '超级管理员',
    is_super: 1,
    belong_id: 0,
  });
  await tx.insert(adminMenus).values(seedMenuRows('admin'));
  await tx.insert(userMenus).values(seedMenuRows('seller'));
  await tx.insert(configs).values(configRows());
  await tx.insert(currencies).values({
    id: 1,
    name: '人民币',
    ename: 'zh-cn',
    currency: '￥',
    currency_ename: 'RMB',
    content: '中国大陆货币',
  });
  const areaRows = flattenAreas(areaTree as AreaNode[]);
  for (let i = 0; i < areaRows.length; i += CHUNK) {
    await tx.insert(areas).values(areaRows.slice(i, i + CHUNK));
  }
  await tx.insert(expresses).values(EXPRESSES.map(([id, name, code]) => ({ id, name, code })));
  await tx.insert(agreements).values({
    id: 1,
    name: '用户协议',
    ename: 'agreement',
    // As the server stores a rich text written with this HTML: cleaned, with the editor JSON built from it.
    content: sanitizeRichText(AGREEMENT_HTML),
  });
  await tx
    .insert(sms)
    .values(SMS_PURPOSES.map(([name, description], i) => ({ id: i + 1, name, code: '', content: '', description })));
  return ['admins', 'admin_menus', 'user_menus', 'configs', 'currencies', 'areas', 'expresses', 'agreements', 'sms'];
}
