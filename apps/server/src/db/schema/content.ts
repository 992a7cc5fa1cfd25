/** Articles, agreements, notices, ads and app versions. */
import { index, pgTable } from 'drizzle-orm/pg-core';
import { img, int, pk, str, timestamps, tiny, tsNow, txt } from './_columns.ts';

export const articles = pgTable(
  'articles',
  {
    id: pk(),
    /** admins.id of the creator. */
    belong_id: int('belong_id'),
    /** article_menus.id. */
    pid: int('pid'),
    /** Title; also the lookup key of GET /article/{name}. */
    name: str('name', 80),
    /** Rich text: HTML + "##qingwuit##" + editor JSON. */
    content: txt('content'),
    click: int('click'),
    ...timestamps(),
  },
  (t) => [index('articles_pid_idx').on(t.pid), index('articles_name_idx').on(t.name)],
);

export const articleMenus = pgTable('article_menus', {
  id: pk(),
  belong_id: int('belong_id'),
  pid: int('pid'),
  name: str('name', 35),
  is_sort: tiny('is_sort'),
  ...timestamps(),
});

export const agreements = pgTable(
  'agreements',
  {
    id: pk(),
    name: str('name', 30),
    /** Lookup key of GET /agreements/{ename}; the login pages use "agreement". */
    ename: str('ename', 30),
    content: txt('content'),
    ...timestamps(),
  },
  (t) => [index('agreements_ename_idx').on(t.ename)],
);

export const notices = pgTable('notices', {
  id: pk(),
  belong_id: int('belong_id'),
  tag: str('tag', 20),
  name: str('name', 35),
  content: txt('content'),
  is_type: tiny('is_type'),
  is_send: tiny('is_send'),
  ...timestamps(),
});

export const advSpaces = pgTable(
  'adv_spaces',
  {
    id: pk(),
    belong_id: int('belong_id'),
    /** Ads are fetched by this name, e.g. "APP_首页幻灯片". */
    name: str('name', 25),
    width: int('width'),
    height: int('height'),
    ...timestamps(),
  },
  (t) => [index('adv_spaces_name_idx').on(t.name)],
);

export const advs = pgTable(
  'advs',
  {
    id: pk(),
    belong_id: int('belong_id'),
    /** adv_spaces.id. */
    pid: int('pid'),
    name: str('name', 25),
    url: str('url', 255),
    image: img('image'),
    adv_start: tsNow('adv_start'),
    adv_end: tsNow('adv_end', '1 day'),
    /** Served in descending order. */
    is_sort: tiny('is_sort'),
    is_type: tiny('is_type'),
    /** 1 enabled, 0 disabled. */
    status: tiny('status'),
    ...timestamps(),
  },
  (t) => [index('advs_pid_idx').on(t.pid)],
);

export const appVersions = pgTable('app_versions', {
  id: pk(),
  name: str('name', 30).default('名称'),
  version: str('version', 20).default('1.0.0'),
  version_code: int('version_code').default(100),
  url: str('url', 255),
  /** android | ios | mini. */
  device: str('device', 10).default('android'),
  apple_id: str('apple_id', 20),
  is_wgt: tiny('is_wgt'),
  content: txt('content'),
  ...timestamps(),
});
