import type { ResourceGroup } from './types.ts';

/** Labels of the content pages, zh-cn and en with the same keys (checked by backoffice.test.ts). */
const group: ResourceGroup = {
  'zh-cn': {
    notices: {
      fields: { name: '标题', tag: '标签', content: '内容' },
    },
    agreements: {
      fields: { name: '协议名称', ename: '调用名称', content: '协议内容' },
    },
    article_menus: {
      fields: { name: '栏目名称', pid: '上级栏目', is_sort: '排序' },
      options: { top: '默认（顶级）' },
    },
    articles: {
      fields: { class_name: '栏目', pid: '栏目', name: '标题', content: '内容' },
    },
    adv_spaces: {
      fields: { name: '广告位', width: '宽度', height: '高度' },
      actions: { addAdv: '添加广告', advs: '该广告位的广告' },
    },
    advs: {
      fields: {
        pid: '广告位',
        image: '图片',
        name: '名称',
        url: '链接',
        is_type: '类型',
        adv_start: '开始时间',
        adv_end: '结束时间',
        status: '状态',
        is_sort: '排序',
      },
      options: { open: '开启', close: '关闭' },
      messages: { sizeHint: '建议尺寸：{{width}} × {{height}} 像素', pickSpace: '先选择广告位，再按其尺寸上传图片' },
    },
  },
  en: {
    notices: {
      fields: { name: 'Title', tag: 'Tag', content: 'Content' },
    },
    agreements: {
      fields: { name: 'Agreement name', ename: 'Call name', content: 'Content' },
    },
    article_menus: {
      fields: { name: 'Category name', pid: 'Parent', is_sort: 'Sort' },
      options: { top: 'Default (top level)' },
    },
    articles: {
      fields: { class_name: 'Category', pid: 'Category', name: 'Title', content: 'Content' },
    },
    adv_spaces: {
      fields: { name: 'Ad slot', width: 'Width', height: 'Height' },
      actions: { addAdv: 'Add ad', advs: 'Ads in this slot' },
    },
    advs: {
      fields: {
        pid: 'Ad slot',
        image: 'Image',
        name: 'Name',
        url: 'Link',
        is_type: 'Type',
        adv_start: 'Start time',
        adv_end: 'End time',
        status: 'Status',
        is_sort: 'Sort',
      },
      options: { open: 'On', close: 'Off' },
      messages: {
        sizeHint: 'Recommended size: {{width}} x {{height}} px',
        pickSpace: 'Pick an ad slot first, then upload a picture of its size',
      },
    },
  },
};

export default group;
