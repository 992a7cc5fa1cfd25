import type { ResourceGroup } from './types.ts';

/**
 * The Seller's freight template editor: the default template's sentence, the area templates' grid, the
 * province picker and the form's checks. zh-cn and en with the same keys (checked by backoffice.test.ts).
 */
const group: ResourceGroup = {
  'zh-cn': {
    freights: {
      fields: {
        name: '标题',
        f_weight: '首重（kg）',
        f_price: '运费（￥）',
        o_weight: '续重（kg）',
        o_price: '续费（￥）',
        area_id: '配送区域',
      },
      sections: {
        default: '默认运费',
        custom: '自定义运费',
      },
      sentence: {
        firstWeight: '首重',
        within: 'kg内',
        fee: '运费',
        extraWeight: '每增加',
        extraFee: '增加运费',
        kg: 'kg',
        yuan: '￥',
      },
      actions: {
        add: '添加',
        save: '确定',
        remove: '删除',
        areas: '区域',
      },
      messages: {
        newName: '自定义运费模版',
        defaultHint: '未被下面的区域模版覆盖的省份，按默认运费计算；首重为 0 时运费为固定金额。',
        customHint: '区域模版只在所选省份生效，其他省份按默认运费计算。每个省份只能属于一个模版。',
        noCustom: '还没有自定义运费模版。',
        noAreas: '未选择区域',
        areasPlaceholder: '选择省份',
        amount: '请输入 0 到 9999.99 之间的数字，最多两位小数。',
        name: '请输入标题（最多 80 个字）。',
        invalid: '请先改正标红的内容。',
        removeTitle: '删除运费模版',
        removeConfirm: '删除「{{name}}」？使用它的商品将按默认运费计算。',
      },
    },
  },
  en: {
    freights: {
      fields: {
        name: 'Title',
        f_weight: 'First weight (kg)',
        f_price: 'Fee (￥)',
        o_weight: 'Additional weight (kg)',
        o_price: 'Additional fee (￥)',
        area_id: 'Areas',
      },
      sections: {
        default: 'Default Shipping',
        custom: 'Custom Shipping',
      },
      sentence: {
        firstWeight: 'First',
        within: 'kg',
        fee: 'fee',
        extraWeight: 'each additional',
        extraFee: 'additional fee',
        kg: 'kg',
        yuan: '￥',
      },
      actions: {
        add: 'Add',
        save: 'Save',
        remove: 'Delete',
        areas: 'Areas',
      },
      messages: {
        newName: 'Custom freight template',
        defaultHint:
          'Provinces no area template below covers use the default shipping; a first weight of 0 makes the fee flat.',
        customHint:
          'An area template applies only in its provinces; elsewhere the default shipping applies. A province belongs to one template at most.',
        noCustom: 'No custom freight templates yet.',
        noAreas: 'No areas selected',
        areasPlaceholder: 'Choose provinces',
        amount: 'Enter a number from 0 to 9999.99 with at most two decimals.',
        name: 'Enter a title (80 characters at most).',
        invalid: 'Please correct the fields marked in red first.',
        removeTitle: 'Delete freight template',
        removeConfirm: 'Delete “{{name}}”? Goods using it will use the default shipping.',
      },
    },
  },
};

export default group;
