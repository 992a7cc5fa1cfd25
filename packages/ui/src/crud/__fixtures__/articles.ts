import type { DictDef, FieldDef, SearchDef } from '../../fields/types.ts';
import type { ColumnDef, ViewFieldDef } from '../types.ts';

/** Fixture rows: an articles-like resource touching every column type. */
export function articleRows() {
  return [
    {
      id: 1,
      title: 'Spring tea arrives',
      image: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50"><rect width="50" height="50" fill="%2388c"/></svg>',
      status: 1,
      money: 12.5,
      tags: ['new', 'tea'],
      icon: 'fa-leaf',
      menu_id: 2,
      content: '<p>Fresh <b>green</b> tea.</p>##qingwuit##[]',
      created_at: '2024-03-01 10:00:00',
    },
    {
      id: 2,
      title: 'Refund policy',
      image: '',
      status: 0,
      money: -3,
      tags: [],
      icon: '',
      menu_id: 1,
      content: '<p>Seven days.</p>',
      created_at: '2024-03-02 11:30:00',
    },
    {
      id: 3,
      title: '',
      image: '',
      status: 1,
      money: 0,
      tags: ['draft'],
      icon: 'fa-file-text',
      menu_id: 9,
      content: '',
      created_at: '2024-03-03 09:15:00',
    },
  ];
}

/** Article categories: a tree the `menu_id` dictionary answers. */
export const articleMenus = [
  { id: 1, name: 'Help', children: [{ id: 2, name: 'News', children: [{ id: 4, name: 'Deep' }] }] },
  { id: 3, name: 'About' },
];

export const articleColumns: ColumnDef[] = [
  { value: 'id', width: 70 },
  { value: 'title', ellipsis: true },
  { value: 'image', type: 'image' },
  { value: 'status', type: 'dict_tag' },
  { value: 'money', type: 'money' },
  { value: 'tags', type: 'tags_array' },
  { value: 'icon', type: 'icon_tag' },
  { value: 'menu_id', type: 'dict' },
  { value: 'created_at' },
];

export const articleDicts: DictDef[] = [
  {
    name: 'status',
    items: [
      { label: 'fields.yes', value: 1 },
      { label: 'fields.no', value: 0 },
    ],
  },
  { name: 'menu_id', url: '/Admin/article_menus', labelName: 'name', valueName: 'id' },
];

export const articleFields: FieldDef[] = [
  { value: 'title', required: true },
  { value: 'menu_id', type: 'cascader', options: { emitPath: false, checkStrictly: true } },
  { value: 'status', type: 'switch' },
  { value: 'money', type: 'number' },
  { value: 'remark', type: 'textarea', span: 24 },
];

export const articleViewFields: ViewFieldDef[] = [
  { value: 'title', viewType: 'text' },
  { value: 'status', viewType: 'dict_tag' },
  { value: 'menu_id', viewType: 'dict' },
  { value: 'money' , type: 'number' },
  { value: 'tags', viewType: 'tags_array' },
  { value: 'image', type: 'image' },
  { value: 'content', viewType: 'html', span: 24 },
];

/** Seven search fields: the panel shows five and an Expand control. */
export const articleSearch: SearchDef[] = [
  { value: 'title', where: 'like' },
  { value: 'status', type: 'select', dict: 'status' },
  { value: 'menu_id', type: 'cascader', options: { emitPath: false, checkStrictly: true } },
  { value: 'money', type: 'number', where: 'ngt' },
  { value: 'icon', where: 'likeRight' },
  { value: 'remark', where: 'like' },
  { value: 'created_at', type: 'daterange' },
];

/** A lazy tree (areas keyed by code). */
export function areaRows() {
  return [
    { id: 1, code: '11', pid: '0', name: 'Beijing' },
    { id: 2, code: '1101', pid: '11', name: 'Dongcheng' },
    { id: 3, code: '110101', pid: '1101', name: 'Jingshan' },
    { id: 4, code: '12', pid: '0', name: 'Tianjin' },
  ];
}
