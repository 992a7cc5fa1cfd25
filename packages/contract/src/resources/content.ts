import { defineDescriptor } from '../resource.ts';

/** Site announcements: the Admin writes them, the storefront's notice list reads them. */
export const notices = defineDescriptor({
  area: 'admin',
  path: 'notices',
  owner: { by: 'adminOwner' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['likeRight'], column: true },
    tag: { search: ['likeRight'], column: true },
    content: { kind: 'richText', search: ['like'] },
    is_type: { kind: 'int', search: true, form: false },
    is_send: { kind: 'int', search: true, form: false },
    created_at: { kind: 'datetime', readOnly: true, search: true, column: true },
  },
  menu: { parent: 'admin.notice-center', labels: { zh: '公告管理', en: 'Notice List' }, view: 'Admin/notices/index' },
});

/** Article categories: a two-level tree per admin owner, ordered by is_sort. */
export const articleMenus = defineDescriptor({
  area: 'admin',
  path: 'article_menus',
  owner: { by: 'adminOwner' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    pid: { kind: 'int', required: true, dict: 'pid', search: true },
    name: { required: true, search: ['likeRight'], column: true },
    is_sort: { kind: 'int', search: true, sortable: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  order: [
    { field: 'is_sort', dir: 'asc' },
    { field: 'id', dir: 'asc' },
  ],
  tree: { key: 'id' },
  menu: {
    parent: 'admin.article-center',
    labels: { zh: '文章栏目', en: 'Article Categories' },
    view: 'Admin/article_menus/index',
  },
});

/** Legal texts the storefront fetches by `ename` (the login pages' `agreement`). */
export const agreements = defineDescriptor({
  area: 'admin',
  path: 'agreements',
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['likeRight'], column: true },
    ename: { required: true, search: ['likeRight'], column: true },
    content: { kind: 'richText' },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: {
    parent: 'admin.system',
    labels: { zh: '协议管理', en: 'Agreements' },
    view: 'Admin/agreements/index',
    icon: 'fa-file-text',
    sort: 9,
  },
});

/** Help/CMS articles of the admin owner, each in one of the owner's article categories (`pid`). */
export const articles = defineDescriptor({
  area: 'admin',
  path: 'articles',
  owner: { by: 'adminOwner' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    pid: { kind: 'int', required: true, dict: 'pid', search: true },
    // The category's name, which the list answers beside `pid`; no column of the table.
    class_name: { readOnly: true, column: true },
    name: { required: true, search: ['likeRight'], column: true },
    content: { kind: 'richText', search: true },
    click: { kind: 'int', readOnly: true, search: true, sortable: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
  },
  menu: {
    parent: 'admin.article-center',
    labels: { zh: '文章管理', en: 'Article List' },
    view: 'Admin/articles/index',
    sort: 1,
  },
});

/** Ad slots of the admin owner; the storefront asks for a slot's ads by the slot's name. */
export const advSpaces = defineDescriptor({
  area: 'admin',
  path: 'adv_spaces',
  owner: { by: 'adminOwner' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['likeRight'], column: true },
    width: { kind: 'int', search: true, column: true },
    height: { kind: 'int', search: true, column: true },
    created_at: { kind: 'datetime', readOnly: true, column: true },
  },
  menu: { parent: 'admin.advertising', labels: { zh: '广告位', en: 'Ad Spaces' }, view: 'Admin/adv_spaces/index' },
});

/**
 * Ads of the admin owner, each in one of the owner's slots (`pid`), shown between adv_start and adv_end while
 * `status` is 1. `search: []` puts a field in the search panel as an exact match (no operator).
 */
export const advs = defineDescriptor({
  area: 'admin',
  path: 'advs',
  owner: { by: 'adminOwner' },
  fields: {
    id: { kind: 'int', readOnly: true, search: true, sortable: true },
    pid: { kind: 'int', required: true, dict: 'pid', search: [], column: true },
    image: { kind: 'image', column: true },
    name: { required: true, search: ['likeRight'], column: true },
    url: { search: true },
    adv_start: { kind: 'datetime', required: true, search: ['ngt'], sortable: true, column: true },
    adv_end: { kind: 'datetime', required: true, search: ['nlt'], sortable: true, column: true },
    status: { kind: 'int', required: true, dict: 'status', search: true, column: true },
    is_sort: { kind: 'int', search: true, sortable: true },
    is_type: { kind: 'int', search: true },
    created_at: { kind: 'datetime', readOnly: true, search: true, sortable: true, column: true },
  },
  menu: { parent: 'admin.advertising', labels: { zh: '广告管理', en: 'Ad List' }, view: 'Admin/advs/index' },
});
