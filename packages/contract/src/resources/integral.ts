import { defineDescriptor } from '../resource.ts';

/**
 * Categories of the points mall, one list for the whole platform. The worked example of CONTRIBUTING: the table
 * and this declaration are all it takes; the server mounts it and the Admin shows the generic screen.
 */
export const integralGoodsClasses = defineDescriptor({
  area: 'admin',
  path: 'integral_goods_classes',
  fields: {
    id: { kind: 'int', readOnly: true, search: true },
    name: { required: true, search: ['like'], column: true, label: { zh: '分类名称', en: 'Category name' } },
    created_at: { kind: 'datetime', readOnly: true, search: true, column: true },
  },
  menu: {
    parent: 'admin.points-goods',
    labels: { zh: '商品分类', en: 'Points Categories' },
    view: 'Admin/exts/integral_goods_classes/index',
  },
});
